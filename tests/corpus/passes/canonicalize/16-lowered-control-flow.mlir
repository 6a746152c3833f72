// scf loops, an scf.if, an scf.while and an scf.index_switch as --convert-scf-to-cf lowers
// them: the branches a pipeline leaves for the canonicalizer to fold.
module {
  func.func @loops(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: i1) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    cf.br ^bb1(%c0, %cst : index, f32)
  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb9
    %2 = arith.cmpi slt, %0, %arg0 : index
    cf.cond_br %2, ^bb2, ^bb10
  ^bb2:  // pred: ^bb1
    %3 = memref.load %arg2[%0] : memref<?xf32>
    cf.cond_br %arg3, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %4 = arith.addf %1, %3 : f32
    cf.br ^bb8(%4 : f32)
  ^bb4:  // pred: ^bb2
    cf.br ^bb5(%c0, %1 : index, f32)
  ^bb5(%5: index, %6: f32):  // 2 preds: ^bb4, ^bb6
    %7 = arith.cmpi slt, %5, %arg1 : index
    cf.cond_br %7, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %8 = arith.mulf %6, %3 : f32
    %9 = arith.addi %5, %c1 : index
    cf.br ^bb5(%9, %8 : index, f32)
  ^bb7:  // pred: ^bb5
    cf.br ^bb8(%6 : f32)
  ^bb8(%10: f32):  // 2 preds: ^bb3, ^bb7
    cf.br ^bb9
  ^bb9:  // pred: ^bb8
    %11 = arith.addi %0, %c1 : index
    cf.br ^bb1(%11, %10 : index, f32)
  ^bb10:  // pred: ^bb1
    cf.br ^bb11(%c0, %1 : index, f32)
  ^bb11(%12: index, %13: f32):  // 2 preds: ^bb10, ^bb12
    %14 = arith.cmpi slt, %12, %arg0 : index
    cf.cond_br %14, ^bb12(%12, %13 : index, f32), ^bb13
  ^bb12(%15: index, %16: f32):  // pred: ^bb11
    %17 = arith.addi %15, %c1 : index
    %18 = arith.addf %16, %16 : f32
    cf.br ^bb11(%17, %18 : index, f32)
  ^bb13:  // pred: ^bb11
    cf.cond_br %arg3, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    memref.store %13, %arg2[%c0] : memref<?xf32>
    cf.br ^bb15
  ^bb15:  // 2 preds: ^bb13, ^bb14
    %19 = arith.index_cast %arg0 : index to i32
    cf.switch %19 : i32, [
      default: ^bb18,
      1: ^bb16,
      2: ^bb17
    ]
  ^bb16:  // pred: ^bb15
    cf.br ^bb19(%cst : f32)
  ^bb17:  // pred: ^bb15
    cf.br ^bb19(%13 : f32)
  ^bb18:  // pred: ^bb15
    cf.br ^bb19(%1 : f32)
  ^bb19(%20: f32):  // 3 preds: ^bb16, ^bb17, ^bb18
    return %20 : f32
  }
}

