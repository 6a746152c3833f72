// expected-error @+1 {{expected '(' in dimensional identifier list}}
"x.op"() {a = affine_map<d0 -> (d0)>} : () -> ()
// -----
// expected-error @+1 {{expected ')' in dimensional identifier list}}
"x.op"() {a = affine_map<(d0 -> (d0)>} : () -> ()
// -----
// expected-error @+1 {{expected bare identifier}}
"x.op"() {a = affine_map<(d0,) -> (d0)>} : () -> ()
// -----
// expected-error @+1 {{expected bare identifier}}
"x.op"() {a = affine_map<(1) -> (d0)>} : () -> ()
// -----
// expected-error @+1 {{expected ']' in symbol list}}
"x.op"() {a = affine_map<(d0)[s0 -> (d0)>} : () -> ()
// -----
// expected-error @+1 {{redefinition of identifier 'd0'}}
"x.op"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()
// -----
// expected-error @+1 {{redefinition of identifier 'x'}}
"x.op"() {a = affine_map<(x)[x] -> (x)>} : () -> ()
// -----
// expected-error @+1 {{expected '(' in affine map range}}
"x.op"() {a = affine_map<(d0) -> d0>} : () -> ()
// -----
// expected-error @+1 {{expected ')' in affine map range}}
"x.op"() {a = affine_map<(d0) -> (d0 d0)>} : () -> ()
// -----
// expected-error @+1 {{expected affine expression}}
"x.op"() {a = affine_map<(d0) -> (d0,)>} : () -> ()
// -----
// expected-error @+1 {{expected '->' or ':'}}
"x.op"() {a = affine_map<(d0)>} : () -> ()
// -----
// expected-error @+1 {{expected '<' in affine map}}
"x.op"() {a = affine_map (d0) -> (d0)>} : () -> ()
// -----
// expected-error @+1 {{expected '>' in affine map}}
"x.op"() {a = affine_map<(d0) -> (d0)} : () -> ()
// -----
// expected-error @+1 {{expected AffineMap, but got IntegerSet}}
"x.op"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()
// -----
// expected-error @+1 {{expected IntegerSet, but got AffineMap}}
"x.op"() {a = affine_set<(d0) -> (d0)>} : () -> ()
// -----
// expected-error @+1 {{expected '<' in integer set}}
"x.op"() {a = affine_set (d0)} : () -> ()
// -----
// expected-error @+1 {{expected '>' in integer set}}
"x.op"() {a = affine_set<(d0) : (d0 >= 0)} : () -> ()
// -----
// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"x.op"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()
// -----
// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"x.op"() {a = affine_set<(d0) : (d0 = 0)>} : () -> ()
// -----
// expected-error @+1 {{expected affine expression}}
"x.op"() {a = affine_set<(d0) : (d0 >= )>} : () -> ()
// -----
// expected-error @+1 {{expected '(' in integer set constraint list}}
"x.op"() {a = affine_set<(d0) : d0 >= 0>} : () -> ()
// -----
// expected-error @+1 {{expected ')' in integer set constraint list}}
"x.op"() {a = affine_set<(d0) : (d0 >= 0 d0)>} : () -> ()
// -----
// expected-error @+1 {{undefined symbol alias id 'map'}}
"x.op"() {a = #map} : () -> ()
