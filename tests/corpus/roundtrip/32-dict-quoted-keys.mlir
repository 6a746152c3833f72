"x.op"() {"with space" = 1, "quoted" = 2, "a.b" = 3, "a$b" = 4, "0start" = 5, "-dash" = 7, "a-b" = 8, "q\"uote" = 9, "$x" = 10, "_x" = 11, "x:y" = 12} : () -> ()
