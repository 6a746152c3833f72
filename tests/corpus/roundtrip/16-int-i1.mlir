"x.op"() {t = true, f = false, one = 1 : i1, zero = 0 : i1, neg = -1 : i1, arr = [true, 1 : i1, false], d = {x = true}} : () -> ()
