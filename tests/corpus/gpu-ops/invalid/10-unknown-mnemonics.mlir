// A type mnemonic the gpu dialect does not define: its own message (`GPUDialect::parseType`),
// at the mnemonic, in either form.

// expected-error @+1 {{unknown gpu type: mma}}
func.func @arg(%a: !gpu.mma) {
  return
}

// -----

func.func @result() {
  // expected-error @+1 {{unknown gpu type: foo}}
  %0 = "x.op"() : () -> !gpu<foo<1>>
  return
}

// -----

func.func @dotted() {
  // expected-error @+1 {{unknown gpu type: async.foo}}
  %0 = "x.op"() : () -> memref<4x!gpu.async.foo>
  return
}

// -----

func.func @in_format(%m: memref<4xf32>) {
  // expected-error @+1 {{unknown gpu type: token}}
  %0 = gpu.alloc async () : !gpu.token
  return
}

// -----

// Attributes keep the generated dispatch's message.
// expected-error @+1 {{unknown attribute `foo` in dialect `gpu`}}
"x.op"() {a = #gpu.foo} : () -> ()
