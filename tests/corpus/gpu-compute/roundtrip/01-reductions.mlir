// Workgroup and subgroup reductions in kernels written as functions: built-in
// reductions, reductions with a body, uniform ones, clustered subgroup reductions.

func.func @sum_and_max(%value: f32, %count: i32) -> (f32, f32, i32) {
  %sum = gpu.all_reduce add %value {} : (f32) -> (f32)
  %max = gpu.all_reduce maximumf %value uniform {
  } : (f32) -> (f32)
  %bits = gpu.all_reduce xor %count {} : (i32) -> i32
  return %sum, %max, %bits : f32, f32, i32
}

// The accumulation as a region: a scaled sum, and a product with a branch to a
// second block that yields.
func.func @custom_accumulation(%value: f32, %scale: f32, %n: i64) -> (f32, i64) {
  %scaled = gpu.all_reduce %value {
  ^bb0(%lhs: f32, %rhs: f32):
    %sum = arith.addf %lhs, %rhs fastmath<fast> : f32
    gpu.yield %sum : f32
  } : (f32) -> (f32)
  %prod = gpu.all_reduce %n uniform {
  ^bb0(%lhs: i64, %rhs: i64):
    %p = arith.muli %lhs, %rhs : i64
    %c = arith.constant 0 : i64
    %is_zero = arith.cmpi eq, %p, %c : i64
    %r = arith.select %is_zero, %c, %p : i64
    "gpu.yield"(%r) : (i64) -> ()
  } : (i64) -> i64
  %out = arith.mulf %scaled, %scale : f32
  return %out, %prod : f32, i64
}

// Every built-in reduction on a type it accepts.
func.func @all_kinds(%i: i32, %f: f16, %d: f64) {
  %0 = gpu.all_reduce add %i {} : (i32) -> i32
  %1 = gpu.all_reduce mul %f {} : (f16) -> f16
  %2 = gpu.all_reduce minui %i {} : (i32) -> i32
  %3 = gpu.all_reduce minsi %i {} : (i32) -> i32
  %4 = gpu.all_reduce minnumf %d {} : (f64) -> f64
  %5 = gpu.all_reduce maxui %i {} : (i32) -> i32
  %6 = gpu.all_reduce maxsi %i {} : (i32) -> i32
  %7 = gpu.all_reduce maxnumf %f {} : (f16) -> f16
  %8 = gpu.all_reduce and %i {} : (i32) -> i32
  %9 = gpu.all_reduce or %i {} : (i32) -> i32
  %10 = gpu.all_reduce xor %i {} : (i32) -> i32
  %11 = gpu.all_reduce minimumf %f {} : (f16) -> f16
  %12 = gpu.all_reduce maximumf %d {} : (f64) -> f64
  return
}

// Subgroup reductions: scalars, 1-D vectors, clusters with and without a
// stride (the default stride 1 is elided), uniform ones, an attribute dict.
func.func @subgroup(%a: f32, %v: vector<4xf16>, %i: i8, %w: vector<2xi32>) -> (f32, vector<4xf16>) {
  %0 = gpu.subgroup_reduce add %a : (f32) -> f32
  %1 = gpu.subgroup_reduce mul %v uniform : (vector<4xf16>) -> vector<4xf16>
  %2 = gpu.subgroup_reduce maxsi %i cluster(size = 8) : (i8) -> i8
  %3 = gpu.subgroup_reduce minimumf %a uniform cluster(size = 4, stride = 2) : (f32) -> f32
  %4 = gpu.subgroup_reduce and %w cluster(size = 16, stride = 1) : (vector<2xi32>) -> vector<2xi32>
  %5 = gpu.subgroup_reduce add %v cluster(size = 2) {tag = "lanes"} : (vector<4xf16>) -> vector<4xf16>
  %6 = gpu.subgroup_reduce maxnumf %a {cluster_stride = 1 : i32} : (f32) -> f32
  %sum = arith.addf %0, %3 : f32
  return %sum, %5 : f32, vector<4xf16>
}

// A tree reduction over a loop written as an unregistered wrapper.
func.func @loop_reduce(%values: memref<64xf32>, %n: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %acc = "x.loop"(%n, %zero) ({
  ^bb0(%iv: index, %partial: f32):
    %x = "x.load"(%values, %iv) : (memref<64xf32>, index) -> f32
    %group = gpu.all_reduce add %x uniform {} : (f32) -> f32
    %next = arith.addf %partial, %group : f32
    "x.yield"(%next) : (f32) -> ()
  }) : (index, f32) -> f32
  return %acc : f32
}
