"x.op"() {a = #foo<"escaped \"q\" \n">, b = #foo.x<"αβ">} : () -> ()
