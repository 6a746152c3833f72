// Operands read one by one and typed by `functional-type(operands, results)`: a count mismatch
// is reported at the op's name.

func.func @all_reduce(%v: f32) {
  // expected-error@+1 {{custom op 'gpu.all_reduce' number of operands and types do not match: got 1 operands and 0 types}}
  %0 = gpu.all_reduce add %v {} : () -> f32
  return
}

// -----

func.func @subgroup_reduce(%v: f32) {
  // expected-error@+1 {{custom op 'gpu.subgroup_reduce' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = gpu.subgroup_reduce add %v cluster(size = 4) : (f32, i32) -> f32
  return
}
