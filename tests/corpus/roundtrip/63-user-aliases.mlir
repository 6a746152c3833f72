#myattr = {a = 1, b = "x"}
!mytype = !foo.long_type_name<1, 2, 3>
#short = 1 : i32
"x.op"() {x = #myattr, y = #short, z = [#myattr]} : () -> ()
%0 = "x.op"() : () -> !mytype
