func.func @index_list_unclosed(%m: memref<8x16xf32>, %i: index) {
  // expected-error@+2 {{expected ']' in dynamic index list}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[%i, 2 [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}

// -----

func.func @index_list_keyword(%m: memref<8x16xf32>, %i: index) {
  // expected-error@+2 {{custom op 'memref.subview' expected integer value}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[%i, x] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}

// -----

func.func @index_list_missing(%m: memref<8x16xf32>) {
  // expected-error@+2 {{expected '[' in dynamic index list}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}

// -----

func.func @index_list_scalable(%m: memref<8x16xf32>) {
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[[4 , 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}

// -----

func.func @index_list_too_large(%m: memref<8x16xf32>) {
  // expected-error@+2 {{custom op 'memref.subview' integer value too large}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[99999999999999999999, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}

// -----

func.func @reinterpret_keyword(%m: memref<*xf32>) {
  // expected-error@+1 {{custom op 'memref.reinterpret_cast' expected 'sizes'}}
  %0 = memref.reinterpret_cast %m to offset: [0], shape: [4], strides: [1] : memref<*xf32> to memref<4xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<16xf32>) {
  // expected-error@+1 {{custom op 'memref.expand_shape' expected 'output_shape'}}
  %0 = memref.expand_shape %m [[0, 1]] : memref<16xf32> into memref<2x8xf32>
  return
}

// -----

func.func @unknown_kind(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{custom op 'memref.atomic_rmw' invalid kind attribute specification: "subf"}}
  %0 = memref.atomic_rmw "subf" %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_numeric_kind(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
  %0 = memref.atomic_rmw 0 %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' expected valid '@'-identifier for symbol name}}
memref.global nested @s : memref<2xf32>

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'tensor<2xf32>'}}
memref.global @t : tensor<2xf32>

// -----

// expected-error@+1 {{expected attribute value}}
memref.global @init : memref<2xf32> =

// -----

// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
memref.global @wrong : memref<2xf32> = dense<[1.0, 2.0, 3.0]>

// -----

func.func @alloc_parens() {
  // expected-error@+1 {{expected '('}}
  %0 = memref.alloc : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected 'locality'}}
  memref.prefetch %m[%i], read, temporal<1>, data : memref<4xf32>
  return
}

// -----

func.func @transpose_map(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<4x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @transpose_rank(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<4x8xf32> to memref<4x8xf32>
  return
}

// -----

func.func @transpose_type(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @dma_strides(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{expected two stride related operands}}
  memref.dma_start %a[%i], %b[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_types(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{fewer/more types expected}}
  memref.dma_start %a[%i], %b[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_operands(%a: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%a, %i) : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dma_num_elements(%a: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error@+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %a, %i, %f, %t, %i) : (memref<4xf32>, index, memref<4xf32>, index, f32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_count(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @scope_unclosed(%n: index) {
  // expected-error@+1 {{expected '{' to begin a region}}
  memref.alloca_scope -> (f32) %n
  return
}

// -----

func.func @metadata_types(%m: memref<10x?xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f16>', 'index', 'index', 'index', 'index', 'index'}}
  // expected-error@+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<10x?xf32> -> memref<f16>, index, index, index, index, index
  return
}

// -----

func.func @metadata_index(%m: memref<10x?xf32>) {
  // expected-error@+1 {{'memref.extract_strided_metadata' op result #5 must be variadic of index, but got 'i32'}}
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<10x?xf32> -> memref<f32>, index, index, index, index, i32
  return
}
