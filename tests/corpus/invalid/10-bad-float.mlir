// expected-error @+1 {{floating point value not valid for specified type}}
"x.op"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"x.op"() {a = 1 : f32} : () -> ()

// -----

// "1e10" lexes as integer 1 followed by identifier e10.
// expected-error @+1 {{expected '}' in attribute dictionary}}
"x.op"() {a = 1e10} : () -> ()

// -----

// expected-error @+1 {{expected constant integer or floating point value}}
"x.op"() {a = -} : () -> ()
