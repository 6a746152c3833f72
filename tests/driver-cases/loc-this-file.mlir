"builtin.module"() ({
  "builtin.module"() ({
  ^bb0(%a : i32):
  }) : () -> () loc("<stdin>":1:3)
}) : () -> ()
