// The body of memref.generic_atomic_rmw holds only ops without memory effects: a
// vector.transfer_read of a tensor has none (a read of a memref would).
func.func @atomic_body(%m: memref<8xf32>, %t: tensor<4xf32>, %i: index, %f: f32) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<8xf32> {
  ^bb0(%cur: f32):
    %r = vector.transfer_read %t[%i], %f : tensor<4xf32>, vector<2xf32>
    %e = vector.extract %r[0] : f32 from vector<2xf32>
    %s = arith.addf %cur, %e : f32
    memref.atomic_yield %s : f32
  }
  return %x : f32
}
