module {
  "x.op"() : () -> ()
}
