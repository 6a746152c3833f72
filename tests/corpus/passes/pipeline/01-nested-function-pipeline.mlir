// ARG: --pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=2 region-simplify=disabled},cse),symbol-dce)
// Canonicalize and CSE in each function, then symbol DCE on the module: the private helper
// nothing calls goes, the unreachable block goes even with region simplification disabled,
// and the dead block argument stays.
func.func @main(%x: i32, %c: i1) -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %s = arith.addi %c3, %c4 : i32
  %a = arith.muli %x, %s : i32
  %b = arith.muli %x, %s : i32
  %r = func.call @used(%a) : (i32) -> i32
  cf.cond_br %c, ^bb1(%b : i32), ^bb2(%r : i32)
^bb1(%p: i32):
  "x.effect"(%p) : (i32) -> ()
  cf.br ^bb2(%p : i32)
^bb2(%q: i32):
  return %q : i32
^bb3:
  %dead = arith.addi %x, %x : i32
  return %dead : i32
}
func.func private @used(%y: i32) -> i32 {
  %z = arith.subi %y, %y : i32
  return %z : i32
}
func.func private @unused() {
  return
}
