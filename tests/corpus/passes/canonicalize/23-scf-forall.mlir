// scf.forall: constant bounds and steps become static, shared outputs no op combines into go,
// a dimension of no iteration makes the loop its outputs, dimensions of one iteration go (the
// body inlined when none is left), and a mapped loop keeps them but its induction variables
// of one iteration become their lower bounds.
func.func @control(%n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (%c0, %c2) to (%n, %c4) step (%c2, %c2) {
    "x.use"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @normalized(%n: index) {
  %c8 = arith.constant 8 : index
  scf.forall (%i, %j) in (%c8, %n) {
    "x.use"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @zero_trip(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "x.use"(%i, %o) : (index, tensor<4xf32>) -> ()
  }
  return %r : tensor<4xf32>
}

func.func @single_dim(%n: index) {
  scf.forall (%i, %j, %k) = (3, 0, 5) to (4, %n, 6) step (1, 1, 7) {
    "x.use"(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}

func.func @all_single() {
  scf.forall (%i, %j) = (2, 0) to (3, 1) step (1, 1) {
    "x.use"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @mapped(%n: index) {
  scf.forall (%i, %j) = (3, 0) to (4, 8) step (1, 1) {
    "x.use"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

func.func @unused_outs(%t: tensor<4xf32>, %u: tensor<8xf32>, %n: index) -> (tensor<4xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<8xf32>) {
    "x.use"(%i, %o) : (index, tensor<4xf32>) -> ()
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<8xf32>
}

func.func @partial_attrs(%n: index, %lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.forall (%i, %j, %k) = (%lb, 0, 7) to (%ub, %n, 8) step (1, 3, 1) {
    %s = arith.addi %i, %j : index
    "x.use"(%s, %k) : (index, index) -> ()
  } {x.tag = "kept", a.first = 1 : i32}
  return
}

func.func @empty_mapping(%n: index) {
  scf.forall (%i, %j) = (5, 0) to (6, %n) step (1, 1) {
    "x.use"(%i, %j) : (index, index) -> ()
  } {mapping = []}
  return
}

func.func @backwards(%t: tensor<2xf32>, %n: index) -> tensor<2xf32> {
  %r = scf.forall (%i, %j) = (0, 9) to (%n, 4) step (1, 2) shared_outs(%o = %t) -> (tensor<2xf32>) {
    "x.use"(%o) : (tensor<2xf32>) -> ()
  }
  return %r : tensor<2xf32>
}

func.func @nested(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%c1) step (%c1) {
    scf.forall (%j, %k) in (%m, 1) {
      %s = arith.muli %i, %j : index
      "x.use"(%s, %k) : (index, index) -> ()
    }
  }
  scf.for %x = %c0 to %n step %c1 {
    scf.forall (%j) = (%x) to (%n) step (%c1) {
      "x.use"(%j) : (index) -> ()
    }
  }
  return
}

func.func @outs_kept_use(%t: tensor<3xf32>, %n: index) -> tensor<3xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<3xf32>) {
    %z = "x.make"(%o) : (tensor<3xf32>) -> tensor<3xf32>
  }
  %u = "x.consume"(%r) : (tensor<3xf32>) -> tensor<3xf32>
  return %u : tensor<3xf32>
}

func.func @single_with_outs(%t: tensor<3xf32>) -> tensor<3xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<3xf32>) {
    "x.use"(%i, %o) : (index, tensor<3xf32>) -> ()
  }
  return %r : tensor<3xf32>
}
