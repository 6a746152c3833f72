// Branches forwarding operands to their successors' block arguments (`BranchOpInterface`), in
// SSA-CFG regions: definitions dominate their uses across blocks (diamond, loop), uses in
// unreachable blocks are not checked, and a graph region takes its ops in any order. Printed
// as mlir-opt-22 prints the same input written with cf.br / cf.cond_br / func.func.

tst.body {
^bb0(%c: i1, %x: i32):
  %0 = tst.const
  tst.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  tst.branch ^bb3(%a, %0 : i32, i32)
^bb2:
  tst.branch ^bb3(%0, %x : i32, i32)
^bb3(%p: i32, %q: i32):
  tst.maybe %p, %q, %0 : i32, i32, i32
  tst.exit %p : i32
}

// -----

tst.body {
^bb0(%c: i1, %n: i32):
  tst.branch ^bb1(%n : i32)
^bb1(%i: i32):
  %0 = tst.const
  tst.cond_br %c, ^bb1(%0 : i32), ^bb2(%i, %0 : i32, i32)
^bb2(%r: i32, %s: i32):
  tst.exit %r, %s : i32, i32
^bb3:
  tst.maybe %later : i32
  tst.exit
^bb4:
  %later = tst.const
  tst.branch ^bb3
}

// -----

tst.body {
^bb0(%c: i1):
  tst.branch ^bb1
^bb1:
  %0 = tst.const
  tst.cond_br %c, ^bb2, ^bb3
^bb2:
  tst.maybe %0 : i32
  tst.branch ^bb1
^bb3:
  tst.exit %0 : i32
}

// -----

tst.body {
  %0 = tst.const
  tst.body {
    tst.maybe %0 : i32
    tst.branch ^bb1
  ^bb1:
    tst.exit
  }
  tst.exit
}

// -----

tst.graph {
  tst.maybe %1 : i32
  %1 = tst.const
}
