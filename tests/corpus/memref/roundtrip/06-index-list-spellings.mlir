// Static entries of offset, size and stride lists are read as parseInteger<int64_t> reads
// them: `false` is 0 (`true` -1, which no size or offset may be), hex is taken.
func.func @views(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[false, 0x2] [1, 0x4] [1, 1] : memref<8x16xf32> to memref<1x4xf32, strided<[16, 1], offset: 2>>
  return
}

// An SSA entry may carry the brackets of a scalable one: `%off[ ]` is `%off`.
func.func @bracketed(%m: memref<6xf32>, %off: index) {
  %0 = memref.reinterpret_cast %m to offset: [%off[ ]], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32, strided<[3, 1], offset: ?>>
  return
}
