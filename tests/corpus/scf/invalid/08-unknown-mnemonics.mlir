// The scf dialect defines no attributes: it has no attribute parsing hook.

func.func @f(%lb: index, %ub: index, %st: index) {
  // expected-error @+2 {{dialect 'scf' provides no attribute parsing hook}}
  scf.for %i = %lb to %ub step %st {
  } {mapping = #scf.foo}
  return
}
