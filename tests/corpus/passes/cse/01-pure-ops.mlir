// Pure arith ops merge with an equivalent op that dominates them; commutative operands match in
// either order; unused pure ops are erased; ops with unknown effects stay.
func.func @scalar(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.subi %a, %b : i32
  %dead = arith.muli %a, %b : i32
  %c1 = arith.constant 1 : i32
  %c1_again = arith.constant 1 : i32
  %5 = arith.addi %0, %c1 : i32
  %6 = arith.addi %1, %c1_again : i32
  %7 = arith.addi %5, %6 overflow<nsw> : i32
  %8 = arith.addi %5, %6 : i32
  %s0 = "x.side_effect"(%7) : (i32) -> i32
  %s1 = "x.side_effect"(%7) : (i32) -> i32
  "x.sink"(%2, %3, %4, %s0, %s1, %8) : (i32, i32, i32, i32, i32, i32) -> ()
  return %0, %1, %5, %6 : i32, i32, i32, i32
}

// Functions are isolated from above: each keeps its own constants.
func.func @other() -> (f32, f32) {
  %c = arith.constant 2.0 : f32
  %d = arith.constant 2.0 : f32
  %e = math.sqrt %c : f32
  %f = math.sqrt %d fastmath<fast> : f32
  return %e, %f : f32, f32
}
