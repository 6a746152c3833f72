// Dominance: a region of several blocks, even under an unregistered op, is an SSA-CFG region
// (a definition comes before its uses in its block, and its block dominates theirs); a
// single-block region of an unregistered op may be a graph region. Uses in unreachable blocks
// are not checked; a use in a nested region counts at its ancestor op.

"x.f"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "x.use"(%1) : (i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "x.def"() : () -> i32
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.ret"() : () -> ()
}) : () -> ()

// -----

"x.f"() ({
^bb0(%c: i1):
  "x.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %0 = "x.def"() : () -> i32
  "x.br"()[^bb3] : () -> ()
^bb2:
  "x.br"()[^bb3] : () -> ()
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "x.use"(%0) : (i32) -> ()
  "x.ret"() : () -> ()
}) : () -> ()

// -----

// An unreachable use is not checked.
"x.f"() ({
  "x.br"()[^bb2] : () -> ()
^bb1:
  "x.use"(%0) : (i32) -> ()
  "x.br"()[^bb3] : () -> ()
^bb2:
  %0 = "x.def"() : () -> i32
  "x.ret"() : () -> ()
^bb3:
  "x.ret"() : () -> ()
}) : () -> ()

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
"x.f"() ({
  "x.br"()[^bb2] : () -> ()
^bb1(%a: i32):
  "x.br"()[^bb2] : () -> ()
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "x.use"(%a) : (i32) -> ()
  "x.ret"() : () -> ()
}) : () -> ()

// -----

"x.f"() ({
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %0 = "x.r"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "x.use"(%0) : (i32) -> ()
  }) : () -> (i32)
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.ret"() : () -> ()
}) : () -> ()

// -----

"x.f"() ({
  "x.r"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "x.use"(%0) : (i32) -> ()
  }) : () -> ()
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %0 = "x.def"() : () -> i32
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.ret"() : () -> ()
}) : () -> ()

// -----

"x.f"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "x.use"(%a) : (i32) -> ()
  // expected-note @+1 {{operand defined as a block argument (block #0 in a child region)}}
  "x.r"() ({
    ^bb0(%a: i32):
    "x.t"() : () -> ()
  }) : () -> ()
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.ret"() : () -> ()
}) : () -> ()

// -----

// Nested regions: the use in a graph region of a value of the enclosing SSA-CFG region, a loop
// back to a block that dominates it, a definition in an unreachable block used from one.
"x.f"() ({
  %0 = "x.def"() : () -> i32
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.r"() ({
    "x.use"(%0, %1) : (i32, i32) -> ()
    %1 = "x.def"() : () -> i32
  }) : () -> ()
  "x.br"()[^bb1] : () -> ()
^bb2:
  "x.use"(%2) : (i32) -> ()
  "x.ret"() : () -> ()
^bb3:
  %2 = "x.def"() : () -> i32
  "x.br"()[^bb2] : () -> ()
}) : () -> ()

// -----

"x.f"() ({
  %0 = "x.def"() : () -> i32
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.r"() ({
    "x.br"()[^bb5] : () -> ()
  ^bb5:
    // expected-error @+1 {{operand #1 does not dominate this use}}
    "x.use"(%0, %9) : (i32, i32) -> ()
    "x.br"()[^bb6] : () -> ()
  ^bb6:
    // expected-note @+1 {{operand defined here (op in the same region)}}
    %9 = "x.def"() : () -> i32
    "x.t"() : () -> ()
  }) : () -> ()
  "x.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

"x.f"() ({
  "x.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = "x.def"(%0) : (i32) -> i32
  "x.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

// A graph region: an op may use its own result.
"x.g"() ({
  %0 = "x.def"(%0) : (i32) -> i32
}) : () -> ()

// -----

// The whole nest's structural checks come first: the module's error is reported, the
// dominance failure before it in the walk is not.
"x.f"() ({
  "x.a"(%1) : (i32) -> ()
  %1 = "x.b"() : () -> i32
  "x.g"() ({
    // expected-error @+1 {{'builtin.module' op region should have no arguments}}
    "builtin.module"() ({
    ^bb0(%a: i32):
    }) : () -> ()
  }) : () -> ()
  "x.br"() [^bb1] : () -> ()
^bb1:
  "x.ret"() : () -> ()
}) : () -> ()
