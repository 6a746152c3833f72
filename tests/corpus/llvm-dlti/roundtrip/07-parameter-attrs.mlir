// `llvm.…` attributes of function arguments and results that the llvm dialect accepts: on
// compatible types of the right kind, on types LLVM has no representation of (not checked),
// and names the dialect does not know.

func.func private @pointers(!llvm.ptr {llvm.noalias, llvm.nonnull, llvm.align = 16 : i64, llvm.dereferenceable_or_null = 32 : i64}, !llvm.ptr<1> {llvm.byval = !llvm.struct<(i32, f64)>, llvm.readonly})

func.func private @integers(i8 {llvm.signext}, i1 {llvm.zeroext, llvm.noundef}, i32 {llvm.inreg}) -> (i16 {llvm.zeroext})

func.func private @unchecked(memref<4xf32> {llvm.noalias}, index {llvm.signext}, tensor<2xi32> {llvm.zeroext}, vector<2x2xi32> {llvm.zeroext}, tf32 {llvm.nonnull})

func.func private @struct_with_index(!llvm.struct<(i32, index)> {llvm.noalias}) -> (!llvm.array<2 x index> {llvm.nonnull})

func.func private @other_names(!llvm.ptr {llvm.custom = 3 : i64, llvm.alignstack = 8 : i64}) -> (!llvm.ptr {llvm.noalias, llvm.align = 8 : i64})

func.func @body(%p: !llvm.ptr {llvm.noalias}, %n: i64 {llvm.noundef}) -> (i64 {llvm.noundef}) {
  return %n : i64
}

gpu.module @kernels {
  gpu.func @kernel(%p: !llvm.ptr {llvm.noalias}, %x: f32 {llvm.noundef}) kernel {
    gpu.return
  }
}
