// The generic form of each op, with discardable attributes next to the properties, and
// branches to the same block with different operands.

func.func @select(%a: i32, %b: i32, %flag: i1) -> i32 {
  "cf.cond_br"(%flag, %a, %b)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> {hint = "same target"} : (i1, i32, i32) -> ()
^bb1(%x: i32):
  "cf.assert"(%flag) <{msg = "generic assert"}> : (i1) -> ()
  "cf.br"(%x)[^bb2] : (i32) -> ()
^bb2(%y: i32):
  "cf.switch"(%y, %b, %y, %a, %b)[^bb3, ^bb4, ^bb3] <{case_operand_segments = array<i32: 2, 1>, case_values = dense<[10, 20]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> {tag} : (i32, i32, i32, i32, i32) -> ()
^bb3(%p: i32):
  return %p : i32
^bb4(%q: i32, %r: i32):
  %s = arith.addi %q, %r : i32
  "cf.cond_br"(%flag, %s)[^bb3, ^bb5] <{branch_weights = array<i32: 10, 0>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb5:
  "cf.switch"(%a)[^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}

func.func @weights_in_custom_form(%c: i1, %v: f64) -> f64 {
  cf.cond_br %c weights([0, 1]), ^yes(%v : f64), ^no {loop_hint}
^yes(%w: f64):
  return %w : f64
^no:
  %z = arith.constant 0.0 : f64
  cf.cond_br %c weights([-3, 2147483647]), ^yes(%z : f64), ^yes(%v : f64)
}
