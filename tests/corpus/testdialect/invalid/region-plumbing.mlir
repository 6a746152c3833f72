// Regions in formats: where an optional group's anchor stops, and the entry arguments a custom
// directive defines.

// The group anchored on the array starts only on `[`.
// expected-error @+1 {{expected '{' to begin a region}}
tst.gpu_module @m #tst.unit {}

// -----

// The group anchored on a string starts only on a string literal.
// expected-error @+1 {{expected '{' to begin a region}}
tst.labeled 1 {}

// -----

// A dictionary anchor takes the `{`, so the body's `{` comes too late.
// expected-error @+1 {{expected '{' to begin a region}}
tst.dict_anchor {} tst.stop

// -----

// The induction variable is the entry block's argument: the body cannot define its own.
tst.module {
^bb0(%lb: index):
  tst.for %i = %lb to %lb {
  // expected-error @+1 {{invalid block name in region with named arguments}}
  ^bb0(%x: index):
  }
}

// -----

tst.module {
// expected-note @+1 {{previously referenced here}}
^bb0(%lb: index):
  // expected-error @+1 {{region entry argument '%lb' is already in use}}
  tst.for %lb = %lb to %lb {
  }
}

// -----

// An empty `SingleBlock` body gets its block, which needs a terminator here.
tst.module {
  // expected-error @+1 {{'tst.pad' op expects a non-empty block}}
  tst.pad {}
}

// -----

// `iter_args` needs its parentheses (MLIR's `parseAssignmentList`), then `=` after each name.
tst.module {
^bb0(%lb: index):
  // expected-error @+1 {{custom op 'tst.iter' expected '('}}
  %0 = tst.iter iter_args %x = %lb -> (index) {}
}

// -----

tst.module {
^bb0(%lb: index):
  // expected-error @+1 {{expected '='}}
  %0:2 = tst.iter iter_args(%x = %lb, %y) -> (index, index) {}
}
