// Unreachable blocks go before patterns apply: a block reached only from one of them then
// has a single predecessor and merges; a constant in one is hoisted before it goes.
func.func @merge_after_dead_pred(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.br ^bb3(%a : i32)
^bb1:
  "x.dead"() : () -> ()
  cf.cond_br %c, ^bb3(%b : i32), ^bb3(%a : i32)
^bb3(%x: i32):
  "x.live"(%x) : (i32) -> ()
  cf.br ^bb4(%a, %b : i32, i32)
^bb4(%p: i32, %q: i32):
  "x.loop"(%p) : (i32) -> ()
  cf.br ^bb4(%q, %q : i32, i32)
}

func.func @dead_constant(%a: i32) -> i32 {
  "x.first"() : () -> ()
  return %a : i32
^bb1:
  %c5 = arith.constant 5 : i32
  %s = arith.addi %c5, %a : i32
  cf.br ^bb2(%s : i32)
^bb2(%r: i32):
  %c5_again = arith.constant 5 : i32
  "x.use"(%r, %c5_again) : (i32, i32) -> ()
  cf.br ^bb1
}

func.func @nested(%c: i1) {
  "x.region"() ({
    "x.in"() : () -> ()
    cf.br ^bb2
  ^bb1:
    "x.unreached"() : () -> ()
    cf.br ^bb2
  ^bb2:
    "x.end"() : () -> ()
  }) : () -> ()
  return
}
