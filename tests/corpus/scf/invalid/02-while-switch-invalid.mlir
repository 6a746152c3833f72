func.func @while_type_count(%x: f32, %y: f32) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 2 got 1)}}
  scf.while (%a = %x, %b = %y) : (f32) -> () {
    %c = arith.constant true
    scf.condition(%c)
  } do {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_not_function_type(%x: f32) {
  // expected-error@+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'f32'}}
  scf.while (%a = %x) : f32 {
    %c = arith.constant true
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_missing_do(%x: f32) {
  scf.while (%a = %x) : (f32) -> () {
    %c = arith.constant true
    scf.condition(%c)
  // expected-error@+1 {{custom op 'scf.while' expected 'do'}}
  } {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @while_before_terminator(%x: f32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  "scf.while"(%x) ({
  ^bb0(%a: f32):
    // expected-note@+1 {{terminator here}}
    "scf.yield"(%a) : (f32) -> ()
  }, {
  ^bb0(%b: f32):
    "scf.yield"(%b) : (f32) -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @while_after_terminator(%x: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%c) : (i1) -> ()
  }, {
    // expected-note@+1 {{terminator here}}
    "scf.condition"(%c) : (i1) -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @while_condition_to_after(%x: f32, %c: i1) -> f32 {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

func.func @while_condition_count(%x: f32, %c: i1) -> f32 {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %a, %a : f32, f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return %r : f32
}

// -----

func.func @while_yield_type(%x: f32, %n: i64, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i64' should match successor input type #0 'f32'}}
  scf.while (%a = %x) : (f32) -> () {
    scf.condition(%c)
  } do {
    // expected-note@+1 {{region branch point}}
    scf.yield %n : i64
  }
  return
}

// -----

func.func @while_before_args(%x: f32, %c: i1) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  // expected-note@+1 {{region branch point}}
  "scf.while"(%x) ({
  ^bb0(%a: i32):
    "scf.condition"(%c) : (i1) -> ()
  }, {
    "scf.yield"(%x) : (f32) -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @condition_outside(%c: i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @condition_type(%c: i32) {
  scf.while : () -> () {
    // expected-error@+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%c) : (i32) -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @switch_case_count(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @switch_duplicate(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 2}}
  scf.index_switch %i
  case 2 {
    scf.yield
  }
  case 2 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_case_without_yield(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got arith.constant}}
  scf.index_switch %i
  case 3 {
    %c = arith.constant 3 : index
  }
  default {
  }
  return
}

// -----

func.func @switch_result_count(%i: index, %x: f32) -> f32 {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %i -> f32
  case 1 {
    scf.yield %x : f32
  }
  default {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  return %r : f32
}

// -----

func.func @switch_result_type(%i: index, %x: f32, %n: i32) -> i32 {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %i -> i32
  case 1 {
    // expected-note@+1 {{case region #0 returns 'f32' here}}
    scf.yield %x : f32
  }
  default {
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

func.func @switch_arg_type(%i: i64) {
  // expected-error@+1 {{'scf.index_switch' op operand #0 must be index, but got 'i64'}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "scf.yield"() : () -> ()
  }) : (i64) -> ()
  return
}

// -----

func.func @switch_cases_kind(%i: index) {
  // expected-error@+1 {{invalid properties {cases = [1, 2]} for op scf.index_switch: Invalid attribute `cases` in property conversion: [1, 2]}}
  "scf.index_switch"(%i) <{cases = [1, 2]}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @switch_missing_default(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  // expected-error@+1 {{custom op 'scf.index_switch' expected 'default'}}
  return
}

// -----

func.func @switch_case_value(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{custom op 'scf.index_switch' expected integer value}}
  case one {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @while_assignment_list(%x: f32, %y: f32) {
  // expected-error@+1 {{expected ',' or ')'}}
  scf.while (%a = %x %b = %y) : (f32, f32) -> () {
    %c = arith.constant true
    scf.condition(%c)
  } do {
  ^bb0:
    scf.yield %x, %y : f32, f32
  }
  return
}

// -----

func.func @for_iter_args_without_parens(%lb: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' expected '('}}
  %r = scf.for %i = %lb to %lb step %lb iter_args %a = %x -> (f32) {
    scf.yield %a : f32
  }
  return
}
