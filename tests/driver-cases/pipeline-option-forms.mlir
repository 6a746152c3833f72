func.func @f(%x: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.muli %x, %c1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "x.effect"(%a) : (i32) -> ()
  return %a : i32
^bb2:
  return %x : i32
^bb3:
  return %c1 : i32
}
