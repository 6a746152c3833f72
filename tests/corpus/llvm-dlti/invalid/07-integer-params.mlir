// Integer parameters are read as MLIR's parseInteger<IntT> reads them, and their parse errors
// name the parameter's C++ type.

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
"test.op"() {t = !llvm.ptr<4294967296>} : () -> ()

// -----

// A negative value wraps only if it reads back at its own width: -4294967295 does not.
// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
"test.op"() {t = !llvm.ptr<-4294967295>} : () -> ()

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
"test.op"() {t = !llvm.ptr<-true>} : () -> ()

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`}}
"test.op"() {t = !llvm.array<18446744073709551616 x i32>} : () -> ()

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`}}
"test.op"() {t = !llvm.array<-9223372036854775808 x i32>} : () -> ()

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'O' which is to be a `int`}}
"test.op"() {t = #nvvm.target<O = 2147483648>} : () -> ()

// -----

// expected-error@+1 {{The optimization level must be a number between 0 and 3.}}
"test.op"() {t = #nvvm.target<O = true>} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'link' which is to be a `ArrayAttr`}}
"test.op"() {t = #nvvm.target<link = 3>} : () -> ()

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse ROCDL_TargetAttr parameter 'O' which is to be a `int`}}
"test.op"() {t = #rocdl.target<O = x>} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse ROCDL_TargetAttr parameter 'link' which is to be a `ArrayAttr`}}
"test.op"() {t = #rocdl.target<link = 3>} : () -> ()

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse DLTI_FunctionPointerAlignmentAttr parameter 'alignment' which is to be a `uint64_t`}}
"test.op"() {t = #dlti.function_pointer_alignment<x, function_dependent = true>} : () -> ()

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
"test.op"() {t = #gpu.mask<18446744073709551616>} : () -> ()

// -----

// A target extension type's integer that fails is followed by an attempt at a type.
// expected-error@+3 {{integer value too large}}
// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse parameter list for target extension type}}
"test.op"() {t = !llvm.target<"x", i32, 4294967296>} : () -> ()

// -----

// expected-error@+3 {{expected integer value}}
// expected-error@+2 {{unknown LLVM type: y}}
// expected-error@+1 {{failed to parse parameter list for target extension type}}
"test.op"() {t = !llvm.target<"x", -y>} : () -> ()

// -----

// No type after an integer.
// expected-error@+1 {{failed to parse parameter list for target extension type}}
"test.op"() {t = !llvm.target<"x", true, i32>} : () -> ()

// -----

// A `-` not followed by an integer: the error goes right after it.
// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
"test.op"() {t = #gpu.mask<- -1>} : () -> ()
