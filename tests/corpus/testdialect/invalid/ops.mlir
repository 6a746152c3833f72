// Parse and verify errors of the `tst` dialect ops, in MLIR's wording: the «custom op 'X' »
// prefix of custom-form parsers, «invalid kind of attribute specified», required attributes in
// alphabetical order, then constraints in declaration order, inherent attributes checked in the
// attr-dict, operand resolution and counts.

// expected-error @+1 {{custom op 'tst.binary' expected valid '@'-identifier for symbol name}}
tst.binary "b" [#tst.pair<"a", 1>]

// -----

// expected-error @+1 {{custom op 'tst.binary' invalid kind of attribute specified}}
tst.binary @b <1> [#tst.pair<"a", 1>]

// -----

// expected-error @+1 {{custom op 'tst.binary' invalid kind of attribute specified}}
tst.binary @b <#tst.unit> [#tst.pair<"a", 1>]

// -----

// expected-error @+1 {{'tst.binary' op attribute 'objects' failed to satisfy constraint: an array of tst pair attributes with at least 1 elements}}
tst.binary @b []

// -----

// expected-error @+1 {{'tst.binary' op attribute 'objects' failed to satisfy constraint: an array of tst pair attributes with at least 1 elements}}
tst.binary @b [1]

// -----

// expected-error @+1 {{custom op 'tst.binary' invalid kind of attribute specified}}
tst.binary @b #tst.pair<"a", 1>

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
tst.binary @b 1

// -----

// expected-error @+1 {{'tst.binary' op requires attribute 'objects'}}
"tst.binary"() : () -> ()

// -----

// expected-error @+1 {{'tst.binary' op requires attribute 'sym_name'}}
"tst.binary"() <{objects = [#tst.pair<"a", 1>]}> : () -> ()

// -----

// Constraints are checked in declaration order: `count` before `wide`.
// expected-error @+1 {{'tst.kinds' op attribute 'count' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
"tst.kinds"() <{label = "l", count = -1 : i32, wide = 1 : i32, flag = true, items = [1], any = 1}> : () -> ()

// -----

// expected-error @+1 {{'tst.kinds' op attribute 'wide' failed to satisfy constraint: 64-bit signless integer attribute}}
"tst.kinds"() <{label = "l", count = 1 : i32, wide = 1 : i32, flag = true, items = [1], any = 1}> : () -> ()

// -----

// expected-error @+1 {{custom op 'tst.kinds' 'tst.kinds' op attribute 'count' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
tst.kinds "l" 1, 2, true [1] : 1 {count = "x"}

// -----

// expected-error @+1 {{'tst.kinds' op attribute 'items' failed to satisfy constraint: array attribute with at least 1 elements}}
tst.kinds "l" 1, 2, true [] : 1

// -----

// expected-error @+1 {{'tst.kinds' op attribute 'count' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
tst.kinds "l" -1, 2, true [1] : 1

// -----

// expected-error @+1 {{expected ','}}
tst.kinds "l" 1 2

// -----

// Property conversion of the generic form checks the storage kind before any verifier runs.
// expected-error @+1 {{invalid properties {handler = 1 : i32} for op tst.flags: Invalid attribute `handler` in property conversion: 1 : i32}}
"tst.flags"() <{handler = 1 : i32}> : () -> ()

// -----

// In the discardable dictionary the same value reaches the verifier.
// expected-error @+1 {{'tst.flags' op attribute 'handler' failed to satisfy constraint: string attribute}}
"tst.flags"() {handler = 1 : i32} : () -> ()

// -----

// expected-error @+1 {{expected operation name in quotes}}
tst.flags none {x}

// -----

tst.module {
^bb0(%a: i32, %b: i64):
  // expected-error @+1 {{custom op 'tst.all' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tst.all %a : i32, i32 -> i1
}

// -----

// A type list reads one type at least, as MLIR's `parseTypeList`: `tst.all` with no operands
// prints `tst.all : ->`, which does not read back.
tst.module {
  // expected-error @+1 {{expected non-function type}}
  tst.all : -> i1
}

// -----

tst.module {
^bb0(%a: i32):
  // expected-error @+1 {{expected non-function type}}
  tst.all %a : i32 ->
}

// -----

// An empty type list inside an optional group's literals.
tst.module {
^bb0(%i: i32):
  // expected-error @+1 {{expected non-function type}}
  tst.tc_segments () [] %i : [] i32 ()
}

// -----

tst.module {
^bb0(%a: i32, %b: i64):
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  tst.cond %b
}

// -----

tst.module {
^bb0(%a: i32, %b: i64):
  // expected-error @+1 {{'tst.add' op expected 2 operands, but found 1}}
  %0 = "tst.add"(%a) : (i32) -> i64
}

// -----

// expected-error @+1 {{'tst.const' op requires one result}}
"tst.const"() : () -> ()

// -----

// expected-error @+1 {{`u` clause can appear at most once in the expansion of the oilist directive}}
tst.oilist u a = 1 u
