// Degenerate but valid spellings: empty type lists, empty init lists, an arrow type
// list without parentheses.
func.func @edge0(%n: index) {
  scf.forall () in () {
  }
  return
}

func.func @edge1(%n: index, %c: i1) {
  scf.if %c -> () {
  }
  return
}

func.func @edge2(%n: index, %c: i1) {
  scf.for %i = %n to %n step %n iter_args() -> () {
  }
  return
}

func.func @edge3(%n: index, %c: i1) {
  scf.parallel (%i) = (%n) to (%n) step (%n) init () {
  }
  return
}

func.func @edge4(%n: index, %c: i1) {
  %0 = scf.for %i = %n to %n step %n iter_args(%a = %n) -> index {
    scf.yield %a : index
  }
  return
}
