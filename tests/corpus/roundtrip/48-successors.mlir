"x.op"() ({
^bb0(%arg: i32):
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.cond_br"(%arg)[^bb2, ^bb3] : (i32) -> ()
^bb2:
  "x.br_args"(%arg)[^bb4] : (i32) -> ()
^bb3:
  "x.ret"() : () -> ()
^bb4:
  "x.ret"() : () -> ()
}) : () -> ()
