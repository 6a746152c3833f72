// Constants in nested regions: hoisted to the entry block of the nearest region isolated from
// above (the function, or an unregistered op's region), uniqued there.
func.func @loops(%lb: index, %ub: index, %step: index, %init: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (i32) {
    %c3 = arith.constant 3 : i32
    %c5 = arith.constant 5 : i32
    %k = arith.addi %c2, %c3 : i32
    %same = arith.constant 5 : i32
    %m = arith.muli %k, %same : i32
    %next = arith.addi %acc, %m : i32
    %dead = arith.subi %next, %c5 : i32
    scf.yield %next : i32
  }
  return %r : i32
}

func.func @conditional(%c: i1, %x: i32) {
  %c1 = arith.constant 1 : i32
  scf.if %c {
    %c4 = arith.constant 4 : i32
    %v = arith.addi %c4, %c1 : i32
    "test.use"(%v) : (i32) -> ()
  } else {
    %c6 = arith.constant 6 : i32
    %w = arith.muli %x, %c6 : i32
    "test.use"(%w, %c6) : (i32, i32) -> ()
  }
  return
}

func.func @isolated(%x: i64) {
  %c8 = arith.constant 8 : i64
  "test.isolated"() ({
    %c8_inner = arith.constant 8 : i64
    %c9 = arith.constant 9 : i64
    %s = arith.addi %c8_inner, %c9 : i64
    "test.use"(%s) : (i64) -> ()
    "test.region_end"() : () -> ()
  }) : () -> ()
  %t = arith.addi %x, %c8 : i64
  "test.use"(%t) : (i64) -> ()
  return
}
