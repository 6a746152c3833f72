module {
  "x.a"() {a = 1 : i32} : () -> ()
  "x.b"() {m = #dlti.map, s = [#dlti.dl_spec, #dlti.map<"k" = 1 : i32>]} : () -> ()
  module attributes {dlti.dl_spec = #dlti.dl_spec} {
    "x.c"() {m = #dlti.map} : () -> ()
  }
}
