// Parse errors of the `tst` dialect attributes, in MLIR's wording: struct errors, verify hooks
// (at the attribute), a parameter's own error followed by «failed to parse … parameter …»,
// wrong attribute kinds.

// expected-error @+1 {{duplicate or unknown struct parameter name: O}}
module attributes {tst.a = #tst.target<O = 1, O = 2>} {}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: foo}}
module attributes {tst.a = #tst.target<foo = 1>} {}

// -----

// expected-error @+1 {{The optimization level must be a number between 0 and 3.}}
module attributes {tst.a = #tst.target<O = 5>} {}

// -----

// expected-error @+2 {{The target chip cannot be empty.}}
// expected-error @+1 {{failed to parse TST_SelectAttr parameter 'target' which is to be a `Attribute`}}
module attributes {tst.a = #tst.select<#tst.target<chip = "">>} {}

// -----

// expected-error @+1 {{expected ','}}
module attributes {tst.a = #tst.pair<"x">} {}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse TST_PairAttr parameter 'count' which is to be a `i64`}}
module attributes {tst.a = #tst.pair<"x", y>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse TST_WrapAttr parameter 'inner' which is to be a `PairAttr`}}
module attributes {tst.a = #tst.wrap<#tst.unit, #tst.pair<"b", 2>, x3>} {}

// -----

// expected-error @+1 {{expected `x` followed by a count}}
module attributes {tst.a = #tst.wrap<<"a", 1>, #tst.pair<"b", 2>, y3>} {}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse TST_ListAttr parameter 'a' which is to be a `i64`}}
module attributes {tst.a = #tst.list<>} {}

// -----

// A mnemonic the dialect does not define: the dialect's own message, at the mnemonic.
// expected-error @+1 {{attribute 'foo' is not one of tst's}}
module attributes {tst.a = #tst.foo} {}

// -----

// expected-error @+1 {{attribute 'foo' is not one of tst's}}
module attributes {tst.a = #tst<foo<1>>} {}
