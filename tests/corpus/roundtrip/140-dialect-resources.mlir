// Builtin resource blobs: printed in the order the `dense_resource` attributes that refer to
// them are printed; unreferenced blobs and referenced keys without a blob are not printed; a
// key defined twice takes the last blob; an empty blob prints with alignment 0.
#r = dense_resource<aliased> : tensor<1xi8>
"x.op"() {b = dense_resource<second> : tensor<2xi8>} : () -> ()
"x.op"() {a = dense_resource<first> : tensor<4xi8>, z = #r, v = dense_resource<"quoted key"> : vector<2xi8>} : () -> ()
"x.op"() {arr = [dense_resource<first> : tensor<4xi8>, dense_resource<undefined> : tensor<*xi8>], u = dense_resource<empty> : tensor<0xi32>} : () -> ()
"x.op"() {d = {k = dense_resource<second> : tensor<2xi8>}, e = dense_resource<"esc\"aped"> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      first: "0x04000000deadbeef",
      second: "0x010000000102",
      unused: "0x0800000011",
      aliased: "0x0100000042",
      "quoted key": "0x020000000a0b",
      second: "0x01000000fffe",
      empty: "0x10000000",
      "esc\"aped": "0x0100000000"
    }
  }
#-}
