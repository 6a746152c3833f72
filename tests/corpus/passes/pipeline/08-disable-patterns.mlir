// ARG: --pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns={(anonymous namespace)::AddIAddConstant,(anonymous namespace)::CombineIfs}}))
// Patterns left out by the names upstream's have in mlir-opt-22 (their C++ type names): the
// addi chain and the two ifs on one condition stay; the other patterns and the folds apply.
func.func @chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %2 = arith.muli %1, %c3 : i32
  %3 = arith.muli %2, %c4 : i32
  return %3 : i32
}

func.func @ifs(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}
