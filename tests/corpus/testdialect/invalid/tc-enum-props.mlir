// EnumProp, in mlir-opt-22's words for ptr.ptr_add / ptr.ptr_diff: the generic form converts
// any integer attribute and rejects others; the verifier checks the case; the custom form
// reads a case (a bit enum: keywords joined by `|`), a required one failing twice.

tst.module {
^bb0(%x: index):
  // expected-error @+1 {{invalid properties {flags = "x", pred = 0 : i64} for op tst.tc_prop: expected IntegerAttr storage for ::tst::AddFlags}}
  "tst.tc_prop"(%x) <{flags = "x", pred = 0 : i64}> : (index) -> ()
}

// -----

tst.module {
^bb0(%x: index):
  // expected-error @+1 {{'tst.tc_prop' op property 'flags' failed to satisfy constraint: Pointer add flags}}
  "tst.tc_prop"(%x) <{flags = 7 : i32}> : (index) -> ()
}

// -----

tst.module {
^bb0(%x: index):
  // expected-error @+1 {{'tst.tc_prop' op property 'flags' failed to satisfy constraint: Pointer add flags}}
  "tst.tc_prop"(%x) <{flags = -1 : i64}> : (index) -> ()
}

// -----

tst.module {
^bb0(%x: index):
  // expected-error @+1 {{'tst.tc_prop' op property 'bits' failed to satisfy constraint: Pointer difference flags}}
  "tst.tc_prop"(%x) <{bits = 4 : i8}> : (index) -> ()
}

// -----

tst.module {
^bb0(%x: index):
  // expected-error @+1 {{custom op 'tst.tc_prop' expected one of [none, nusw, nuw, inbounds] for Pointer add flags, got: bogus}}
  tst.tc_prop bogus %x, eq : index
}

// -----

tst.module {
^bb0(%x: index):
  // expected-error @+2 {{custom op 'tst.tc_prop' expected one of [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge] for allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, got: bogus}}
  // expected-error @+1 {{custom op 'tst.tc_prop' invalid value for property pred, expected allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  tst.tc_prop %x, bogus : index
}

// -----

tst.module {
^bb0(%x: index):
  // expected-error @+2 {{custom op 'tst.tc_prop' expected keyword for allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  // expected-error @+1 {{custom op 'tst.tc_prop' invalid value for property pred, expected allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  tst.tc_prop %x, : index
}

// -----

tst.module {
^bb0(%x: index):
  // expected-error @+2 {{custom op 'tst.tc_prop' expected keyword for Pointer difference flags}}
  // expected-error @+1 {{custom op 'tst.tc_prop' invalid value for property bits, expected Pointer difference flags}}
  tst.tc_prop %x, eq bits "nuw" : index
}

// -----

tst.module {
^bb0(%x: index):
  // expected-error @+2 {{custom op 'tst.tc_prop' expected keyword for Pointer difference flags after '|'}}
  // expected-error @+1 {{custom op 'tst.tc_prop' invalid value for property bits, expected Pointer difference flags}}
  tst.tc_prop %x, eq bits nuw | : index
}

// -----

tst.module {
^bb0(%x: index):
  // expected-error @+2 {{custom op 'tst.tc_prop' expected one of [none, nuw, nsw] for Pointer difference flags, got: nsx}}
  // expected-error @+1 {{custom op 'tst.tc_prop' invalid value for property bits, expected Pointer difference flags}}
  tst.tc_prop %x, eq bits nuw | nsx : index
}
