"x.op"() {a = @a, b = @a::@b, c = @a::@b::@c, d = @"with space", e = @"q"::@"x y", f = @_under.dot$dollar, g = @"0digit", h = @"a-b", i = [@x, @y::@z]} : () -> ()
