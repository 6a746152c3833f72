// MLIR's alias walk does not look into an unregistered op's properties: a map only there
// prints inline, one also used elsewhere prints by its alias in both places.
"x.op"() <{a = affine_map<(d0) -> (d0 + 1)>}> {b = affine_map<(d0) -> (d0 + 2)>} : () -> ()
"x.op"() <{z = affine_map<(d0) -> (d0 + 3)>, y = affine_map<(d0) -> (d0 + 2)>}> : () -> ()
"x.op"() <{t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>}> {d = distinct[0]<affine_map<(d0) -> (d0 + 4)>>} : () -> ()
