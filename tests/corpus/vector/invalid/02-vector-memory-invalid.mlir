// Verifier and parser errors of vector.load, vector.store and the transfer ops.

func.func @load_indices(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @load_element(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<8xf16>
  return
}

// -----

func.func @load_rank(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<2x8xf32>
  return
}

// -----

func.func @load_vector_memref(%m: memref<?xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @load_stride(%m: memref<8x8xf32, strided<[8, 2]>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<8x8xf32, strided<[8, 2]>>, vector<4xf32>
  return
}

// -----

func.func @load_tensor(%t: tensor<8xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<8xf32>'}}
  %0 = vector.load %t[%i] : tensor<8xf32>, vector<4xf32>
  return
}

// -----

func.func @load_alignment(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = vector.load %m[%i] {alignment = 12} : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @load_nontemporal(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = vector.load %m[%i] {nontemporal = 1 : i32} : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @store_indices(%v: vector<8xf32>, %m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.store' op requires 2 indices}}
  vector.store %v, %m[%i, %i, %i] : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @store_element(%v: vector<8xi32>, %m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<8xi32>
  return
}

// -----

func.func @store_rank(%v: vector<2x8xf32>, %m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.store' op source memref has lower rank than the vector to store}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<2x8xf32>
  return
}

// -----

func.func @store_vector_memref(%v: vector<8xf32>, %m: memref<?xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @store_index_type(%v: vector<8xf32>, %m: memref<?xf32>, %i: i32) {
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<8xf32>
  return
}

// -----

func.func @read_indices(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @read_two_types(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{requires two types}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>
  return
}

// -----

func.func @read_source_type(%m: vector<8xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i], %p : vector<8xf32>, vector<8xf32>
  return
}

// -----

func.func @read_vector_type(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{requires vector type}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, f32
  return
}

// -----

func.func @read_rank(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4x8xf32>
  return
}

// -----

func.func @read_map_results(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @read_map_inputs(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @read_map_symbols(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1)[s0] -> (d1)>} : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @read_map_projected(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @read_map_constant(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (1)>} : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @read_map_repeated(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<?x?xf32>, vector<4x8xf32>
  return
}

// -----

func.func @read_in_bounds(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d0, d1)> vs inBounds of size: 1}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true]} : memref<?x?xf32>, vector<4x8xf32>
  return
}

// -----

func.func @read_in_bounds_kind(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [1, 0]} : memref<?x?xf32>, vector<4x8xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @read_padding(%m: memref<?xf32>, %i: index, %p: f16) {
  // expected-error @+1 {{use of value '%p' expects different type than prior uses: 'f32' vs 'f16'}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<8xf32>
  return
}

// -----

func.func @read_padding_generic(%m: memref<?xf32>, %i: index, %p: f16) {
  // expected-error @+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f16) -> vector<8xf32>
  return
}

// -----

func.func @read_vector_padding(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires source element type and padding type to match.}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xvector<4xf32>>, index, vector<8xf32>) -> vector<2x4xf32>
  return
}

// -----

func.func @read_bitwidth(%m: memref<?xi32>, %i: index, %p: i32) {
  // expected-error @+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xi32>, index, i32) -> vector<3xi8>
  return
}

// -----

func.func @read_vector_element_rank(%m: memref<?xvector<2x4xf32>>, %i: index, %p: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires source vector element and vector result ranks to match.}}
  %0 = vector.transfer_read %m[%i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?xvector<2x4xf32>>, vector<8xf32>
  return
}

// -----

func.func @read_vector_element_mask(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>, %k: vector<1xi1>) {
  // expected-error @+1 {{does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i], %p, %k : memref<?xvector<4xf32>>, vector<1x4xf32>
  return
}

// -----

func.func @read_mask_rank(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<8xi1>) {
  // expected-error @+1 {{expected the same rank for the vector and the results of the permutation map}}
  %0 = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @read_mask_type(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4x8xi1>) {
  // expected-error @+1 {{use of value '%k' expects different type than prior uses: 'vector<8x4xi1>' vs 'vector<4x8xi1>'}}
  %0 = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  return
}

// -----

func.func @read_mask_generic(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4x8xi1>) {
  // expected-error @+1 {{'vector.transfer_read' op inferred mask type ('vector<8x4xi1>') and mask operand type ('vector<4x8xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p, %k) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32, vector<4x8xi1>) -> vector<4x8xf32>
  return
}

// -----

func.func @read_mask_element(%m: memref<?xf32>, %i: index, %p: f32, %k: vector<8xi8>) {
  // expected-error @+1 {{'vector.transfer_read' op operand #3 must be vector of 1-bit signless integer values, but got 'vector<8xi8>'}}
  %0 = "vector.transfer_read"(%m, %i, %p, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32, vector<8xi8>) -> vector<8xf32>
  return
}

// -----

func.func @read_masked_attr(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op masked attribute has been removed. Use in_bounds instead.}}
  %0 = vector.transfer_read %m[%i], %p {masked = [false]} : memref<?xf32>, vector<8xf32>
  return
}

// -----

func.func @read_unranked(%m: tensor<*xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires source to be a memref or ranked tensor type}}
  %0 = "vector.transfer_read"(%m, %p) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = affine_map<() -> ()>}> : (tensor<*xf32>, f32) -> vector<f32>
  return
}

// -----

func.func @read_no_map(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires attribute 'permutation_map'}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (memref<?xf32>, index, f32) -> vector<8xf32>
  return
}

// -----

func.func @write_broadcast(%v: vector<4x8xf32>, %m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : vector<4x8xf32>, memref<?x?xf32>
  return
}

// -----

func.func @write_indices(%v: vector<8xf32>, %m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<8xf32>, memref<?x?xf32>
  return
}

// -----

func.func @write_vector_type(%v: f32, %m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{requires vector type}}
  vector.transfer_write %v, %m[%i] : f32, memref<?xf32>
  return
}

// -----

func.func @write_source_type(%v: vector<8xf32>, %m: tensor<*xf32>, %i: index) {
  // expected-error @+1 {{requires memref or ranked tensor type}}
  vector.transfer_write %v, %m[%i] : vector<8xf32>, tensor<*xf32>
  return
}

// -----

func.func @write_map_repeated(%v: vector<4x8xf32>, %m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : vector<4x8xf32>, memref<?x?xf32>
  return
}

// -----

func.func @write_in_bounds(%v: vector<8xf32>, %m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0) -> (d0)> vs inBounds of size: 2}}
  vector.transfer_write %v, %m[%i] {in_bounds = [true, true]} : vector<8xf32>, memref<?xf32>
  return
}

// -----

func.func @write_result(%v: vector<8xf32>, %m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op result #0 must be ranked tensor of any type values, but got 'memref<?xf32>'}}
  %0 = "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<8xf32>, memref<?xf32>, index) -> memref<?xf32>
  return
}

// -----

func.func @write_segments(%v: vector<8xf32>, %m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.transfer_write' op operand count (3) does not match with the total size (4) specified in attribute 'operandSegmentSizes'}}
  "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<8xf32>, memref<?xf32>, index) -> ()
  return
}
