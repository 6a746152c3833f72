// A type key prints in full: only the entries' values take aliases.
"x.u"() {a = #dlti.dl_spec<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32> = 1>} : () -> ()
"x.u"() {a = #dlti.dl_entry<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>, 1>} : () -> ()
