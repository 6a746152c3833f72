%foo = "x.a"() : () -> i32
%bar_baz = "x.b"() : () -> i32
%42 = "x.c"(%foo, %bar_baz) : (i32, i32) -> i32
%a.b$c-d = "x.d"(%42) : (i32) -> i32
"x.e"(%a.b$c-d) : (i32) -> ()
