// Where the ops scf's patterns create stand, and the arguments of the blocks they create: a
// select at its scf.if, a combined or nested-combined scf.if at its op, constants the
// conditions become at the op they propagate from, a realigned scf.while's blocks with the
// initial values' and the loop's locations, a multi-block scf.execute_region's results as
// arguments at its location. Every location is written out, so that none depends on the
// file's path.
module {
  func.func @ifs(%c: i1 loc("c"), %d: i1 loc("d"), %a: i32 loc("a"), %b: i32 loc("b")) -> (i32, i32) {
    %0, %1 = scf.if %c -> (i32, i32) {
      %x = "x.then"(%c) : (i1) -> i32 loc("then")
      scf.yield %x, %a : i32, i32 loc("yield_then")
    } else {
      scf.yield %b, %b : i32, i32 loc("yield_else")
    } loc("if")
    %2 = scf.if %c -> i32 {
      %3 = scf.if %d -> i32 {
        %y = "x.inner"() : () -> i32 loc("inner")
        scf.yield %y : i32 loc("yield_inner")
      } else {
        scf.yield %a : i32 loc("yield_inner_else")
      } loc("nested")
      scf.yield %3 : i32 loc("yield_outer")
    } else {
      scf.yield %a : i32 loc("yield_outer_else")
    } loc("outer")
    "x.use"(%0, %1, %2) : (i32, i32, i32) -> () loc("use")
    return %0, %2 : i32, i32 loc("ret")
  } loc("f")

  func.func @loops(%a: i32 loc("a"), %f: f32 loc("f")) -> (i32, f32) {
    %init = "x.init"() : () -> i32 loc("init")
    %r:2 = scf.while (%x = %init, %y = %f) : (i32, f32) -> (f32, i32) {
      %cond = arith.cmpi slt, %x, %a : i32 loc("cmp")
      scf.condition(%cond) %y, %x : f32, i32 loc("condition")
    } do {
    ^bb0(%p: f32 loc("p"), %q: i32 loc("q")):
      %again = arith.cmpi sge, %q, %a : i32 loc("again")
      "x.flag"(%again) : (i1) -> () loc("flag")
      %q2 = "x.q"(%q) : (i32) -> i32 loc("q2")
      scf.yield %q2, %p : i32, f32 loc("yield")
    } loc("while")
    return %r#1, %r#0 : i32, f32 loc("ret")
  } loc("g")

  func.func @region(%c: i1 loc("c")) -> i32 {
    %r = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2 loc("branch")
    ^bb1:
      %x = "x.one"() : () -> i32 loc("one")
      scf.yield %x : i32 loc("yield_one")
    ^bb2:
      %y = "x.two"() : () -> i32 loc("two")
      scf.yield %y : i32 loc("yield_two")
    } loc("exec")
    "x.after"(%r) : (i32) -> () loc("after")
    return %r : i32 loc("ret")
  } loc("h")
} loc("m")
