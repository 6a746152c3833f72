func.func @f(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.addi %x, %x : i32
  %s = arith.muli %a, %b : i32
  return %s : i32
}
