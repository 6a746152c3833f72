// The input of the pipeline test: `mlir-opt-22 --gpu-module-to-binary="format=isa"` (or
// "format=llvm") compiles this module into a gpu.binary holding PTX (or LLVM bitcode), which
// rods-opt --gpu-dialect=llvm22 must print exactly as mlir-opt-22 does.
gpu.module @kernels [#nvvm.target<chip = "sm_70">, #nvvm.target<chip = "sm_80", O = 3>] {
  llvm.func @add(%a: i32, %b: i32) -> i32 attributes {gpu.kernel, nvvm.kernel} {
    %0 = llvm.add %a, %b : i32
    llvm.return %0 : i32
  }
}
