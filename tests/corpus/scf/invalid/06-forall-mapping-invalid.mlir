func.func @rank(%n: index) {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (%n, 64) {
  } {mapping = [#gpu.thread<y>]}
  return
}

// -----

func.func @two_masks() {
  // expected-error @+1 {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  scf.forall (%i) in (64) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<1>, #gpu.mask<2>]}
  return
}
