// Contractions (matmul, batched matmul, dot products, matvec) and vector-length agnostic
// strides with vector.vscale.

#matmul_accesses = [
  affine_map<(i, j, k) -> (i, k)>,
  affine_map<(i, j, k) -> (k, j)>,
  affine_map<(i, j, k) -> (i, j)>
]
#matmul = {
  indexing_maps = #matmul_accesses,
  iterator_types = ["parallel", "parallel", "reduction"]
}
#batched = {
  indexing_maps = [
    affine_map<(b, i, j, k) -> (b, i, k)>,
    affine_map<(b, i, j, k) -> (b, k, j)>,
    affine_map<(b, i, j, k) -> (b, i, j)>
  ],
  iterator_types = ["parallel", "parallel", "parallel", "reduction"],
  kind = #vector.kind<add>
}

func.func @matmul(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) -> vector<4x16xf32> {
  %0 = vector.contract #matmul %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return %0 : vector<4x16xf32>
}

func.func @batched(%a: vector<2x4x8xi8>, %b: vector<2x8x4xi8>, %c: vector<2x4x4xi32>) -> vector<2x4x4xi32> {
  %0 = vector.contract #batched %a, %b, %c : vector<2x4x8xi8>, vector<2x8x4xi8> into vector<2x4x4xi32>
  return %0 : vector<2x4x4xi32>
}

// Dot product into a scalar, and a max-plus matrix-vector product with extra attributes.
func.func @dot_and_matvec(%x: vector<16xbf16>, %y: vector<16xbf16>, %s: f32, %m: vector<8x16xf32>, %v: vector<16xf32>, %acc: vector<8xf32>) -> (f32, vector<8xf32>) {
  %d = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %x, %y, %s : vector<16xbf16>, vector<16xbf16> into f32
  %mv = vector.contract {iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxnumf>, indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>]} %m, %v, %acc {unroll = 2 : i32} : vector<8x16xf32>, vector<16xf32> into vector<8xf32>
  return %d, %mv : f32, vector<8xf32>
}

// The step of a scalable loop over %n elements: 4 * vscale.
func.func @scalable_step(%n: index) -> index {
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %step = arith.muli %c4, %vs : index
  %iters = arith.ceildivui %n, %step : index
  %tag = vector.vscale {tag}
  return %iters : index
}
