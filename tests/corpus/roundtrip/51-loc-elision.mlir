%0 = "x.a"() : () -> i32 loc("file.mlir":1:2)
"x.b"(%0) : (i32) -> () loc(unknown)
"x.c"() ({
^bb0(%arg: i32 loc("x":3:4)):
  "x.d"() : () -> () loc(fused["a", "b"])
}) : () -> () loc(callsite("f" at "g":1:1))
"x.e"() : () -> () loc("name"("file":5:6))
