"builtin.module"() ({
  "x.op"() : () -> ()
}) {sym_name = "gen"} : () -> ()
