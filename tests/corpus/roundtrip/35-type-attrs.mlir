"x.op"() {a = i32, b = f64, c = index, d = none, e = (i32, f32) -> i64, f = () -> (), g = (i32) -> (i32, i32), h = !foo.bar, i = tuple<i32, f32>, j = vector<4xf32>, k = ui8, l = si16} : () -> ()
