// ARG: --pass-pipeline=builtin.module(func.func(strip-debuginfo))
// ARG: --mlir-print-debuginfo
// Only the functions' locations (and those of what they hold) are stripped; the module and
// its other ops keep theirs.
module {
  func.func @f(%x: i32 loc("arg":1:1)) -> i32 {
    %a = arith.addi %x, %x : i32 loc("add":2:2)
    return %a : i32 loc("ret":3:3)
  } loc("func":4:4)
  "x.op"() : () -> () loc("op":5:5)
} loc("module":6:6)
