// Dense and sparse elements take any statically shaped type, memrefs too (with a layout, which
// gets its alias, and a memory space); a 1x1 index list and a one-element value list print as
// splats.
"x.op"() {a = dense<[[1, 2]]> : memref<1x2xi32, strided<[2, 1]>, 3>, b = dense<"0x0100000002000000"> : memref<2xi32, affine_map<(d0) -> (d0 + 1)>>, c = dense<1.5> : memref<3x2xf16>} : () -> ()
"x.op"() {d = sparse<[[0], [1]], [1, 2]> : memref<4xi32>, e = sparse<[[0]], [7]> : memref<2xi8, "space">, f = dense<[(1, 2), (3, 4)]> : memref<2xcomplex<i3>>, g = dense<> : memref<0xf32>} : () -> ()
