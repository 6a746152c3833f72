// Parse errors of the `tst` dialect types, in mlir-opt-22's wording for the same situations
// of upstream types (`!smt.foo`, `!smt<"bv<3>">`, `!llvm.array<4 x !llvm.void>`,
// `!smt.bv<3, 4>`, `!transform.param<#foo>`): unknown mnemonics, verify hooks (at the body),
// malformed bodies, a parameter's own error followed by «failed to parse … parameter …», wrong
// type kinds, and a type attribute of the wrong type.

// expected-error @+1 {{unknown  type `foo` in dialect `tst`}}
%0 = tst.call() : () -> !tst.foo

// -----

// expected-error @+1 {{unknown  type `foo` in dialect `tst`}}
%0 = tst.call() : () -> !tst<foo<1>>

// -----

// expected-error @+1 {{expected valid keyword}}
%0 = tst.call() : () -> !tst<"token">

// -----

// expected-error @+1 {{invalid vec element type: '!tst.token'}}
%0 = tst.call() : () -> !tst.vec<4 x !tst.token>

// -----

// expected-error @+1 {{vec must have at least one element}}
%0 = tst.call() : () -> !tst.vec<0 x i32>

// -----

// expected-error @+2 {{invalid vec element type: 'none'}}
// expected-error @+1 {{failed to parse TST_PairType parameter 'first' which is to be a `Type`}}
%0 = tst.call() : () -> !tst.pair<!tst.vec<1 x none>, i1>

// -----

// expected-error @+1 {{expected ','}}
%0 = tst.call() : () -> !tst.pair<i32>

// -----

// expected-error @+1 {{expected '>'}}
%0 = tst.call() : () -> !tst.pair<i32, i32, i32>

// -----

// expected-error @+1 {{expected '<'}}
%0 = tst.call() : () -> !tst.pair

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
%0 = tst.call() : () -> !tst.vec<4 x i32

// -----

// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{failed to parse TST_PairType parameter 'second' which is to be a `Type`}}
%0 = tst.call() : () -> !tst.pair<i32, #tst.unit>

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse TST_VecType parameter 'count' which is to be a `u32`}}
%0 = tst.call() : () -> !tst.vec<i32 x i32>

// -----

// expected-error @+1 {{struct is missing required parameter: rank}}
%0 = tst.call() : () -> !tst.shape<elem = f32>

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: rank}}
%0 = tst.call() : () -> !tst.shape<rank = 1, rank = 2>

// -----

// expected-error @+2 {{invalid kind of type specified}}
// expected-error @+1 {{failed to parse TST_BoxType parameter 'inner' which is to be a `PairType`}}
%0 = tst.call() : () -> !tst.box<!tst.token, !tst.pair<i1, i1>>

// -----

// expected-error @+1 {{'tst.typed' op attribute 'pair' failed to satisfy constraint: type attribute of pair of types}}
tst.typed i32, i32

// -----

// expected-error @+1 {{invalid properties {any = 1 : i32, pair = !tst.pair<i1, i1>} for op tst.typed: Invalid attribute `any` in property conversion: 1 : i32}}
"tst.typed"() <{any = 1 : i32, pair = !tst.pair<i1, i1>}> : () -> ()

// -----

// expected-error @+1 {{dialect 'builtin' provides no type parsing hook}}
%0 = tst.call() : () -> !builtin.foo

// -----

// A registered dialect without types (as `!arith<"x">` in mlir-opt-22), in the verbose form
// too, whatever its body.
// expected-error @+1 {{dialect 'builtin' provides no type parsing hook}}
%0 = tst.call() : () -> !builtin<"x">
