// Elementwise kernels on vectors: broadcasting scalars, fused multiply-add chains,
// horizontal reductions and reshapes, over vectors loaded from memrefs.

// y[i:i+8] = a * x[i:i+8] + y[i:i+8]
func.func @saxpy_tile(%a: f32, %x: memref<1024xf32>, %y: memref<1024xf32>, %i: index) {
  %va = vector.broadcast %a : f32 to vector<8xf32>
  %vx = vector.load %x[%i] : memref<1024xf32>, vector<8xf32>
  %vy = vector.load %y[%i] : memref<1024xf32>, vector<8xf32>
  %r = vector.fma %va, %vx, %vy : vector<8xf32>
  vector.store %r, %y[%i] : memref<1024xf32>, vector<8xf32>
  return
}

// Horner evaluation of c0 + x*(c1 + x*(c2 + x*c3)) on 4x8 tiles.
func.func @horner(%x: vector<4x8xf32>, %c0: f32, %c1: f32, %c2: f32, %c3: f32) -> vector<4x8xf32> {
  %b0 = vector.broadcast %c0 : f32 to vector<4x8xf32>
  %b1 = vector.broadcast %c1 : f32 to vector<4x8xf32>
  %b2 = vector.broadcast %c2 : f32 to vector<4x8xf32>
  %b3 = vector.broadcast %c3 : f32 to vector<4x8xf32>
  %p2 = vector.fma %x, %b3, %b2 : vector<4x8xf32>
  %p1 = vector.fma %x, %p2, %b1 : vector<4x8xf32>
  %p0 = vector.fma %x, %p1, %b0 : vector<4x8xf32>
  return %p0 : vector<4x8xf32>
}

// Dot product of two rows, accumulated into a running sum.
func.func @dot(%a: memref<?xf32>, %b: memref<?xf32>, %i: index, %acc: f32) -> f32 {
  %va = vector.load %a[%i] : memref<?xf32>, vector<16xf32>
  %vb = vector.load %b[%i] {nontemporal = true} : memref<?xf32>, vector<16xf32>
  %p = arith.mulf %va, %vb fastmath<contract> : vector<16xf32>
  %s = vector.reduction <add>, %p, %acc fastmath<reassoc,contract> : vector<16xf32> into f32
  return %s : f32
}

// Every reduction kind the element types accept.
func.func @reductions(%f: vector<8xf32>, %h: vector<4xf16>, %i: vector<16xi32>, %x: vector<8xindex>, %b: vector<32xi1>, %z: vector<f64>) -> (f32, f16, i32, index, i1, f64) {
  %0 = vector.reduction <add>, %f : vector<8xf32> into f32
  %1 = vector.reduction <mul>, %f : vector<8xf32> into f32
  %2 = vector.reduction <minnumf>, %f : vector<8xf32> into f32
  %3 = vector.reduction <maxnumf>, %f fastmath<nnan> : vector<8xf32> into f32
  %4 = vector.reduction <minimumf>, %h : vector<4xf16> into f16
  %5 = vector.reduction <maximumf>, %h : vector<4xf16> into f16
  %6 = vector.reduction <add>, %i : vector<16xi32> into i32
  %7 = vector.reduction <mul>, %i : vector<16xi32> into i32
  %8 = vector.reduction <minui>, %i : vector<16xi32> into i32
  %9 = vector.reduction <minsi>, %i : vector<16xi32> into i32
  %10 = vector.reduction <maxui>, %i, %6 : vector<16xi32> into i32
  %11 = vector.reduction <maxsi>, %i : vector<16xi32> into i32
  %12 = vector.reduction <xor>, %i : vector<16xi32> into i32
  %13 = vector.reduction <add>, %x : vector<8xindex> into index
  %14 = vector.reduction <and>, %b : vector<32xi1> into i1
  %15 = vector.reduction <or>, %b : vector<32xi1> into i1
  %16 = vector.reduction <add>, %z : vector<f64> into f64
  %17 = arith.addf %0, %1 : f32
  return %17, %5, %12, %13, %15, %16 : f32, f16, i32, index, i1, f64
}

// Softmax denominator of a row: max, shift, exponentiate, sum.
func.func @softmax_row(%row: memref<4x64xf32>, %r: index, %c: index) -> vector<64xf32> {
  %v = vector.load %row[%r, %c] : memref<4x64xf32>, vector<64xf32>
  %m = vector.reduction <maximumf>, %v : vector<64xf32> into f32
  %mb = vector.broadcast %m : f32 to vector<64xf32>
  %d = arith.subf %v, %mb : vector<64xf32>
  %e = math.exp %d : vector<64xf32>
  %s = vector.reduction <add>, %e : vector<64xf32> into f32
  %sb = vector.broadcast %s : f32 to vector<64xf32>
  %o = arith.divf %e, %sb : vector<64xf32>
  return %o : vector<64xf32>
}

// Broadcasts of vectors: leading dimensions added, unit dimensions stretched.
func.func @broadcasts(%s: i8, %v: vector<16xi8>, %u: vector<1x16xi8>, %w: vector<4x1xf32>, %z: vector<f32>, %sv: vector<[4]xf32>, %one: vector<1xf32>) {
  %0 = vector.broadcast %s : i8 to vector<i8>
  %1 = vector.broadcast %v : vector<16xi8> to vector<2x16xi8>
  %2 = vector.broadcast %u : vector<1x16xi8> to vector<3x8x16xi8>
  %3 = vector.broadcast %w : vector<4x1xf32> to vector<4x4xf32>
  %4 = vector.broadcast %z : vector<f32> to vector<2x2xf32>
  %5 = vector.broadcast %sv : vector<[4]xf32> to vector<2x[4]xf32>
  %6 = vector.broadcast %one : vector<1xf32> to vector<[4]xf32>
  %7 = vector.broadcast %s : i8 to vector<[8]xi8>
  %8 = vector.broadcast %v : vector<16xi8> to vector<16xi8>
  return
}

// Reshapes between flat and tiled forms.
func.func @reshape(%v: vector<4x8xf32>, %s: vector<2x[4]xi32>, %z: vector<f16>) -> vector<32xf32> {
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xf32>
  %1 = vector.shape_cast %0 : vector<32xf32> to vector<2x2x8xf32>
  %2 = vector.shape_cast %1 : vector<2x2x8xf32> to vector<1x32xf32>
  %3 = vector.shape_cast %s : vector<2x[4]xi32> to vector<[8]xi32>
  %4 = vector.shape_cast %z : vector<f16> to vector<1x1xf16>
  %5 = vector.shape_cast %4 : vector<1x1xf16> to vector<f16>
  return %0 : vector<32xf32>
}

// Building small vectors from scalars.
func.func @gather_scalars(%a: f32, %b: f32, %c: f32, %d: f32, %i: i64) -> vector<2x2xf32> {
  %0 = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %1 = vector.from_elements %a : vector<f32>
  %2 = vector.from_elements %i, %i, %i : vector<3x1xi64>
  %3 = vector.from_elements %a, %b : vector<2xf32>
  return %0 : vector<2x2xf32>
}
