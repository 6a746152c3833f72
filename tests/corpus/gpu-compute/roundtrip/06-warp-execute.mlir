// gpu.warp_execute_on_lane_0: without operands or results (the gpu.yield is implicit and not
// printed), with distributed operands and results, broadcast results, scalable vectors, warp
// sizes the parser takes as written (hex, negative), an attribute dictionary after the region,
// and the generic form.
func.func @no_values(%laneid: index) {
  gpu.warp_execute_on_lane_0(%laneid)[32] {
    "test.op"() : () -> ()
  }
  gpu.warp_execute_on_lane_0(%laneid)[64] {
    gpu.yield
  }
  gpu.warp_execute_on_lane_0 (%laneid) [0x10] {
  } {note = "spaced"}
  return
}

func.func @distributed(%laneid: index, %v: vector<4xi32>, %w: vector<2x8xf16>, %s: f32) -> (vector<1xf32>, f32) {
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xi32>) -> (vector<1xf32>) {
  ^bb0(%arg0 : vector<128xi32>):
    %c = arith.constant dense<1.0> : vector<32xf32>
    gpu.yield %c : vector<32xf32>
  }
  %1:3 = gpu.warp_execute_on_lane_0(%laneid)[32] args(%v, %w, %s : vector<4xi32>, vector<2x8xf16>, f32) -> (f32, vector<2x4xi8>, vector<4xi32>) {
  ^bb0(%a: vector<128xi32>, %b: vector<8x64xf16>, %c: f32):
    %d = "test.make"() : () -> vector<16x16xi8>
    gpu.yield %c, %d, %v : f32, vector<16x16xi8>, vector<4xi32>
  } {tag}
  %2 = gpu.warp_execute_on_lane_0(%laneid)[4] -> (vector<[2]xf32>) {
    %e = "test.make"() : () -> vector<[8]xf32>
    gpu.yield %e : vector<[8]xf32>
  }
  %3 = gpu.warp_execute_on_lane_0(%laneid)[-1] -> (f32) {
    gpu.yield %s : f32
  }
  // The product of the scales is not cut to 32 bits.
  %4 = gpu.warp_execute_on_lane_0(%laneid)[4295032832] -> (vector<1x1xi1>) {
    %e = "test.make"() : () -> vector<65536x65537xi1>
    gpu.yield %e : vector<65536x65537xi1>
  }
  return %0, %3 : vector<1xf32>, f32
}

func.func @generic(%laneid: index, %v: vector<2xf32>) {
  %0 = "gpu.warp_execute_on_lane_0"(%laneid, %v) <{warp_size = 8 : i64}> ({
  ^bb0(%a: vector<16xf32>):
    "gpu.yield"(%a) : (vector<16xf32>) -> ()
  }) {other = 1 : i32} : (index, vector<2xf32>) -> vector<2xf32>
  "gpu.warp_execute_on_lane_0"(%laneid) <{warp_size = 32 : i64}> ({
    "gpu.yield"() : () -> ()
  }) : (index) -> ()
  return
}
