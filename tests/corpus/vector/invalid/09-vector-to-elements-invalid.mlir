// Verifier and parser errors of vector.to_elements.

func.func @to_elements_count(%v1: vector<2xf32>) {
  // expected-error @+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0 = "vector.to_elements"(%v1) : (vector<2xf32>) -> f32
  return
}

// -----

func.func @to_elements_types(%v1: vector<2xf32>) {
  // expected-error @+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:2 = "vector.to_elements"(%v1) : (vector<2xf32>) -> (f32, f16)
  return
}

// -----

func.func @to_elements_scalable(%v1: vector<[2]xf32>) {
  %0:2 = vector.to_elements %v1 : vector<[2]xf32>
  return
}

// -----

func.func @to_elements_scalar(%v1: f32) {
  // expected-error @+1 {{custom op 'vector.to_elements' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.to_elements %v1 : f32
  return
}
