%0 = "x.a"() : () -> i32
// expected-error @+1 {{expected ')' to end operand list}}
"x.op"(%0 : (i32) -> ()

// -----

// expected-error @+1 {{expected ')'}}
"x.op"() : () -> (i32

// -----

// expected-error @+1 {{expected ',' or ']'}}
"x.op"() {a = [1, 2} : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"x.op"() {a = 1 b = 2} : () -> ()
