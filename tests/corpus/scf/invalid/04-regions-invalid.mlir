func.func @regions(%lb: index) {
  // expected-error@+1 {{'scf.for' op requires one region}}
  "scf.for"(%lb, %lb, %lb) : (index, index, index) -> ()
  return
}

// -----

func.func @regions(%lb: index) {
  // expected-error@+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({}) : (index, index, index) -> ()
  return
}

// -----

func.func @regions(%lb: index) {
  // expected-error@+1 {{'scf.for' op expected 3 or more operands, but found 2}}
  "scf.for"(%lb, %lb) ({}) : (index, index) -> ()
  return
}

// -----

func.func @regions(%c: i1) {
  // expected-error@+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({}, {}) : () -> ()
  return
}

// -----

func.func @regions(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}

// -----

func.func @regions(%c: index) {
  // expected-error@+1 {{'scf.parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.parallel"(%c, %c, %c) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({}) : (index, index, index) -> ()
  return
}

// -----

func.func @regions(%c: index) {
  // expected-error@+1 {{'scf.forall' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({}) : () -> ()
  return
}

// -----

func.func @regions(%c: index) {
  // expected-error@+1 {{'scf.index_switch' op region #0 ('defaultRegion') failed to verify constraint: region with 1 blocks}}
  "scf.index_switch"(%c) <{cases = array<i64: 1>}> ({}, {}) : (index) -> ()
  return
}

// -----

func.func @regions(%c: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  "scf.parallel"(%c, %c, %c) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({}) : (f32) -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @regions(%c: index, %x: f32) {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    // expected-error@+1 {{'scf.forall.in_parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @regions(%c: index, %x: f32) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {mapping = [1, 2]} : () -> ()
  return
}

// -----

func.func @edge(%n: index) {
  // expected-error@+1 {{expected '{' to begin a region}}
  scf.forall (%i) in (4) -> (f32) {
  }
  return
}
// -----

func.func @edge(%n: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}
// -----

func.func @edge(%n: index, %c: i1) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %r = scf.execute_region -> () {
    scf.yield
  }
  return
}
// -----

func.func @edge(%n: index, %c: i1) {
  // expected-error@+1 {{'scf.while' op region #1 ('after') failed to verify constraint: region with 1 blocks}}
  scf.while () : () -> () {
    scf.condition(%c)
  } do {
  }
  return
}
// -----

func.func @edge(%n: index, %c: i1) {
  // expected-error@+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %n
  case 1 {
  }
  default {
  }
  return
}