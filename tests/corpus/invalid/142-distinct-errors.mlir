// distinct[N]<…> errors: the ID, the brackets, the referenced attribute, a second use of N
// that refers to another attribute.

// expected-error@+1 {{expected '[' after 'distinct'}}
"x.op"() {a = distinct} : () -> ()
// -----

// expected-error@+1 {{expected distinct ID}}
"x.op"() {a = distinct[} : () -> ()
// -----

// expected-error@+1 {{expected distinct ID}}
"x.op"() {a = distinct[-1]<1>} : () -> ()
// -----

// expected-error@+1 {{expected distinct ID}}
"x.op"() {a = distinct[1.5]<1>} : () -> ()
// -----

// expected-error@+1 {{expected an unsigned 64-bit integer}}
"x.op"() {a = distinct[18446744073709551616]<1>} : () -> ()
// -----

// expected-error@+1 {{expected ']' to close distinct ID}}
"x.op"() {a = distinct[1 <1>} : () -> ()
// -----

// expected-error@+1 {{expected '<' after distinct ID}}
"x.op"() {a = distinct[1] 1} : () -> ()
// -----

// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{expected attribute}}
"x.op"() {a = distinct[1]<)>} : () -> ()
// -----

// expected-error@+1 {{expected '>' to close distinct attribute}}
"x.op"() {a = distinct[1]<1 2>} : () -> ()
// -----

// expected-error@+1 {{referenced attribute does not match previous definition: 1 : i64}}
"x.op"() {a = distinct[1]<1>, b = distinct[1]<2>} : () -> ()
// -----

// expected-error@+1 {{referenced attribute does not match previous definition: 1 : i64}}
"x.op"() {a = distinct[1]<1>, b = distinct[1]<>} : () -> ()
