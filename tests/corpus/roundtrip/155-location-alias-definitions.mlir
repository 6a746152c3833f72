// Location aliases defined after their uses, as --mlir-print-debuginfo writes them, and in
// spellings that differ from it: a leading zero, the largest line, spaces inside the
// parentheses, a file other than the previous one's, an alias no op uses.
module {
  "x.a"() : () -> () loc(#loc1)
  "x.b"() : () -> () loc(#loc2)
  "x.c"() : () -> () loc(#loc3)
  "x.d"() : () -> () loc(#loc4)
  "x.e"() : () -> () loc(#loc5)
  "x.f"() : () -> () loc(#loc6)
  "x.g"() : () -> () loc(#loc7)
  "x.h"() : () -> () loc(#loc8)
}
#loc0 = loc("a.mlir":1:1)
#loc1 = loc("a.mlir":2:3)
#loc2 = loc("a.mlir":02:3)
#loc3 = loc("b.mlir":4294967295:0)
#loc4 = loc("b.mlir":429496729:1)
#loc5 = loc("b.mlir":7:8 )
#loc6 = loc( "b.mlir":7:9)
#loc7 = loc("a.mlir":7:10)
#loc8 = loc("a.mlir":7 : 11)
