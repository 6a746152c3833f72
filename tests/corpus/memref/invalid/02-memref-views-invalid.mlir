func.func @subview_layout(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1], offset: 34>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1], offset: ?>>'}}
  %0 = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}

// -----

func.func @subview_strides(%m: memref<8x16xf32>, %i: index) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[32, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1], offset: ?>>'}}
  %0 = memref.subview %m[%i, 0] [4, 4] [2, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x8xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_rank_reduction(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4xf32>'}}
  %0 = memref.subview %m[0, 0] [2, 4] [1, 1] : memref<8x16xf32> to memref<4xf32>
  return
}

// -----

func.func @subview_reduced_strides(%m: memref<1x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<1x4xf32, strided<[16, 1], offset: 2>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[2], offset: 2>>'}}
  %0 = memref.subview %m[0, 2] [1, 4] [1, 1] : memref<1x16xf32> to memref<4xf32, strided<[2], offset: 2>>
  return
}

// -----

func.func @subview_rank_too_large(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<1x4x4xf32, strided<[64, 16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<1x4x4xf32, strided<[64, 16, 1]>>
  return
}

// -----

func.func @subview_element_type(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32', but got 'memref<4x4xf16, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf16, strided<[16, 1]>>
  return
}

// -----

func.func @subview_space(%m: memref<8x16xf32>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}

// -----

func.func @subview_out_of_bounds(%m: memref<8x16xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[8, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<1x4xf32, strided<[16, 1], offset: 128>>
  return
}

// -----

func.func @subview_runs_out(%m: memref<8x16xf32>) {
  // expected-error@+1 {{slice along dimension 1 runs out-of-bounds: 18 >= 16}}
  %0 = memref.subview %m[0, 12] [2, 4] [1, 2] : memref<8x16xf32> to memref<2x4xf32, strided<[16, 2], offset: 12>>
  return
}

// -----

func.func @subview_offsets_count(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_strides_count(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0] [4, 4] [1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_source_rank(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 3}}
  %0 = memref.subview %m[0, 0, 0] [4, 4, 1] [1, 1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_negative_size(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -4}}
  %0 = memref.subview %m[0, 0] [4, -4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_dynamic_count(%m: memref<8x16xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}

// -----

func.func @subview_static_offsets_kind(%m: memref<8x16xf32>) {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i32: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>} for op memref.subview: Invalid attribute `static_offsets` in property conversion: array<i32: 0, 0>}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i32: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_not_strided(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) {
  // expected-error@+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>' is not strided}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @reinterpret_size(%m: memref<*xf32>) {
  // expected-error@+1 {{expected result type with size = 4 instead of 8 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<8xf32>
  return
}

// -----

func.func @reinterpret_dynamic_size(%m: memref<*xf32>, %n: index) {
  // expected-error@+1 {{expected result type with size = dynamic instead of 8 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<*xf32> to memref<8xf32>
  return
}

// -----

func.func @reinterpret_offset(%m: memref<*xf32>) {
  // expected-error@+1 {{expected result type with offset = 2 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
  return
}

// -----

func.func @reinterpret_stride(%m: memref<*xf32>) {
  // expected-error@+1 {{expected result type with stride = 3 instead of 1 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [3] : memref<*xf32> to memref<4xf32>
  return
}

// -----

func.func @reinterpret_elements(%m: memref<*xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<4xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xi32>
  return
}

// -----

func.func @reinterpret_space(%m: memref<*xf32>) {
  // expected-error@+1 {{different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<4xf32, 2>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32, 2>
  return
}

// -----

func.func @reinterpret_offsets(%m: memref<*xf32>) {
  // expected-error@+1 {{expected 1 offset values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32>
  return
}

// -----

func.func @view_layout(%b: memref<2048xi8>, %s: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.view %b[%s][] : memref<2048xi8> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @view_sizes(%b: memref<2048xi8>, %s: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %b[%s][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @view_space(%b: memref<2048xi8>, %s: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4xf32, 1>'}}
  %0 = memref.view %b[%s][] : memref<2048xi8> to memref<4xf32, 1>
  return
}

// -----

func.func @view_source(%b: memref<2048xi16>, %s: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xi16>'}}
  %0 = memref.view %b[%s][] : memref<2048xi16> to memref<4xf32>
  return
}

// -----

func.func @reshape_elements(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xi32>
  return
}

// -----

func.func @reshape_dynamic_shape(%m: memref<4xf32>, %s: memref<?xindex>) {
  // expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @reshape_rank(%m: memref<4xf32>, %s: memref<3xindex>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<3xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @reshape_layout(%m: memref<4xf32, strided<[2]>>, %s: memref<1xindex>) {
  // expected-error@+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<1xindex>) -> memref<4xf32>
  return
}

// -----

func.func @expand_not_expansion(%m: memref<2x8xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [16] : memref<2x8xf32> into memref<16xf32>
  return
}

// -----

func.func @expand_groups(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.expand_shape %m [[0], [1]] output_shape [2, 8] : memref<16xf32> into memref<2x8xf32>
  return
}

// -----

func.func @expand_group_size(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (16) must equal reassociation group size (12)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<16xf32> into memref<3x4xf32>
  return
}

// -----

func.func @expand_contiguous(%m: memref<2x8xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %0 = memref.expand_shape %m [[0, 2], [1]] output_shape [2, 8, 1] : memref<2x8xf32> into memref<2x8x1xf32>
  return
}

// -----

func.func @expand_dynamic(%m: memref<?xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 8] : memref<?xf32> into memref<2x8xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<16xf32> into memref<2x8xf32>
  return
}

// -----

func.func @expand_static_count(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 8, 1] : memref<16xf32> into memref<2x8xf32>
  return
}

// -----

func.func @expand_layout(%m: memref<16xf32, strided<[2]>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x8xf32, strided<[16, 2]>>' but found 'memref<2x8xf32, strided<[8, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 8] : memref<16xf32, strided<[2]>> into memref<2x8xf32, strided<[8, 1]>>
  return
}

// -----

func.func @expand_out_of_bounds(%m: memref<2x8xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %0 = memref.expand_shape %m [[0], [1]] output_shape [2, 8, 1] : memref<2x8xf32> into memref<2x8x1xf32>
  return
}

// -----

func.func @collapse_not_collapse(%m: memref<16xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<16xf32> into memref<2x8xf32>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<4x4xf32, strided<[8, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[8, 1]>> into memref<16xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_type(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<16xf32>' but found 'memref<16xf32, strided<[1], offset: 4>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32, strided<[1], offset: 4>>
  return
}

// -----

func.func @collapse_rank0(%m: memref<2x1xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<2x1xf32> into memref<f32>
  return
}

// -----

func.func @collapse_reassociation_kind(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [0, 1]}> : (memref<4x4xf32>) -> memref<16xf32>
  return
}
