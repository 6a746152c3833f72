// scf.if: constant conditions, results of values defined outside become selects, the
// condition is known inside, equal yields, consecutive and nested ifs combine, an else that
// only yields goes, a negated condition swaps the regions, unused results go.
func.func @static(%a: i32, %b: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = scf.if %true -> i32 {
    %x = "x.then"() : () -> i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %false -> i32 {
    scf.yield %a : i32
  } else {
    %y = "x.else"() : () -> i32
    scf.yield %y : i32
  }
  scf.if %false {
    "x.never"() : () -> ()
  }
  return %0, %1 : i32, i32
}

func.func @to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0, %1, %2 = scf.if %c -> (i32, i32, i32) {
    %x = "x.then"() : () -> i32
    scf.yield %a, %x, %a : i32, i32, i32
  } else {
    scf.yield %b, %b, %a : i32, i32, i32
  }
  return %0, %1, %2 : i32, i32, i32
}

func.func @propagate(%c: i1) {
  scf.if %c {
    "x.then"(%c) : (i1) -> ()
    scf.if %c {
      "x.nested"(%c) : (i1) -> ()
    }
  } else {
    "x.else"(%c) : (i1) -> ()
  }
  "x.after"(%c) : (i1) -> ()
  return
}

func.func @same_value(%c: i1, %a: i32) -> (i32, i32) {
  %0, %1 = scf.if %c -> (i32, i32) {
    %x = "x.t"() : () -> i32
    scf.yield %x, %a : i32, i32
  } else {
    %y = "x.f"() : () -> i32
    scf.yield %y, %a : i32, i32
  }
  return %0, %1 : i32, i32
}

func.func @combine(%c: i1, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %x = "x.first"() : () -> i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %y = "x.second"(%0) : (i32) -> i32
    scf.yield %y : i32
  } else {
    %z = "x.second_else"(%0) : (i32) -> i32
    scf.yield %z : i32
  }
  return %0, %1 : i32, i32
}

func.func @empty_else(%c: i1) {
  scf.if %c {
    "x.then"() : () -> ()
  } else {
  }
  return
}

func.func @nested(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %0 = scf.if %c -> i32 {
    %1 = scf.if %d -> i32 {
      %x = "x.inner"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %b : i32
  }
  return %0 : i32
}

func.func @negated(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "x.not"() : () -> ()
  } else {
    "x.yes"() : () -> ()
  }
  return
}

func.func @unused(%c: i1, %a: i32) -> i32 {
  %0, %1 = scf.if %c -> (i32, i32) {
    %x = "x.t"() : () -> i32
    scf.yield %x, %x : i32, i32
  } else {
    %y = "x.f"() : () -> i32
    scf.yield %y, %a : i32, i32
  }
  return %0 : i32
}
