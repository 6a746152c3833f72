// Integer constant folding and identities of arith's ops.
func.func @arith_chain() -> (i32, i32, i32, i64) {
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %sum = arith.addi %c7, %c3 : i32
  %diff = arith.subi %sum, %c3 : i32
  %prod = arith.muli %diff, %c3 : i32
  %big = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %wrap = arith.addi %big, %one : i64
  %q = arith.divsi %prod, %c3 : i32
  %r = arith.remui %prod, %c7 : i32
  return %prod, %q, %r, %wrap : i32, i32, i32, i64
}

func.func @division_rules(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %byzero = arith.divui %c7, %c0 : i32
  %overflow = arith.divsi %min, %cm1 : i32
  %ceil = arith.ceildivsi %cm7, %c2 : i32
  %floor = arith.floordivsi %cm7, %c2 : i32
  %ceilu = arith.ceildivui %c7, %c2 : i32
  %rem = arith.remsi %cm7, %c2 : i32
  %byone = arith.divsi %x, %c1 : i32
  return %byzero, %overflow, %ceil, %floor, %ceilu, %rem, %byone : i32, i32, i32, i32, i32, i32, i32
}

func.func @bitwise(%x: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16) {
  %c0 = arith.constant 0 : i16
  %ones = arith.constant -1 : i16
  %c12 = arith.constant 12 : i16
  %c10 = arith.constant 10 : i16
  %c3 = arith.constant 3 : i16
  %c16 = arith.constant 16 : i16
  %and = arith.andi %c12, %c10 : i16
  %or = arith.ori %c12, %c10 : i16
  %xor = arith.xori %c12, %c10 : i16
  %shl = arith.shli %c12, %c3 : i16
  %shr = arith.shrsi %ones, %c3 : i16
  %shru = arith.shrui %ones, %c3 : i16
  %toofar = arith.shli %c12, %c16 : i16
  %same = arith.xori %x, %x : i16
  return %and, %or, %xor, %shl, %shr, %shru, %toofar, %same : i16, i16, i16, i16, i16, i16, i16, i16
}

func.func @identities(%x: index, %y: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.addi %x, %c0 : index
  %b = arith.muli %a, %c1 : index
  %c = arith.subi %b, %c0 : index
  %d = arith.maxsi %c, %c : index
  %e = arith.minui %y, %c0 : index
  %f = arith.muli %y, %c0 : index
  %g = arith.andi %x, %x : index
  return %d, %e, %f, %g, %c : index, index, index, index, index
}

// Commutative ops take their constant operands last (a fold in place).
func.func @commutative(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.muli %c3, %x : i32
  %1 = arith.addi %c5, %y : i32
  %2 = arith.xori %c3, %0 : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @min_max() -> (i8, i8, i8, i8) {
  %a = arith.constant -5 : i8
  %b = arith.constant 100 : i8
  %0 = arith.maxsi %a, %b : i8
  %1 = arith.maxui %a, %b : i8
  %2 = arith.minsi %a, %b : i8
  %3 = arith.minui %a, %b : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}
