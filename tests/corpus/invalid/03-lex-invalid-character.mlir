// expected-error @+1 {{unexpected character}}
"x.op"() : () -> () ~

// -----

// expected-error @+1 {{unexpected character}}
"x.op"() {a = `b} : () -> ()
