// expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
func.func @operand_kind(%m: !gpu.mma_matrix<16x16xf16, "DOp">) {
  return
}

// -----

// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func.func @one_dimension(%m: !gpu.mma_matrix<16xf16, "AOp">) {
  return
}

// -----

// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func.func @three_dimensions(%m: !gpu.mma_matrix<2x4x8xf32, "COp">) {
  return
}

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func @element_type(%m: !gpu.mma_matrix<16x16xbf16, "AOp">) {
  return
}

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func @signless_i8(%m: !gpu.mma_matrix<16x16xi8, "AOp">) {
  return
}

// -----

// expected-error@+1 {{expected static shape}}
func.func @dynamic(%m: !gpu.mma_matrix<16x?xf16, "AOp">) {
  return
}

// -----

// expected-error@+1 {{expected ','}}
func.func @missing_comma(%m: !gpu.mma_matrix<16x16xf16 "AOp">) {
  return
}

// -----

// expected-error@+1 {{expected '>'}}
func.func @extra_parameter(%m: !gpu.mma_matrix<16x16xf16, "AOp", 3>) {
  return
}

// -----

func.func @load_stride(%src: memref<32x32xf16, strided<[1, 32]>>, %i: index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[1, 32]>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @load_map_stride(%src: memref<32x32xf16, affine_map<(d0, d1) -> (d0 + d1 * 32)>>, %i: index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, affine_map<(d0, d1) -> (d0 + d1 * 32)>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @load_permuted(%src: memref<32x32xf16, affine_map<(d0, d1) -> (d1, d0)>>, %i: index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, affine_map<(d0, d1) -> (d1, d0)>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @store_semi_affine(%m: !gpu.mma_matrix<16x16xf16, "COp">, %dst: memref<32x32xf16, affine_map<(d0, d1) -> (d0 * 32 + d1 mod 4)>>, %i: index) {
  // expected-error@+1 {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %m, %dst[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, affine_map<(d0, d1) -> (d0 * 32 + d1 mod 4)>>
  return
}

// -----

func.func @load_memref_type(%src: memref<32x32xi16>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op operand #0 must be memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values, but got 'memref<32x32xi16>'}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xi16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @load_result_type(%src: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op result #0 must be MMAMatrix type, but got 'vector<16xf16>'}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> vector<16xf16>
  return
}

// -----

func.func @load_lead_dimension_type(%src: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{custom op 'gpu.subgroup_mma_load_matrix' 'gpu.subgroup_mma_load_matrix' op attribute 'leadDimension' failed to satisfy constraint: index attribute}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : i32} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @load_no_lead_dimension(%src: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op requires attribute 'leadDimension'}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @load_index_type(%src: memref<32x32xf16>, %i: i32) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "gpu.subgroup_mma_load_matrix"(%src, %i, %i) <{leadDimension = 32 : index}> : (memref<32x32xf16>, i32, i32) -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @store_operand(%m: !gpu.mma_matrix<16x16xf16, "AOp">, %dst: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %m, %dst[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>
  return
}

// -----

func.func @store_stride(%m: !gpu.mma_matrix<16x16xf16, "COp">, %dst: memref<32x32xf16, strided<[64, 2]>>, %i: index) {
  // expected-error@+1 {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %m, %dst[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, strided<[64, 2]>>
  return
}

// -----

func.func @store_source_type(%m: vector<16xf16>, %dst: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{custom op 'gpu.subgroup_mma_store_matrix' invalid kind of type specified: expected gpu.mma_matrix, but found 'vector<16xf16>'}}
  gpu.subgroup_mma_store_matrix %m, %dst[%i, %i] {leadDimension = 32 : index} : vector<16xf16>, memref<32x32xf16>
  return
}

// -----

func.func @compute_order(%a: !gpu.mma_matrix<16x16xf16, "BOp">, %b: !gpu.mma_matrix<16x16xf16, "AOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operands must be in the order AOp, BOp, COp}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @compute_shapes(%a: !gpu.mma_matrix<16x8xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @compute_result_shape(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %b: !gpu.mma_matrix<16x8xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x8xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @compute_int_a(%a: !gpu.mma_matrix<16x16xi32, "AOp">, %b: !gpu.mma_matrix<16x16xsi8, "BOp">, %c: !gpu.mma_matrix<16x16xi32, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_compute' op operand #0 must be gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float or 64-bit float values, but got '!gpu.mma_matrix<16x16xi32, "AOp">'}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xi32, "AOp">, !gpu.mma_matrix<16x16xsi8, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
  return
}

// -----

func.func @compute_accumulator(%a: !gpu.mma_matrix<16x16xsi8, "AOp">, %b: !gpu.mma_matrix<16x16xsi8, "BOp">, %c: !gpu.mma_matrix<16x16xsi8, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_compute' op operand #2 must be gpu.mma_matrix of 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values, but got '!gpu.mma_matrix<16x16xsi8, "COp">'}}
  %d = "gpu.subgroup_mma_compute"(%a, %b, %c) : (!gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xsi8, "BOp">, !gpu.mma_matrix<16x16xsi8, "COp">) -> !gpu.mma_matrix<16x16xsi8, "COp">
  return
}

// -----

func.func @compute_result_type(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_compute' op failed to verify that all of {opC, res} have same type}}
  %d = "gpu.subgroup_mma_compute"(%a, %b, %c) : (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @constant_type(%v: f32) {
  // expected-error@+1 {{'gpu.subgroup_mma_constant_matrix' op failed to verify that value type matches element type of mma_matrix}}
  %m = "gpu.subgroup_mma_constant_matrix"(%v) : (f32) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @constant_i8(%v: i8) {
  // expected-error@+1 {{'gpu.subgroup_mma_constant_matrix' op operand #0 must be 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float, but got 'i8'}}
  %m = "gpu.subgroup_mma_constant_matrix"(%v) : (i8) -> !gpu.mma_matrix<16x16xsi8, "COp">
  return
}

// -----

func.func @extract_type(%m: !gpu.mma_matrix<16x16xf32, "COp">, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_extract_thread_local' op failed to verify that value type matches element type of mma_matrix}}
  %v = "gpu.subgroup_mma_extract_thread_local"(%m, %i) : (!gpu.mma_matrix<16x16xf32, "COp">, index) -> f16
  return
}

// -----

func.func @insert_type(%m: !gpu.mma_matrix<16x16xf32, "COp">, %v: f16, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_insert_thread_local' op failed to verify that value type matches element type of mma_matrix}}
  %r = "gpu.subgroup_mma_insert_thread_local"(%v, %m, %i) : (f16, !gpu.mma_matrix<16x16xf32, "COp">, index) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @insert_index(%m: !gpu.mma_matrix<16x16xf32, "COp">, %v: f32, %i: i64) {
  // expected-error@+1 {{'gpu.subgroup_mma_insert_thread_local' op operand #2 must be variadic of index, but got 'i64'}}
  %r = "gpu.subgroup_mma_insert_thread_local"(%v, %m, %i) : (f32, !gpu.mma_matrix<16x16xf32, "COp">, i64) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @elementwise_kind(%m: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+2 {{custom op 'gpu.subgroup_mma_elementwise' expected ::mlir::gpu::MMAElementwiseOp to be one of: addf, mulf, subf, maxf, minf, divf, addi, muli, subi, divs, divu, negatef, negates, extf}}
  // expected-error@+1 {{custom op 'gpu.subgroup_mma_elementwise' failed to parse MMAElementWiseAttr parameter 'value' which is to be a `::mlir::gpu::MMAElementwiseOp`}}
  %r = gpu.subgroup_mma_elementwise absf %m : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @elementwise_operand(%m: !gpu.mma_matrix<16x16xf32, "COp">, %v: vector<4xf32>) {
  // expected-error@+1 {{'gpu.subgroup_mma_elementwise' op operand #1 must be variadic of MMAMatrix type, but got 'vector<4xf32>'}}
  %r = "gpu.subgroup_mma_elementwise"(%m, %v) <{opType = #gpu<mma_element_wise addf>}> : (!gpu.mma_matrix<16x16xf32, "COp">, vector<4xf32>) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @elementwise_no_kind(%m: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_elementwise' op requires attribute 'opType'}}
  %r = "gpu.subgroup_mma_elementwise"(%m) : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

// expected-error@+2 {{expected ::mlir::gpu::MMAElementwiseOp to be one of: addf, mulf, subf, maxf, minf, divf, addi, muli, subi, divs, divu, negatef, negates, extf}}
// expected-error@+1 {{failed to parse MMAElementWiseAttr parameter 'value' which is to be a `::mlir::gpu::MMAElementwiseOp`}}
func.func @unknown_elementwise_case() attributes {op = #gpu<mma_element_wise powf>} {
  return
}
