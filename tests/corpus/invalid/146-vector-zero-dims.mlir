// A vector with a zero dimension: the message lists the whole shape.

// expected-error@+1 {{vector types must have positive constant sizes but got 2, 0}}
"x.op"() {a = vector<2x0xf32>} : () -> ()

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 0, 3, 0}}
"x.op"() {a = vector<0x3x0xf32>} : () -> ()

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 3, 0}}
"x.op"() {a = vector<[3]x0xf32>} : () -> ()
