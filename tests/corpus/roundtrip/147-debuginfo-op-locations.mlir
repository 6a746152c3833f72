// Op locations of every kind: kept whole and printed back by --mlir-print-debuginfo (aliases
// after the module, or inline with --mlir-print-local-scope); ops without `loc(…)` print where
// their first token is.
#before = loc("defined-before.mlir":10:20)
#name = loc("named")
"x.plain"() : () -> ()
%0 = "x.results"() : () -> i32
%1:2 = "x.two"(%0) : (i32) -> (i32, f32) loc("file.mlir":1:2)
"x.line_only"() : () -> () loc("file.mlir":7)
"x.range"() : () -> () loc("file.mlir":1:2 to 3:4)
"x.range_one_line"() : () -> () loc("file.mlir":5:6 to :9)
"x.unknown"() : () -> () loc(unknown)
"x.name"() : () -> () loc(#name)
"x.name_child"() : () -> () loc("callee"("file.mlir":1:2))
"x.name_unknown_child"() : () -> () loc("n"(unknown))
"x.callsite"() : () -> () loc(callsite("f.mlir":1:1 at callsite("g.mlir":2:2 at "h.mlir":3:3)))
"x.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"x.fused_flattened"() : () -> () loc(fused["a.mlir":1:1, fused["c.mlir":3:3, "a.mlir":1:1], unknown])
"x.fused_one"() : () -> () loc(fused["a.mlir":1:1])
"x.fused_metadata"() : () -> () loc(fused<"meta">["a.mlir":1:1, "d.mlir":4:4])
"x.fused_map"() : () -> () loc(fused<affine_map<(d0) -> (d0 + 1)>>["e.mlir":5:5])
"x.fused_empty"() : () -> () loc(fused<"meta">[])
"x.alias_before"() : () -> () loc(#before)
"x.alias_after"() : () -> () loc(#after)
"x.same_as_before"() : () -> () loc("defined-before.mlir":10:20)
"x.escaped"() : () -> () loc("a \"quoted\"\09 file":1:1)
"x.nested"() ({
  "x.inner"() : () -> ()
  "x.inner_loc"() ({
    "x.deeper"() : () -> () loc("deep.mlir":9:9)
  }) : () -> () loc(#after)
}, {
  %2 = "x.value"() : () -> i64 loc(#name)
}) : () -> ()
#after = loc("defined-after.mlir":30:40)
