// Dead block arguments behind a cf.switch: erasing a case's forwarded operand shrinks its
// entry of `case_operand_segments` as well as `operandSegmentSizes`.
func.func @switch_dead_case_arguments(%i: i32, %j: i32) {
  cf.switch %i : i32, [
    default: ^bb3,
    42: ^bb1(%i : i32),
    -7: ^bb2(%j, %i : i32, i32)
  ]
^bb1(%z: i32):
  "test.use"() : () -> ()
  return
^bb2(%y: i32, %x: i32):
  "test.other"() : () -> ()
  return
^bb3:
  return
}

func.func @switch_some_arguments_live(%i: i32, %j: i32, %k: i64) -> i64 {
  cf.switch %i : i32, [
    default: ^bb1(%j, %k : i32, i64),
    1: ^bb2(%i, %k : i32, i64),
    2: ^bb3(%k : i64)
  ]
^bb1(%a: i32, %b: i64):
  return %b : i64
^bb2(%e: i32, %f: i64):
  %g = arith.muli %f, %f : i64
  return %g : i64
^bb3(%c: i64):
  %d = arith.addi %c, %c : i64
  return %d : i64
}
