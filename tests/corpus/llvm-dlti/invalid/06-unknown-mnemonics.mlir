// A type mnemonic the llvm dialect does not define: its own message (`dispatchParse`), at the
// mnemonic, in either form and inside its types.

// expected-error @+1 {{unknown LLVM type: foo}}
"x.op"() : () -> !llvm.foo

// -----

// expected-error @+1 {{unknown LLVM type: foo.bar}}
"x.op"() : () -> !llvm<foo.bar<4>>

// -----

// expected-error @+1 {{unknown LLVM type: float}}
"x.op"() : () -> !llvm.array<4 x float>

// -----

// expected-error @+1 {{unknown attribute `foo` in dialect `llvm`}}
"x.op"() {a = #llvm.foo} : () -> ()
