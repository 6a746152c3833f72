// Element literals and dimensions cut off by the end of the input: the error is reported one
// byte before the end.

// expected-error @+1 {{integer constant out of range}}
"x.op"() {a = array<i8: 300
// -----
// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"x.op"() {a = array<i1: 1
// -----
// expected-error @+1 {{invalid dimension}}
"x.op"() : () -> vector<[
// -----
// expected-error @+1 {{invalid dimension}}
"x.op"() : () -> vector<4x[
