"x.op"() ({
  module @inner {
    "x.a"() : () -> ()
  }
  builtin.module {
  }
}) : () -> ()
