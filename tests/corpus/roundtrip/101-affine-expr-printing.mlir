// Printing: parentheses from binding strength, subtraction forms, dims and symbols renamed.
"x.parens"() {a = affine_map<(d0, d1)[s0] -> ((d0 + d1) * 2, (d0 floordiv 2) * 3, d0 * s0 * 2, (d0 + d1) floordiv s0, d0 floordiv (s0 + 1), (d0 mod 4) ceildiv 2)>} : () -> ()
"x.minus"() {a = affine_map<(d0, d1)[s0] -> (d0 + d1 * -3, d0 - (d1 + 2), d0 - 1, d0 + -5, d0 * -1 + s0, d1 - d0 * 2, -(d0 * s0))>} : () -> ()
"x.names"() {a = affine_map<(i, j)[N] -> (j, i + N)>, b = affine_map<(floordiv, mod)[ceildiv] -> (floordiv + mod, ceildiv)>, c = affine_map<(i32, f32) -> (i32 + f32)>} : () -> ()
"x.empty"() {a = affine_map<() -> ()>, b = affine_map<(d0)[] -> (d0)>, c = affine_map<()[s0] -> (s0)>, d = affine_map<(d0, d1, d2) -> ()>} : () -> ()
"x.spacing"() {a = affine_map< ( d0 ,d1 ) [ s0 ] -> ( d0+d1 , d0*s0 ) >} : () -> ()
