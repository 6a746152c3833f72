"x.op"() {a = true, b = false, c = unit, d, e = [unit, true], f = {g = unit}} : () -> ()
