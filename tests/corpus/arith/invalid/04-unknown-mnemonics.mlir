// Unknown mnemonics: math defines no attributes (no attribute parsing hook), arith defines
// attributes but no types.

// expected-error @+1 {{dialect 'math' provides no attribute parsing hook}}
"x.op"() {a = #math.fastmath<fast>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `foo` in dialect `arith`}}
"x.op"() {a = #arith.foo} : () -> ()

// -----

// expected-error @+1 {{dialect 'arith' provides no type parsing hook}}
"x.op"() : () -> !arith.foo

// -----

// In the verbose form, at the body's first token.
// expected-error @+1 {{dialect 'arith' provides no type parsing hook}}
"x.op"() : () -> !arith< "x">

// -----

// A name with nothing after its dialect: at the token that follows.
// expected-error @+1 {{dialect 'arith' provides no type parsing hook}}
"x.op"() : () -> (!arith. )
