// cf.cond_br: a constant condition picks a branch; both edges to one block with the same
// operands are one branch, with different ones a select; a condition already branched on
// in the single predecessor is known; the condition's uses in a successor only one edge
// reaches are constants; a successor holding only ub.unreachable is never taken.
func.func @constant_condition(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %false = arith.constant false
  cf.cond_br %true, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "x.one"(%x) : (i32) -> ()
  cf.cond_br %false, ^bb2, ^bb3(%b : i32)
^bb2:
  "x.never"() : () -> ()
  return %a : i32
^bb3(%y: i32):
  return %y : i32
}

func.func @same_successor(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  "x.head"() : () -> ()
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  "x.first"(%x, %y) : (i32, i32) -> ()
  cf.cond_br %c, ^bb2(%y : i32), ^bb2(%y : i32)
^bb2(%z: i32):
  return %x, %z : i32, i32
}

func.func @same_successor_many_preds(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %d, ^bb1, ^bb2(%a : i32)
^bb1:
  "x.side"() : () -> ()
  cf.cond_br %c, ^bb2(%a : i32), ^bb2(%b : i32)
^bb2(%x: i32):
  return %x : i32
}

func.func @same_condition(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "x.then"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "x.else"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "x.yes"() : () -> ()
  return
^bb4:
  "x.no"() : () -> ()
  return
}

func.func @truth(%c: i1) -> i1 {
  "x.start"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "x.t"(%c) : (i1) -> ()
  %n = "x.t2"(%c, %c) : (i1, i1) -> i1
  cf.br ^bb3(%n : i1)
^bb2:
  "x.f"(%c) : (i1) -> ()
  cf.br ^bb3(%c : i1)
^bb3(%r: i1):
  return %r : i1
}

func.func @unreachable_successor(%c: i1, %a: i32) -> i32 {
  "x.a"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "ub.unreachable"() : () -> ()
^bb2:
  return %a : i32
}
