// scf.execute_region of one block or of several (inlined into the function's CFG), kept
// when no_inline; scf.index_switch on a constant.
func.func @single(%a: i32) -> i32 {
  "x.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    %x = "x.val"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  "x.after"(%r) : (i32) -> ()
  %k = scf.execute_region -> i32 no_inline {
    %y = "x.kept"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %k : i32
}

func.func @multi(%c: i1, %a: i32) -> i32 {
  "x.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "x.one"() : () -> i32
    scf.yield %x : i32
  ^bb2:
    %y = "x.two"() : () -> i32
    scf.yield %y : i32
  }
  "x.after"(%r) : (i32) -> ()
  return %r : i32
}

func.func @switch(%i: index, %a: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %0 = scf.index_switch %c2 -> i32
  case 1 {
    %x = "x.one"() : () -> i32
    scf.yield %x : i32
  }
  case 2 {
    %x = "x.two"() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  %1 = scf.index_switch %c9 -> i32
  case 1 {
    scf.yield %0 : i32
  }
  default {
    %y = "x.default"() : () -> i32
    scf.yield %y : i32
  }
  %2 = scf.index_switch %i -> i32
  case 1 {
    "x.side"() : () -> ()
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  return %1, %2 : i32, i32
}
