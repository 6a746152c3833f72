// expected-error @+1 {{hexadecimal float constant out of range for type}}
"x.op"() {a = 0x7FC0000000 : f32} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"x.op"() {a = -3 : f64} : () -> ()
