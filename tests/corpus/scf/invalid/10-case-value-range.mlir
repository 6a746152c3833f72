// Case values are parseInteger<int64_t>'s: out of range is «integer value too large» where the
// integer starts (at its `-`), and INT64_MAX after the first case is a duplicate, as upstream's
// DenseSet (whose empty key it is) finds it.

func.func @below_int64(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{integer value too large}}
  case -9223372036854775809 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @above_int64(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{integer value too large}}
  case 0x8000000000000000 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @int64_max_after_first(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 9223372036854775807}}
  scf.index_switch %i
  case 0 {
    scf.yield
  }
  case 9223372036854775807 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
