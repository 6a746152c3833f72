// Errors in literal lists spelled as printed: each is reported where the token path would
// report it.

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"x.a"() {v = dense<[1, 2, 3.5, 4]> : tensor<4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"x.b"() {v = dense<[1, 2, true]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"x.c"() {v = dense<[1, 2, 300]> : tensor<3xi8>} : () -> ()

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
"x.d"() {v = dense<[1, -2]> : tensor<2xui8>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"x.e"() {v = dense<[1, 2, [3]]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{expected ']'}}
"x.f"() {v = dense<[1, 2e5]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
"x.g"() {v = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

// Complex pairs in a real-typed attribute: every value is checked, those not stored too.
// expected-error@+1 {{integer constant out of range for type}}
"x.h"() {v = dense<[(1, 2)]> : tensor<1xi1>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"x.i"() {v = dense<[(1, 2), 3.5]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"x.j"() {v = dense<[(-3,4) , true]> : tensor<2xindex>} : () -> ()

// -----

// Hex payloads: an odd count of digits, an escape, a letter past `F`, a size that does not
// fit the type, a line break, `0X`.
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"x.k"() {v = dense<"0x010"> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"x.l"() {v = dense<"0x0102\30"> : tensor<3xi8>} : () -> ()

// -----

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"x.m"() {v = dense<"0xZZ"> : tensor<1xi8>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xi8>'}}
"x.n"() {v = dense<"0x0102"> : tensor<3xi8>} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"x.o"() {v = dense<"0x0102
"> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"x.p"() {v = dense<"0X0102"> : tensor<2xi8>} : () -> ()
