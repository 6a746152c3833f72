// Verifier and parser errors of the vector ops other than the transfers.

func.func @broadcast_rank(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @broadcast_dim(%v: vector<3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x4xf32>
  return
}

// -----

func.func @broadcast_scalable(%v: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %0 = vector.broadcast %v : vector<[4]xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_scalable_unit(%v: vector<[1]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([1] vs. [4])}}
  %0 = vector.broadcast %v : vector<[1]xf32> to vector<[4]xf32>
  return
}

// -----

func.func @broadcast_element(%s: f16) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %s : f16 to vector<4xf32>
  return
}

// -----

func.func @broadcast_not_vector(%t: tensor<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = "vector.broadcast"(%t) : (tensor<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @broadcast_result(%s: f32) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.broadcast %s : f32 to f32
  return
}

// -----

func.func @broadcast_generic_result(%s: f32) {
  // expected-error @+1 {{'vector.broadcast' op result #0 must be vector of any type values, but got 'tensor<4xf32>'}}
  %0 = "vector.broadcast"(%s) : (f32) -> tensor<4xf32>
  return
}

// -----

func.func @fma_types(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<8xf32>) {
  // expected-error @+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%a, %b, %c) : (vector<4xf32>, vector<4xf32>, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func.func @fma_int(%a: vector<4xi32>) {
  // expected-error @+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %0 = vector.fma %a, %a, %a : vector<4xi32>
  return
}

// -----

func.func @reduction_rank(%v: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<4x4xf32> into f32
  return
}

// -----

func.func @reduction_float_kind(%v: vector<16xi32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maxnumf'}}
  %0 = vector.reduction <maxnumf>, %v : vector<16xi32> into i32
  return
}

// -----

func.func @reduction_int_kind(%v: vector<16xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<16xf32> into f32
  return
}

// -----

func.func @reduction_element(%v: vector<16xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<16xf32> into f64
  return
}

// -----

func.func @reduction_acc(%v: vector<16xf32>, %acc: f64) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %0 = "vector.reduction"(%v, %acc) <{kind = #vector.kind<add>}> : (vector<16xf32>, f64) -> f32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @reduction_acc_type(%v: vector<16xf32>, %acc: f64) {
  // expected-error @+1 {{use of value '%acc' expects different type than prior uses: 'f32' vs 'f64'}}
  %0 = vector.reduction <add>, %v, %acc : vector<16xf32> into f32
  return
}

// -----

func.func @reduction_unknown_kind(%v: vector<16xf32>) {
  // expected-error @+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.reduction <sum>, %v : vector<16xf32> into f32
  return
}

// -----

func.func @reduction_no_kind(%v: vector<16xf32>) {
  // expected-error @+1 {{'vector.reduction' op requires attribute 'kind'}}
  %0 = "vector.reduction"(%v) : (vector<16xf32>) -> f32
  return
}

// -----

func.func @reduction_kind_attr(%v: vector<16xf32>) {
  // expected-error @+1 {{invalid properties {kind = 0 : i32} for op vector.reduction: Invalid attribute `kind` in property conversion: 0 : i32}}
  %0 = "vector.reduction"(%v) <{kind = 0 : i32}> : (vector<16xf32>) -> f32
  return
}

// -----

func.func @reduction_fastmath(%v: vector<16xf32>) {
  // expected-error @+2 {{custom op 'vector.reduction' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'vector.reduction' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = vector.reduction <add>, %v fastmath<quick> : vector<16xf32> into f32
  return
}

// -----

func.func @reduction_source(%v: f32) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.reduction <add>, %v : f32 into f32
  return
}

// -----

func.func @shape_cast_elements(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (32) and result (16)}}
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<16xf32>
  return
}

// -----

func.func @shape_cast_element_type(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xi32>
  return
}

// -----

func.func @shape_cast_scalable(%v: vector<2x[4]xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %0 = vector.shape_cast %v : vector<2x[4]xf32> to vector<8xf32>
  return
}

// -----

func.func @from_elements_count(%a: f32) {
  // expected-error @+1 {{number of operands and types do not match: got 1 operands and 2 types}}
  %0 = vector.from_elements %a : vector<2xf32>
  return
}

// -----

func.func @from_elements_generic(%a: f32) {
  // expected-error @+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%a) : (f32) -> vector<2xf32>
  return
}

// -----

func.func @from_elements_type(%a: f32, %b: f16) {
  // expected-error @+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%a, %b) : (f32, f16) -> vector<2xf32>
  return
}

// -----

func.func @from_elements_scalar(%a: f32) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.from_elements %a : f32
  return
}

// -----

func.func @from_elements_scalable(%a: f32) {
  // expected-error @+1 {{'vector.from_elements' op result #0 must be fixed-length vector of any type values, but got 'vector<[1]xf32>'}}
  %0 = "vector.from_elements"(%a) : (f32) -> vector<[1]xf32>
  return
}

// -----

func.func @reduction_kind_of_other_dialect(%v: vector<16xf32>) {
  // expected-error @+1 {{custom op 'vector.reduction' invalid kind of attribute specified}}
  %0 = vector.reduction #arith.fastmath<fast>, %v : vector<16xf32> into f32
  return
}

// -----

func.func @reduction_fastmath_prop(%v: vector<16xf32>) {
  // expected-error @+1 {{invalid properties {fastmath = 1 : i32, kind = #vector.kind<add>} for op vector.reduction: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>, fastmath = 1 : i32}> : (vector<16xf32>) -> f32
  return
}

// -----

func.func @reduction_missing_comma(%v: vector<16xf32>) {
  // expected-error @+1 {{expected ','}}
  %0 = vector.reduction <add> %v : vector<16xf32> into f32
  return
}

// -----

// LLVM 22 has no vector.splat: a scalar splat is a vector.broadcast.
func.func @no_splat(%s: f32) {
  // expected-error @+1 {{custom op 'vector.splat' is unknown}}
  %0 = vector.splat %s : vector<16xf32>
  return
}

// -----

func.func @unknown_attr() {
  // expected-error @+1 {{unknown attribute `foo` in dialect `vector`}}
  "test.op"() {a = #vector.foo<add>} : () -> ()
  return
}

// -----

func.func @unknown_iterator_type() {
  // expected-error @+2 {{expected ::mlir::vector::IteratorType to be one of: parallel, reduction}}
  // expected-error @+1 {{failed to parse Vector_IteratorTypeEnum parameter 'value' which is to be a `::mlir::vector::IteratorType`}}
  "test.op"() {a = #vector.iterator_type<serial>} : () -> ()
  return
}

// -----

func.func @unknown_punctuation() {
  // expected-error @+2 {{expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error @+1 {{failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  "test.op"() {a = #vector.punctuation<semicolon>} : () -> ()
  return
}
