// expected-error @+1 {{expected '"' in string literal}}
"x.op"() {a = "abc} : () -> ()

// -----

// A backslash before the closing quote escapes it.
// expected-error @+1 {{expected '"' in string literal}}
"x.op"() {a = "abc\"} : () -> ()
