// The llvm dialect's types: pointers, the trivial types, arrays, functions, literal and
// identified structs (recursive references included), target extension types. Inside an LLVM
// type, other LLVM types print without their `!llvm.` prefix.

"x.f"() : () -> (!llvm.ptr, !llvm.ptr<0>, !llvm.ptr<1>, !llvm.ptr<4294967295>)
"x.f"() : () -> (!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.x86_amx, !llvm.ppc_fp128)
"x.f"() : () -> (!llvm.array<4 x i32>, !llvm.array<0 x f32>, !llvm.array<4 x !llvm.ptr>, !llvm.array<4 x ptr<3>>)
"x.f"() : () -> (!llvm.array<2 x array<3 x vector<4xf32>>>, !llvm.array<18446744073709551615 x i8>, !llvm.array<2 x tensor<2xf32>>)
"x.f"() : () -> (!llvm.array<2 x x86_amx>, !llvm.array<2 x ppc_fp128>, !llvm.array<2 x target<"t">>, !llvm.array<2 x !x.opaque>)
"x.f"() : () -> (!llvm.func<void ()>, !llvm.func<i32 (i64, ...)>, !llvm.func<void (...)>, !llvm.func<ptr (ptr<1>, !llvm.ptr)>)
"x.f"() : () -> (!llvm.func<void(i32)>, !llvm.func<token (token, metadata, label)>, !llvm.func<struct<(i32, f64)> (array<2 x i8>)>)
"x.f"() : () -> (!llvm.struct<()>, !llvm.struct<(i32, ptr)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<packed ()>)
"x.f"() : () -> (!llvm.struct<"a", (i32)>, !llvm.struct<"b", opaque>, !llvm.struct<"c", packed (i8)>, !llvm.struct<"d", ()>, !llvm.struct<"", ()>)
"x.f"() : () -> (!llvm.struct<"e",opaque >, !llvm.struct<"with \"quote\"", (i1)>, !llvm.struct<(ppc_fp128, x86_amx, target<"t">)>)
"x.f"() : () -> (!llvm.struct<"list", (ptr, struct<"list">)>, !llvm.struct<"r", (!llvm.struct<"r">)>)
"x.f"() : () -> (!llvm.struct<(struct<"r2", (ptr, struct<"r2">)>, !llvm.struct<"q", (array<2 x struct<"q">>)>)>)
"x.f"() : () -> (!llvm.struct<"outer", (struct<"inner", (struct<"outer">, struct<"inner">)>)>)
"x.f"() : () -> (!llvm.struct<"h", (ptr, struct<"h", opaque>)>, !llvm.struct<"o", (struct<"i", (struct<"o", opaque>)>)>)
"x.f"() : () -> (!llvm.target<"spirv.Image">, !llvm.target<"x", i32, 1, 2>, !llvm.target<"y", 3>, !llvm.target<"z", ptr, !llvm.void>, !llvm.target<"">)
"x.f"() : () -> (!llvm<array<4 x i32>>, !llvm<ptr<2>>, !llvm<void>)

// Types as attributes and inside builtin types.
"x.use"() {a = !llvm.ptr, b = [!llvm.array<2 x ptr>, !llvm.struct<(i32)>], c = tuple<!llvm.ptr, !llvm.void>} : () -> ()
"x.f"() : () -> ((!llvm.ptr) -> !llvm.func<void ()>, vector<4x!llvm.ptr>, vector<[4]x!llvm.ptr<1>>, vector<2x!llvm.ppc_fp128>, tensor<2x!llvm.ptr>)
"x.f"() : () -> (!llvm.array<2 x vector<2x!llvm.ptr>>, !llvm.struct<(vector<2x!llvm.ptr>, vector<[2]xi1>)>)

// A long tuple gets an alias, also inside an LLVM type.
"x.f"() : () -> (!llvm.array<2 x tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>)
"x.g"() {t = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>} : () -> ()
"x.f"() : () -> (!llvm.struct<(tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>)>, !llvm.struct<"n", (tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>)>, !llvm.func<void (tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>)>, !llvm.func<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32> ()>, !llvm.target<"a", tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>)

// Block arguments and operands of LLVM types.
"x.region"() ({
^bb0(%p: !llvm.ptr, %s: !llvm.struct<(ptr, ptr, i64)>):
  "x.use"(%p, %s) : (!llvm.ptr, !llvm.struct<(ptr, ptr, i64)>) -> ()
}) : () -> ()
