// While loops with before/after regions, do-while, execute_region and index_switch.
func.func @collatz_steps(%start: i64) -> (i64, i64) {
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %zero = arith.constant 0 : i64
  %res:2 = scf.while (%n = %start, %steps = %zero) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi sgt, %n, %one : i64
    scf.condition(%more) %n, %steps : i64, i64
  } do {
  ^bb0(%m: i64, %s: i64):
    %rem = arith.remsi %m, %two : i64
    %even = arith.cmpi eq, %rem, %zero : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divsi %m, %two : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %m, %three : i64
      %t1 = arith.addi %t, %one : i64
      scf.yield %t1 : i64
    }
    %s1 = arith.addi %s, %one : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %res#0, %res#1 : i64, i64
}

func.func @do_while(%x: f32, %limit: f32) -> f32 {
  %r = scf.while (%v = %x) : (f32) -> f32 {
    %d = arith.addf %v, %v : f32
    %go = arith.cmpf olt, %d, %limit : f32
    scf.condition(%go) %d : f32
  } do {
  ^bb0(%w: f32):
    scf.yield %w : f32
  }
  scf.while : () -> () {
    %f = arith.constant false
    scf.condition(%f)
  } do {
    scf.yield
  } attributes {unrolled = 2 : i64}
  return %r : f32
}

func.func @mixed_types_while(%init: i32) -> i64 {
  %res = scf.while (%a = %init) : (i32) -> i64 {
    %w = arith.extsi %a : i32 to i64
    %c = arith.constant 100 : i64
    %cond = arith.cmpi slt, %w, %c : i64
    scf.condition(%cond) %w : i64
  } do {
  ^bb0(%b: i64):
    %t = arith.trunci %b : i64 to i32
    %c2 = arith.constant 2 : i32
    %n = arith.muli %t, %c2 : i32
    scf.yield %n : i32
  }
  return %res : i64
}

func.func @select_kernel(%which: index, %x: f32) -> f32 {
  %r = scf.index_switch %which -> f32
  case 0 {
    %a = arith.addf %x, %x : f32
    scf.yield %a : f32
  }
  case 4 {
    %m = arith.mulf %x, %x : f32
    scf.yield %m : f32
  }
  case -1 {
    %n = arith.negf %x : f32
    scf.yield %n : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %which
  case 7 {
    %c = arith.constant 7 : index
    scf.yield
  }
  default {
  }
  scf.index_switch %which {note = "only default"}
  default {
  }
  return %r : f32
}

func.func @regions_once(%x: i32, %flag: i1) -> (i32, i32) {
  %r = scf.execute_region -> i32 {
    %d = arith.addi %x, %x : i32
    scf.yield %d : i32
  }
  %k:2 = scf.execute_region -> (i32, i32) no_inline {
    scf.yield %x, %r : i32, i32
  } {kept}
  scf.execute_region {
    %c = arith.constant 1 : i32
    scf.yield
  }
  return %r, %k#1 : i32, i32
}
