// RegionBranchOpInterface: tst.if and tst.while (scf.if, scf.while) whose edges carry the
// right number and types of values are accepted.
tst.func @f(%c: i1, %a: i32, %b: i64) -> i32 {
  %0 = tst.if %c -> (i32) {
    tst.yield %a : i32
  } else {
    tst.yield %a : i32
  }
  tst.if %c {
    tst.yield
  } else {
    tst.yield
  }
  %1:2 = tst.while (%a, %b) : (i32, i64) -> (i32, i64) {
  ^bb0(%x: i32, %y: i64):
    tst.condition (%c) %x, %y : i32, i64
  } do {
  ^bb0(%x: i32, %y: i64):
    tst.yield %x, %y : i32, i64
  }
  tst.return %0 : i32
}
