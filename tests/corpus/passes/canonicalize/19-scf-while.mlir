// scf.while: the condition and comparisons like it are known in the after region; the
// condition's operands realign with the before block's arguments; an scf.if on the
// condition right before scf.condition moves into the after region.
func.func @truth(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%i = %c0) : (i32) -> (i32, i1) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %cond : i32, i1
  } do {
  ^bb0(%j: i32, %c: i1):
    "x.use"(%c) : (i1) -> ()
    %a = arith.cmpi slt, %j, %n : i32
    %b = arith.cmpi sge, %j, %n : i32
    %d = arith.cmpi eq, %j, %n : i32
    "x.cmp"(%a, %b, %d) : (i1, i1, i1) -> ()
    %next = "x.next"(%j) : (i32) -> i32
    scf.yield %next : i32
  }
  return %r#0 : i32
}

func.func @align(%a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %cond = "x.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%cond) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %q2 = "x.q"(%q) : (i32) -> i32
    %p2 = "x.p"(%p) : (f32) -> f32
    scf.yield %q2, %p2 : i32, f32
  }
  return %r#1, %r#0 : i32, f32
}

func.func @move_if_down(%a: i32, %k: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %cond = "x.cond"(%x) : (i32) -> i1
    %w = "x.w"(%x) : (i32) -> i32
    %v = scf.if %cond -> i32 {
      %t = "x.then"(%x, %w, %k) : (i32, i32, i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%cond) %v : i32
  } do {
  ^bb0(%z: i32):
    %z2 = "x.body"(%z) : (i32) -> i32
    scf.yield %z2 : i32
  }
  return %r : i32
}
