func.func @op_and_body(%x: f32) -> f32 {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %r = gpu.all_reduce add %x {
  ^bb0(%a: f32, %b: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return %r : f32
}

// -----

func.func @neither_op_nor_body(%x: f32) -> f32 {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %r = gpu.all_reduce %x {} : (f32) -> f32
  return %r : f32
}

// -----

func.func @one_region_argument(%x: f32) -> f32 {
  // expected-error@+1 {{expected two region arguments}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return %r : f32
}

// -----

func.func @region_argument_type(%x: f32) -> f32 {
  // expected-error@+1 {{incorrect region argument type}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f64):
    gpu.yield %a : f32
  } : (f32) -> f32
  return %r : f32
}

// -----

func.func @two_yielded(%x: f32) -> f32 {
  // expected-error@+1 {{expected one gpu.yield operand}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    gpu.yield %a, %b : f32, f32
  } : (f32) -> f32
  return %r : f32
}

// -----

func.func @yield_type(%x: f32) -> f32 {
  // expected-error@+1 {{incorrect gpu.yield type}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    %y = arith.fptosi %a : f32 to i32
    gpu.yield %y : i32
  } : (f32) -> f32
  return %r : f32
}

// -----

func.func @no_yield(%x: f32) -> f32 {
  // expected-error@+1 {{expected gpu.yield op in region}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    "x.finish"(%a) : (f32) -> ()
  } : (f32) -> f32
  return %r : f32
}

// -----

func.func @float_op_on_int(%x: i32) -> i32 {
  // expected-error@+1 {{`maxnumf` reduction operation is not compatible with type 'i32'}}
  %r = gpu.all_reduce maxnumf %x {} : (i32) -> i32
  return %r : i32
}

// -----

func.func @int_op_on_float(%x: f16) -> f16 {
  // expected-error@+1 {{`xor` reduction operation is not compatible with type 'f16'}}
  %r = gpu.all_reduce xor %x uniform {} : (f16) -> f16
  return %r : f16
}

// -----

func.func @unknown_kind(%x: f32) -> f32 {
  // expected-error@+1 {{custom op 'gpu.all_reduce' invalid op kind}}
  %r = gpu.all_reduce sum %x {} : (f32) -> f32
  return %r : f32
}

// -----

func.func @index_value(%x: index) -> index {
  // expected-error@+1 {{'gpu.all_reduce' op operand #0 must be Integer or Float, but got 'index'}}
  %r = gpu.all_reduce add %x {} : (index) -> index
  return %r : index
}

// -----

func.func @result_type(%x: f32) -> f64 {
  // expected-error@+1 {{'gpu.all_reduce' op requires the same type for all operands and results}}
  %r = "gpu.all_reduce"(%x) <{op = #gpu<all_reduce_op add>}> ({}) : (f32) -> f64
  return %r : f64
}

// -----

func.func @wrong_property(%x: f32) -> f32 {
  // expected-error@+1 {{invalid properties {op = #gpu<shuffle_mode xor>} for op gpu.all_reduce: Invalid attribute `op` in property conversion: #gpu<shuffle_mode xor>}}
  %r = "gpu.all_reduce"(%x) <{op = #gpu<shuffle_mode xor>}> ({}) : (f32) -> f32
  return %r : f32
}

// -----

func.func @subgroup_int_op_on_float(%v: vector<4xf32>) -> vector<4xf32> {
  // expected-error@+1 {{`minui` reduction operation is not compatible with type 'vector<4xf32>'}}
  %r = gpu.subgroup_reduce minui %v : (vector<4xf32>) -> vector<4xf32>
  return %r : vector<4xf32>
}

// -----

func.func @subgroup_float_op_on_int(%x: i8) -> i8 {
  // expected-error@+1 {{`minimumf` reduction operation is not compatible with type 'i8'}}
  %r = gpu.subgroup_reduce minimumf %x cluster(size = 4) : (i8) -> i8
  return %r : i8
}

// -----

func.func @subgroup_scalable(%v: vector<[4]xf32>) -> vector<[4]xf32> {
  // expected-error@+1 {{'gpu.subgroup_reduce' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'vector<[4]xf32>'}}
  %r = gpu.subgroup_reduce add %v : (vector<[4]xf32>) -> vector<[4]xf32>
  return %r : vector<[4]xf32>
}

// -----

func.func @subgroup_2d(%v: vector<2x2xf32>) -> vector<2x2xf32> {
  // expected-error@+1 {{'gpu.subgroup_reduce' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'vector<2x2xf32>'}}
  %r = gpu.subgroup_reduce add %v : (vector<2x2xf32>) -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}

// -----

func.func @cluster_size(%x: f32) -> f32 {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster size 6 is not a power of two}}
  %r = gpu.subgroup_reduce add %x cluster(size = 6) : (f32) -> f32
  return %r : f32
}

// -----

func.func @cluster_stride(%x: f32) -> f32 {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster stride 3 is not a power of two}}
  %r = gpu.subgroup_reduce add %x cluster(size = 8, stride = 3) : (f32) -> f32
  return %r : f32
}

// -----

func.func @stride_without_size(%x: f32) -> f32 {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster stride can only be specified if cluster size is specified}}
  %r = "gpu.subgroup_reduce"(%x) <{cluster_stride = 2 : i32, op = #gpu<all_reduce_op add>}> : (f32) -> f32
  return %r : f32
}

// -----

func.func @subgroup_no_kind(%x: f32) -> f32 {
  // expected-error@+1 {{'gpu.subgroup_reduce' op requires attribute 'op'}}
  %r = gpu.subgroup_reduce %x : (f32) -> f32
  return %r : f32
}

