// Verifier and parser errors of vector.outerproduct, vector.extract_strided_slice and vector.insert_strided_slice.

func.func @outerproduct_operands(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error @+1 {{custom op 'vector.outerproduct' expected at least 2 operands}}
  %0 = vector.outerproduct %a : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @outerproduct_scalar_lhs(%a: f32, %b: vector<8xf32>) {
  // expected-error @+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %0 = vector.outerproduct %a, %b : f32, vector<8xf32>
  return
}

// -----

func.func @outerproduct_kind(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<xor>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @outerproduct_result_dim2(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @outerproduct_result_dim1(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<8x8xf32>
  return
}

// -----

func.func @outerproduct_result_rank(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<32xf32>
  return
}

// -----

func.func @outerproduct_acc(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) : (vector<4xf32>, vector<8xf32>, vector<4x4xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @outerproduct_scalable(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %0 = vector.outerproduct %a, %b : vector<[4]xf32>, vector<8xf32>
  return
}

// -----

func.func @outerproduct_rhs_element(%a: vector<4xf32>, %b: vector<8xi32>) {
  // expected-error @+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xi32>) -> vector<4x8xf32>
  return
}

// -----

func.func @outerproduct_lhs_rank(%a: vector<2x4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<2x4xf32>, vector<8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @outerproduct_rhs_rank(%a: vector<4xf32>, %b: vector<2x8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<2x8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @axpy_rank(%a: vector<4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a, %s) : (vector<4xf32>, f32) -> vector<4x4xf32>
  return
}

// -----

func.func @axpy_dim(%a: vector<4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %s) : (vector<4xf32>, f32) -> vector<8xf32>
  return
}

// -----

func.func @ess_sizes(%v: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x4x16xf32>
  return
}

// -----

func.func @ess_rank(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank no greater than vector rank}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 2, 0], sizes = [2, 4, 1], strides = [1, 1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @ess_offsets(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %v {offsets = [4, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @ess_size_bound(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sizes dimension 1 to be confined to [1, 9)}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 9], strides = [1, 1]} : vector<4x8xf32> to vector<2x9xf32>
  return
}

// -----

func.func @ess_strides(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 2]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @ess_sum(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 1 to be confined to [1, 9)}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 6], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @ess_result(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x4xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x5xf32>
  return
}

// -----

func.func @ess_scalable(%v: vector<4x[8]xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected size at idx=1 to match the corresponding base size from the input vector (4 vs 8)}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<4x[8]xf32> to vector<2x[4]xf32>
  return
}

// -----

func.func @ess_zero_size(%v: vector<4x8xf32>) {
  // expected-error @+1 {{vector types must have positive constant sizes but got 0, 4}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [0, 4], strides = [1, 1]} : vector<4x8xf32> to vector<0x4xf32>
  return
}

// -----

func.func @ess_missing(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op requires attribute 'offsets'}}
  %0 = vector.extract_strided_slice %v {sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @ess_float_stride(%v: vector<4x8xf32>) {
  // expected-error @+1 {{custom op 'vector.extract_strided_slice' 'vector.extract_strided_slice' op attribute 'strides' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1.0, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @iss_offsets_rank(%w: vector<2x4xf32>, %v: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @iss_strides_rank(%w: vector<2x4xf32>, %v: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0, 0, 2], strides = [1]} : vector<2x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @iss_source_rank(%w: vector<2x4x2x2xf32>, %v: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0, 0, 2], strides = [1, 1, 1, 1]} : vector<2x4x2x2xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @iss_offsets(%w: vector<2x4xf32>, %v: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets dimension 1 to be confined to [0, 8)}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0, 8, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @iss_strides(%w: vector<2x4xf32>, %v: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0, 0, 2], strides = [1, 3]} : vector<2x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @iss_sum(%w: vector<2x4xf32>, %v: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0, 7, 14], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @iss_scalable_flags(%w: vector<2x[4]xf32>, %v: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op mismatching scalable flags (at source vector idx=1)}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x[4]xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @iss_scalable_size(%w: vector<2x[4]xf32>, %v: vector<4x8x[16]xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected size at idx=1 to match the corresponding base size from the input vector (4 vs 16)}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0, 0, 0], strides = [1, 1]} : vector<2x[4]xf32> into vector<4x8x[16]xf32>
  return
}

// -----

func.func @iss_element(%w: vector<2x4xi32>, %v: vector<4x8x16xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op failed to verify that operand #0 and result have same element type}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xi32> into vector<4x8x16xf32>
  return
}
