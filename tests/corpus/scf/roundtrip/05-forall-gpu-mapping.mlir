// scf.forall loops mapped to GPU threads, blocks, warps and lanes (the gpu dialect's device
// mapping attributes), with a mask.
func.func @mapped(%m: memref<64x64xf32>, %n: index) {
  scf.forall (%i, %j) in (%n, 64) {
    %v = memref.load %m[%i, %j] : memref<64x64xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %m[%i, %j] : memref<64x64xf32>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  scf.forall (%b) in (8) {
  } {mapping = [#gpu.block<linear_dim_0>]}
  scf.forall (%w, %l) in (4, 32) {
  } {mapping = [#gpu.warp<x>, #gpu.lane<x>]}
  scf.forall (%t) in (64) {
  } {mapping = [#gpu.thread<linear_dim_0>, #gpu.mask<0xff>]}
  return
}
