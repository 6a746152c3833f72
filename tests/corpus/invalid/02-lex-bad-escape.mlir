// expected-error @+1 {{unknown escape in string literal}}
"x.op"() {a = "a\qb"} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"x.op"() {a = "a\0Gb"} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"x.op"() {a = "\x41"} : () -> ()
