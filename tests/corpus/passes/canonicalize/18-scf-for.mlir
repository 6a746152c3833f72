// scf.for: loops that run zero times, once, or only yield values from outside; upper bounds
// as a no-wrap addition to the lower; iter_args forwarded or unused.
func.func @trips(%a: i32, %n: index) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %zero = scf.for %i = %c10 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "x.never"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  %once = scf.for %i = %c4 to %c10 step %c10 iter_args(%x = %a) -> (i32) {
    %y = "x.once"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  %empty = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %a : i32
  }
  %many = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %y = "x.many"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %zero, %once, %empty, %many : i32, i32, i32, i32
}

func.func @ints(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %c3 to %c5 step %c5 iter_args(%x = %a) -> (i32) : i32 {
    %y = arith.addi %x, %i : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @ub_from_add(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    "x.body"(%i) : (index) -> ()
  }
  return
}

func.func @iter_args(%a: i32, %b: i32, %n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %z = %a) -> (i32, i32, i32) {
    %s = "x.step"(%x, %z) : (i32, i32) -> i32
    scf.yield %s, %y, %s : i32, i32, i32
  }
  %1:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %s = "x.unused"(%x) : (i32) -> i32
    "x.side"() : () -> ()
    scf.yield %s, %y : i32, i32
  }
  return %0#0, %0#1, %1#1 : i32, i32, i32
}
