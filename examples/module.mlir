// A module in MLIR's textual IR using only the builtin dialect: named and nested modules
// carrying the builtin attributes rods parses and prints (strings with escapes, integers and
// floats with types, booleans, unit, arrays, dictionaries, dense arrays, symbol references,
// types). Run it with:
//   cargo run --release -p rods-opt -- examples/module.mlir
module @kernels attributes {
  kernels.target = "sm_90",
  kernels.version = 2 : i64,
  kernels.objects = [{name = "obj0", data = "\7FELF\02\01\01\00", size = 8 : index}],
  kernels.grid = array<i32: 64, 1, 1>,
  kernels.scale = 5.000000e-01 : f32,
  kernels.entry = @kernels::@device::@main,
  kernels.signature = (i32, tensor<?xf32>) -> (),
  kernels.fast = true,
  kernels.debug
} {
  module @device attributes {device.arch = "sm_90", device.regs = [32 : i8, 64 : i16]} {
    module @main {
    }
  }
  // An anonymous module nested in a named one.
  module {
  }
}
