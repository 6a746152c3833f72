// Nested scf.parallel loops, for `mlir-opt-22 --gpu-map-parallel-loops`: the outermost loop's
// dimensions are mapped to blocks, the next one's to threads, the innermost stays sequential
// (`mapping = [#gpu.loop_dim_map<…>]` on each loop); a reduction loop on its own is mapped too.
func.func @transpose(%a: memref<256x256xf32>, %b: memref<256x256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%bi, %bj) = (%c0, %c0) to (%c256, %c256) step (%c32, %c32) {
    scf.parallel (%ti, %tj, %tk) = (%c0, %c0, %c0) to (%c32, %c32, %c8) step (%c8, %c1, %c1) {
      %i = arith.addi %bi, %ti : index
      %base = arith.addi %bj, %tj : index
      %j = arith.addi %base, %tk : index
      scf.parallel (%u) = (%c0) to (%c8) step (%c1) {
        %row = arith.addi %i, %u : index
        %v = memref.load %a[%row, %j] : memref<256x256xf32>
        memref.store %v, %b[%j, %row] : memref<256x256xf32>
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @sum(%a: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %v = memref.load %a[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %r = arith.addf %x, %y : f32
      scf.reduce.return %r : f32
    }
  }
  return %s : f32
}
