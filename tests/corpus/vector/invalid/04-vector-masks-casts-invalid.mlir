// Verifier and parser errors of vector.create_mask, maskedload, maskedstore, bitcast and step.

func.func @create_mask_count(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x8xi1>
  return
}

// -----

func.func @create_mask_0d(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %i, %i : vector<i1>
  return
}

// -----

func.func @create_mask_element(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %0 = vector.create_mask %i : vector<4xi8>
  return
}

// -----

func.func @create_mask_operand(%i: i32) {
  // expected-error @+1 {{'vector.create_mask' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "vector.create_mask"(%i) : (i32) -> vector<4xi1>
  return
}

// -----

func.func @maskedload_element(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf16>) {
  // expected-error @+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xf16> into vector<8xf16>
  return
}

// -----

func.func @maskedload_indices(%m: memref<?x?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op requires 2 indices}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @maskedload_mask_shape(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @maskedload_pass_thru(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<4x2xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<4x2xf32> into vector<8xf32>
  return
}

// -----

func.func @maskedload_0d(%m: memref<?xf32>, %i: index, %k: vector<1xi1>, %p: vector<f32>) {
  // expected-error @+1 {{'vector.maskedload' op operand #3 must be vector of any type values, but got 'vector<f32>'}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<1xi1>, vector<f32> into vector<1xf32>
  return
}

// -----

func.func @maskedload_alignment(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = vector.maskedload %m[%i], %k, %p {alignment = 0} : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @maskedstore_element(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<8xi32>) {
  // expected-error @+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xi32>
  return
}

// -----

func.func @maskedstore_indices(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op requires 1 indices}}
  vector.maskedstore %m[%i, %i], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func.func @maskedstore_mask_shape(%m: memref<?xf32>, %i: index, %k: vector<16xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<16xi1>, vector<8xf32>
  return
}

// -----

func.func @maskedstore_tensor(%t: tensor<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.memref, but found 'tensor<?xf32>'}}
  vector.maskedstore %t[%i], %k, %v : tensor<?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func.func @bitcast_width(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4x8xf32> to vector<4x8xi16>
  return
}

// -----

func.func @bitcast_leading(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<4x8xf32> to vector<2x8xi32>
  return
}

// -----

func.func @bitcast_rank(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<4x8xf32> to vector<32xf32>
  return
}

// -----

func.func @bitcast_0d(%v: vector<f32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = vector.bitcast %v : vector<f32> to vector<f64>
  return
}

// -----

func.func @step_type() {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return
}

// -----

func.func @step_rank() {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<2x4xindex>'}}
  %0 = vector.step : vector<2x4xindex>
  return
}

// -----

func.func @step_scalar() {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'index'}}
  %0 = vector.step : index
  return
}
