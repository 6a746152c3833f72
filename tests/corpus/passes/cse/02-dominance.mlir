// Across blocks, an op is replaced only by an equivalent op in a block that dominates it.
func.func @cfg(%x: index, %y: index, %c: i1) -> index {
  %0 = arith.addi %x, %y : index
  "x.cond_br"(%c)[^then, ^else] : (i1) -> ()
^then:
  %1 = arith.addi %x, %y : index
  %2 = arith.muli %1, %x : index
  "x.br"(%2)[^join] : (index) -> ()
^else:
  %3 = arith.muli %0, %x : index
  "x.br"(%3)[^join] : (index) -> ()
^join(%v: index):
  %4 = arith.muli %0, %x : index
  %5 = arith.addi %4, %v : index
  return %5 : index
}

// Regions of an op that is not isolated see the values known outside; an unregistered op might
// be isolated, so its regions start afresh.
func.func @nested(%x: i64) -> i64 {
  %0 = arith.constant 3 : i64
  %1 = arith.muli %x, %0 : i64
  "x.region"() ({
    %c = arith.constant 3 : i64
    %2 = arith.muli %x, %c : i64
    "x.use"(%2) : (i64) -> ()
    "x.end"() : () -> ()
  }) : () -> ()
  return %1 : i64
}

// A graph region (the module body) keeps uses that come before the surviving op.
%g0 = "x.use_later"(%g1) : (i32) -> i32
%g1 = arith.constant 9 : i32
%g2 = arith.constant 9 : i32
"x.keep"(%g0, %g2) : (i32, i32) -> ()
