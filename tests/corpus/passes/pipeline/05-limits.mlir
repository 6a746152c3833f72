// ARG: --canonicalize=max-num-rewrites=0
// ARG: --cse
// ARG: --canonicalize=max-iterations=1 region-simplify=normal
// No rewrite budget: the first canonicalize folds nothing and erases nothing but unreachable
// blocks; CSE then merges, and one walk of the second folds.
func.func @f(%x: i32, %c: i1) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %unused = arith.muli %x, %x : i32
  %a = arith.muli %c2, %c3 : i32
  %b = arith.muli %c2, %c3 : i32
  %s = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1(%s : i32), ^bb2
^bb1(%r: i32):
  return %r : i32
^bb2:
  "x.effect"() : () -> ()
  return %x : i32
^bb3:
  return %unused : i32
}
