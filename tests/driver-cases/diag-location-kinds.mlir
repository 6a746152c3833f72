"x.a"() : () -> ()
module attributes {foo = 1} {
} loc("n"("<stdin>":1:3))
// -----
"x.a"() : () -> ()
module attributes {foo = 1} {
} loc(callsite("callee":1:1 at callsite("c2":2:2 at "<stdin>":2:1)))
// -----
"x.a"() : () -> ()
module attributes {foo = 1} {
} loc(fused["q":1:1, "<stdin>":3:2])
// -----
"x.a"() : () -> ()
module attributes {foo = 1} {
} loc("onlyname")
// -----
"x.a"() : () -> ()
module attributes {foo = 1} {
} loc(unknown)
// -----
"x.a"() : () -> ()
module attributes {foo = 1} {
} loc(fused<"meta">[unknown])
// -----
"x.a"() : () -> ()
module attributes {foo = 1} {
} loc("<stdin>":5:2 to 6:7)
// -----
"x.a"() : () -> ()
module attributes {foo = 1} {
} loc("zz"(callsite("q":1:1 at "<stdin>":1:1)))
// -----
"x.a"() : () -> ()
module attributes {foo = 1} {
} loc(fused["a":1:1, callsite("b":2:2 at "c":3:3)])
// -----
"x.a"() : () -> ()
module attributes {foo = 1} {
} loc(callsite("<stdin>":1:1 at "<stdin>":1:5))
// -----
