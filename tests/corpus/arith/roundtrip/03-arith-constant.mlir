// arith.constant: the result type comes from the value; result names as upstream's
// getAsmResultNames (`%c42_i32`, `%c0` for index, `%true`/`%false`, `%cst` otherwise), with the
// printer's suffixes on repeats.
%c0 = arith.constant 42 : i32
%c1 = arith.constant 0 : index
%c2 = arith.constant true
%c3 = arith.constant false
%c4 = arith.constant 1.0 : f32
%c5 = arith.constant dense<1> : vector<4xi32>
%c6 = arith.constant -1 : i8
%c7 = arith.constant 1 : i1
%c8 = arith.constant 0 : i1
%c9 = arith.constant 42 : i32
%c10 = arith.constant 0x7FC00000 : f32
%c11 = arith.constant dense<[1.5, 2.0]> : tensor<2xf64>
%c12 = arith.constant 170141183460469231731687303715884105727 : i128
%c13 = arith.constant -9223372036854775808 : i64
%c14 = arith.constant 255 : i8
%c15 = arith.constant {tag} 7 : index
%c16 = arith.constant dense<2> : vector<[4]xi32>
%c17 = arith.constant sparse<[[0, 1]], [5]> : tensor<2x2xi32>
%c18 = arith.constant 3 : i1024
%c19 = arith.constant dense<true> : tensor<3xi1>
%c20 = arith.constant -0.0 : bf16
%g0 = "arith.constant"() <{value = 5 : i64}> : () -> i64
%g1 = "arith.constant"() <{value = dense<0> : tensor<0xi8>}> : () -> tensor<0xi8>
"x.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %g0, %g1) : (i32, index, i1, i1, f32, vector<4xi32>, i8, i1, i1, i32, f32, tensor<2xf64>, i128, i64, i8, index, vector<[4]xi32>, tensor<2x2xi32>, i1024, tensor<3xi1>, bf16, i64, tensor<0xi8>) -> ()
