// expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "x.op"() : () -> i32

// -----

// expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = "x.op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{expected named operation to have at least 1 result}}
%0:0 = "x.op"() : () -> ()

// -----

%0:2 = "x.op"() : () -> (i32, i32)
// expected-error @+1 {{reference to invalid result number}}
"x.use"(%0#2) : (i32) -> ()
