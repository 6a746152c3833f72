builtin.module {
  "x.op"() : () -> ()
}
