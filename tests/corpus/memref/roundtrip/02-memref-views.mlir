// Views: subview chains with static and dynamic offsets, sizes and strides (rank-reducing
// too), reinterpret_cast, view, reshape, expand_shape and collapse_shape.

func.func @tile_loop(%A: memref<128x64xf32>, %i: index, %j: index, %ts: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %row = arith.muli %i, %c2 : index
  %tile = memref.subview %A[%row, %j] [16, 8] [1, 1] : memref<128x64xf32> to memref<16x8xf32, strided<[64, 1], offset: ?>>
  %sub = memref.subview %tile[2, 0] [4, %ts] [2, 1] : memref<16x8xf32, strided<[64, 1], offset: ?>> to memref<4x?xf32, strided<[128, 1], offset: ?>>
  %col = memref.subview %A[0, 3] [128, 1] [1, 1] : memref<128x64xf32> to memref<128xf32, strided<[64], offset: 3>>
  %row1 = memref.subview %A[5, 0] [1, 64] [1, 1] : memref<128x64xf32> to memref<64xf32, strided<[1], offset: 320>>
  %dyn = memref.subview %A[%i, %j] [%ts, %ts] [%c2, %c2] : memref<128x64xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %static = memref.subview %A[8, 16] [4, 4] [3, 2] : memref<128x64xf32> to memref<4x4xf32, strided<[192, 2], offset: 528>>
  %v = memref.load %sub[%c0, %c0] : memref<4x?xf32, strided<[128, 1], offset: ?>>
  %w = memref.load %col[%i] : memref<128xf32, strided<[64], offset: 3>>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

func.func @unit_dims(%B: memref<1x8x1x4xi32>, %C: memref<?x?x?xf16>, %k: index) {
  %0 = memref.subview %B[0, 0, 0, 0] [1, 8, 1, 4] [1, 1, 1, 1] : memref<1x8x1x4xi32> to memref<8x4xi32, strided<[4, 1]>>
  %1 = memref.subview %B[0, 2, 0, 1] [1, 1, 1, 2] [1, 1, 1, 1] : memref<1x8x1x4xi32> to memref<2xi32, strided<[1], offset: 9>>
  %2 = memref.subview %C[0, %k, 0] [4, 1, %k] [1, 1, 1] : memref<?x?x?xf16> to memref<4x?xf16, strided<[?, 1], offset: ?>>
  return
}

func.func @reinterpret(%u: memref<*xf32>, %m: memref<6xf32>, %off: index, %n: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
  %1 = memref.reinterpret_cast %m to offset: [%off], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32, strided<[3, 1], offset: ?>>
  %2 = memref.reinterpret_cast %m to offset: [1], sizes: [5], strides: [%n] : memref<6xf32> to memref<5xf32, strided<[?], offset: 1>>
  %3 = memref.reinterpret_cast %u to offset: [%off], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[], offset: ?>>
  return
}

func.func @views_of_bytes(%buf: memref<2048xi8>, %shift: index, %rows: index) -> memref<?x4xf32> {
  %0 = memref.view %buf[%shift][] : memref<2048xi8> to memref<64x4xf32>
  %1 = memref.view %buf[%shift][%rows] : memref<2048xi8> to memref<?x4xf32>
  %2 = memref.view %buf[%shift][%rows, %rows] {note = "2d"} : memref<2048xi8> to memref<?x?xi16>
  return %1 : memref<?x4xf32>
}

func.func @reshapes(%m: memref<4x6xf32>, %u: memref<*xf32>, %shape: memref<2xindex>, %dshape: memref<?xi32>, %s: memref<?x32xf32>, %n: index) {
  %0 = memref.reshape %m(%shape) : (memref<4x6xf32>, memref<2xindex>) -> memref<?x?xf32>
  %1 = memref.reshape %u(%dshape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %2 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 6] : memref<4x6xf32> into memref<2x2x6xf32>
  %3 = memref.expand_shape %s [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %4 = memref.collapse_shape %2 [[0, 1, 2]] : memref<2x2x6xf32> into memref<24xf32>
  %5 = memref.collapse_shape %3 [[0, 1], [2]] : memref<?x4x32xf32> into memref<?x32xf32>
  return
}

func.func @scalars(%one: memref<1x1xf32>) -> memref<1x1x1xf32> {
  %0 = memref.collapse_shape %one [] : memref<1x1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}

func.func @strided_reshapes(%t: memref<8x16xf32, strided<[32, 1], offset: 4>>) {
  %0 = memref.expand_shape %t [[0], [1, 2]] output_shape [8, 4, 4] : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<8x4x4xf32, strided<[32, 4, 1], offset: 4>>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<8x4x4xf32, strided<[32, 4, 1], offset: 4>> into memref<8x16xf32, strided<[32, 1], offset: 4>>
  %u = memref.expand_shape %t [[0, 1], [2]] output_shape [8, 1, 16] : memref<8x16xf32, strided<[32, 1], offset: 4>> into memref<8x1x16xf32, strided<[32, 32, 1], offset: 4>>
  %c = memref.collapse_shape %u [[0, 1], [2]] : memref<8x1x16xf32, strided<[32, 32, 1], offset: 4>> into memref<8x16xf32, strided<[32, 1], offset: 4>>
  return
}
