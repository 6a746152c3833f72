// Constant folding over vectors and tensors: splats fold to a splat, dense and sparse
// elements element by element; identities see splats.
func.func @splats(%x: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, tensor<2x2xi64>) {
  %one = arith.constant dense<1> : vector<4xi32>
  %seven = arith.constant dense<7> : vector<4xi32>
  %zero = arith.constant dense<0> : vector<4xi32>
  %0 = arith.addi %one, %seven : vector<4xi32>
  %1 = arith.muli %x, %one : vector<4xi32>
  %2 = arith.addi %x, %zero : vector<4xi32>
  %3 = arith.cmpi slt, %seven, %one : vector<4xi32>
  %t = arith.constant dense<-3> : tensor<2x2xi64>
  %4 = arith.divsi %t, %t : tensor<2x2xi64>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, tensor<2x2xi64>
}

func.func @dense() -> (vector<4xi32>, vector<4xi32>, vector<4xi8>, vector<4xi1>, tensor<4xi32>) {
  %a = arith.constant dense<[5, -3, 0, 7]> : vector<4xi32>
  %b = arith.constant dense<[2, 2, -1, 1]> : vector<4xi32>
  %0 = arith.subi %a, %b : vector<4xi32>
  %1 = arith.maxsi %a, %b : vector<4xi32>
  %2 = arith.trunci %a : vector<4xi32> to vector<4xi8>
  %3 = arith.cmpi ult, %a, %b : vector<4xi32>
  %s = arith.constant sparse<[[1], [3]], [5, 6]> : tensor<4xi32>
  %d = arith.constant dense<1> : tensor<4xi32>
  %4 = arith.addi %s, %d : tensor<4xi32>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<4xi32>, vector<4xi8>, vector<4xi1>, tensor<4xi32>
}

// Upstream's division folders refuse when any divisor is zero, but `floordivsi` and the
// shifts decide by the last element alone.
func.func @element_flags() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) {
  %a = arith.constant dense<[5, 6]> : vector<2xi32>
  %z = arith.constant dense<[0, 2]> : vector<2xi32>
  %0 = arith.divui %a, %z : vector<2xi32>
  %1 = arith.floordivsi %a, %z : vector<2xi32>
  %big = arith.constant dense<[40, 1]> : vector<2xi32>
  %2 = arith.shli %a, %big : vector<2xi32>
  %last = arith.constant dense<[1, 40]> : vector<2xi32>
  %3 = arith.shli %a, %last : vector<2xi32>
  return %0, %1, %2, %3 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>
}

func.func @select_and_casts(%x: vector<4xf32>, %y: vector<4xf32>) -> (vector<4xf32>, vector<4xi32>, vector<4xf32>, vector<4xi32>, vector<4xi16>, vector<4xi16>) {
  %all = arith.constant dense<true> : vector<4xi1>
  %0 = arith.select %all, %x, %y : vector<4xi1>, vector<4xf32>
  %c = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<-1> : vector<4xi32>
  %1 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
  %2 = arith.sitofp %a : vector<4xi32> to vector<4xf32>
  %f = arith.constant dense<[1.0, -2.0, 0.5, 0x7FC00000]> : vector<4xf32>
  %3 = arith.bitcast %f : vector<4xf32> to vector<4xi32>
  %w = arith.constant dense<[300, -300, 7, 0]> : vector<4xi16>
  %h:2 = arith.mulsi_extended %w, %w : vector<4xi16>
  return %0, %1, %2, %3, %h#0, %h#1 : vector<4xf32>, vector<4xi32>, vector<4xf32>, vector<4xi32>, vector<4xi16>, vector<4xi16>
}

func.func @extended(%x: vector<2xi8>) -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi1>) {
  %a = arith.constant dense<[200, 10]> : vector<2xi8>
  %b = arith.constant dense<[100, 20]> : vector<2xi8>
  %s:2 = arith.addui_extended %a, %b : vector<2xi8>, vector<2xi1>
  %zero = arith.constant dense<0> : vector<2xi8>
  %t:2 = arith.addui_extended %x, %zero : vector<2xi8>, vector<2xi1>
  return %s#0, %s#1, %t#0, %t#1 : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi1>
}
