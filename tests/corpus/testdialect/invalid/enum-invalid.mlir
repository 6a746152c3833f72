// Errors of enum attributes, in mlir-opt-22's words for `arith.cmpi`, `gpu.thread_id`,
// `#gpu<dim …>`, `#arith.fastmath<…>` and `#arith.overflow<…>`: an unknown case keyword or
// string in an op format, a value that is no case in the generic form (property conversion, or
// the verifier for a discardable attribute), an empty string, an unknown case of an `EnumAttr`
// wrapper («expected T to be one of: …» then «failed to parse NAME parameter …»), bit-enum lists
// with the wrong separator or a missing case.

// expected-error @+1 {{custom op 'tst.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
tst.cmpi foo

// -----

// expected-error @+1 {{custom op 'tst.cmpi' invalid predicate attribute specification: "foo"}}
tst.cmpi "foo"

// -----

// expected-error @+1 {{custom op 'tst.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
tst.cmpi 3

// -----

// An empty string sets nothing.
// expected-error @+1 {{'tst.cmpi' op requires attribute 'predicate'}}
tst.cmpi ""

// -----

// A default-valued enum is not optional: its keyword must be followed by a case.
// expected-error @+1 {{custom op 'tst.cmpi' expected string or keyword containing one of the following enum values for attribute 'rounding' [to_nearest_even, downward, upward, toward_zero, far-away]}}
tst.cmpi eq rounding sideways

// -----

// expected-error @+1 {{invalid properties {predicate = 12 : i64} for op tst.cmpi: Invalid attribute `predicate` in property conversion: 12 : i64}}
"tst.cmpi"() <{predicate = 12 : i64}> : () -> ()

// -----

// expected-error @+1 {{invalid properties {predicate = 1 : i32} for op tst.cmpi: Invalid attribute `predicate` in property conversion: 1 : i32}}
"tst.cmpi"() <{predicate = 1 : i32}> : () -> ()

// -----

// expected-error @+1 {{invalid properties {predicate = "eq"} for op tst.cmpi: Invalid attribute `predicate` in property conversion: "eq"}}
"tst.cmpi"() <{predicate = "eq"}> : () -> ()

// -----

// expected-error @+1 {{'tst.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
"tst.cmpi"() {predicate = 12 : i64} : () -> ()

// -----

// expected-error @+1 {{custom op 'tst.cmpi' 'tst.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
tst.cmpi eq {predicate = 12 : i64}

// -----

// expected-error @+1 {{'tst.cmpi' op attribute 'rounding' failed to satisfy constraint: Floating point rounding mode}}
"tst.cmpi"() {predicate = 1 : i64, rounding = 7 : i32} : () -> ()

// -----

// The optional first element of a group: a string that is no case.
// expected-error @+1 {{custom op 'tst.access' invalid mode attribute specification: "read"}}
tst.access "read" bits read

// -----

// expected-error @+1 {{custom op 'tst.access' invalid bits attribute specification: "read|bogus"}}
tst.access bits "read|bogus"

// -----

// expected-error @+1 {{custom op 'tst.access' invalid bits attribute specification: "read,write"}}
tst.access bits "read,write"

// -----

// expected-error @+1 {{invalid properties {bits = 8 : i8} for op tst.access: Invalid attribute `bits` in property conversion: 8 : i8}}
"tst.access"() <{bits = 8 : i8}> : () -> ()

// -----

// expected-error @+1 {{'tst.access' op attribute 'bits' failed to satisfy constraint: access bits}}
"tst.access"() {bits = 9 : i8} : () -> ()

// -----

// expected-error @+2 {{custom op 'tst.thread_id' expected ::tst::Dimension to be one of: x, y, z}}
// expected-error @+1 {{custom op 'tst.thread_id' failed to parse TST_DimensionAttr parameter 'value' which is to be a `::tst::Dimension`}}
tst.thread_id w {}

// -----

// expected-error @+1 {{invalid properties {dimension = 1 : i32} for op tst.thread_id: Invalid attribute `dimension` in property conversion: 1 : i32}}
"tst.thread_id"() <{dimension = 1 : i32}> : () -> ()

// -----

// expected-error @+2 {{expected ::tst::Dimension to be one of: x, y, z}}
// expected-error @+1 {{failed to parse TST_DimensionAttr parameter 'value' which is to be a `::tst::Dimension`}}
"tst.thread_id"() <{dimension = #tst<dim q>}> : () -> ()

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse TST_DimensionAttr parameter 'value' which is to be a `::tst::Dimension`}}
module attributes {tst.a = #tst<dim 3>} {}

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse TST_DimensionAttr parameter 'value' which is to be a `::tst::Dimension`}}
module attributes {tst.a = #tst.dim} {}

// -----

// expected-error @+2 {{expected ::tst::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error @+1 {{failed to parse TST_FastMathAttr parameter 'value' which is to be a `::tst::FastMathFlags`}}
module attributes {tst.a = #tst.fastmath<nnan,bogus>} {}

// -----

// expected-error @+2 {{expected ::tst::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error @+1 {{failed to parse TST_FastMathAttr parameter 'value' which is to be a `::tst::FastMathFlags`}}
module attributes {tst.a = #tst.fastmath<"nnan,bad">} {}

// -----

// expected-error @+1 {{expected '>'}}
module attributes {tst.a = #tst.fastmath<nnan|ninf>} {}

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse TST_FastMathAttr parameter 'value' which is to be a `::tst::FastMathFlags`}}
module attributes {tst.a = #tst.fastmath<>} {}

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse TST_FastMathAttr parameter 'value' which is to be a `::tst::FastMathFlags`}}
module attributes {tst.a = #tst.fastmath<nnan,>} {}

// -----

// expected-error @+1 {{expected '>'}}
module attributes {tst.a = #tst.overflow<nsw nuw>} {}

// -----

// expected-error @+2 {{custom op 'tst.arith' expected ::tst::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error @+1 {{custom op 'tst.arith' failed to parse TST_FastMathAttr parameter 'value' which is to be a `::tst::FastMathFlags`}}
tst.arith fastmath<nnan, bad>

// -----

// expected-error @+1 {{invalid properties {fastmath = 3 : i32} for op tst.arith: Invalid attribute `fastmath` in property conversion: 3 : i32}}
"tst.arith"() <{fastmath = 3 : i32}> : () -> ()

// -----

// The pretty form has no body: `x` is left to the dictionary.
// expected-error @+1 {{expected '}' in attribute dictionary}}
module attributes {tst.a = #tst.dim x} {}

// -----

// Without a specialized attribute any integer attribute converts; the verifier checks it.
// expected-error @+1 {{'tst.dim' op attribute 'dim' failed to satisfy constraint: a dimension, either 'x', 'y', or 'z'}}
"tst.dim"() <{dim = 7 : i32}> : () -> ()

// -----

// expected-error @+1 {{'tst.dim' op attribute 'dim' failed to satisfy constraint: a dimension, either 'x', 'y', or 'z'}}
"tst.dim"() <{dim = 1 : i16}> : () -> ()

// -----

// expected-error @+1 {{invalid properties {dim = "x"} for op tst.dim: Invalid attribute `dim` in property conversion: "x"}}
"tst.dim"() <{dim = "x"}> : () -> ()
