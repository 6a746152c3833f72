// The cf dialect defines no attributes and no types: it has no parsing hook for either.

// expected-error @+1 {{dialect 'cf' provides no attribute parsing hook}}
"x.op"() {a = #cf.foo} : () -> ()

// -----

// expected-error @+1 {{dialect 'cf' provides no attribute parsing hook}}
"x.op"() {a = #cf<"x">} : () -> ()

// -----

// expected-error @+1 {{dialect 'cf' provides no type parsing hook}}
"x.op"() : () -> !cf.foo
