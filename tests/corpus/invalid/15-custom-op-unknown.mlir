// expected-error @+1 {{custom op 'foo' is unknown (tried 'builtin.foo' as well)}}
foo

// -----

// expected-error @+1 {{custom op 'builtin.foo' is unknown}}
builtin.foo

// -----

// expected-error @+1 {{custom op 'bogus_op' is unknown (tried 'builtin.bogus_op' as well)}}
%0 = bogus_op : i32
