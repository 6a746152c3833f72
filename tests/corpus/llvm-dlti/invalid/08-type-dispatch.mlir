// A type body that is none of the llvm dialect's mnemonics goes where upstream's
// LLVMDialect::parseType sends it: any type there is «unexpected type, expected keyword», another
// keyword «unknown LLVM type: …».

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm.i32} : () -> ()

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm.f32} : () -> ()

// -----

// expected-error@+1 {{expected '<' in tensor type}}
"test.op"() {a = !llvm.tensor} : () -> ()

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm.tensor<4xf32>} : () -> ()

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm<!gpu.async.token>} : () -> ()

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm<(i32) -> ()>} : () -> ()

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm<i32>} : () -> ()

// -----

// expected-error@+1 {{unknown LLVM type: foo}}
"test.op"() {a = !llvm.foo} : () -> ()

// -----

// expected-error@+1 {{unknown LLVM type: foo}}
"test.op"() {a = !llvm<foo>} : () -> ()

// -----

// expected-error@+1 {{expected valid keyword}}
"test.op"() {a = !llvm<"foo">} : () -> ()

// -----

// expected-error@+1 {{expected valid keyword}}
"test.op"() {a = !llvm<>} : () -> ()

// -----

// expected-error@+1 {{expected valid keyword}}
"test.op"() {a = !llvm.-} : () -> ()

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm.vector<4xi32>} : () -> ()

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm.index} : () -> ()

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm.memref<?xf32>} : () -> ()

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm.none} : () -> ()

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm.f8E4M3FN} : () -> ()

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.op"() {a = !llvm<i32 x>} : () -> ()

// -----

// expected-error@+1 {{unknown LLVM type: foo}}
"test.op"() {a = !llvm.tensor<4x!llvm.foo>} : () -> ()
