// Integer parameters are read as MLIR's parseInteger<IntT> reads them: `true` and `false` are
// the one-bit integers 1 and 0, and a value is narrowed to the parameter's width, kept when it
// reads back at the literal's own width (four bits a digit): `-1` is the largest unsigned value.
"test.op"() {
  a = !llvm.ptr<-1>,
  b = !llvm.ptr<true>,
  c = !llvm.ptr<false>,
  d = !llvm.ptr<-0>,
  e = !llvm.ptr<0x10>,
  f = !llvm.ptr<-0x1>,
  g = !llvm.ptr<000000000000000000000000000000000000000000007>,
  h = !llvm.ptr<4294967295>,
  i = !llvm.array<-1 x i32>,
  j = !llvm.array<18446744073709551615 x i8>,
  k = !llvm.target<"x", true, -1, 7>,
  l = !llvm.target<"x", i32, false>,
  m = #gpu.mask<-1>,
  n = #dlti.function_pointer_alignment<-8, function_dependent = 1>
} : () -> ()
