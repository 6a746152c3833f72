// Constants of several blocks: uniqued and hoisted into the entry block; an unreachable block
// with constants of its own.
func.func @u(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  return %y : i32
^bb1:
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %z = arith.addi %c7, %c8 : i32
  "test.use"(%z) : (i32) -> ()
  return %z : i32
}
func.func @v(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c7 = arith.constant 7 : i32
  %m = arith.muli %x, %c7 : i32
  cf.br ^bb3(%m : i32)
^bb2:
  %c9 = arith.constant 9 : i32
  %a = arith.addi %x, %c9 : i32
  cf.br ^bb3(%a : i32)
^bb3(%r: i32):
  %c7b = arith.constant 7 : i32
  %s = arith.subi %r, %c7b : i32
  return %s : i32
}
