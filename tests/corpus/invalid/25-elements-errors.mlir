// expected-error @+1 {{expected integer literal}}
"x.op"() {a = array<i32: 1.5>} : () -> ()
