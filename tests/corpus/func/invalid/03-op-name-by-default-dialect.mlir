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
