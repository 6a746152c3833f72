// Op locations that print alike but are different attributes (separate aliases), as MLIR's
// FileLineColRange keeps how many numbers it was given: a line alone and line:0, a range on
// one line written with and without its end line. (As attribute values they would not print
// to a fixed point: the printed forms read back as one location.) Fused locations: a nested
// one with the same metadata is taken as it is (its lone `unknown` included); other unknown
// locations are dropped.
"x.line"() : () -> () loc("f":38)
"x.line_col_zero"() : () -> () loc("f":38:0)
"x.range_short"() : () -> () loc("f":1:2 to :9)
"x.range_long"() : () -> () loc("f":1:2 to 1:9)
"x.fused_nested_unknown"() : () -> () loc(fused<"m">["n", fused<"m">[unknown]])
"x.fused_nested_other"() : () -> () loc(fused<"m">["n", fused<"k">[unknown], unknown])
"x.fused_nested_plain"() : () -> () loc(fused["a":1:1, fused["b":2:2, unknown], "a":1:1])
"x.region"() ({
^bb0(%a: i32 loc("f":38), %b: i32 loc("f":38:0)):
  "x.use"(%a, %b) : (i32, i32) -> () loc(fused<"m">[fused<"m">[unknown], "g":1:1])
}) : () -> ()
