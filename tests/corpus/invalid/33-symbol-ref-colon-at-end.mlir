// A `:` after a symbol reference at the end of the input is consumed while looking for `::`,
// so the error points just past it.

// expected-error @+1 {{expected ',' or ']'}}
"x.op"() {a = [@m:

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"x.op"() {a = @m:

// -----

// expected-error @+1 {{expected '"' in string literal}}
"x.op"() {a = [@m:"abc

// -----

// Anything else after the `:` is left to the caller: here, the type of a typed attribute
// value, which a symbol reference cannot have.
// expected-error @+1 {{expected '}' in attribute dictionary}}
"x.op"() {a = @m : i32} : () -> ()
