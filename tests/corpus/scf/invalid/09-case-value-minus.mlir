// A case value's `-` is consumed as parseOptionalInteger consumes it: one not followed by an
// integer is the parser's own «expected integer value», right after the `-`.

func.func @minus_alone(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{expected integer value}}
  case - {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
