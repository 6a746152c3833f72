// ARG: --canonicalize=top-down=false
// Bottom-up: the worklist is filled in post-order (each op with its ancestors) and processed
// from its end; folding reaches the fixed point top-down reaches.
func.func @chain(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.muli %a, %a : i32
  %c = arith.subi %b, %c1 : i32
  %d = arith.addi %x, %c : i32
  %e = arith.muli %d, %c1 : i32
  return %a, %c, %e : i32, i32, i32
}
func.func @nested(%x: i32, %p: i1) -> i32 {
  %r = scf.if %p -> i32 {
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %s = arith.addi %c7, %c8 : i32
    scf.yield %s : i32
  } else {
    %c9 = arith.constant 9 : i32
    %t = arith.addi %x, %c9 : i32
    scf.yield %t : i32
  }
  return %r : i32
}
