"x.op"() {a = #foo<bar>, b = #tst.0list<>} : () -> !foo<q>
