"x.op"() {zeta = 1, alpha = 2, Beta = 3, _under = 4, "9nine" = 5, a0 = 6, a = 7, aa = 8, "a b" = 9, "a.b" = 10, a_b = 11, "a$b" = 12, nested = {z = 1, y = 2, x = {c = 1, b = 2}}} : () -> ()
