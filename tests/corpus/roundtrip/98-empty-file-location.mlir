// A `file:line:col` location with an empty file name is MLIR's `FileLineColLoc::get`'s `-`,
// the same location as one spelled `-`; a range or a `file:line` keeps the empty name.
"x.op"() {a = loc("":2:3)} : () -> () loc("":1:1)
"x.op"() : () -> () loc("-":1:1)
"x.op"() : () -> () loc("":3)
"x.op"() : () -> () loc("":1:2 to :5)
"x.op"() : () -> () loc("":4:5 to 6:7)
