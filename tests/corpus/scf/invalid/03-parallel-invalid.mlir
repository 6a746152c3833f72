func.func @parallel_no_loops() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @parallel_negative_step(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%ub) step (%c0) {
  }
  return
}

// -----

func.func @parallel_bound_count(%lb: index, %ub: index, %s: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%lb) to (%ub, %ub) step (%s, %s) {
  }
  return
}

// -----

func.func @parallel_iv_count(%lb: index, %ub: index, %s: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_iv_type(%lb: index, %ub: index, %s: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_terminator(%lb: index, %ub: index, %s: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    "x.end"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_reductions_count(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
  }
  return %r : f32
}

// -----

func.func @parallel_inits_count(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %r = "scf.parallel"(%lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%a: f32, %b: f32):
      "scf.reduce.return"(%a) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index) -> f32
  return %r : f32
}

// -----

func.func @parallel_reduce_type(%lb: index, %ub: index, %s: index, %x: f32, %n: i32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%n : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return %r : f32
}

// -----

func.func @parallel_init_types(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> (f32, f32) {
  }
  return
}

// -----

func.func @reduce_region_count(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
    "scf.reduce"(%x) : (f32) -> ()
  }
  return %r : f32
}

// -----

func.func @reduce_empty_body(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
    // expected-error@+1 {{empty block: expect at least a terminator}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
    }
  }
  return %r : f32
}

// -----

func.func @reduce_block_args(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32):
      scf.reduce.return %a : f32
    }
  }
  return %r : f32
}

// -----

func.func @reduce_return_type(%lb: index, %ub: index, %s: index, %x: f32, %n: i32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %n : i32
    }
  }
  return %r : f32
}

// -----

func.func @reduce_outside(%x: f32) {
  scf.execute_region {
    // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_return_outside(%x: f32) {
  // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %x : f32
}

// -----

func.func @forall_results(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %r = "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> tensor<4xf32>
  return
}

// -----

func.func @forall_block_args(%n: index) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_iv_type(%n: index) {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_output_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xi32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_bound_count(%n: index) {
  // expected-error@+1 {{expected 2 upper bound values, got 1}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_dynamic_count(%n: index) {
  // expected-error@+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @forall_mapping(%n: index) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [1 : i64]}
  return
}

// -----

func.func @forall_missing_to(%n: index) {
  // expected-error@+1 {{custom op 'scf.forall' expected 'to'}}
  scf.forall (%i) = (0) step (%n) {
  }
  return
}

// -----

func.func @forall_shared_outs_types(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

func.func @forall_output_kind(%m: memref<4xf32>) {
  // expected-error@+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %m) -> (memref<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return
}

// -----

func.func @in_parallel_ops(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 0 : index
    }
  }
  return
}

// -----

func.func @in_parallel_outside() {
  scf.execute_region {
    // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
    scf.forall.in_parallel {
    }
  }
  return
}

// -----

func.func @forall_bounds_list(%n: index) {
  // expected-error@+2 {{expected '(' in dynamic index list}}
  // expected-error@+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%i) in [%n] {
  }
  return
}

// -----

func.func @forall_unclosed_bounds(%n: index) {
  // expected-error@+2 {{expected ')' in dynamic index list}}
  // expected-error@+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%i) in (%n {
  }
  return
}

// -----

func.func @parallel_missing_step(%lb: index, %ub: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 'step'}}
  scf.parallel (%i) = (%lb) to (%ub) {
  }
  return
}
