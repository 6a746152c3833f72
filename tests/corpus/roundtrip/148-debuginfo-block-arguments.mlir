// Block argument locations: kept whole and printed inline after the type (never as their own
// alias, but what they hold uses aliases), defined before the module; an argument without
// `loc(…)` is located at its name. Explicit module with a location; shared locations.
#map = affine_map<(d0) -> (d0 * 2)>
#arg = loc("arg.mlir":1:1)
module attributes {x.loc_attr = loc("attr.mlir":2:2), x.shared = loc("shared.mlir":3:3)} {
  "x.region"() ({
  ^bb0(%a: i32 loc("a.mlir":1:2), %b: f32, %c: index loc(#arg), %d: i64 loc(#later)):
    "x.use"(%a, %b, %c, %d) : (i32, f32, index, i64) -> () loc("a.mlir":1:2)
    "x.br"()[^bb1] : () -> () loc("shared.mlir":3:3)
  ^bb1:
    "x.br"()[^bb2] : () -> ()
  ^bb2(%e: i32 loc("name"("b.mlir":5:6)), %f: i32 loc(callsite("c.mlir":1:1 at "d.mlir":2:2))):
    "x.use"(%e, %f) : (i32, i32) -> () loc("name"("b.mlir":5:6))
  ^bb3(%g: i32 loc(fused<#map>["e.mlir":3:3, "f.mlir":4:4]), %h: i32 loc(unknown), %i: i32 loc("only")):
    "x.use"(%g, %h, %i) : (i32, i32, i32) -> () loc(fused["e.mlir":3:3, "g.mlir":5:5])
  ^bb4(%j: i32 loc("line.mlir":7:1 to 8:9)):
    "x.nested"() ({
    ^bb0(%k: i32, %l: i32 loc(#arg)):
      "x.use"(%j, %k, %l) : (i32, i32, i32) -> ()
    }) : () -> () loc(#arg)
  }) : () -> ()
  "x.empty_entry"() ({
  ^bb0:
    "x.op"() : () -> () loc(#later)
  }) : () -> ()
} loc("module.mlir":1:1)
#later = loc("later.mlir":9:9)
