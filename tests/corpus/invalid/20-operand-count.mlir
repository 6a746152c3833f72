// expected-error @+1 {{expected 0 operand types but had 1}}
"x.op"() : (i32) -> ()

// -----

%0 = "x.a"() : () -> i32
// The message from mlir-opt-22 contains a stray NUL byte after "type".
// expected-error @+1 {{expected 1 operand type}}
"x.op"(%0) : () -> ()
