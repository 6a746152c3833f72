func.func @nested_brackets(%m: memref<8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{expected SSA operand}}
  %v = vector.transfer_read %m[[%i]], %p : memref<8xf32>, vector<4xf32>
  return
}

// -----

func.func @unclosed(%m: memref<8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{expected ']' in operand list}}
  %v = vector.transfer_read %m[%i, %p : memref<8xf32>, vector<4xf32>
  return
}
