// AttrSizedOperandSegments / AttrSizedResultSegments: several variable-length groups. The
// parser stores the group sizes; the generic form prints them (`<{operandSegmentSizes =
// array<i32: …>}>`, as mlir-opt-22 does for memref.alloc), the custom form never.

tst.module {
^bb0(%x: index, %i: i32, %f: f32):
  %0:3 = tst.tc_segments (%x, %x) [%f] %i opt %i : [f32] i32 -> (i32, i64) (f32)
  tst.tc_segments () [] %f : f32 ()
  %1 = tst.tc_segments (%x) [%i, %f] %f {k = 1} : [i32, f32] f32 (i1)
  %2:2 = "tst.tc_segments"(%x, %f, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, resultSegmentSizes = array<i32: 1, 1>}> : (index, f32, i32) -> (i8, f32)
  %3 = "tst.tc_segments"(%i) {operandSegmentSizes = array<i32: 0, 0, 0, 1>, resultSegmentSizes = array<i32: 1, 0>} : (i32) -> i16
}

// With `operands` / `type(results)` (accepted, as by mlir-tblgen) the groups are not told apart:
// the sizes are written in the attr-dict, which prints them.
tst.module {
^bb0(%i: i32, %f: f32):
  %0:3 = tst.tc_seg_all %i, %f, %f {operandSegmentSizes = array<i32: 1, 2>, resultSegmentSizes = array<i32: 2, 1>} : i32, f32, f32 -> i32, i32, f32
  %1 = tst.tc_seg_all %f {operandSegmentSizes = array<i32: 0, 1>, resultSegmentSizes = array<i32: 0, 1>} : f32 -> i32
}

// `operands` with an inferred variadic group: one type per group.
tst.module {
^bb0(%i: i32):
  %0 = tst.tc_ops_infer %i, %i : i32
}
