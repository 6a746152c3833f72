"builtin.module"() ({
  "builtin.module"() ({
  ^bb0(%a : i32):
  }) : () -> () loc("foo.mlir":7:9)
}) : () -> ()
