// Scalarizing small vectors: decomposing into elements and rebuilding them.

// Swaps the two halves of a 4-element vector through its scalars.
func.func @rotate(%v: vector<4xi32>) -> vector<4xi32> {
  %e:4 = vector.to_elements %v : vector<4xi32>
  %r = vector.from_elements %e#2, %e#3, %e#0, %e#1 : vector<4xi32>
  return %r : vector<4xi32>
}

// Horizontal sum of a 2x2 tile, element by element.
func.func @sum_2x2(%t: vector<2x2xf64>, %z: vector<f64>) -> f64 {
  %e:4 = vector.to_elements %t : vector<2x2xf64>
  %a = arith.addf %e#0, %e#1 : f64
  %b = arith.addf %e#2, %e#3 : f64
  %s = arith.addf %a, %b : f64
  %zero = vector.to_elements %z {tag} : vector<f64>
  %r = arith.addf %s, %zero : f64
  return %r : f64
}
