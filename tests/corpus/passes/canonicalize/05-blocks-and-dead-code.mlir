// Dead ops, multiple blocks, dead block arguments and unreachable blocks.
func.func @blocks(%c: i1, %x: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %unused = arith.muli %x, %x : i32
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  %c20 = arith.constant 20 : i32
  %s = arith.addi %c10, %c20 : i32
  %t = arith.addi %a, %s : i32
  cf.br ^bb3(%t : i32)
^bb2:
  %c30 = arith.constant 30 : i32
  %u = arith.subi %c30, %c10 : i32
  "test.use"(%u) : (i32) -> ()
  cf.br ^bb3(%u : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @dead_argument(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2(%y, %x : i32, i32)
^bb1(%a: i32, %b: i32):
  "test.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2(%p: i32, %q: i32):
  "test.use"(%p) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return %x : i32
}

func.func @unreachable(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  return %y : i32
^bb1:
  %z = arith.muli %x, %x : i32
  "test.use"(%z) : (i32) -> ()
  return %z : i32
}

func.func @graph_like_dead_chain(%x: i32) {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %a : i32
  %c = arith.xori %b, %x : i32
  return
}
