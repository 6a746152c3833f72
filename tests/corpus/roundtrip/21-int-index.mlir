"x.op"() {a = 0 : index, b = -1 : index, c = 9223372036854775807 : index, d = [1 : index, 2 : index]} : () -> ()
