"x.op"() {empty = [], ints = [1, 2, 3], typed = [1 : i32, 2 : i8], floats = [1.0, 2.5 : f32], nested = [[1], [[]], [[2, 3]]], mixed = [1, "a", i32, @s, unit, {k = 1}, true, 0.5]} : () -> ()
