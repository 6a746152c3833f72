// The default dialect in the parser (OpAsmOpInterface::getDefaultDialect), in mlir-opt-22's
// words: a custom op without the interface has none, the top level has `builtin`.

tst.module {
  // expected-error @+2 {{Dialect `' not found for custom op 'stop'  (tried '.stop' as well)}}
  // expected-note @+1 {{Available dialects: builtin, tst ;}}
  stop
}

// -----

// expected-error @+1 {{custom op 'stop' is unknown (tried 'builtin.stop' as well)}}
stop

// -----

tst.launch {
^bb0(%x: index):
  // expected-error @+1 {{custom op 'nothing' is unknown (tried 'tst.nothing' as well)}}
  nothing
}
