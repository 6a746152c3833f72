// Operands and results of dialect types in custom formats, as mlir-opt-22 prints emitc.load
// (`emitc.load %0 : <i32>`): `type($x)` prints a type with parameters stripped and reads the
// stripped or the full form; `qualified(type($x))` prints and reads the full form; a type
// without parameters (`!tst.token`) prints in full. A type alias reads as the full form.

!pt = !tst.pair<i32, f32>

tst.module {
^bb0(%p: !tst.pair<i32, f32>, %t: !tst.token):
  %0 = tst.tc_dtype %p, %p, %t : <i32, f32>, !tst.pair<i32, f32>, !tst.token -> <4 x i32>
  %1 = tst.tc_dtype %p, %p, %t : !tst.pair<i32, f32>, !tst.pair<i32, f32>, !tst.token -> !tst.vec<4 x i32>
  %3 = tst.tc_dtype %p, %p, %t : !pt, !pt, !tst.token -> <4 x i32>
  %2 = "tst.tc_dtype"(%p, %p, %t) : (!tst.pair<i32, f32>, !tst.pair<i32, f32>, !tst.token) -> !tst.vec<2 x f32>
}
