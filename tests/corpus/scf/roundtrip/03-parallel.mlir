// Parallel loops with reductions, and forall loops with shared outputs and static, dynamic
// and normalized bounds.
func.func @parallel_reductions(%n: index, %m: index, %x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%init, %one) -> (f32, f32) {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %fi, %x : f32
    scf.reduce(%v, %fi : f32, f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%lhs: f32, %rhs: f32):
      %p = arith.maximumf %lhs, %rhs : f32
      scf.reduce.return %p : f32
    }
  }
  scf.parallel (%k) = (%c0) to (%n) step (%c1) {
    %d = arith.addi %k, %k : index
  }
  %c2 = arith.constant 2 : index
  %single = scf.parallel (%k) = (%c0) to (%n) step (%c2) init (%init) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  } {tiled}
  return %r#0, %single : f32, f32
}

func.func @forall_loops(%t: tensor<?x64xf32>, %u: tensor<8xi32>, %n: index, %m: index) -> (tensor<?x64xf32>, tensor<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.forall (%i, %j) in (%n, 64) shared_outs(%o = %t, %p = %u) -> (tensor<?x64xf32>, tensor<8xi32>) {
    %s = arith.addi %i, %j : index
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i) = (0) to (%n) step (2) {
    %d = arith.muli %i, %m : index
  }
  scf.forall (%i, %j) = (%m, 1) to (%n, 10) step (%c1, 3) {
  }
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i, %j, %k) in (2, 3, 4) {
  } {mapping = []}
  return %r#0, %r#1 : tensor<?x64xf32>, tensor<8xi32>
}
