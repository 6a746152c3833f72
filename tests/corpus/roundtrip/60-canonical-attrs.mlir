module {
  "x.op"() {a = 1 : i64, b = 1.000000e+00 : f64, c = "s", d = [1, 2.000000e+00], e = @sym, f = i32, g = true, h} : () -> ()
}

