// arith's casts (with their flags and rounding modes), the scaling casts, comparisons and select.
"x.body"() ({
^bb0(%a: i32, %i: index, %v: vector<4xi16>, %t: tensor<2x?xi8>, %f: f32, %h: f16, %vf: vector<4xf32>, %m: memref<4xi32>, %mi: memref<?xindex>, %mf: memref<4xf32>, %c: i1, %vc: vector<4xi1>, %tc: tensor<2x?xi1>, %u: tensor<*xi32>, %vh: vector<4xf4E2M1FN>, %vs: vector<4xf8E8M0FNU>, %e: f8E8M0FNU):
  %0 = arith.extui %a : i32 to i64
  %1 = arith.extsi %v : vector<4xi16> to vector<4xi32>
  %2 = arith.extsi %t : tensor<2x?xi8> to tensor<2x?xi16>
  %3 = arith.trunci %a : i32 to i8
  %4 = arith.trunci %a overflow<nsw> : i32 to i16
  %5 = arith.trunci %v overflow<nuw, nsw> : vector<4xi16> to vector<4xi1>
  %6 = arith.extf %h : f16 to f32
  %7 = arith.extf %h fastmath<fast> : f16 to f64
  %8 = arith.truncf %f : f32 to f16
  %9 = arith.truncf %f to_nearest_even : f32 to bf16
  %10 = arith.truncf %vf downward fastmath<nnan> : vector<4xf32> to vector<4xf16>
  %11 = arith.truncf %f fastmath<contract> : f32 to f16
  %12 = arith.truncf %f to_nearest_away : f32 to f8E5M2
  %13 = arith.uitofp %a : i32 to f32
  %14 = arith.sitofp %v : vector<4xi16> to vector<4xf64>
  %15 = arith.fptoui %f : f32 to i8
  %16 = arith.fptosi %vf : vector<4xf32> to vector<4xi64>
  %17 = arith.index_cast %a : i32 to index
  %18 = arith.index_cast %i : index to i64
  %19 = arith.index_castui %i : index to i1
  %20 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %21 = arith.index_castui %mi : memref<?xindex> to memref<?xi8>
  %22 = arith.bitcast %a : i32 to f32
  %23 = arith.bitcast %vf : vector<4xf32> to vector<4xi32>
  %24 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %25 = arith.bitcast %h : f16 to bf16
  %26 = arith.index_cast %t : tensor<2x?xi8> to tensor<2x?xindex>
  %27 = arith.cmpi eq, %a, %a : i32
  %28 = arith.cmpi sge, %v, %v : vector<4xi16>
  %29 = arith.cmpi ult, %i, %i : index
  %30 = arith.cmpi ne, %t, %t {tag} : tensor<2x?xi8>
  %31 = arith.cmpf oeq, %f, %f : f32
  %32 = arith.cmpf false, %f, %f : f32
  %33 = arith.cmpf true, %vf, %vf fastmath<fast> : vector<4xf32>
  %34 = arith.cmpf uno, %h, %h fastmath<nnan,ninf> : f16
  %35 = arith.select %c, %a, %a : i32
  %36 = arith.select %c, %v, %v : vector<4xi16>
  %37 = arith.select %vc, %vf, %vf : vector<4xi1>, vector<4xf32>
  %38 = arith.select %tc, %t, %t {tag = 1 : i32} : tensor<2x?xi1>, tensor<2x?xi8>
  %39 = arith.select %c, %m, %m : memref<4xi32>
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39) : (i64, vector<4xi32>, tensor<2x?xi16>, i8, i16, vector<4xi1>, f32, f64, f16, bf16, vector<4xf16>, f16, f8E5M2, f32, vector<4xf64>, i8, vector<4xi64>, index, i64, i1, memref<4xindex>, memref<?xi8>, f32, vector<4xi32>, memref<4xf32>, bf16, tensor<2x?xindex>, i1, vector<4xi1>, i1, tensor<2x?xi1>, i1, i1, vector<4xi1>, i1, i32, vector<4xi16>, vector<4xf32>, tensor<2x?xi8>, memref<4xi32>) -> ()
  %g0 = "arith.cmpi"(%a, %a) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %g1 = "arith.cmpf"(%f, %f) <{predicate = 13 : i64}> : (f32, f32) -> i1
  %g2 = "arith.truncf"(%f) <{roundingmode = 3 : i32}> : (f32) -> f16
  %g3 = "arith.select"(%vc, %vf, %vf) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %g4 = "arith.trunci"(%a) : (i32) -> i8
  "x.use"(%g0, %g1, %g2, %g3, %g4) : (i1, i1, f16, vector<4xf32>, i8) -> ()
  %s0 = arith.scaling_extf %h, %h : f16, f16 to f32
  %s1 = arith.scaling_extf %vh, %vs fastmath<fast> : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xbf16>
  %s2 = arith.scaling_truncf %f, %e : f32, f8E8M0FNU to f4E2M1FN
  %s3 = arith.scaling_truncf %vf, %vs to_nearest_even fastmath<nnan> : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf8E4M3FN>
  %s4 = arith.scaling_extf %vh, %e : vector<4xf4E2M1FN>, f8E8M0FNU to vector<4xf32>
  %s5 = "arith.scaling_truncf"(%f, %e) <{roundingmode = 1 : i32}> : (f32, f8E8M0FNU) -> f16
  "x.use"(%s0, %s1, %s2, %s3, %s4, %s5) : (f32, vector<4xbf16>, f4E2M1FN, vector<4xf8E4M3FN>, vector<4xf32>, f16) -> ()
}) : () -> ()
