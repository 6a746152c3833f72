func.func @callee_not_function(%fn: (i32) -> f32, %x: i32) {
  // expected-error@+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %r = func.call_indirect %fn(%x) : i32
  return
}

// -----

func.func @too_many_arguments(%fn: (i32) -> f32, %x: i32) {
  // expected-error@+1 {{custom op 'func.call_indirect' number of operands and types do not match: got 2 operands and 1 types}}
  %r = func.call_indirect %fn(%x, %x) : (i32) -> f32
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @argument_type(%fn: (i32) -> f32, %x: i64) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'i64'}}
  %r = func.call_indirect %fn(%x) : (i32) -> f32
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @callee_type(%fn: (i32) -> f32, %x: i32) {
  // expected-error@+1 {{use of value '%fn' expects different type than prior uses: '(i64) -> f32' vs '(i32) -> f32'}}
  %r = func.call_indirect %fn(%x) : (i64) -> f32
  return
}

// -----

func.func @generic_arguments(%fn: (i32) -> f32, %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %r = "func.call_indirect"(%fn, %x, %x) : ((i32) -> f32, i32, i32) -> f32
  return
}

// -----

func.func @generic_results(%fn: (i32) -> f32, %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r = "func.call_indirect"(%fn, %x) : ((i32) -> f32, i32) -> i32
  return
}

// -----

func.func @generic_result_count(%fn: (i32) -> (f32, f32), %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r = "func.call_indirect"(%fn, %x) : ((i32) -> (f32, f32), i32) -> f32
  return
}

// -----

func.func @generic_callee(%x: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %r = "func.call_indirect"(%x, %x) : (i32, i32) -> i32
  return
}

// -----

func.func @generic_no_callee() {
  // expected-error@+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  %r = "func.call_indirect"() : () -> i32
  return
}

// -----

func.func @arg_attrs_kind(%fn: () -> (), %x: i32) {
  // expected-error@+1 {{'func.call_indirect' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  "func.call_indirect"(%fn) <{arg_attrs = [1]}> : (() -> ()) -> ()
  return
}

// -----

func.func @missing_paren(%fn: (i32) -> f32, %x: i32) {
  // expected-error@+1 {{expected '('}}
  %r = func.call_indirect %fn %x : (i32) -> f32
  return
}

// -----

func.func @missing_type(%fn: (i32) -> f32, %x: i32) {
  // expected-error@+1 {{expected ':'}}
  %r = func.call_indirect %fn(%x)
  return
}
