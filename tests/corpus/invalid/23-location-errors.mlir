// expected-error @+1 {{expected location instance}}
"x.op"() : () -> () loc(foo)

// -----

// expected-error @+1 {{expected '(' in location}}
"x.op"() : () -> () loc
