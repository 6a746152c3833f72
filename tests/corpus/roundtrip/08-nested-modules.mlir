module @outer {
  module @inner {
    module {
      "x.op"() : () -> ()
    }
  }
  module @"inner two" {
  }
}
