// expected-error@+1 {{invalid array element type: '!llvm.void'}}
"x.f"() : () -> !llvm.array<4 x void>

// -----

// expected-error@+1 {{invalid array element type: '!llvm.func<void ()>'}}
"x.f"() : () -> !llvm.array<4 x !llvm.func<void ()>>

// -----

// expected-error@+1 {{invalid array element type: '!llvm.token'}}
"x.f"() : () -> !llvm.array<2 x token>

// -----

// expected-error@+1 {{unknown LLVM type: foo}}
"x.f"() : () -> !llvm.array<4 x foo>

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVMArrayType parameter 'numElements' which is to be a}}
"x.f"() : () -> !llvm.array<x i32>

// -----

// expected-error@+1 {{expected '>'}}
"x.f"() : () -> !llvm.array<4 x i32, 2>

// -----

// expected-error@+1 {{invalid function result type: '!llvm.metadata'}}
"x.f"() : () -> !llvm.func<metadata ()>

// -----

// expected-error@+1 {{invalid function result type: '!llvm.func<void ()>'}}
"x.f"() : () -> !llvm.func<!llvm.func<void ()> ()>

// -----

// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
"x.f"() : () -> !llvm.func<void (void)>

// -----

// expected-error@+1 {{expected ')'}}
"x.f"() : () -> !llvm.func<i32 (i32, ..., i32)>

// -----

// expected-error@+1 {{expected '('}}
"x.f"() : () -> !llvm.func<i32>

// -----

// expected-error@+1 {{expected valid keyword}}
"x.f"() : () -> !llvm.func<void (i32,)>

// -----

// expected-error@+1 {{only identified structs can be opaque}}
"x.f"() : () -> !llvm.struct<opaque>

// -----

// expected-error@+1 {{struct without a body only allowed in a recursive struct}}
"x.f"() : () -> !llvm.struct<"a">

// -----

// expected-error@+1 {{struct without a body only allowed in a recursive struct}}
"x.f"() : () -> !llvm.array<2 x !llvm.struct<"r">>

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.void'}}
"x.f"() : () -> !llvm.struct<(void)>

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.token'}}
"x.f"() : () -> !llvm.struct<"t", (tensor<2xf32>, !llvm.token)>

// -----

// expected-error@+1 {{expected '('}}
"x.f"() : () -> !llvm.struct<packed>

// -----

// expected-error@+1 {{expected '('}}
"x.f"() : () -> !llvm.struct<"a", packed opaque>

// -----

// expected-error@+1 {{expected ','}}
"x.f"() : () -> !llvm.struct<"a" (i32)>

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a}}
"x.f"() : () -> !llvm.ptr<x>

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a}}
"x.f"() : () -> !llvm.ptr<4294967296>

// -----

// expected-error@+1 {{expected '>'}}
"x.f"() : () -> !llvm.ptr<1, 2>

// -----

// expected-error@+1 {{failed to parse parameter list for target extension type}}
"x.f"() : () -> !llvm.target<"a", 1, i32>

// -----

// expected-error@+2 {{expected string}}
// expected-error@+1 {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
"x.f"() : () -> !llvm.target<i32, 42>

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"x.f"() : () -> vector<2x!llvm.void>

// -----

// A reference by name is valid only inside the struct of that name.
// expected-error@+1 {{struct without a body only allowed in a recursive struct}}
"x.f"() : () -> (!llvm.struct<"r", (!llvm.array<2 x struct<"r">>)>, !llvm.array<2 x struct<"r">>)

// -----

// A body for the struct whose body is being parsed defines it again.
// expected-error@+1 {{identifier already used for an enclosing struct}}
"x.f"() : () -> !llvm.struct<"r", (ptr, struct<"r", (i32)>)>

// -----

// expected-error@+1 {{identifier already used for an enclosing struct}}
"x.f"() : () -> !llvm.struct<"r", (struct<"s", (struct<"r", packed ()>)>)>
