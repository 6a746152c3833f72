// `dense_resource` takes any shaped type: memrefs (ranked, dynamic, unranked, with a layout or
// a memory space), unranked tensors, scalable vectors.
"x.op"() {a = dense_resource<blob1> : memref<2xi32>, b = dense_resource<blob1> : memref<2xi32, 1>, c = dense_resource<blob1> : memref<?x4xi32>} : () -> ()
"x.op"() {d = dense_resource<blob1> : memref<*xi32>, e = dense_resource<blob1> : memref<2xi32, strided<[2]>>, f = dense_resource<blob1> : memref<4xi8, affine_map<(d0) -> (d0 + 1)>, "space">} : () -> ()
"x.op"() {g = dense_resource<blob1> : tensor<*xi32>, h = dense_resource<blob1> : vector<[2]xi32>, i = dense_resource<blob1> : tensor<?xi32>} : () -> ()
// Keys spelled like types (`i32`, `si8`, `ui16`, `f32`, `index`) are keys like any other, bare
// or quoted, in `dense_resource<…>` and in both resource sections.
"x.op"() {j = dense_resource<i32> : tensor<1xi32>, k = dense_resource<si8> : tensor<2xsi8>, l = dense_resource<"ui16"> : memref<1xui16>, m = dense_resource<f32> : tensor<1xf32>, n = dense_resource<index> : tensor<1xindex>, o = dense_resource<i99999999> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000020000000300000004000000",
      i32: "0x0400000007000000",
      "si8": "0x010000000102",
      ui16: "0x020000000100",
      f32: "0x040000000000803F"
    }
  },
  external_resources: {
    x: {
      i32: "abc",
      si8: true
    }
  }
#-}
