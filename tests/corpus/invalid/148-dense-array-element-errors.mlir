// The element type and literals of `array<…>`.

// expected-error@+2 {{expected non-function type}}
// expected-error@+1 {{expected an integer or floating point type}}
"x.use"() {a = array<: 1>} : () -> ()

// -----

// expected-error@+2 {{expected non-function type}}
// expected-error@+1 {{expected an integer or floating point type}}
"x.use"() {a = array<>} : () -> ()

// -----

// expected-error@+2 {{expected 'x' in dimension list}}
// expected-error@+1 {{expected an integer or floating point type}}
"x.use"() {a = array<vector<4: 1>} : () -> ()

// -----

// A lexer error is reported alone.
// expected-error@+1 {{unexpected character}}
"x.use"() {a = array<$: 1>} : () -> ()

// -----

// An integer for `i1` is reported after it.
// expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
"x.use"() {a = array<i1: 5>} : () -> ()

// -----

// expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
"x.use"() {a = array<i1: true, -1, false>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"x.use"() {a = array<i8: 1, true>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"x.use"() {a = array<si16: -false>} : () -> ()

// -----

// expected-error@+1 {{expected integer literal}}
"x.use"() {a = array<i1: x>} : () -> ()

// -----

// expected-error@+1 {{expected integer literal}}
"x.use"() {a = array<ui1: 1.0>} : () -> ()
