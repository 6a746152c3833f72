// expected-error @+1 {{expected non-function type}}
"x.op"() : () -> foo

// -----

// expected-error @+1 {{undefined symbol alias id 'foo'}}
"x.op"() : () -> !foo

// -----

// expected-error @+1 {{expected '>' in tensor type}}
"x.op"() : () -> tensor<4xi32

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
"x.op"() : () -> vector<0xf32>
