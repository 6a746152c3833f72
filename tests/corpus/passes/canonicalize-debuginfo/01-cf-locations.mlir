// Where the ops cf's patterns create stand: a branch replacing another takes its location, a
// merged block's ops keep theirs, selects and constants stand at the branch they came from
// (constants hoisted and uniqued have none). Every location is written out, so that none
// depends on the file's path.
module {
  func.func @locations(%c: i1 loc("c"), %d: i1 loc("d"), %a: i32 loc("a"), %b: i32 loc("b")) -> i32 {
    "x.start"() : () -> () loc("start")
    cf.br ^bb1 loc("enter")
  ^bb1:
    cf.cond_br %c, ^bb2(%a : i32), ^bb2(%b : i32) loc("pick")
  ^bb2(%x: i32 loc("x")):
    cf.cond_br %d, ^bb3, ^bb4 loc("split")
  ^bb3:
    "x.then"(%d) : (i1) -> () loc("then")
    cf.br ^bb5(%x : i32) loc("then_exit")
  ^bb4:
    "x.else"(%d) : (i1) -> () loc("else")
    cf.br ^bb6 loc("else_exit")
  ^bb6:
    cf.br ^bb5(%b : i32) loc("pass")
  ^bb5(%r: i32 loc("r")):
    return %r : i32 loc("ret")
  } loc("f")

  func.func @dead_predecessor(%c: i1 loc("c"), %a: i32 loc("a")) -> i32 {
    cf.br ^bb2(%a : i32) loc("first")
  ^bb1:
    cf.cond_br %c, ^bb2(%a : i32), ^bb2(%a : i32) loc("dead")
  ^bb2(%x: i32 loc("x")):
    cf.br ^bb3 loc("second")
  ^bb3:
    "x.loop"(%x) : (i32) -> () loc("loop")
    cf.br ^bb3 loc("back")
  } loc("g")

  func.func @truth(%c: i1 loc("c")) -> i1 {
    cf.cond_br %c, ^bb1, ^bb2 loc("branch")
  ^bb1:
    "x.t"(%c) : (i1) -> () loc("use_t")
    %t = arith.constant true loc("t")
    return %t : i1 loc("ret_t")
  ^bb2:
    "x.f"(%c) : (i1) -> () loc("use_f")
    return %c : i1 loc("ret_f")
  } loc("h")
} loc("m")
