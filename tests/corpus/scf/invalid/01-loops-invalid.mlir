func.func @for_iter_args_count(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @for_yield_count(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    %y = arith.addf %a, %x : f32
    scf.yield %y, %y : f32, f32
  }
  return %r : f32
}

// -----

func.func @for_yield_type(%lb: index, %ub: index, %s: index, %x: f32, %n: i32) -> f32 {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    scf.yield %n : i32
  }
  return %r : f32
}

// -----

func.func @for_results_without_inits(%lb: index, %ub: index, %s: index) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r = "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @for_iv_type(%lb: index, %ub: index, %s: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_block_args(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index):
    "scf.yield"(%x) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_init_type(%lb: index, %ub: index, %s: index, %x: f32, %n: i32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'}}
  %r = "scf.for"(%lb, %ub, %s, %n) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, i32) -> f32
  return
}

// -----

func.func @for_region_arg_type(%lb: index, %ub: index, %s: index, %x: f32, %n: i32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_bound_types(%lb: index, %ub: i32, %s: index) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_float_bounds(%lb: f32) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @for_missing_step(%lb: index, %ub: index) {
  // expected-error@+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %i = %lb to %ub {
  }
  return
}

// -----

func.func @for_two_blocks(%lb: index, %ub: index, %s: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_wrong_terminator(%lb: index, %ub: index, %s: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'x.end'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index):
    "x.end"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @if_without_else(%c: i1, %x: f32) -> f32 {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

func.func @if_yield_type(%c: i1, %x: f32, %n: i32) -> f32 {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    // expected-note@+1 {{region branch point}}
    scf.yield %n : i32
  }
  return %r : f32
}

// -----

func.func @if_implicit_yield_with_results(%c: i1, %x: f32) -> f32 {
  // expected-error@+2 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@+1 {{region branch point}}
  %r = scf.if %c -> (f32) {
    %y = arith.addf %x, %x : f32
  } else {
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

func.func @if_yield_without_results(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.if %c {
    // expected-note@+1 {{region branch point}}
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_region_arguments(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%a: i32):
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_condition_type(%c: i32) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @if_missing_condition() {
  // expected-error@+1 {{expected SSA operand}}
  scf.if {
  }
  return
}

// -----

func.func @yield_outside(%x: f32) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield %x : f32
}

// -----

func.func @execute_region_empty() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @execute_region_arguments() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @execute_region_yield_type(%x: f32) -> i32 {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.execute_region -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield %x : f32
  }
  return %r : i32
}

// -----

// A body without the induction variable: MLIR counts its iter_args as the block's arguments
// minus one, which wraps around.
func.func @for_body_without_induction_variable(%a: index) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "scf.for"(%a, %a, %a) ({
  ^bb0:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
