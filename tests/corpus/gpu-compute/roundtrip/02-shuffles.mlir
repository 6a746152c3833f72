// Lane exchanges: shuffles of each mode (in butterfly and scan loops written as
// unregistered wrappers), rotations and subgroup broadcasts.

func.func @butterfly(%value: f32) -> f32 {
  %width = arith.constant 32 : i32
  %one = arith.constant 1 : i32
  %r = "x.for_pow2"(%one, %width, %value) ({
  ^bb0(%offset: i32, %acc: f32):
    %other, %valid = gpu.shuffle xor %acc, %offset, %width : f32
    %sum = arith.addf %acc, %other : f32
    %keep = arith.select %valid, %sum, %acc : f32
    "x.yield"(%keep) : (f32) -> ()
  }) : (i32, i32, f32) -> f32
  return %r : f32
}

func.func @scan(%value: i32, %width: i32) -> (i32, i1) {
  %one = arith.constant 1 : i32
  %up, %valid = gpu.shuffle up %value, %one, %width : i32
  %down, %ok = gpu.shuffle down %up, %one, %width : i32
  %zero = arith.constant 0 : i32
  %first, %v0 = gpu.shuffle idx %down, %zero, %width {note = "broadcast lane 0"} : i32
  %both = arith.andi %valid, %ok : i1
  return %first, %both : i32, i1
}

func.func @vectors(%v: vector<4xf16>, %w: vector<8xi8>, %offset: i32, %width: i32) -> (vector<4xf16>, vector<8xi8>) {
  %a, %p = gpu.shuffle xor %v, %offset, %width : vector<4xf16>
  %b, %q = gpu.shuffle down %w, %offset, %width : vector<8xi8>
  return %a, %b : vector<4xf16>, vector<8xi8>
}

func.func @rotations(%x: f32, %v: vector<2xi64>) -> (f32, vector<2xi64>, i1) {
  %r0, %ok0 = gpu.rotate %x, 1, 16 : f32
  %r1, %ok1 = gpu.rotate %v, 0, 1 : vector<2xi64>
  %r2, %ok2 = gpu.rotate %r0, 31, 32 {lanes = "all"} : f32
  return %r2, %r1, %ok1 : f32, vector<2xi64>, i1
}

func.func @broadcasts(%x: f32, %lane: i32, %t: tensor<4xf32>, %idx: index) -> (f32, f32, tensor<4xf32>, index) {
  %first = gpu.subgroup_broadcast %x, first_active_lane : f32
  %specific = gpu.subgroup_broadcast %x, specific_lane %lane : f32
  %whole = gpu.subgroup_broadcast %t, first_active_lane {uniform_hint} : tensor<4xf32>
  %i = gpu.subgroup_broadcast %idx, specific_lane %lane : index
  return %first, %specific, %whole, %i : f32, f32, tensor<4xf32>, index
}

// The enum attributes on their own, in discardable attributes.
func.func @enum_attributes() attributes {modes = [#gpu<shuffle_mode xor>, #gpu<shuffle_mode up>, #gpu<shuffle_mode down>, #gpu<shuffle_mode idx>], reduction = #gpu<all_reduce_op minnumf>, broadcast = #gpu<broadcast specific_lane>} {
  return
}
