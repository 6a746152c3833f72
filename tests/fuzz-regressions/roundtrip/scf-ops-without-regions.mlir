func.func @regions(%lb: index, %c: i1) {
  "scf.for"(%lb, %lb, %lb) : (index, index, index) -> ()
  "scf.for"(%lb) ({}) : (index) -> ()
  "scf.if"(%c) ({}) : (i1) -> ()
  "scf.if"() : () -> ()
  "scf.while"() ({}) : () -> ()
  "scf.execute_region"() : () -> ()
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (index, index, index) -> ()
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}> : () -> ()
  "scf.forall.in_parallel"() : () -> ()
  return
}
