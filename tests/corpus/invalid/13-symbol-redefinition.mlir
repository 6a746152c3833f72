// builtin.module is a SymbolTable: any op carrying a StringAttr `sym_name`
// (even an unregistered one) participates in the uniqueness check.
// expected-note @+1 {{see existing symbol definition here}}
"x.s"() {sym_name = "x"} : () -> ()
// expected-error @+1 {{redefinition of symbol named 'x'}}
"x.s"() {sym_name = "x"} : () -> ()

// -----

module {
  // expected-note @+1 {{see existing symbol definition here}}
  module @a {
  }
  // expected-error @+1 {{redefinition of symbol named 'a'}}
  module @a {
  }
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
module @m {
}
// expected-error @+1 {{redefinition of symbol named 'm'}}
"x.s"() {sym_name = "m"} : () -> ()
