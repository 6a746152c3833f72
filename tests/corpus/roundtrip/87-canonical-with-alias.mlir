#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0)>
#set = affine_set<(d0) : (d0 >= 0)>
module {
  "x.op"() {m = #map, n = #map1, s = #set} : () -> ()
  "x.op2"() {m = #map} : () -> ()
}

