// Identified structs seen several times with one body, written from either side of a mutual
// recursion: `struct<"a">` inside a body is the struct `a` itself.
"x.f"() : () -> !llvm.struct<"a", (ptr, struct<"b", (struct<"a">, array<2 x struct<"a">>)>)>
"x.f"() : () -> !llvm.struct<"b", (struct<"a", (ptr, struct<"b">)>, array<2 x struct<"a", (ptr, struct<"b">)>>)>
"x.f"() : () -> !llvm.array<3 x struct<"a", (ptr, struct<"b", (struct<"a">, array<2 x struct<"a">>)>)>>
"x.f"() : () -> !llvm.func<struct<"b", (struct<"a", (ptr, struct<"b">)>, array<2 x struct<"a", (ptr, struct<"b">)>>)> (i32)>
"x.f"() : () -> !llvm.struct<"list", (ptr, struct<"list", opaque>)>
"x.f"() : () -> !llvm.struct<"list", (ptr, struct<"list">)>
"x.f"() : () -> !llvm.struct<"handle", opaque>
"x.f"() {t = !llvm.struct<"handle", opaque>, u = !llvm.struct<"p", packed (i8, i32)>} : () -> !llvm.struct<"p", packed (i8, i32)>
"x.f"() : () -> !llvm.struct<"e", ()>
"x.f"() : () -> !llvm.struct<(struct<"e", ()>, struct<"p", packed (i8, i32)>)>
