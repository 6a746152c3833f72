// An op name without its dialect is looked up in the default dialect of where it is written:
// `module` is `builtin.module` at the top level and unknown in a function's body, where the
// default dialect is `func` (the parser's caches must not carry the first to the second).
module {
}
func.func @f() {
  // expected-error @+1 {{custom op 'module' is unknown (tried 'func.module' as well)}}
  module {
  }
  return
}

// -----

// No dialect is tried but the default one: `return` is not `func.return` at the top level...
// expected-error @+1 {{custom op 'return' is unknown (tried 'builtin.return' as well)}}
return

// -----

// ...nor in a region of an op without a default dialect.
gpu.module @k {
  gpu.func @f() kernel {
    // expected-error @+2 {{Dialect `' not found for custom op 'return'  (tried '.return' as well)}}
    // expected-note @+1 {{Available dialects:}}
    return
  }
}

// -----

// A name with nothing after its `.` has no dialect either: the default one is tried.
func.func @g() {
  // expected-error @+1 {{custom op 'gpu.' is unknown (tried 'func.gpu.' as well)}}
  gpu.
}

// -----

// expected-error @+1 {{custom op 'foo.' is unknown (tried 'builtin.foo.' as well)}}
foo.
