// A parameter that stops at a token the lexer rejected shows the lexer's error alone: MLIR
// abandons any error raised while the current token is a lexer error, the «failed to parse …
// parameter» that would follow included.

// expected-error@+1 {{invalid attribute name}}
"x.op"() {a = !llvm.array<# x i32>} : () -> ()

// -----

// expected-error@+1 {{unexpected character}}
"x.op"() {a = !llvm.ptr<`>} : () -> ()

// -----

// expected-error@+1 {{invalid attribute name}}
"x.op"() {a = #nvvm.target<O = #>} : () -> ()
