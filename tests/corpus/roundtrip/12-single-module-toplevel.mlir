// A single top-level module is used directly (not wrapped).
module @only {
  "x.op"() : () -> ()
}
