// arith's integer and float binary ops: overflow flags, `exact`, fast-math flags, on scalars,
// vectors and tensors; the generic form reads the same ops back.
"x.body"() ({
^bb0(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<4x?xi64>, %f: f32, %g: f32, %h: vector<2xf16>, %u: tensor<*xbf16>):
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.addi %a, %b overflow<nuw, nsw> : i32
  %3 = arith.addi %i, %i overflow<none> : index
  %4 = arith.subi %v, %v overflow<nuw> : vector<4xi8>
  %5 = arith.muli %t, %t overflow<nsw, nuw> : tensor<4x?xi64>
  %6 = arith.shli %a, %b overflow<nsw> : i32
  %7 = arith.divui %a, %b : i32
  %8 = arith.divsi %a, %b exact : i32
  %9 = arith.shrui %v, %v exact : vector<4xi8>
  %10 = arith.shrsi %i, %i : index
  %11 = arith.ceildivui %a, %b : i32
  %12 = arith.ceildivsi %t, %t : tensor<4x?xi64>
  %13 = arith.floordivsi %i, %i : index
  %14 = arith.remui %a, %b : i32
  %15 = arith.remsi %v, %v : vector<4xi8>
  %16 = arith.andi %a, %b {tag = "x"} : i32
  %17 = arith.ori %a, %b : i32
  %18 = arith.xori %i, %i : index
  %19 = arith.maxsi %a, %b : i32
  %20 = arith.maxui %v, %v : vector<4xi8>
  %21 = arith.minsi %t, %t : tensor<4x?xi64>
  %22 = arith.minui %i, %i : index
  %23 = arith.addf %f, %g : f32
  %24 = arith.addf %f, %g fastmath<fast> : f32
  %25 = arith.subf %h, %h fastmath<nnan,ninf> : vector<2xf16>
  %26 = arith.mulf %u, %u fastmath<contract,afn,reassoc> : tensor<*xbf16>
  %27 = arith.divf %f, %g fastmath<none> : f32
  %28 = arith.remf %f, %g fastmath<nsz,arcp> : f32
  %29 = arith.maximumf %f, %g : f32
  %30 = arith.maxnumf %h, %h fastmath<nnan> : vector<2xf16>
  %31 = arith.minimumf %f, %g : f32
  %32 = arith.minnumf %u, %u : tensor<*xbf16>
  %33 = arith.negf %f fastmath<ninf> : f32
  %34 = arith.negf %h : vector<2xf16>
  %35 = arith.addf %f, %g fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %low, %high = arith.mulsi_extended %a, %b : i32
  %l2:2 = arith.mului_extended %v, %v : vector<4xi8>
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %s2:2 = arith.addui_extended %t, %t : tensor<4x?xi64>, tensor<4x?xi1>
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %low, %high, %l2#1, %sum, %overflow, %s2#0) : (i32, i32, i32, index, vector<4xi8>, tensor<4x?xi64>, i32, i32, i32, vector<4xi8>, index, i32, tensor<4x?xi64>, index, i32, vector<4xi8>, i32, i32, index, i32, vector<4xi8>, tensor<4x?xi64>, index, f32, f32, vector<2xf16>, tensor<*xbf16>, f32, f32, f32, vector<2xf16>, f32, tensor<*xbf16>, f32, vector<2xf16>, f32, i32, i32, vector<4xi8>, i32, i1, tensor<4x?xi64>) -> ()
  %g0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %g1 = "arith.addf"(%f, %g) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %g2 = "arith.divui"(%a, %b) <{isExact}> : (i32, i32) -> i32
  %g3 = "arith.subf"(%f, %g) : (f32, f32) -> f32
  %g4 = "arith.muli"(%a, %b) : (i32, i32) -> i32
  %g5:2 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  "x.use"(%g0, %g1, %g2, %g3, %g4) : (i32, f32, i32, f32, i32) -> ()
}) : () -> ()
