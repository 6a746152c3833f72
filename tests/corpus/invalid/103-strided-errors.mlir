// expected-error @+1 {{expected '<' after 'strided'}}
"x.op"() {a = strided[1]} : () -> ()
// -----
// expected-error @+1 {{expected '['}}
"x.op"() {a = strided<1>} : () -> ()
// -----
// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"x.op"() {a = strided<[1,]>} : () -> ()
// -----
// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"x.op"() {a = strided<[x]>} : () -> ()
// -----
// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"x.op"() {a = strided<[9223372036854775808]>} : () -> ()
// -----
// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"x.op"() {a = strided<[-9223372036854775808]>} : () -> ()
// -----
// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"x.op"() {a = strided<[-?]>} : () -> ()
// -----
// expected-error @+1 {{expected ']'}}
"x.op"() {a = strided<[1 2]>} : () -> ()
// -----
// expected-error @+1 {{expected ','}}
"x.op"() {a = strided<[1] offset: 1>} : () -> ()
// -----
// expected-error @+1 {{expected 'offset' after comma}}
"x.op"() {a = strided<[1], foo: 1>} : () -> ()
// -----
// expected-error @+1 {{expected ':' after 'offset'}}
"x.op"() {a = strided<[1], offset 1>} : () -> ()
// -----
// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"x.op"() {a = strided<[1], offset: >} : () -> ()
// -----
// expected-error @+1 {{expected '>'}}
"x.op"() {a = strided<[1], offset: 1} : () -> ()
