module {
  "x.op"() ({
    "x.br"()[^bb1, ^bb1] : () -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb3
    "x.br"()[^bb3, ^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "x.br"()[^bb3] : () -> ()
  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb3
    "x.br"()[^bb3, ^bb1] : () -> ()
  }) : () -> ()
  "x.op"() ({
  ^bb0(%arg0: i32):
    "x.br"()[^bb1, ^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "x.ret"() : () -> ()
  }) : () -> ()
}

