// scf.parallel loops mapped to GPU processors as --gpu-map-parallel-loops marks them, and
// #gpu.loop_dim_map written by hand: parameters in any order, maps with symbols and several
// results, every processor, the attribute outside a mapping array and in a generic op.
func.func @tiled(%a: memref<128x128xf32>, %b: memref<128x128xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c128, %c128) step (%c16, %c16) {
    scf.parallel (%k, %l) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %x = arith.addi %i, %k : index
      %y = arith.addi %j, %l : index
      scf.parallel (%m) = (%c0) to (%n) step (%c1) {
        %v = memref.load %a[%x, %y] : memref<128x128xf32>
        memref.store %v, %b[%y, %x] : memref<128x128xf32>
        scf.reduce
      } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
      scf.reduce
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>,
                  #gpu.loop_dim_map<bound = (d0) -> (d0), processor = thread_y, map = (d0) -> (d0)>]}
    scf.reduce
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0 * 16), bound = (d0) -> (d0 ceildiv 16)>,
                #gpu.loop_dim_map<map = (d0)[s0] -> (d0 + s0), bound = (d0)[s0] -> (d0 floordiv s0), processor = block_y>]}
  return
}

func.func @reduce(%a: memref<64xf32>, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %sum = scf.parallel (%i) = (%c0) to (%c64) step (%c1) init (%init) -> f32 {
    %v = memref.load %a[%i] : memref<64xf32>
    scf.reduce(%v : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %r = arith.addf %lhs, %rhs : f32
      scf.reduce.return %r : f32
    }
  } {mapping = [#gpu.loop_dim_map<processor = thread_z, map = (d0) -> (d0 mod 32, d0 floordiv 32), bound = () -> (1)>], other = 7 : i64}
  return %sum : f32
}

"x.processors"() {p = [#gpu.loop_dim_map<processor = block_z, map = (d0, d1) -> (d1, d0), bound = (d0) -> (d0 - 1)>,
                       #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (0), bound = (d0) -> (d0 * 2 + 1)>],
                   one = #gpu.loop_dim_map<processor = sequential, map = () -> (), bound = (d0)[s0, s1] -> (s1, s0, d0)>} : () -> ()
