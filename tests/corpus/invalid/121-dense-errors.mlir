// dense<…> and sparse<…> elements attributes: literal shape, element and type errors.

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"x.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([1, 2]) does not match type ([2, 3])}}
"x.op"() {a = dense<[[1, 2]]> : tensor<2x3xi32>} : () -> ()

// -----

// expected-error @+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"x.op"() {a = dense<> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"x.op"() {a = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ']'}}
"x.op"() {a = dense<[1, 2> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{parsed 2 elements, but type ('tensor<2xcomplex<i32>>') expected 4 elements}}
"x.op"() {a = dense<[1, 2]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error @+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
"x.op"() {a = dense<1> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1}}
"x.op"() {a = dense<1> : tensor<2x!foo.b>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"x.op"() {a = dense<[1,2]> : tensor<?xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"x.op"() {a = dense<[1,2]> : tensor<*xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"x.op"() {a = dense<[1,2]> : i32} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"x.op"() {a = dense<-1> : tensor<2xui8>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"x.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"x.op"() {a = dense<[true]> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"x.op"() {a = dense<[256]> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"x.op"() {a = dense<["a"]> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"x.op"() {a = dense<[true]> : tensor<1xf32>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"x.op"() {a = dense<1> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
"x.op"() {a = dense<-0x3F800000> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"x.op"() {a = dense<0x1FF> : tensor<2xf8E4M3FN>} : () -> ()

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"x.op"() {a = dense<"0xZZ"> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi8>'}}
"x.op"() {a = dense<"0x010203"> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<9xi1>'}}
"x.op"() {a = dense<"0x01"> : tensor<9xi1>} : () -> ()

// -----

// expected-error @+1 {{expected integer or floating point literal}}
"x.op"() {a = dense<[-x]> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{expected element literal of primitive type}}
"x.op"() {a = dense<[@a]> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{expected ',' between complex elements}}
"x.op"() {a = dense<[(1 2)]> : tensor<1xcomplex<i8>>} : () -> ()

// -----

// expected-error @+1 {{expected ')' after complex elements}}
"x.op"() {a = dense<[(1, 2]> : tensor<1xcomplex<i8>>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"x.op"() {a = dense<[1] : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"x.op"() {a = dense<[1]> tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{expected '<' after 'dense'}}
"x.op"() {a = dense [1]} : () -> ()

// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[0, 2], and type='tensor<2x2xi32>'}}
"x.op"() {a = sparse<[[0, 2]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
"x.op"() {a = sparse<[[0, 1, 2]], [1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([2])}}
"x.op"() {a = sparse<[[0, 1]], [1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected 1-d tensor for sparse element values}}
"x.op"() {a = sparse<[[0, 1]], [[1]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"x.op"() {a = sparse<"0x01", [1]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"x.op"() {a = sparse<[[0, 1]] [1]> : tensor<2x2xi32>} : () -> ()


// -----

// A scalar after the first element's list.
// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"x.op"() {a = dense<[[1], 2]> : tensor<2x1xi32>} : () -> ()

// -----

// A list after a scalar.
// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"x.op"() {a = dense<[1, [2]]> : tensor<2xi32>} : () -> ()

// -----

// Lists of the same rank that differ one level down.
// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"x.op"() {a = dense<[[[1]], [[2], [3]]]> : tensor<2x1x1xi32>} : () -> ()
