module @m attributes {x.attr = "v"} {
  %0:2 = "x.op"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    "x.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "x.yield"(%arg1) : (f32) -> ()
  }, {
    "x.other"() : () -> ()
  }) {a = [1, 2], b = {c = true}} : () -> (i32, f32)
  "x.use"(%0#0, %0#1) : (i32, f32) -> ()
}

