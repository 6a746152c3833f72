%0:5 = "x.op"() : () -> (!foo.bar, !foo.bar<1>, !foo<"x">, !foo.baz<i32, [1, 2]>, !foo.q<<1>>)
