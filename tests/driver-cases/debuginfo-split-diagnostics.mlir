"x.outer"() ({
  "builtin.module"() ({
  ^bb0(%a: i32 loc("arg":1:1), %b: i32):
    "x.inner"(%a) : (i32) -> () loc(fused["f":1:1, "g":2:2])
  }) : () -> () loc("mod"("m.mlir":3:3))
}) : () -> ()
// -----
module attributes {foo = 1} {
  "x.a"() : () -> ()
}
// -----
"x.first"() : () -> () loc(#bad)
#bad = loc("x":1:1)
"x.second"() ({
^bb0(%z: i32 loc(callsite("a":1:1 at "b":2:2))):
  "x.t"() : () -> ()
}) : () -> () loc(callsite("a":1:1 at "b":2:2))
