// Integer sets: `<=` and `>=` normalized to `expr >= 0`, `==` to `expr == 0`.
"x.sets"() {a = affine_set<(d0)[s0] : (d0 <= s0, d0 == 1, d0 >= s0 + 2)>, b = affine_set<() : ()>, c = affine_set<(d0, d1) : (d0 - d1 >= 0, d0 + d1 == 0)>, d = affine_set<(i)[N] : (i >= 0, N - i - 1 >= 0)>} : () -> ()
"x.same"() {a = affine_set<(d0)[s0] : (d0 <= s0, d0 == 1, d0 >= s0 + 2)>, b = affine_set<(d0) : (d0 >  = 0)>} : () -> ()
