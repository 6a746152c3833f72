// ARG: --canonicalize=enable-patterns={(anonymous namespace)::SimplifyConstCondBranchPred} top-down=false
// Only the pattern named runs (with the folds and region simplification): the constant
// conditional branch becomes a branch and the block it no longer reaches goes; cf.br's
// patterns (functions upstream, without a name) leave the chain of branches alone.
func.func @f(%x: i32, %p: i1) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2:
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %s = arith.select %p, %c1, %c0 : i32
  cf.br ^bb3(%s : i32)
^bb3(%r: i32):
  return %r : i32
}
