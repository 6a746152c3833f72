"x.op"() {m = affine_map<(d0, d1) -> (d1, d0)>, n = affine_map<(d0)[s0] -> (d0 + s0)>, s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"x.op2"() {m = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
