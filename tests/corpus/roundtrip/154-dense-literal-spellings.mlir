// Literal lists spelled as printed (`, ` between elements) and otherwise: hex and decimal
// integers mixed, floats with and without an exponent or digits after the point, negative
// values, `true` and `false`, complex pairs after plain values, nested lists, and the
// spacings the printer does not write.
"x.a"() {v = dense<[1, 0x10, -3, 4]> : tensor<4xi32>} : () -> ()
"x.b"() {v = dense<[1.5, 2., -3.25e+02, 4.0E-1, 5.e+1, -6.0]> : tensor<6xf32>} : () -> ()
"x.c"() {v = dense<[true, false, true, 0, 1]> : tensor<5xi1>} : () -> ()
"x.d"() {v = dense<[[1, 2], [3, -4]]> : tensor<2x2xi64>} : () -> ()
"x.e"() {v = dense<[(1, 2), (-3, 4)]> : tensor<2xcomplex<i16>>} : () -> ()
"x.f"() {v = dense<[1,2 , 3,
    4]> : tensor<4xi8>} : () -> ()
"x.g"() {v = dense<[1.000000e+00, 2.500000e-01, -7.500000e+00, 1.000000e+10]> : tensor<4xf64>} : () -> ()
"x.h"() {v = dense<[1.000000e+00, 2.500000e-01]> : tensor<2xbf16>, w = dense<[0.1, 3.0e38, 1.0e-40, -0.0]> : tensor<4xf32>} : () -> ()
"x.i"() {v = dense<[12345678901234567890, 0, 18446744073709551615]> : tensor<3xui64>} : () -> ()
"x.j"() {v = dense<[1, (3, 4)]> : tensor<2xi32>, w = dense<(5, 6)> : tensor<i8>} : () -> ()
"x.k"() {a = dense<[-128, 127, 0]> : tensor<3xsi8>, b = dense<[0, 255]> : tensor<2xui8>, c = dense<[-32768, 32767]> : tensor<2xi16>, d = dense<[4294967295, 0]> : tensor<2xui32>, e = dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xsi64>, f = dense<[18446744073709551615, 1]> : tensor<2xui64>, g = dense<[-1, 5]> : tensor<2xindex>, h = dense<-7> : tensor<4xi32>, i = dense<[[1, -2], [3, -4]]> : tensor<2x2xi16>, j = dense<[255, 1]> : tensor<2xi8>} : () -> ()
"x.l"() {a = dense<"0x01020304"> : tensor<4xi8>, b = dense<"0xabCDef01"> : tensor<2xi16>, c = dense<"0x"> : tensor<0xi8>, d = dense<"0x01"> : tensor<2xi8>, e = dense<"0x0000803F"> : tensor<f32>, f = dense<"0x61626364"> : tensor<!x.str>, g = dense< "0x0102"> : tensor<2xi8>} : () -> ()
