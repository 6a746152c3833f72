// Loads merge when no op that may write lies between them, in the same block.
func.func @loads(%m: memref<8xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32) {
  %a = memref.load %m[%i] : memref<8xf32>
  %b = memref.load %m[%i] : memref<8xf32>
  memref.store %v, %m[%i] : memref<8xf32>
  %c = memref.load %m[%i] : memref<8xf32>
  %d = memref.load %m[%i] : memref<8xf32>
  return %a, %b, %c, %d : f32, f32, f32, f32
}

// Pure ops and reads of another buffer do not stop the merge.
func.func @reads_between(%m: memref<8xf32>, %n: memref<8xf32>, %i: index) -> (f32, f32, f32) {
  %a = memref.load %m[%i] : memref<8xf32>
  %x = memref.load %n[%i] : memref<8xf32>
  %s = arith.addf %a, %x : f32
  %b = memref.load %m[%i] : memref<8xf32>
  return %a, %b, %s : f32, f32, f32
}

// An op without memory effect information, a call and a copy all count as writes.
func.func private @opaque()
func.func @unknown_between(%m: memref<8xf32>, %n: memref<8xf32>, %i: index) -> (f32, f32, f32, f32) {
  %a = memref.load %m[%i] : memref<8xf32>
  "x.unknown"() : () -> ()
  %b = memref.load %m[%i] : memref<8xf32>
  func.call @opaque() : () -> ()
  %c = memref.load %m[%i] : memref<8xf32>
  memref.copy %n, %m : memref<8xf32> to memref<8xf32>
  %d = memref.load %m[%i] : memref<8xf32>
  return %a, %b, %c, %d : f32, f32, f32, f32
}

// A loop has the effects of its body: a pure body lets loads merge across it, a store does not.
func.func @loops(%m: memref<8xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%i] : memref<8xf32>
  scf.for %k = %c0 to %c8 step %c1 {
    %t = arith.addi %k, %k : index
  }
  %b = memref.load %m[%i] : memref<8xf32>
  scf.for %k = %c0 to %c8 step %c1 {
    memref.store %v, %m[%k] : memref<8xf32>
  }
  %c = memref.load %m[%i] : memref<8xf32>
  return %a, %b, %c : f32, f32, f32
}

// Loads in different blocks are not merged, even when one dominates the other.
func.func @blocks(%m: memref<8xf32>, %i: index, %p: i1) -> f32 {
  %a = memref.load %m[%i] : memref<8xf32>
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %b = memref.load %m[%i] : memref<8xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
^bb2:
  return %a : f32
}

// A load nested in a region is not merged with the one outside.
func.func @nested(%m: memref<8xf32>, %i: index, %p: i1) -> f32 {
  %a = memref.load %m[%i] : memref<8xf32>
  %r = scf.if %p -> f32 {
    %b = memref.load %m[%i] : memref<8xf32>
    scf.yield %b : f32
  } else {
    scf.yield %a : f32
  }
  return %r : f32
}

// Vector loads merge like memref loads; a masked store in between writes.
func.func @vectors(%m: memref<16xf32>, %i: index, %mask: vector<4xi1>, %pass: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %a = vector.load %m[%i] : memref<16xf32>, vector<4xf32>
  %b = vector.load %m[%i] : memref<16xf32>, vector<4xf32>
  %c = vector.maskedload %m[%i], %mask, %pass : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %mask, %a : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %d = vector.maskedload %m[%i], %mask, %pass : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %a, %b, %c, %d : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// A transfer_read of a memref reads; one of a tensor has no effect and merges across writes.
func.func @transfers(%m: memref<16xf32>, %t: tensor<16xf32>, %i: index, %f: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %a = vector.transfer_read %m[%i], %f : memref<16xf32>, vector<4xf32>
  %x = vector.transfer_read %t[%i], %f : tensor<16xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<16xf32>
  %b = vector.transfer_read %m[%i], %f : memref<16xf32>, vector<4xf32>
  %y = vector.transfer_read %t[%i], %f : tensor<16xf32>, vector<4xf32>
  return %a, %b, %x, %y : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// A live loop between loads counts by the effects of its body: reads let the loads merge, an
// op without effect information does not.
func.func @live_loops(%m: memref<8xf32>, %i: index) -> (f32, f32, f32, index, f32, f32) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %a = memref.load %m[%i] : memref<8xf32>
  %r = scf.for %k = %c0 to %c8 step %c1 iter_args(%x = %c0) -> index {
    %t = arith.addi %k, %x : index
    scf.yield %t : index
  }
  %b = memref.load %m[%i] : memref<8xf32>
  %s = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %z) -> f32 {
    %e = memref.load %m[%k] : memref<8xf32>
    %t = arith.addf %acc, %e : f32
    scf.yield %t : f32
  }
  %c = memref.load %m[%i] : memref<8xf32>
  %u = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %z) -> f32 {
    "x.unknown"() : () -> ()
    scf.yield %acc : f32
  }
  %d = memref.load %m[%i] : memref<8xf32>
  return %a, %b, %c, %r, %s, %d : f32, f32, f32, index, f32, f32
}
