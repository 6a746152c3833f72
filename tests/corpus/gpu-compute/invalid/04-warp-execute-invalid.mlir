func.func @lane_with_result_number(%laneid: index) {
  // expected-error@+1 {{result number not allowed in argument list}}
  gpu.warp_execute_on_lane_0(%laneid#0)[32] {
  }
  return
}

// -----

func.func @float_warp_size(%laneid: index) {
  // expected-error@+1 {{expected integer value}}
  gpu.warp_execute_on_lane_0(%laneid)[3.0] {
  }
  return
}

// -----

func.func @warp_size_too_large(%laneid: index) {
  // expected-error@+1 {{integer value too large}}
  gpu.warp_execute_on_lane_0(%laneid)[99999999999999999999] {
  }
  return
}

// -----

func.func @empty_args(%laneid: index) {
  // expected-error@+1 {{expected ':'}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args() {
  }
  return
}

// -----

func.func @args_and_types_differ(%laneid: index, %v: vector<4xi32>) {
  // expected-error@+1 {{number of operands and types do not match: got 2 operands and 1 types}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v, %v : vector<4xi32>) {
  }
  return
}

// -----

func.func @lane_not_index(%laneid: i32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{expects different type than prior uses: 'index' vs 'i32'}}
  gpu.warp_execute_on_lane_0(%laneid)[32] {
  }
  return
}

// -----

func.func @missing_block_arguments(%laneid: index, %v: vector<4xi32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xi32>) {
  }
  return
}

// -----

func.func @scalar_argument(%laneid: index, %v: vector<4xi32>) {
  // expected-error@+1 {{op expected vector type for distributed operands.}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xi32>) {
  ^bb0(%a: i32):
  }
  return
}

// -----

func.func @other_element_type(%laneid: index, %v: vector<4xi32>) {
  // expected-error@+1 {{op expected distributed vectors to have same rank and element type.}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xi32>) {
  ^bb0(%a: vector<4xf32>):
  }
  return
}

// -----

func.func @other_rank(%laneid: index) {
  // expected-error@+1 {{op expected distributed vectors to have same rank and element type.}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<4xf32>) {
    %c = "test.make"() : () -> vector<128x1xf32>
    gpu.yield %c : vector<128x1xf32>
  }
  return
}

// -----

func.func @not_a_multiple(%laneid: index, %v: vector<4xi32>) {
  // expected-error@+1 {{op expected expanded vector dimension #0 (6) to be a multipler of the distributed vector dimension (4)}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xi32>) {
  ^bb0(%a: vector<6xi32>):
  }
  return
}

// -----

func.func @second_dimension(%laneid: index, %v: vector<2x4xi32>) {
  // expected-error@+1 {{op expected expanded vector dimension #1 (6) to be a multipler of the distributed vector dimension (4)}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<2x4xi32>) {
  ^bb0(%a: vector<64x6xi32>):
  }
  return
}

// -----

func.func @wrong_warp_size(%laneid: index, %v: vector<4xi32>) {
  // expected-error@+1 {{op incompatible distribution dimensions from 'vector<64xi32>' to 'vector<4xi32>' with warp size = 32}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xi32>) {
  ^bb0(%a: vector<64xi32>):
  }
  return
}

// -----

func.func @yield_too_few(%laneid: index) {
  // expected-error@+1 {{op expected same number of yield operands and return values.}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (f32) {
  }
  return
}

// -----

func.func @yield_too_many(%laneid: index, %s: f32) {
  // expected-error@+1 {{op expected same number of yield operands and return values.}}
  gpu.warp_execute_on_lane_0(%laneid)[32] {
    gpu.yield %s : f32
  }
  return
}

// -----

func.func @yield_other_scalar(%laneid: index) {
  // expected-error@+1 {{op expected vector type for distributed operands.}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (f32) {
    %c = "test.make"() : () -> i32
    gpu.yield %c : i32
  }
  return
}

// -----

func.func @result_not_distributed(%laneid: index) {
  // expected-error@+1 {{op incompatible distribution dimensions from 'vector<8x4xf32>' to 'vector<4x2xf32>' with warp size = 32}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<4x2xf32>) {
    %c = "test.make"() : () -> vector<8x4xf32>
    gpu.yield %c : vector<8x4xf32>
  }
  return
}

// -----

func.func @generic_without_warp_size(%laneid: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op requires attribute 'warp_size'}}
  "gpu.warp_execute_on_lane_0"(%laneid) ({
    "gpu.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @generic_i32_warp_size(%laneid: index) {
  // expected-error@+1 {{attribute 'warp_size' failed to satisfy constraint: 64-bit signless integer attribute}}
  "gpu.warp_execute_on_lane_0"(%laneid) <{warp_size = 32 : i32}> ({
    "gpu.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @generic_without_lane() {
  // expected-error@+1 {{op expected 1 or more operands, but found 0}}
  "gpu.warp_execute_on_lane_0"() <{warp_size = 32 : i64}> ({
    "gpu.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @generic_no_block(%laneid: index) {
  // expected-error@+1 {{op region #0 ('warpRegion') failed to verify constraint: region with 1 blocks}}
  "gpu.warp_execute_on_lane_0"(%laneid) <{warp_size = 32 : i64}> ({
  }) : (index) -> ()
  return
}

// -----

func.func @generic_two_blocks(%laneid: index) {
  // expected-error@+1 {{op expects region #0 to have 0 or 1 blocks}}
  "gpu.warp_execute_on_lane_0"(%laneid) <{warp_size = 32 : i64}> ({
    "gpu.yield"() : () -> ()
  ^bb1:
    "gpu.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @generic_empty_block(%laneid: index) {
  // expected-error@+1 {{op expects a non-empty block}}
  "gpu.warp_execute_on_lane_0"(%laneid) <{warp_size = 32 : i64}> ({
  ^bb0:
  }) : (index) -> ()
  return
}

// -----

// The op's verifier reads the operands of whatever ends the block; the terminator's kind is
// checked after the region.
func.func @generic_other_terminator(%laneid: index) {
  // expected-error@+2 {{op expects regions to end with 'gpu.yield', found 'test.yield'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'gpu.yield'}}
  %0 = "gpu.warp_execute_on_lane_0"(%laneid) <{warp_size = 32 : i64}> ({
    %c = "test.make"() : () -> f32
    "test.yield"(%c) : (f32) -> ()
  }) : (index) -> (f32)
  return
}

// -----

func.func @generic_other_terminator_checked_first(%laneid: index) {
  // expected-error@+1 {{op expected vector type for distributed operands.}}
  %0 = "gpu.warp_execute_on_lane_0"(%laneid) <{warp_size = 32 : i64}> ({
    %c = "test.make"() : () -> f32
    "test.yield"(%c) : (f32) -> ()
  }) : (index) -> (i32)
  return
}

