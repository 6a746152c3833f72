// Deferred location aliases come after the module, before the file metadata; other aliases
// (types, attributes, locations that attributes or block arguments use) before it.
!big = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
"x.a"() {d = distinct[0]<42 : i32>, r = dense_resource<blob1> : tensor<2xi8>} : () -> !big loc(fused<distinct[1]<"m">>["x.mlir":1:1])
"x.b"() ({
^bb0(%a: !big loc("x.mlir":1:1)):
  "x.c"(%a) : (!big) -> () loc(callsite("x.mlir":1:1 at "y.mlir":2:2))
}) : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x010000000102"
    }
  }
#-}
