// expected-error @+1 {{integer constant out of range for attribute}}
"x.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"x.op"() {a = -129 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"x.op"() {a = 128 : si8} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"x.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"x.op"() {a = 2 : i1} : () -> ()

// -----

// "-0" is rejected (negation of zero is not negative).
// expected-error @+1 {{integer constant out of range for attribute}}
"x.op"() {a = -0} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"x.op"() {a = 18446744073709551616} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"x.op"() {a = 0x100 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"x.op"() {a = 1 : i0} : () -> ()

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"x.op"() {a = 1 : i16777216} : () -> ()
