// Verifier and parser errors of vector.contract.

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_acc_shape(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x7xf32>'}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x8xf32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_iterator_type(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{custom op 'vector.contract' unexpected iterator_type (serial)}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "serial"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_no_reduction(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>]
func.func @contract_two_maps(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j) -> (i, j)>]
func.func @contract_map_inputs(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to have 3 number of inputs}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i)>]
func.func @contract_map_outputs(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to have 2 number of outputs}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, i)>]
func.func @contract_map_permutation(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

#m = [affine_map<(i, j, k)[s] -> (i, k)>, affine_map<(i, j, k)[s] -> (k, j)>, affine_map<(i, j, k)[s] -> (i, j)>]
func.func @contract_map_symbols(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 0 to have no symbols}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_dim_map(%a: vector<4x3xf32>, %b: vector<5x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<5x7xf32> into vector<4x7xf32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_kind(%a: vector<4x3xi32>, %b: vector<3x7xi32>, %c: vector<4x7xi32>) {
  // expected-error @+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<4x3xi32>, vector<3x7xi32> into vector<4x7xi32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_signed(%a: vector<4x3xsi32>, %b: vector<3x7xsi32>, %c: vector<4x7xsi32>) {
  // expected-error @+1 {{'vector.contract' op only supports signless integer types}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xsi32>, vector<3x7xsi32> into vector<4x7xsi32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_element_types(%a: vector<4x3xf32>, %b: vector<3x7xf16>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf16> into vector<4x7xf32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_scalar_acc(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to have 0 number of outputs}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into f32
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_no_iterators(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{custom op 'vector.contract' expected "iterator_types" array attribute}}
  %0 = vector.contract {indexing_maps = #m} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

#m = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_one_mask(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>, %m: vector<4x3xi1>) {
  // expected-error @+1 {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract {indexing_maps = #m, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c, %m : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}
