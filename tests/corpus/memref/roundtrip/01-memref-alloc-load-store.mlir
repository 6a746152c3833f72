// Buffers: heap and stack allocation, element access with index arithmetic, shape queries,
// casts and copies.

func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %tmp = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  %last = arith.subi %n, %c1 : index
  %xi = memref.load %x[%last] : memref<?xf32>
  %yi = memref.load %y[%last] {nontemporal = true} : memref<?xf32>
  %ax = arith.mulf %a, %xi : f32
  %r = arith.addf %ax, %yi : f32
  memref.store %r, %tmp[%last] : memref<?xf32>
  memref.store %r, %y[%c0] {nontemporal = false, alignment = 4 : i64} : memref<?xf32>
  memref.copy %tmp, %y : memref<?xf32> to memref<?xf32>
  memref.dealloc %tmp : memref<?xf32>
  return
}

func.func @tiles(%rows: index, %cols: index, %s: index) -> index {
  %buf = memref.alloc(%rows, %cols) : memref<?x4x?xi32>
  %sym = memref.alloc(%rows)[%s] : memref<?x8xf16, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  %strided = memref.alloc()[%s] : memref<4x8xf32, strided<[8, 1], offset: ?>>
  %space = memref.alloc() : memref<16xi8, 3>
  %stack = memref.alloca() : memref<2x2xindex>
  %c1 = arith.constant 1 : index
  %d1 = memref.dim %buf, %c1 : memref<?x4x?xi32>
  %sum = arith.addi %d1, %rows : index
  memref.store %sum, %stack[%c1, %c1] : memref<2x2xindex>
  %cast = memref.cast %buf : memref<?x4x?xi32> to memref<?x?x?xi32>
  %unranked = memref.cast %cast : memref<?x?x?xi32> to memref<*xi32>
  %rank = memref.rank %unranked : memref<*xi32>
  %back = memref.cast %unranked : memref<*xi32> to memref<2x4x?xi32>
  %udim = memref.dim %unranked, %c1 : memref<*xi32>
  memref.dealloc %buf : memref<?x4x?xi32>
  memref.dealloc %unranked : memref<*xi32>
  memref.dealloc %sym : memref<?x8xf16, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  memref.dealloc %strided : memref<4x8xf32, strided<[8, 1], offset: ?>>
  memref.dealloc %space : memref<16xi8, 3>
  %total = arith.addi %rank, %udim : index
  return %total : index
}

func.func @scopes(%n: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %v = memref.alloca_scope -> (f32) {
    %scratch = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    memref.store %zero, %scratch[%c0] : memref<?xf32>
    %l = memref.load %scratch[%c0] : memref<?xf32>
    memref.alloca_scope.return %l : f32
  }
  memref.alloca_scope {
    %s = memref.alloca() {alignment = 16 : i64} : memref<8xf32>
  }
  memref.alloca_scope {
    %t = memref.alloca() : memref<f32>
    memref.store %v, %t[] : memref<f32>
    memref.alloca_scope.return
  } {tag = "inner"}
  return %v : f32
}

func.func @casts(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> memref<4x8xf32, strided<[8, 1], offset: 2>> {
  %0 = memref.cast %m : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<4x8xf32, strided<[8, 1], offset: 2>>
  %1 = memref.cast %0 : memref<4x8xf32, strided<[8, 1], offset: 2>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<4x8xf32, strided<[8, 1], offset: 2>>
}
