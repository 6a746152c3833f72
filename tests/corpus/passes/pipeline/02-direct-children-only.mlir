// ARG: --pass-pipeline=builtin.module(func.func(canonicalize),builtin.module(func.func(cse)))
// A nested manager runs on the ops directly inside its parent: the top-level functions are
// canonicalized, not those of @inner; @inner's are CSE'd, not those of @deeper.
func.func @top(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %x, %a : i32
  %d = arith.addi %x, %a : i32
  return %b, %d : i32, i32
}
module @inner {
  func.func @nested(%x: i32) -> (i32, i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %a = arith.addi %c1, %c2 : i32
    %b = arith.addi %x, %a : i32
    %d = arith.addi %x, %a : i32
    return %b, %d : i32, i32
  }
  module @deeper {
    func.func @deepest(%x: i32) -> (i32, i32) {
      %b = arith.addi %x, %x : i32
      %d = arith.addi %x, %x : i32
      return %b, %d : i32, i32
    }
  }
}
