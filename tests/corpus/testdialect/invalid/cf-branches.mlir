// Branch operands against their successors' block arguments (`BranchOpInterface`) and
// dominance in SSA-CFG regions, in mlir-opt-22's words for the same inputs written with
// cf.br / cf.cond_br / func.func.

tst.body {
^bb0:
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  tst.branch ^bb1
^bb1(%a: i32):
  tst.exit
}

// -----

tst.body {
^bb0(%x: i64):
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  tst.branch ^bb1(%x : i64)
^bb1(%a: i32):
  tst.exit
}

// -----

tst.body {
^bb0(%c: i1, %x: i32):
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  tst.cond_br %c, ^bb1(%x : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  tst.exit
^bb2:
  tst.exit
}

// -----

tst.body {
^bb0(%c: i1, %x: i32):
  // expected-error @+1 {{type mismatch for bb argument #1 of successor #1}}
  tst.cond_br %c, ^bb1(%x, %x : i32, i32), ^bb1(%x, %c : i32, i1)
^bb1(%a: i32, %b: i32):
  tst.exit
}

// -----

tst.body {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  tst.maybe %0 : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = tst.const
  tst.exit
}

// -----

tst.body {
^bb0(%c: i1):
  tst.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %0 = tst.const
  tst.branch ^bb3
^bb2:
  tst.branch ^bb3
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  tst.maybe %0 : i32
  tst.exit
}

// -----

tst.body {
  tst.body {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    tst.maybe %0 : i32
    tst.exit
  }
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %0 = tst.const
  tst.exit
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
tst.body {
  tst.branch ^bb2
^bb1(%a: i32):
  tst.branch ^bb2
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  tst.maybe %a : i32
  tst.exit
}

// -----

tst.body {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  tst.maybe %a : i32
  // expected-note @+1 {{operand defined as a block argument (block #0 in a child region)}}
  tst.graph {
  ^bb0(%a: i32):
  }
  tst.exit
}

// -----

// expected-error @+1 {{'tst.graph' op expects graph region #0 to have 0 or 1 blocks}}
tst.graph {
  tst.branch ^bb1
^bb1:
  tst.exit
}

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
tst.body {
^bb0:
  tst.branch ^bb1
^bb1:
  tst.branch ^bb0
}
