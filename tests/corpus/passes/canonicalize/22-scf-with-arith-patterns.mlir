// scf's patterns and arith's together: selects an scf.if becomes turn into extensions and
// negations, a negated comparison is inverted before the if swaps its regions, nested ifs
// and an index_switch on a computed constant, loops whose trip count arith computes, a
// while whose comparisons are known in its body, nested parallel loops over arith bounds.
func.func @if_to_select_ext(%c: i1) -> (i32, i1, i1) {
  %r:3 = scf.if %c -> (i32, i1, i1) {
    %one = arith.constant 1 : i32
    %t = arith.constant true
    %f = arith.constant false
    scf.yield %one, %f, %t : i32, i1, i1
  } else {
    %zero = arith.constant 0 : i32
    %t = arith.constant true
    %f = arith.constant false
    scf.yield %zero, %t, %f : i32, i1, i1
  }
  return %r#0, %r#1, %r#2 : i32, i1, i1
}

func.func @negated_cmp_if(%a: i32, %b: i32) -> i32 {
  %cmp = arith.cmpi slt, %a, %b : i32
  %true = arith.constant true
  %n = arith.xori %cmp, %true : i1
  %r = scf.if %n -> i32 {
    "x.op"() : () -> ()
    scf.yield %a : i32
  } else {
    "x.other"() : () -> ()
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @nested_ifs(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %a -> i32 {
    %s = scf.if %b -> i32 {
      "x.op"() : () -> ()
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @cond_or_value(%c: i1, %x: i32) -> (i1, i1) {
  %r:2 = scf.if %c -> (i1, i1) {
    %f = arith.constant false
    %t = arith.constant true
    "x.op"() : () -> ()
    scf.yield %f, %t : i1, i1
  } else {
    %t = arith.constant true
    %f = arith.constant false
    scf.yield %t, %f : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

func.func @while_cmp(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %lt = arith.cmpi slt, %j, %n : i32
    %ge = arith.cmpi sge, %j, %n : i32
    "x.use"(%lt, %ge) : (i1, i1) -> ()
    %c1 = arith.constant 1 : i32
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}

func.func @for_trip(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %ub = arith.addi %c0, %c1 : index
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %x) -> index {
    %s = arith.addi %acc, %i : index
    %t = arith.muli %s, %c2 : index
    scf.yield %t : index
  }
  return %r : index
}

func.func @for_select_sub(%x: index, %lb: index) -> index {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%acc = %x) -> index {
    %s = arith.subi %acc, %i : index
    %t = arith.addi %s, %i : index
    scf.yield %t : index
  }
  return %r : index
}

func.func @if_select_same(%c: i1, %d: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %y : i32, i32
  } else {
    %s = arith.select %d, %x, %y : i32
    scf.yield %s, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @switch_const(%x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i = arith.addi %c1, %c1 : index
  %r = scf.index_switch %i -> i32
  case 1 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  case 2 {
    %c0 = arith.constant 0 : i32
    %b = arith.addi %x, %c0 : i32
    %m = arith.muli %b, %b : i32
    scf.yield %m : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @exec_region(%x: i32, %c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %z = arith.constant 0 : i32
    %s = arith.subi %x, %x : i32
    %t = arith.ori %s, %z : i32
    scf.yield %t : i32
  }
  %q = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  ^bb2:
    %two = arith.constant 2 : i32
    scf.yield %two : i32
  }
  %s = arith.addi %r, %q : i32
  return %s : i32
}

func.func @parallel(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) {
    scf.parallel (%k) = (%c0) to (%m) step (%c3) {
      %s = arith.addi %i, %k : index
      %t = arith.addi %s, %j : index
      "x.use"(%t) : (index) -> ()
    }
  }
  return
}

func.func @for_dead_iter(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %c5 = arith.constant 5 : i32
    %n1 = arith.addi %a, %c5 : i32
    %n2 = arith.addi %n1, %c5 : i32
    "x.use"(%n2) : (i32) -> ()
    scf.yield %n2, %b : i32, i32
  }
  return %r#1 : i32
}

func.func @while_if_down(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi ult, %i, %n : i32
    %v = scf.if %cond -> i32 {
      %c2 = arith.constant 2 : i32
      %d = arith.muli %i, %c2 : i32
      scf.yield %d : i32
    } else {
      scf.yield %i : i32
    }
    scf.condition(%cond) %v : i32
  } do {
  ^bb0(%j: i32):
    scf.yield %j : i32
  }
  return %r : i32
}

func.func @if_sel_ext(%a: i32, %b: i32) -> (i64, i8) {
  %c = arith.cmpi eq, %a, %b : i32
  %r:2 = scf.if %c -> (i64, i8) {
    %one = arith.constant 1 : i64
    %z = arith.constant 0 : i8
    scf.yield %one, %z : i64, i8
  } else {
    %zero = arith.constant 0 : i64
    %o = arith.constant 1 : i8
    scf.yield %zero, %o : i64, i8
  }
  return %r#0, %r#1 : i64, i8
}
