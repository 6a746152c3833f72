// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"x.op"() {a = #foo<abc} : () -> ()

// -----

// expected-error @+1 {{expected attribute value}}
"x.op"() {a = foo} : () -> ()

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
"x.op"() {a = @} : () -> ()
