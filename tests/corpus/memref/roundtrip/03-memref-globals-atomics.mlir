// Globals with initializers, atomics, DMA, prefetch, realloc and the metadata ops.

memref.global "private" constant @lut : memref<4xi32> = dense<[1, 2, 4, 8]> {alignment = 16 : i64}
memref.global @weights : memref<2x3xf32> = dense<[[0.5, 1.0, 1.5], [2.0, 2.5, 3.0]]>
memref.global @zeros : memref<8xf16> = dense<0.0>
memref.global "private" @scratch : memref<16xi8> = uninitialized
memref.global @external : memref<2xf64>
memref.global "nested" constant @scalar : memref<i64> = dense<42>
memref.global @spaced : memref<4xi32, 1> = dense<7>

func.func @lookup(%i: index) -> i32 {
  %t = memref.get_global @lut : memref<4xi32>
  %v = memref.load %t[%i] : memref<4xi32>
  %w = memref.get_global @weights : memref<2x3xf32>
  %s = memref.get_global @scalar : memref<i64>
  %x = memref.load %s[] : memref<i64>
  %x32 = arith.trunci %x : i64 to i32
  %r = arith.addi %v, %x32 : i32
  return %r : i32
}

func.func @histogram(%bins: memref<256xi32>, %acc: memref<16xf32>, %k: index, %f: f32) -> f32 {
  %one = arith.constant 1 : i32
  %old = memref.atomic_rmw addi %one, %bins[%k] : (i32, memref<256xi32>) -> i32
  %mx = memref.atomic_rmw maxs %old, %bins[%k] : (i32, memref<256xi32>) -> i32
  %fa = memref.atomic_rmw addf %f, %acc[%k] : (f32, memref<16xf32>) -> f32
  %fm = memref.atomic_rmw maximumf %f, %acc[%k] {tag} : (f32, memref<16xf32>) -> f32
  %as = memref.atomic_rmw assign %f, %acc[%k] : (f32, memref<16xf32>) -> f32
  %g = memref.generic_atomic_rmw %acc[%k] : memref<16xf32> {
  ^bb0(%cur: f32):
    %sum = arith.addf %cur, %f : f32
    %half = arith.constant 0.5 : f32
    %scaled = arith.mulf %sum, %half : f32
    memref.atomic_yield %scaled : f32
  }
  %h = memref.generic_atomic_rmw %bins[%k] : memref<256xi32> {
  ^bb0(%c: i32):
    memref.atomic_yield %c : i32
  } {kind = "noop"}
  return %g : f32
}

func.func @dma(%src: memref<64xf32>, %tag: memref<1xi32>, %n: index, %c0: index) {
  %dst = memref.alloc() : memref<64xf32, 2>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<64xf32>, memref<64xf32, 2>, memref<1xi32>
  memref.dma_start %src[%n], %dst[%c0], %n, %tag[%c0], %c0, %n : memref<64xf32>, memref<64xf32, 2>, memref<1xi32>
  memref.dma_wait %tag[%c0], %n : memref<1xi32>
  memref.prefetch %src[%c0], read, locality<3>, data : memref<64xf32>
  memref.prefetch %src[%n], write, locality<0>, instr : memref<64xf32>
  return
}

func.func @grow(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.realloc %a : memref<4xf32> to memref<16xf32>
  %c = memref.realloc %b(%n) {alignment = 8 : i64} : memref<16xf32> to memref<?xf32>
  return %c : memref<?xf32>
}

func.func @metadata(%m: memref<8x?xf32, strided<[?, 1], offset: ?>>, %u: memref<*xi8>, %p: memref<4xf32, 1>, %q: memref<4xf32>) -> index {
  %aligned = memref.assume_alignment %m, 64 : memref<8x?xf32, strided<[?, 1], offset: ?>>
  %ptr = memref.extract_aligned_pointer_as_index %aligned : memref<8x?xf32, strided<[?, 1], offset: ?>> -> index
  %uptr = memref.extract_aligned_pointer_as_index %u : memref<*xi8> -> index
  %generic = memref.memory_space_cast %p : memref<4xf32, 1> to memref<4xf32>
  %back = memref.memory_space_cast %generic : memref<4xf32> to memref<4xf32, 3>
  %d:2 = memref.distinct_objects %generic, %q : memref<4xf32>, memref<4xf32>
  %one = memref.distinct_objects %q : memref<4xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %aligned : memref<8x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %b0, %o0, %sz, %st = memref.extract_strided_metadata %q : memref<4xf32> -> memref<f32>, index, index, index
  %s0 = arith.addi %ptr, %uptr : index
  %s = arith.addi %s0, %offset : index
  return %s : index
}