// -----

func.func @subgroup_cluster_missing_size(%x: f32) -> f32 {
  // expected-error@+1 {{custom op 'gpu.subgroup_reduce' expected 'size'}}
  %r = gpu.subgroup_reduce add %x cluster(stride = 2) : (f32) -> f32
  return %r : f32
}

// -----

func.func @shuffle_mode(%x: f32, %o: i32, %w: i32) -> f32 {
  // expected-error@+2 {{custom op 'gpu.shuffle' expected ::mlir::gpu::ShuffleMode to be one of: xor, up, down, idx}}
  // expected-error@+1 {{custom op 'gpu.shuffle' failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
  %r, %v = gpu.shuffle sideways %x, %o, %w : f32
  return %r : f32
}

// -----

func.func @shuffle_offset_type(%x: f32, %o: i64, %w: i32) -> f32 {
  // expected-error@+1 {{'gpu.shuffle' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  %r, %v = "gpu.shuffle"(%x, %o, %w) <{mode = #gpu<shuffle_mode xor>}> : (f32, i64, i32) -> (f32, i1)
  return %r : f32
}

// -----

func.func @shuffle_value_type(%x: index, %o: i32, %w: i32) -> index {
  // expected-error@+1 {{'gpu.shuffle' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'index'}}
  %r, %v = gpu.shuffle idx %x, %o, %w : index
  return %r : index
}

// -----

func.func @shuffle_result_type(%x: f32, %o: i32, %w: i32) -> f16 {
  // expected-error@+1 {{'gpu.shuffle' op failed to verify that all of {value, shuffleResult} have same type}}
  %r, %v = "gpu.shuffle"(%x, %o, %w) <{mode = #gpu<shuffle_mode up>}> : (f32, i32, i32) -> (f16, i1)
  return %r : f16
}

// -----

func.func @shuffle_valid_type(%x: f32, %o: i32, %w: i32) -> f32 {
  // expected-error@+1 {{'gpu.shuffle' op result #1 must be 1-bit signless integer, but got 'i32'}}
  %r, %v = "gpu.shuffle"(%x, %o, %w) <{mode = #gpu<shuffle_mode up>}> : (f32, i32, i32) -> (f32, i32)
  return %r : f32
}

// -----

func.func @shuffle_mode_integer(%x: f32, %o: i32, %w: i32) -> f32 {
  // expected-error@+1 {{invalid properties {mode = 1 : i32} for op gpu.shuffle: Invalid attribute `mode` in property conversion: 1 : i32}}
  %r, %v = "gpu.shuffle"(%x, %o, %w) <{mode = 1 : i32}> : (f32, i32, i32) -> (f32, i1)
  return %r : f32
}

// -----

func.func @rotate_offset(%x: f32) -> f32 {
  // expected-error@+1 {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %r, %v = gpu.rotate %x, 16, 16 : f32
  return %r : f32
}

// -----

func.func @rotate_width(%x: f32) -> f32 {
  // expected-error@+1 {{'gpu.rotate' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute whose value is a power of two > 0}}
  %r, %v = gpu.rotate %x, 1, 12 : f32
  return %r : f32
}

// -----

func.func @rotate_negative_offset(%x: f32) -> f32 {
  // expected-error@+1 {{'gpu.rotate' op attribute 'offset' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %r, %v = gpu.rotate %x, -1, 16 : f32
  return %r : f32
}

// -----

func.func @rotate_vector_2d(%x: vector<2x4xf32>) -> vector<2x4xf32> {
  // expected-error@+1 {{'gpu.rotate' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'vector<2x4xf32>'}}
  %r, %v = gpu.rotate %x, 1, 4 : vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// -----

func.func @broadcast_lane_not_wanted(%x: f32, %l: i32) -> f32 {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op lane can only be specified for `specific_lane` broadcast}}
  %r = gpu.subgroup_broadcast %x, first_active_lane %l : f32
  return %r : f32
}

// -----

func.func @broadcast_lane_missing(%x: f32) -> f32 {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op lane must be specified for `specific_lane` broadcast}}
  %r = gpu.subgroup_broadcast %x, specific_lane : f32
  return %r : f32
}

// -----

func.func @broadcast_type(%x: f32) -> f32 {
  // expected-error@+2 {{custom op 'gpu.subgroup_broadcast' expected ::mlir::gpu::BroadcastType to be one of: first_active_lane, specific_lane}}
  // expected-error@+1 {{custom op 'gpu.subgroup_broadcast' failed to parse GPU_BroadcastTypeAttr parameter 'value' which is to be a `::mlir::gpu::BroadcastType`}}
  %r = gpu.subgroup_broadcast %x, last_lane : f32
  return %r : f32
}

// -----

func.func @broadcast_lane_type(%x: f32, %l: i64) -> f32 {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  %r = "gpu.subgroup_broadcast"(%x, %l) <{broadcast_type = #gpu<broadcast specific_lane>}> : (f32, i64) -> f32
  return %r : f32
}

// -----

// expected-error@+2 {{expected ::mlir::gpu::ShuffleMode to be one of: xor, up, down, idx}}
// expected-error@+1 {{failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
func.func @unknown_enum_case() attributes {mode = #gpu<shuffle_mode rotate>} {
  return
}

// -----

// expected-error@+2 {{expected ::mlir::gpu::AllReduceOperation to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, minimumf, maximumf}}
// expected-error@+1 {{failed to parse GPU_AllReduceOperationAttr parameter 'value' which is to be a `::mlir::gpu::AllReduceOperation`}}
func.func @unknown_reduction_case() attributes {op = #gpu<all_reduce_op avg>} {
  return
}

