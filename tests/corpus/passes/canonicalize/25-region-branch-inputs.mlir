func.func @dup(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %r:4 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a, %z = %b, %w = %a) -> (i32, i32, i32, i32) {
    %s = arith.addi %x, %y : i32
    %t = arith.addi %z, %w : i32
    scf.yield %s, %s, %t, %x : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}
func.func @chain(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.while (%x = %a, %y = %a, %z = %a) : (i32, i32, i32) -> (i32, i32, i32) {
    scf.condition(%c) %x, %y, %z : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    %n = arith.muli %p, %q : i32
    scf.yield %n, %n, %s : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @ifs(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    scf.yield %a, %a, %b : i32, i32, i32
  } else {
    scf.yield %b, %b, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
