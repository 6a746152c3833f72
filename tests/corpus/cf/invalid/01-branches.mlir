func.func @br_count(%x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 2}}
  cf.br ^bb1(%x : i32)
^bb1(%a: i32, %b: i32):
  return
}

// -----

func.func @br_type(%x: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%x : i32)
^bb1(%a: i64):
  return
}

// -----

func.func @cond_br_false_count(%c: i1, %x: f32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1(%x : f32), ^bb1
^bb1(%a: f32):
  return
}

// -----

func.func @cond_br_type(%c: i1, %x: f32, %y: f64) {
  // expected-error@+1 {{type mismatch for bb argument #1 of successor #1}}
  cf.cond_br %c, ^bb1(%x, %x : f32, f32), ^bb1(%x, %y : f32, f64)
^bb1(%a: f32, %b: f32):
  return
}

// -----

func.func @cond_br_condition(%c: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @weights_count(%c: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_zero(%c: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_kind(%c: i1) {
  // expected-error@+1 {{invalid properties {branch_weights = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.cond_br: Invalid attribute `branch_weights` in property conversion: array<i64: 1, 2>}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @weights_not_integer(%c: i1) {
  // expected-error@+2 {{custom op 'cf.cond_br' expected integer value}}
  // expected-error@+1 {{expected ']'}}
  cf.cond_br %c weights([x]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_too_large(%c: i1) {
  // expected-error@+2 {{custom op 'cf.cond_br' integer value too large}}
  // expected-error@+1 {{expected ']'}}
  cf.cond_br %c weights([4294967296, 1]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_not_array(%c: i1) {
  // expected-error@+1 {{expected '['}}
  cf.cond_br %c weights(7), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_unclosed(%c: i1) {
  // expected-error@+1 {{expected ']'}}
  cf.cond_br %c weights([1 2]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @br_missing_types(%x: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.br ^bb1(%x)
^bb1(%a: i32):
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @assert_not_i1(%x: i32) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.assert %x, "nope"
  return
}

// -----

func.func @assert_no_message(%c: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @assert_message_kind(%c: i1) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  cf.assert %c, 42
  return
}

// -----

func.func @br_not_terminator(%x: i32) {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  return
^bb1:
  return
}
