// memref types: shapes, unranked, element types, memory spaces (the default one elided).
%0:7 = "x.shapes"() : () -> (memref<4x?xf32>, memref<*xf32>, memref<f32>, memref<0x1xi8>, memref<?x?x?xindex>, memref<2xcomplex<f32>>, memref<2xvector<4xf16>>)
%1:3 = "x.nested"() : () -> (memref<4xmemref<4xf32>>, memref<4xmemref<*xi1>>, memref<*xmemref<2xbf16>>)
%2:9 = "x.spaces"() : () -> (memref<4xf32, 0>, memref<4xf32, 0 : i32>, memref<4xf32, false>, memref<4xf32, 1>, memref<4xf32, 1 : i32>, memref<4xf32, true>, memref<4xf32, "shared">, memref<4xf32, {a = 1}>, memref<4xf32, -1>)
%3:3 = "x.unranked_spaces"() : () -> (memref<*xf32, 0>, memref<*xf32, 3>, memref<*xi8, {kind = "x"}>)
%4:4 = "x.identity"() : () -> (memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4xf32, affine_map<(d0)[s0] -> (d0)>>, memref<f32, affine_map<() -> ()>>, memref<4xf32, affine_map<(d0) -> (d0)>, 1>)
"x.attrs"() {t = memref<4xf32>, u = [memref<*xf32, 2>]} : () -> ()
