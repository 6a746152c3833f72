// A block argument may be named with a result number (upstream reads `^bb(…)` arguments as
// SSA uses): `%a#1` is that number of `%a`, and the printer names it afresh.
"x.f"() ({
^bb0(%a#1: i32, %b#0: i64, %c #2: f32):
  %a = "x.d"() : () -> i32
  "x.u"(%a, %a#1, %b, %c#2) : (i32, i32, i64, f32) -> ()
  "x.br"(%a#1)[^bb1] : (i32) -> ()
^bb1(%d#3: i32):
  "x.u"(%d#3) : (i32) -> ()
}) : () -> ()
