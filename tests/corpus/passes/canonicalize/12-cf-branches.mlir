// cf.br: a block with one predecessor merges into it, a block that only branches on is
// skipped, a loop of branches stays.
func.func @merge(%a: i32) -> i32 {
  "x.before"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = "x.work"(%x) : (i32) -> i32
  cf.br ^bb2
^bb2:
  return %y : i32
}

func.func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  "x.head"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "x.then"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  "x.join"(%r) : (i32) -> ()
  cf.br ^bb4(%r : i32)
^bb4(%s: i32):
  return %s : i32
}

func.func @remapped_arguments(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb2(%p: i32, %q: i32):
  cf.br ^bb3(%q, %p : i32, i32)
^bb3(%r: i32, %s: i32):
  "x.use"(%r, %s) : (i32, i32) -> ()
  return %r, %s : i32, i32
}

func.func @self_loop() {
  "x.a"() : () -> ()
  cf.br ^bb1
^bb1:
  "x.spin"() : () -> ()
  cf.br ^bb1
}

func.func @loop_of_branches(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  return
}

func.func @asserts(%x: i1) {
  %true = arith.constant true
  %false = arith.constant false
  cf.assert %true, "always"
  cf.assert %x, "sometimes"
  cf.assert %false, "never"
  return
}
