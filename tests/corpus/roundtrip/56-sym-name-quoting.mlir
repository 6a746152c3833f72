module {
  "x.sym"() {sym_name = "plain"} : () -> ()
  "x.sym"() {sym_name = "with space"} : () -> ()
  "x.sym"() {sym_name = "0digit"} : () -> ()
  "x.sym"() {sym_name = "a.b$c_d"} : () -> ()
  "x.sym"() {sym_name = "a-b"} : () -> ()
}
module @"quoted name" {
}
module @"0m" {
}
module @_ok.x$y {
}
