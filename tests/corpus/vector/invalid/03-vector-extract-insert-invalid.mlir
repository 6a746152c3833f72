// Verifier and parser errors of vector.extract and vector.insert.

func.func @extract_rank(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 0, 0] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_out_of_range(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[4, 0] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_inferred(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<8xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[0] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_0d_result(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[0, 1] : vector<f32> from vector<4x8xf32>
  return
}

// -----

func.func @extract_negative(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[0, -2] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_element_type(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = vector.extract %v[0, 1] : i32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_dynamic_mismatch(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 0, 1>}> : (vector<4x8xf32>, index) -> f32
  return
}

// -----

func.func @extract_typed_index(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{custom op 'vector.extract' expected SSA value or integer}}
  %0 = vector.extract %v[0, %i : index] : f32 from vector<4x8xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @extract_index_type(%v: vector<4x8xf32>, %i: i32) {
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = vector.extract %v[0, %i] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @insert_scalar_rank(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v[0] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @insert_vector_rank(%v: vector<4x8xf32>, %s: vector<8xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %v[0, 1] : vector<8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_rank(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %s, %v[0, 1, 2] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @insert_out_of_range(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v[0, 8] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @insert_0d_source(%v: vector<4x8xf32>, %s: vector<f32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %0 = vector.insert %s, %v[0, 1] : vector<f32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_element_type(%v: vector<4x8xf32>, %s: f16) {
  // expected-error @+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = vector.insert %s, %v[0, 1] : f16 into vector<4x8xf32>
  return
}

// -----

func.func @insert_result_type(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.insert"(%s, %v) <{static_position = array<i64: 0, 1>}> : (f32, vector<4x8xf32>) -> vector<8x4xf32>
  return
}

// -----

func.func @insert_no_position(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op requires attribute 'static_position'}}
  %0 = "vector.insert"(%s, %v) : (f32, vector<4x8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @insert_bad_entry(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+2 {{custom op 'vector.insert' expected integer value}}
  // expected-error @+1 {{custom op 'vector.insert' expected SSA value or integer}}
  %0 = vector.insert %s, %v[0, x] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @extract_empty_position(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<4x8xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[] : f32 from vector<4x8xf32>
  return
}
