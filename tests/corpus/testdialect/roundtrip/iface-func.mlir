// FunctionOpInterface's custom form (rods::ods::parse_function_op / print_function_op) on
// tst.func, printed as mlir-opt-22 prints the same func.func inputs: named arguments with
// attributes and locations, results with attributes (in parentheses only when needed),
// visibility, `attributes {…}`, external functions, the body without its entry block header.
tst.func @a(%arg0: i32 {a.b}, %x: f32 loc("x"), %y: i64 {c.e = 1 : i32} loc(unknown)) -> (i64 {c.d}, f32) attributes {x} {
  %c = tst.const
  tst.return %y, %x : i64, f32
}
tst.func private @ext(i32 {a.b}, f32) -> i64 attributes {y = 2}
tst.func nested @n() -> (i64)
tst.func public @p(%a: i32) {
  tst.return
}
tst.func @q() -> (i32 {e.f}) {
  %c = tst.const
  tst.return %c : i32
}
tst.func private @r() -> ()
tst.func private @s(i32) -> (i32, i32)
tst.func private @k(i32 loc("x"), i32 {a.b} loc(unknown)) -> (i32 {a.b}, i64)
tst.func private @t() -> (() -> ())
tst.func private @u(() -> ()) -> ((i32) -> i32, i32)
tst.func @v(%a: i32) -> i32 {
  %0 = tst.copy %a : i32
  tst.return %a : i32
}
