#map = affine_map<(d0) -> (d0)>
"x.a"() ({
^bb0(%a: i32 loc("n"("x":3:4)), %b: f32):
  %0 = "x.b"(%a) {m = #map} : (i32) -> i32 loc(fused<#map>["p":1:1, "q":2:2])
}) : () -> () loc(#later)
#later = loc("later":1:1)
