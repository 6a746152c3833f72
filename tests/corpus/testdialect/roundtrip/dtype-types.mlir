// Registered dialect types (`#[dialect_type]`): without parameters, with type and integer
// parameters, `struct(...)`, optional groups and `custom<F>`, nested dialect types (stripped
// and `qualified`), the verbose form, aliases, and types in attributes and properties.

%0:4 = tst.call() : () -> (!tst.token, !tst.pair<i32, f32>, !tst.vec<4 x i32>, !tst.pair<!tst.token, !tst.vec<2 x f16>>)
%1 = tst.add %0#1, %0#1 : !tst.pair<i32, f32>, !tst.pair<i32,f32> -> !tst.pair<i32, f32>

// -----

// `<>` after a type without parameters, and the verbose form `!tst<…>`, print pretty; a
// dotted mnemonic; what the verbose form leaves of its body is ignored (as for `!smt<bv<3> x>`).
%0:6 = tst.call() : () -> (!tst.token<>, !tst<token>, !tst<pair<index, i1>>, !tst.async.token, !tst<async.token<>>, !tst<token x>)

// -----

// `struct(...)`: keys in any order, printed in declaration order, the default elided.
%0:4 = tst.call() : () -> (!tst.shape<rank = 2>, !tst.shape<elem = f32, rank = 1>, !tst.shape<layout = "col", rank = 3>, !tst.shape<rank = 1, layout = "row">)

// -----

// An optional group with a custom directive.
%0:2 = tst.call() : () -> (!tst.wait, !tst.wait<x3>)

// -----

// A dialect type as a parameter of a type: stripped, or in full with `qualified`, or in full
// when written so.
%0:2 = tst.call() : () -> (!tst.box<<i32, f32>, !tst.pair<i1, i1>>, !tst.box<!tst.pair<i8, i8>, !tst.pair<i1, i1>>)

// -----

// Type aliases of registered types.
!tok = !tst.token
!p = !tst.pair<!tok, i32>
%0:2 = tst.call() : () -> (!tok, !p)

// -----

// Dialect types in attributes: a stripped `!tst.pair`, a stripped `!tst.token` (printed in
// full: its body is empty), a `Type`; and type attributes.
tst.kinds "a" 1, 2, true [!tst.token, #tst.typed<<i32, f32>, index, !tst.token>] : #tst.typed<!tst.pair<i1, i1>, !tst.vec<2 x i8>> {t = !tst.pair<i32, i64>}

// -----

// `TypeAttrOf<PairType>` and `TypeAttr` properties; an attribute without parameters where a
// stripped one goes prints in full, in an op and in an attribute.
tst.typed !tst.pair<i32, f32>, !tst.token
tst.typed !tst.pair<i32, f32>, i1 #tst.unit {a = #tst.units<#tst.unit>}
"tst.typed"() <{any = index, pair = !tst.pair<i1, i1>}> : () -> ()

// -----

// A result of buildable dialect type needs no type in the format.
%0 = tst.token_src
%1 = tst.add %0, %0 : !tst.token, !tst.token -> !tst.token

// -----

// The alias scan looks into registered types, as MLIR's walks their sub-elements: a tuple of
// more than 16 types inside them gets its alias (as in `!emitc.ptr<!tuple>`).
%0:2 = tst.call() : () -> (!tst.pair<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, i32>, !tst.box<<i1, tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>, !tst.pair<i1, i1>>)
