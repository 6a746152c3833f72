// expected-error @+2 {{Dialect `x' not found for custom op 'x.op'}}
// expected-note @+1 {{Available dialects:}}
x.op

// -----

// expected-error @+2 {{Dialect `foo' not found for custom op 'foo.bar'}}
// expected-note @+1 {{Available dialects:}}
%0 = foo.bar() : () -> i32
