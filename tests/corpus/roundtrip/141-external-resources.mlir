// External resources are kept as written (mlir-opt's fallback resource map): groups in the
// order first seen, entries in order (duplicates kept), blobs re-printed in upper-case hex;
// empty groups are not printed. Several `{-# #-}` dictionaries merge.
"x.op"() {a = dense_resource<blob> : tensor<3xi8>} : () -> ()
{-# external_resources: { tool: { flag: true, name: "a \"b\"\n", data: "0x08000000abcdef" }, empty: {} } #-}
{-#
  external_resources: {
    other: { "quoted key": false },
    tool: { flag: false }
  },
  dialect_resources: { builtin: { blob: "0x08000000010203" } }
#-}
