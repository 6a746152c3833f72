#named = loc("kernel.cu":12:7)
module {
  func.func @f(%a: i32 loc("f.mlir":2:14), %b: i32 loc(fused["x", "y"])) -> i32 {
    %0 = arith.addi %a, %b : i32 loc(#named)
    %1 = "x.op"(%0) : (i32) -> i32 loc(callsite("callee" at "caller.mlir":4:2))
    %2 = "x.op"(%1) : (i32) -> i32 loc("name"("inner.mlir":5:5))
    "x.region"() ({
    ^bb0(%arg: i32 loc("arg.mlir":1:1)):
      "x.end"() : () -> () loc(unknown)
    }) : () -> ()
    return %2 : i32 loc("ret.mlir":9:9)
  } loc("f")
} loc("m.mlir":0:0)
