module @m {
  "x.op"() : () -> ()
}
