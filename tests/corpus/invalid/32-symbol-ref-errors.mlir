// expected-error @+1 {{expected nested symbol reference identifier}}
"x.op"() {a = @a::b} : () -> ()

// -----

// expected-error @+1 {{expected nested symbol reference identifier}}
"x.op"() {a = @a::} : () -> ()
