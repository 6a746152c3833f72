// A registered op that is not a terminator has no successor list (MLIR's generic parser).
func.func @not_a_terminator(%a: i32) {
  // expected-error@+1 {{successors in non-terminator}}
  %0 = "arith.addi"(%a, %a)[^bb1] : (i32, i32) -> i32
^bb1:
  return
}

// -----

func.func @terminator(%a: i32) {
  "cf.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  return
}

// -----

func.func @unregistered(%a: i32) {
  "x.op"()[^bb1] : () -> ()
^bb1:
  return
}
