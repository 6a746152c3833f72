// Dialect types in custom formats, in mlir-opt-22's words for emitc.load (`!emitc.lvalue`):
// the full form of another type is «invalid kind of type specified», anything else is read as
// the stripped body.

tst.module {
^bb0(%p: !tst.pair<i32, f32>, %t: !tst.token):
  // expected-error @+1 {{custom op 'tst.tc_dtype' invalid kind of type specified: expected tst.pair, but found '!tst.vec<4 x i32>'}}
  %0 = tst.tc_dtype %p, %p, %t : !tst.vec<4 x i32>, !tst.pair<i32, f32>, !tst.token -> <4 x i32>
}

// -----

tst.module {
^bb0(%p: !tst.pair<i32, f32>, %t: !tst.token):
  // expected-error @+1 {{expected '<'}}
  %0 = tst.tc_dtype %p, %p, %t : i32, !tst.pair<i32, f32>, !tst.token -> <4 x i32>
}

// -----

tst.module {
^bb0(%p: !tst.pair<i32, f32>, %t: !tst.token):
  // expected-error @+1 {{expected ','}}
  %0 = tst.tc_dtype %p, %p, %t : <i32>, !tst.pair<i32, f32>, !tst.token -> <4 x i32>
}

// -----

tst.module {
^bb0(%p: !tst.pair<i32, f32>, %t: !tst.token):
  // `qualified(type($q))` reads the full form only.
  // expected-error @+1 {{expected non-function type}}
  %0 = tst.tc_dtype %p, %p, %t : <i32, f32>, <i32, f32>, !tst.token -> <4 x i32>
}

// -----

tst.module {
^bb0(%p: !tst.pair<i32, f32>, %t: !tst.token):
  // The result's stripped body is verified as its full form is (`!llvm.array`'s words).
  // expected-error @+1 {{vec must have at least one element}}
  %0 = tst.tc_dtype %p, %p, %t : <i32, f32>, !tst.pair<i32, f32>, !tst.token -> <0 x i32>
}

// -----

// A type without parameters has no stripped form: its full form is read and checked, as
// mlir-opt-22 does for `async.runtime.create_group %x : i32` (`!async.group`).
tst.module {
^bb0(%p: !tst.pair<i32, f32>, %t: !tst.token):
  // expected-error @+1 {{custom op 'tst.tc_dtype' invalid kind of type specified: expected tst.token, but found 'i32'}}
  %0 = tst.tc_dtype %p, %p, %t : <i32, f32>, !tst.pair<i32, f32>, i32 -> <4 x i32>
}

// -----

tst.module {
^bb0(%p: !tst.pair<i32, f32>, %t: !tst.token):
  // expected-error @+1 {{expected non-function type}}
  %0 = tst.tc_dtype %p, %p, %t : <i32, f32>, !tst.pair<i32, f32>, token -> <4 x i32>
}
