// Integers in cf's custom forms are parseInteger<IntT>'s: a `-` not followed by an integer is
// the parser's own «expected integer value» right after it (no «custom op» prefix), and a
// value out of the type's range is «integer value too large» where it starts.

func.func @weight_minus_minus(%c: i1) {
  // expected-error@+2 {{expected integer value}}
  // expected-error@+1 {{expected ']'}}
  cf.cond_br %c weights([- -3, 1]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weight_above_int32(%c: i1) {
  // expected-error@+2 {{integer value too large}}
  // expected-error@+1 {{expected ']'}}
  cf.cond_br %c weights([0xffffffff, 1]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @case_below_int64(%f: i64) {
  // expected-error@+3 {{integer value too large}}
  cf.switch %f : i64, [
    default: ^bb1,
    -9223372036854775809: ^bb1
  ]
^bb1:
  return
}
