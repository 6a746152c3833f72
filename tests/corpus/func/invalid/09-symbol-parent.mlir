// A symbol's registered parent op must be a symbol table; an unregistered one may hold
// symbols, and an unnamed module is no symbol.

func.func @outer() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @inner() {
    return
  }
  return
}

// -----

// The parent is checked once the declaration's visibility is.
func.func @outer() {
  // expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
  func.func @inner()
  return
}

// -----

// The symbol is verified before the ops in its regions.
func.func @outer() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func private @inner() {
    func.func @innermost()
    return
  }
  return
}

// -----

func.func @outer() {
  // expected-error@+1 {{'builtin.module' op symbol's parent must have the SymbolTable trait}}
  builtin.module @m {
  }
  return
}

// -----

func.func @outer() {
  // expected-error@+1 {{'memref.global' op symbol's parent must have the SymbolTable trait}}
  memref.global "private" @g : memref<2xf32>
  return
}

// -----

func.func @outer() {
  "x.region"() ({
    func.func private @inner()
  }) : () -> ()
  builtin.module attributes {sym_visibility = "nowhere"} {
  }
  return
}
