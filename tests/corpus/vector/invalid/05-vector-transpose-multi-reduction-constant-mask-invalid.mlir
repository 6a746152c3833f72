// Verifier and parser errors of vector.transpose, vector.multi_reduction and vector.constant_mask.

func.func @transpose_duplicate(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %v, [1, 1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @transpose_out_of_range(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %v, [1, 2] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @transpose_length(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @transpose_rank(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @transpose_dims(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %v, [0, 1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @transpose_element(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op failed to verify that operand and result have same element type}}
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xi32>
  return
}

// -----

func.func @multi_reduction_dest(%v: vector<4x8xf32>, %acc: vector<4xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func.func @multi_reduction_generic(%v: vector<4x8xf32>, %acc: vector<8xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op failed to verify that all of {dest, acc} have same type}}
  %0 = "vector.multi_reduction"(%v, %acc) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<4x8xf32>, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func.func @multi_reduction_element(%v: vector<4x8xf32>, %acc: vector<8xi32>) {
  // expected-error @+1 {{'vector.multi_reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<4x8xf32> to vector<8xi32>
  return
}

// -----

func.func @multi_reduction_0d(%v: vector<f32>, %acc: f32) {
  // expected-error @+1 {{'vector.multi_reduction' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<f32> to f32
  return
}

// -----

func.func @transpose_bad_entry(%v: vector<4x8xf32>) {
  // expected-error @+2 {{custom op 'vector.transpose' expected integer value}}
  // expected-error @+1 {{expected ']'}}
  %0 = vector.transpose %v, [1, x] : vector<4x8xf32> to vector<8x4xf32>
  return
}
func.func @k() {
  %0 = vector.constant_mask [2, 3] : vector<4x3xi1>
  %1 = vector.constant_mask [] : vector<i1>
  %2 = vector.constant_mask [1] : vector<i1>
  return
}

// -----

func.func @constant_mask_generic_syntax() {
  // expected-error @+2 {{custom op 'vector.constant_mask' expected integer value}}
  // expected-error @+1 {{expected ']'}}
  %0 = vector.constant_mask [2, x] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_bad_entry() {
  // expected-error @+1 {{expected '['}}
  %0 = vector.constant_mask 3 : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_scalar() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2, 3, 4] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_rank() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_zero() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5, 3] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_bounds() {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2, 3] : vector<4x[4]xi1>
  return
}

// -----

func.func @constant_mask_scalable() {
  // expected-error @+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @constant_mask_0d_value() {
  // expected-error @+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [1, 1] : vector<i1>
  return
}

// -----

func.func @constant_mask_0d_length() {
  // expected-error @+1 {{invalid properties {mask_dim_sizes = [1, 1]} for op vector.constant_mask: Invalid attribute `mask_dim_sizes` in property conversion: [1, 1]}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = [1, 1]}> : () -> vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_array_attr() {
  // expected-error @+1 {{invalid properties {mask_dim_sizes = array<i32: 1, 1>} for op vector.constant_mask: Invalid attribute `mask_dim_sizes` in property conversion: array<i32: 1, 1>}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = array<i32: 1, 1>}> : () -> vector<4x3xi1>
  return
}
