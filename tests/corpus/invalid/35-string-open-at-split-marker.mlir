// A string left open just before a split marker on the same line is reported at the end of
// that line: the lexer reads on into the marker, as MLIR's does.

// expected-error @+1 {{expected '"' in string literal}}
"x.op"() {a = "abc// -----

"x.op"() : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"x.op"() {a = [@b, "c// -----

"x.op"() : () -> ()
