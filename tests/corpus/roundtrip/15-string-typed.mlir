"x.op"() {a = "hello" : i32, b = "x" : none, c = "plain" : !foo.str} : () -> ()
