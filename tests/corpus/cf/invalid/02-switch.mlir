func.func @default_count(%x: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.switch %x : i32, [
    default: ^bb1
  ]
^bb1(%a: i32):
  return
}

// -----

func.func @case_count(%x: i32) {
  // expected-error@+1 {{branch has 2 operands for successor #2, but target block has 1}}
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%x : i32),
    2: ^bb1(%x, %x : i32, i32)
  ]
^bb1(%a: i32):
  return
}

// -----

func.func @case_type(%x: i32, %y: i64) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    5: ^bb1(%y : i64)
  ]
^bb1(%a: i32):
  return
}

// -----

func.func @case_value_type(%x: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @case_value_count(%x: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%x)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @case_values_kind(%x: i32) {
  // expected-error@+1 {{invalid properties {case_operand_segments = array<i32: 0>, case_values = dense<1.000000e+00> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.switch: Invalid attribute `case_values` in property conversion: dense<1.000000e+00> : vector<1xf32>}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1.0]> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @segments_total(%x: i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (1) does not match with the total size (0) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @segments_negative(%x: i32) {
  // expected-error@+1 {{'cf.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "cf.switch"(%x, %x)[^bb1, ^bb1] <{case_operand_segments = array<i32: -1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @segments_missing(%x: i32) {
  // expected-error@+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @segments_in_attr_dict(%x: i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (5) specified in attribute 'case_operand_segments'}}
  cf.switch %x : i32, [ default: ^bb1, 1: ^bb1 ] {case_operand_segments = array<i32: 5>}
^bb1:
  return
}

// -----

func.func @operand_segments(%x: i32) {
  // expected-error@+1 {{'cf.switch' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  "cf.switch"(%x, %x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @flag_not_integer(%y: f32) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %y : f32, [ default: ^bb1 ]
^bb1:
  return
}

// -----

func.func @flag_generic_index(%i: index) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer, but got 'index'}}
  "cf.switch"(%i)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  return
}

// -----

func.func @no_default(%x: i32) {
  // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
  cf.switch %x : i32, [ ^bb1 ]
^bb1:
  return
}

// -----

func.func @default_colon(%x: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.switch %x : i32, [ default ^bb1 ]
^bb1:
  return
}

// -----

func.func @case_not_integer(%x: i32) {
  // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
  cf.switch %x : i32, [ default: ^bb1, x: ^bb1 ]
^bb1:
  return
}

// -----

func.func @case_too_large(%x: i32) {
  // expected-error@+1 {{custom op 'cf.switch' integer value too large}}
  cf.switch %x : i32, [ default: ^bb1, 99999999999999999999: ^bb1 ]
^bb1:
  return
}

// -----

func.func @case_operand_types(%x: i32) {
  // expected-error@+1 {{custom op 'cf.switch' number of operands and types do not match: got 2 operands and 1 types}}
  cf.switch %x : i32, [ default: ^bb1, 3: ^bb1(%x, %x : i32) ]
^bb1(%a: i32, %b: i32):
  return
}

// -----

func.func @unclosed(%x: i32) {
  // expected-error@+1 {{expected ']'}}
  cf.switch %x : i32, [ default: ^bb1, 1: ^bb1 ^bb1
^bb1:
  return
}

// -----

func.func @missing_comma(%x: i32) {
  // expected-error@+1 {{expected ','}}
  cf.switch %x : i32 [ default: ^bb1 ]
^bb1:
  return
}

// -----

func.func @missing_block(%x: i32) {
  // expected-error@+1 {{expected block name}}
  cf.switch %x : i32, [ default: %x ]
^bb1:
  return
}

// -----

func.func @result_number_in_default(%x: i32) {
  %0:2 = "test.pair"() : () -> (i32, i32)
  // expected-error@+1 {{result number not allowed in argument list}}
  cf.switch %x : i32, [ default: ^bb1(%0#1 : i32) ]
^bb1(%a: i32):
  return
}
