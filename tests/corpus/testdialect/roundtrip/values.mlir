// Ops of the `tst` test dialect with values: operands (single, optional, variadic, buildable
// type), results, type(...), functional-type, operands/results/regions directives, oilist, custom
// directives with value arguments. (Successors are checked in
// tests/tests/integration/testdialect.rs.)

tst.module attributes {k} {
^bb0(%a: i32, %b: i64):
  %0 = tst.add %a, %b : i32, i64 -> i64
  %1:2 = tst.call(%a, %0) : (i32, i64) -> (i64, i32)
  %2 = tst.call() {x} : () -> i32
  tst.cond %a if %b : i64
  tst.cond %1#1
  %3 = tst.all %a, %b : i32, i64 -> i1
  tst.maybe
  tst.maybe %a, %b : i32, i64
  %4 = tst.const
  tst.oilist
  tst.oilist v(%a : i32) u a = 3
  tst.oilist u {x}
  %5 = tst.cast %b as i64 -> f32
  tst.regions {
  }, {
    tst.maybe %4 : i32
  }
}
