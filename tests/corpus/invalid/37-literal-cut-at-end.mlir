// Literals cut off by the end of the input: the error is reported one byte before the end.

// expected-error @+1 {{expected element literal of primitive type}}
"x.op"() {a = dense<
// -----
// expected-error @+1 {{expected integer literal}}
"x.op"() {a = array<i8: 1,
// -----
// expected-error @+1 {{expected affine expression}}
#m = affine_map<(d0) -> (
// -----
// expected-error @+1 {{missing right operand of binary operator}}
#m = affine_map<(d0)[s0] -> (d0 floordiv
// -----
// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
#s = affine_set<(d0) : (d0 + 1
// -----
// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{expected attribute}}
"x.op"() {a = distinct[0]<42 :
