// A `/` that does not start a comment is a token of its own, which no builtin syntax expects.
// expected-error@+1 {{expected '}' in attribute dictionary}}
"x.op"() {a = 1 / 2} : () -> ()

// -----

// expected-error@+1 {{expected attribute value}}
"x.op"() {a = /} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"x.op"() : () -> / ()

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
"x.op"() : () -> tensor<4/xf32>

// -----

// Affine expressions divide with `floordiv` and `ceildiv`.
// expected-error@+1 {{expected ')' in affine map range}}
"x.op"() {m = affine_map<(d0) -> (d0 / 2)>} : () -> ()

// -----

// expected-error@+1 {{expected ')' in location}}
"x.op"() : () -> () loc("a":1 / 2)

// -----

// At the end of the input, where an op would start.
// expected-error@+1 {{expected operation name in quotes}}
"x.op"() : () -> ()
/
