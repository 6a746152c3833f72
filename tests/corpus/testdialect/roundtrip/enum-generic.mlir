// Enum attributes in the generic form (as mlir-opt-22 prints `arith.cmpi`'s `predicate = 2 :
// i64`): an `I64EnumAttr`/`I32EnumAttr` is an integer attribute of its width, a bit enum one of
// its width, an `EnumAttr` wrapper the dialect attribute. (`enum-ops.mlir.generic.out` has the
// default-valued ones left out: stored with their defaults, as `arith.addi`'s
// `overflowFlags = #arith.overflow<none>`.)

tst.cmpi slt rounding downward
tst.cmpi "sge" else ne rounding "far-away"
tst.cmpi ugt rounding upward {predicate = 3 : i64}
tst.access bits read
tst.access downward bits "read|write"
tst.access bits "exec|write"
tst.thread_id x
tst.arith fastmath<nnan,ninf> overflow<nsw>
tst.arith overflow<none>
