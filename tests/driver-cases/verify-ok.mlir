"x.a"() : () -> ()
// -----
// expected-error @+1 {{custom op}}
x
// -----
"x.b"() : () -> ()
