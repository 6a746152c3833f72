// scf.parallel's bounds and scf.forall's induction variables read as MLIR's
// `parseOperandList` / `parseArgumentList` with `Delimiter::Paren`.
func.func @parallel_unclosed_lower(%n: index) {
  // expected-error@+1 {{expected ')' in operand list}}
  scf.parallel (%i) = (%n to (%n) step (%n) {
  }
  return
}

// -----

func.func @parallel_unclosed_ivs(%n: index) {
  // expected-error@+1 {{expected ')' in argument list}}
  scf.parallel (%i = (%n) to (%n) step (%n) {
  }
  return
}

// -----

func.func @forall_unclosed_ivs(%n: index) {
  // expected-error@+1 {{expected ')' in argument list}}
  scf.forall (%i in (%n) {
  }
  return
}

// -----

func.func @parallel_step_count(%n: index) {
  // expected-error@+1 {{expected 1 operands}}
  scf.parallel (%i) = (%n) to (%n) step (%n, %n) {
  }
  return
}
