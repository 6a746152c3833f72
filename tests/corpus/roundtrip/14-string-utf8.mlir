"x.op"() {greek = "αβγ", emoji = "😀", check = "√", mixed = "é\n"} : () -> ()
