// expected-error @+1 {{invalid memref element type}}
"x.op"() : () -> (memref<4xtensor<4xf32>>)
// -----
// expected-error @+1 {{invalid memref element type}}
"x.op"() : () -> (memref<4x!foo.bar>)
// -----
// expected-error @+1 {{invalid memref element type}}
"x.op"() : () -> (memref<*xtuple<>>)
// -----
// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"x.op"() : () -> (memref<4xf32, affine_map<(d0, d1) -> (d0)>>)
// -----
// expected-error @+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
"x.op"() : () -> (memref<4x4xf32, affine_map<(d0) -> (d0)>>)
// -----
// expected-error @+1 {{expected the number of strides to match the rank}}
"x.op"() : () -> (memref<4x8xf32, strided<[1]>>)
// -----
// expected-error @+1 {{cannot have affine map for unranked memref type}}
"x.op"() : () -> (memref<*xf32, strided<[1]>>)
// -----
// expected-error @+1 {{cannot have affine map for unranked memref type}}
"x.op"() : () -> (memref<*xf32, affine_map<(d0) -> (d0)>>)
// -----
// expected-error @+1 {{multiple memory spaces specified in memref type}}
"x.op"() : () -> (memref<4xf32, 1, 2>)
// -----
// expected-error @+1 {{expected memory space to be last in memref type}}
"x.op"() : () -> (memref<4xf32, 1, strided<[1]>>)
// -----
// expected-error @+1 {{unsupported memory space Attribute}}
"x.op"() : () -> (memref<4xf32, #foo.bar>)
// -----
// expected-error @+1 {{unsupported memory space Attribute}}
"x.op"() : () -> (memref<4xf32, affine_set<(d0) : (d0 >= 0)>>)
// -----
// expected-error @+1 {{unsupported memory space Attribute}}
"x.op"() : () -> (memref<4xf32, [1]>)
// -----
// expected-error @+1 {{unsupported memory space Attribute}}
"x.op"() : () -> (memref<4xf32, 1.0>)
// -----
// expected-error @+1 {{unsupported memory space Attribute}}
"x.op"() : () -> (memref<*xf32, unit>)
// -----
// expected-error @+1 {{expected ',' or '>' in memref type}}
"x.op"() : () -> (memref<4xf32)
// -----
// expected-error @+1 {{expected list element}}
"x.op"() : () -> (memref<4xf32,>)
// -----
// expected-error @+1 {{expected '<' in memref type}}
"x.op"() : () -> (memref)
