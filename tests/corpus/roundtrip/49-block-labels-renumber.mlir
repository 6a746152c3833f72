"x.op"() ({
  "x.br"()[^exit] : () -> ()
^loop(%i: index):
  "x.br"()[^loop] : () -> ()
^exit:
  "x.ret"() : () -> ()
}) : () -> ()
