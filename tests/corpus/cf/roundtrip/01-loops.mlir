// Loops written with block arguments: a counted sum, a nested loop with an early exit, and a
// do-while that carries two values.

func.func @sum_to(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %acc: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit(%acc : i32), ^body
^body:
  %next_acc = arith.addi %acc, %i : i32
  %next_i = arith.addi %i, %c1 : i32
  cf.br ^header(%next_i, %next_acc : i32, i32)
^exit(%result: i32):
  return %result : i32
}

func.func @find_pair(%rows: index, %cols: index, %target: i64) -> (index, index, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %true = arith.constant true
  cf.br ^outer(%c0 : index)
^outer(%r: index):
  %outer_done = arith.cmpi uge, %r, %rows : index
  cf.cond_br %outer_done weights([1, 99]), ^not_found, ^inner_start
^inner_start:
  cf.br ^inner(%c0 : index)
^inner(%c: index):
  %inner_done = arith.cmpi uge, %c, %cols : index
  cf.cond_br %inner_done, ^outer_next, ^probe
^probe:
  %prod = arith.muli %r, %c : index
  %prod_i64 = arith.index_cast %prod : index to i64
  %hit = arith.cmpi eq, %prod_i64, %target : i64
  %c_next = arith.addi %c, %c1 : index
  cf.cond_br %hit weights([5, 95]), ^found(%r, %c : index, index), ^inner(%c_next : index)
^outer_next:
  %r_next = arith.addi %r, %c1 : index
  cf.br ^outer(%r_next : index)
^found(%fr: index, %fc: index):
  return %fr, %fc, %true : index, index, i1
^not_found:
  return %c0, %c0, %false : index, index, i1
}

func.func @collatz_steps(%start: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  cf.br ^loop(%start, %c0 : i64, i64)
^loop(%x: i64, %steps: i64):
  %rem = arith.remui %x, %c2 : i64
  %odd = arith.cmpi ne, %rem, %c0 : i64
  cf.cond_br %odd, ^odd_step(%x : i64), ^even_step(%x : i64)
^odd_step(%o: i64):
  %t = arith.muli %o, %c3 : i64
  %t1 = arith.addi %t, %c1 : i64
  cf.br ^latch(%t1 : i64)
^even_step(%e: i64):
  %h = arith.divui %e, %c2 : i64
  cf.br ^latch(%h : i64)
^latch(%y: i64):
  %s1 = arith.addi %steps, %c1 : i64
  %more = arith.cmpi ugt, %y, %c1 : i64
  cf.cond_br %more, ^loop(%y, %s1 : i64, i64), ^done
^done:
  return %s1 : i64
}
