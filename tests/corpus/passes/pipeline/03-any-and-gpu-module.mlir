// ARG: --pass-pipeline=builtin.module(gpu.module(gpu.func(canonicalize)),any(cse))
// gpu.module(gpu.func(…)) reaches the kernels; any(…) runs on every registered op isolated
// from above directly in the module (the function and the GPU module), not on the
// unregistered op.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%x: i32) kernel {
      %c5 = arith.constant 5 : i32
      %c6 = arith.constant 6 : i32
      %m = arith.muli %c5, %c6 : i32
      %a = arith.addi %x, %m : i32
      %b = arith.addi %x, %m : i32
      "x.sink"(%a, %b) : (i32, i32) -> ()
      gpu.return
    }
  }
  func.func @host(%x: i32) -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    %b = arith.addi %x, %x : i32
    return %a, %b : i32, i32
  }
  "x.region"() ({
  ^bb0(%c0: i32):
    %a = arith.addi %c0, %c0 : i32
    %b = arith.addi %c0, %c0 : i32
    "x.sink"(%a, %b) : (i32, i32) -> ()
  }) : () -> ()
}
