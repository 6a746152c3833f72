// Where what scf.forall's patterns create stands: the constants standing for induction
// variables of one iteration at the loop, the loop of fewer dimensions at the loop (its
// body's arguments keeping theirs), the inlined body's ops at their own. Every location is
// written out, so that none depends on the file's path.
// (The loops are in the generic form, which gives their arguments and terminators theirs.)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "single_dim"}> ({
  ^bb0(%arg8: index loc("n")):
    "scf.forall"(%arg8) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 3, 0, 5>, staticStep = array<i64: 1, 1, 7>, staticUpperBound = array<i64: 4, -9223372036854775808, 6>}> ({
    ^bb0(%arg9: index loc("i"), %arg10: index loc("j"), %arg11: index loc("k")):
      "x.use"(%arg9, %arg10, %arg11) : (index, index, index) -> () loc("use")
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("in_parallel")
    }) : (index) -> () loc("forall")
    "func.return"() : () -> () loc("ret")
  }) : () -> () loc("fn_single_dim")
  "func.func"() <{function_type = () -> (), sym_name = "all_single"}> ({
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 2, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 3, 1>}> ({
    ^bb0(%arg6: index loc("i_single"), %arg7: index loc("j_single")):
      "x.use"(%arg6, %arg7) : (index, index) -> () loc("use_single")
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("in_parallel_single")
    }) : () -> () loc("forall_single")
    "func.return"() : () -> () loc("ret_single")
  }) : () -> () loc("fn_all_single")
  "func.func"() <{function_type = (index) -> (), sym_name = "mapped"}> ({
  ^bb0(%arg3: index loc("n_mapped")):
    "scf.forall"() <{mapping = [#gpu.thread<x>, #gpu.thread<y>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 3, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, 8>}> ({
    ^bb0(%arg4: index loc("i_mapped"), %arg5: index loc("j_mapped")):
      "x.use"(%arg4, %arg5) : (index, index) -> () loc("use_mapped")
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("in_parallel_mapped")
    }) : () -> () loc("forall_mapped")
    "func.return"() : () -> () loc("ret_mapped")
  }) : () -> () loc("fn_mapped")
  "func.func"() <{function_type = (index) -> (), sym_name = "control"}> ({
  ^bb0(%arg0: index loc("n_control")):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc("c0")
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index loc("c2")
    "scf.forall"(%0, %1, %arg0, %arg0, %1, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>, staticLowerBound = array<i64: -9223372036854775808, -9223372036854775808>, staticStep = array<i64: -9223372036854775808, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg1: index loc("i_control"), %arg2: index loc("j_control")):
      "x.use"(%arg1, %arg2) : (index, index) -> () loc("use_control")
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc("in_parallel_control")
    }) : (index, index, index, index, index, index) -> () loc("forall_control")
    "func.return"() : () -> () loc("ret_control")
  }) : () -> () loc("fn_control")
}) : () -> () loc("module")
