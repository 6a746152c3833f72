// The strided layout: in memref types and as an attribute (`offset: 0` elided).
%0:6 = "x.strided"() : () -> (memref<4x8xf32, strided<[8, 1]>>, memref<4x8xf32, strided<[?, 1], offset: ?>>, memref<4x8xf32, strided<[8, 1], offset: 0>>, memref<4xf32, strided<[1], offset: 5>>, memref<f32, strided<[]>>, memref<f32, strided<[], offset: 3>>)
%1:4 = "x.strided_more"() : () -> (memref<4xf32, strided<[-1], offset: -3>>, memref<4xf32, strided<[0]>>, memref<4x?xf32, strided<[  ?  ,1 ],offset:? >, 1>, memref<4xf32, strided<[1], offset: 9223372036854775807>>)
"x.attr"() {a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[], offset: 0>, d = strided<[2, 3]>, e = [strided<[-9223372036854775807]>]} : () -> ()
"x.twice"() : () -> memref<4xf32, strided<[2]>, strided<[1]>>
