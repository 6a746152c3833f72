// Liveness through block arguments: arguments that feed only each other around loops are
// dead with what computes them; one that reaches a side effect keeps its whole chain.
func.func @swap_loop(%x: i32, %n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^head(%x, %x, %x : i32, i32, i32)
^head(%i: i32, %a: i32, %b: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : i32
  %a2 = arith.muli %b, %b : i32
  %b2 = arith.subi %a, %c1 : i32
  cf.br ^head(%next, %a2, %b2 : i32, i32, i32)
^exit:
  return %i : i32
}

func.func @chain_to_effect(%x: i32, %p: memref<i32>) {
  %c2 = arith.constant 2 : i32
  cf.br ^a(%x : i32)
^a(%u: i32):
  %u2 = arith.muli %u, %c2 : i32
  cf.br ^b(%u2 : i32)
^b(%v: i32):
  %v2 = arith.addi %v, %c2 : i32
  cf.br ^c(%v2, %v : i32, i32)
^c(%w: i32, %dead: i32):
  memref.store %w, %p[] : memref<i32>
  return
}

func.func @same_block_twice(%x: i32, %y: i32, %c: i1) -> i32 {
  %s = arith.addi %x, %y : i32
  %t = arith.muli %x, %y : i32
  cf.cond_br %c, ^join(%s, %t : i32, i32), ^join(%t, %s : i32, i32)
^join(%l: i32, %r: i32):
  return %l : i32
}

func.func @switch_arguments(%x: i32, %k: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %x, %x : i32
  cf.switch %k : i32, [
    default: ^d(%a, %b : i32, i32),
    1: ^one(%b : i32),
    2: ^d(%b, %a : i32, i32)
  ]
^one(%o: i32):
  cf.br ^d(%o, %o : i32, i32)
^d(%p: i32, %q: i32):
  %z = arith.subi %q, %x : i32
  return %q : i32
}
