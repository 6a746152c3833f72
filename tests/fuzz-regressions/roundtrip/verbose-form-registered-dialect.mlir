"x.op"() {a = #foo<a-b>, b = #foo<a<b>>, c = #foo<+a.b_c>, d = #foo<_a>, e = #foo<A1>, f = #foo<b a>, g = #foo<a<b>c>, h = #foo<1a>, j = #foo.f80a<"x">, k = #gpu<bar>, l = #foo.bar} : () -> ()
%0:7 = "x.op"() : () -> (!foo<a-b>, !foo<W<b>>, !foo<bar>, !foo.a.b, !foo<"s">, !foo.x<"αβ">, !foo<_x>)
