// A vector type with a zero size is reported with its whole shape, scalable sizes included.

// expected-error @+1 {{vector types must have positive constant sizes but got 1, 0}}
"x.op"() {t = vector<1x0xi32>} : () -> ()

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 2, 4, 0}}
"x.op"() : () -> vector<2x[4]x0xf32>

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0, 0}}
"x.op"(%0) : (vector<0x0xf32>) -> ()
