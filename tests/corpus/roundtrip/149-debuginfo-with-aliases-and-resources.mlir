// Deferred location aliases come after the module, before the file metadata; other aliases
// (types, attributes, locations that attributes or block arguments use) before it.
!big = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
"x.a"() {d = distinct[0]<42 : i32>, r = dense_resource<blob1> : tensor<2xi8>} : () -> !big loc(fused<distinct[1]<"m">>["x.mlir":1:1])
"x.b"() ({
^bb0(%a: !big loc("x.mlir":1:1)):
  "x.c"(%a) : (!big) -> () loc(callsite("x.mlir":1:1 at "y.mlir":2:2))
}) : () -> ()
// An op location first (deferred), then a block argument's that is the same: it and all it
// holds, down to the map and the location inside the distinct attribute in an array, are defined
// before the module.
"x.d"() : () -> () loc(fused<[affine_map<(d0) -> (d0)>, distinct[2]<loc("in-distinct":1:1)>]>["p":1:1])
"x.e"() ({
^bb0(%b: i32 loc(fused<[affine_map<(d0) -> (d0)>, distinct[2]<loc("in-distinct":1:1)>]>["p":1:1])):
  "x.f"() : () -> ()
}) : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x010000000102"
    }
  }
#-}
