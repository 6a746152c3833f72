// scf.parallel: dimensions of one iteration go (the loop's attributes with them), one of no
// iteration leaves the initial values, a loop of one iteration in all its dimensions is its
// body and reductions; a loop holding only another merges with it unless the inner bounds
// use its induction variables.
func.func @dims(%n: index, %buf: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    memref.store %v, %buf[%i, %j] : memref<?x?xf32>
  } {attr}
  scf.parallel (%i) = (%c4) to (%c4) step (%c1) {
    "x.never"(%i) : (index) -> ()
  }
  scf.parallel (%i) = (%c0) to (%c1) step (%c4) {
    "x.once"(%i) : (index) -> ()
  }
  return
}

func.func @reduce(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%a) -> f32 {
    %x = "x.elem"(%i) : (index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

func.func @nested(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
      "x.body"(%i, %j, %k) : (index, index, index) -> ()
      scf.reduce
    } {inner}
    scf.reduce
  } {outer}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "x.dependent"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
