// Ops of the `tst` test dialect without values: symbol names, interface-typed and typed-array
// attributes, every scalar kind, optional groups (unit anchors elided, default-valued anchors,
// else branch), attr-dict-with-keyword, custom directives, whitespace literals, qualified,
// prop-dict.

tst.binary @b1 [#tst.pair<"a", 1>]
tst.binary @b2 <#tst.target<chip = "sm_90">> {x = 1 : i32} [#tst.pair<"a", 1>, #tst.pair<"b", 2>]
tst.binary @b3 {sym_name = "renamed"} [#tst.pair<"a", 1>]

// -----

tst.kinds "l" 3, -4, true [1, "x"] : 5 : i8
tst.kinds "l" 0, 4, false [unit] : #tst.unit {z = 1 : i32, a}
tst.kinds "l" 0, 4, false [unit] : #tst.unit {count = 7 : i32}

// -----

tst.flags none
tst.flags <"h"> ro lvl 1 val 2
tst.flags lvl 3 none attributes {x}
tst.flags val 0 attributes {level = 1 : i32}

// -----

tst.custom level 3 (1) : 4 : i32
tst.custom(1) : "q"
tst.props "a" <{level = 2 : i32}> {x}
tst.props "a"
tst.props "b" <{}>

// -----

tst.sym_opt
tst.sym_opt @f
tst.sym_opt {a}
tst.sym_opt @f {a, b = 1 : i32}
