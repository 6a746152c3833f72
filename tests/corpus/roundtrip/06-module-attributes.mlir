module attributes {x.z = 1 : i32, x.a = "x", x.flag} {
  "x.op"() : () -> ()
}
