// expected-error @unknown {{dialect-prefixed}}
module attributes {foo = 1} {
} loc("onlyname")
// -----
module attributes {foo = 1} {
} loc("onlyname")
// -----
// expected-error @+2 {{dialect-prefixed}}
"x.a"() : () -> ()
module attributes {foo = 1} {
} loc(callsite("x":1:1 at "<stdin>":10:1))
// -----
// expected-error @+1 {{dialect-prefixed}}
module attributes {foo = 1} {
} loc(fused["x":1:1, "<stdin>":14:1])
