// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"x.op"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()
// -----
// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"x.op"() {a = affine_map<(d0, d1) -> (d0 floordiv d1)>} : () -> ()
// -----
// expected-error @+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
"x.op"() {a = affine_map<(d0, d1) -> (d0 ceildiv (d1 + 1))>} : () -> ()
// -----
// expected-error @+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"x.op"() {a = affine_map<(d0, d1)[s0] -> (s0 mod d1)>} : () -> ()
// -----
// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"x.op"() {a = affine_map<(d0, d1) -> (d0 * d1 * 2)>} : () -> ()
// -----
// expected-error @+1 {{use of undeclared identifier}}
"x.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()
// -----
// expected-error @+1 {{missing right operand of binary operator}}
"x.op"() {a = affine_map<(d0) -> (d0 +)>} : () -> ()
// -----
// expected-error @+1 {{missing left operand of binary operator}}
"x.op"() {a = affine_map<(d0) -> (* d0)>} : () -> ()
// -----
// expected-error @+1 {{missing right operand of binary operator}}
"x.op"() {a = affine_map<(d0) -> (d0 floordiv)>} : () -> ()
// -----
// expected-error @+1 {{no expression inside parentheses}}
"x.op"() {a = affine_map<(d0) -> (())>} : () -> ()
// -----
// expected-error @+2 {{expected affine expression}}
// expected-error @+1 {{missing operand of negation}}
"x.op"() {a = affine_map<(d0) -> (-)>} : () -> ()
// -----
// expected-error @+2 {{constant too large for index}}
// expected-error @+1 {{missing operand of negation}}
"x.op"() {a = affine_map<(d0) -> (-9223372036854775808)>} : () -> ()
// -----
// expected-error @+1 {{constant too large for index}}
"x.op"() {a = affine_map<(d0) -> (d0 + 9223372036854775808)>} : () -> ()
// -----
// expected-error @+1 {{unexpected ssa identifier}}
"x.op"() {a = affine_map<(d0) -> (%x)>} : () -> ()
// -----
// expected-error @+1 {{unexpected ssa identifier}}
"x.op"() {a = affine_map<(d0) -> (symbol(%x))>} : () -> ()
// -----
// expected-error @+1 {{expected ')'}}
"x.op"() {a = affine_map<(d0) -> ((d0 + 1)>} : () -> ()
// -----
// expected-error @+1 {{missing right operand of binary operator}}
"x.op"() {a = affine_map<(d0) -> (d0 * 1.5)>} : () -> ()
