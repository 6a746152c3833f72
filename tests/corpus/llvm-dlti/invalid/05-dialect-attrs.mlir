// The dialects' checks of the discardable attributes named after them: llvm.data_layout,
// dlti.dl_spec / dlti.target_system_spec / dlti.map (and a module's data layout entries),
// nvvm's kernel and launch bound attributes, rocdl.kernel.

// expected-error@+1 {{'builtin.module' op expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 64 : i32} {}

// -----

// expected-error@+1 {{'x.op' op expected 'llvm.data_layout' to be a string attributes}}
"x.op"() {llvm.data_layout = ["e"]} : () -> ()

// -----

// expected-error@+1 {{invalid data layout descriptor: unknown specifier 'q'}}
module attributes {llvm.data_layout = "e-q"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: empty specification is not allowed}}
module attributes {llvm.data_layout = "e--m:e"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: malformed specification, must be just 'e' or 'E'}}
module attributes {llvm.data_layout = "el"} {}

// -----

// expected-error@+1 {{malformed specification, must be of the form "i<size>:<abi>[:<pref>]"}}
module attributes {llvm.data_layout = "i64"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: preferred alignment cannot be less than the ABI alignment}}
module attributes {llvm.data_layout = "f64:64:32"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: i8 must be 8-bit aligned}}
module attributes {llvm.data_layout = "i8:16"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: ABI alignment must be a power of two times the byte width}}
module attributes {llvm.data_layout = "i32:24"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: size must be a non-zero 24-bit integer}}
module attributes {llvm.data_layout = "i0:8"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: ABI alignment must be a 16-bit integer}}
module attributes {llvm.data_layout = "v128:131072"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: size must be zero}}
module attributes {llvm.data_layout = "a8:8"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: index size cannot be larger than the pointer size}}
module attributes {llvm.data_layout = "p1:32:32:32:64"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: 'q' is not a valid pointer specification flag}}
module attributes {llvm.data_layout = "pq1:64:64"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: address space 0 cannot be unstable or have external state}}
module attributes {llvm.data_layout = "pe:64:64"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: address space name `global` already used}}
module attributes {llvm.data_layout = "p1(global):64:64-p2(global):64:64"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: Expected `( address space name )`}}
module attributes {llvm.data_layout = "p3():32:32"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: address space 0 cannot be non-integral}}
module attributes {llvm.data_layout = "ni:1:0"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: unknown function pointer alignment type 'x'}}
module attributes {llvm.data_layout = "Fx32"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: malformed specification, must be of the form "A<address space>"}}
module attributes {llvm.data_layout = "A"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: unknown mangling mode}}
module attributes {llvm.data_layout = "m:q"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: stack natural alignment must be non-zero}}
module attributes {llvm.data_layout = "S0"} {}

// -----

// expected-error@+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = #dlti.map<"a" = 1>} {}

// -----

// expected-error@+1 {{'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute}}
"x.op"() {dlti.target_system_spec = #dlti.target_device_spec<"k" = 1>} : () -> ()

// -----

// expected-error@+1 {{'dlti.map' is expected to be a #dlti.map attribute}}
func.func @f() attributes {dlti.map = {a = 1}} {
  return
}

// -----

// expected-error@+1 {{attribute 'dlti.spec' not supported by dialect}}
module attributes {dlti.spec = #dlti.dl_spec<>} {}

// -----

// expected-error@+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 128 : i64, "dlti.endianness" = "middle">} {}

// -----

// expected-error@+1 {{unknown data layout entry name: dlti.word_size}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.word_size" = 64 : i64>} {}

// -----

// expected-error@+1 {{the 'builtin' dialect does not support identifier data layout entries}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"builtin.size" = 64 : i64>} {}

// -----

// expected-error@+1 {{the 'func' dialect does not support identifier data layout entries}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"func.align" = 8 : i64>} {
  func.func private @g()
}

// -----

// Type entries come before string entries.
// expected-error@+1 {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.word_size" = 1, index = "64">} {}

// -----

// expected-error@+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 32 : i64>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 32>} {}

// -----

// expected-error@+1 {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<f32, dense<[32, 64, 64]> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[32, 64, 64]> : vector<3xi64>>} {}

// -----

// All integer types are checked together, before f16.
// expected-error@+1 {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i16, dense<[32, 16]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>, f16 = dense<[32, 16]> : vector<2xi64>, i16 = dense<[32, 16]> : vector<2xi64>>} {}

// -----

// expected-error@+1 {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<!llvm.ppc_fp128, dense<128> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ppc_fp128 = dense<128> : vector<3xi64>>} {}

// -----

// expected-error@+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<vector<4xf32> = dense<128> : vector<1xi64>>} {}

// -----

// expected-error@+1 {{data layout specified for a type that does not support it}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.token = dense<8> : vector<1xi64>>} {}

// -----

// expected-error@+1 {{expected layout attribute for '!llvm.ptr<1>' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 64]> : vector<2xi64>>} {}

// -----

// expected-error@+1 {{expected i64 parameters for '!llvm.ptr'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64]> : vector<3xi32>>} {}

// -----

// expected-error@+1 {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 32]> : vector<3xi64>>} {}

// -----

// expected-error@+1 {{expected layout attribute for '!llvm.struct<()>' to be a dense integer elements attribute of 1 or 2 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = 8 : i64>} {}

// -----

// expected-error@+1 {{unexpected layout attribute for struct '!llvm.struct<(i32)>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<(i32)> = dense<32> : vector<1xi64>>} {}

// -----

// A nested module's spec is checked too.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  // expected-error@+1 {{unknown data layout entry name: dlti.order}}
  module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.order" = "big">} {}
}

// -----

// expected-error@+1 {{'nvvm.kernel' attribute attached to unexpected op}}
func.func @k() attributes {nvvm.kernel} {
  return
}

// -----

gpu.module @m {
  // expected-error@+1 {{'nvvm.kernel' attribute attached to unexpected op}}
  gpu.func @k() kernel attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128>} {
    gpu.return
  }
}

// -----

// expected-error@+1 {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
func.func @k() attributes {nvvm.maxntid = array<i32: 8, 8, 2, 2>} {
  return
}

// -----

// expected-error@+1 {{'"nvvm.reqntid"' attribute must be integer array with maximum 3 index}}
func.func @k() attributes {nvvm.reqntid = array<i32>} {
  return
}

// -----

// expected-error@+1 {{'"nvvm.cluster_dim"' attribute must be integer array with maximum 3 index}}
func.func @k() attributes {nvvm.cluster_dim = array<i64: 2, 1, 1>} {
  return
}

// -----

// expected-error@+1 {{'"nvvm.minctasm"' attribute must be integer constant}}
func.func @k() attributes {nvvm.minctasm = "4"} {
  return
}

// -----

// expected-error@+1 {{'"nvvm.maxnreg"' attribute must be integer constant}}
func.func @k() attributes {nvvm.maxnreg = 3.200000e+01 : f32} {
  return
}

// -----

// expected-error@+1 {{'"nvvm.cluster_max_blocks"' attribute must be integer constant}}
func.func @k() attributes {nvvm.cluster_max_blocks = [8]} {
  return
}

// -----

// expected-error@+1 {{'"nvvm.blocksareclusters"' attribute must be used along with 'nvvm.reqntid' and 'nvvm.cluster_dim'}}
func.func @k() attributes {nvvm.blocksareclusters, nvvm.cluster_dim = array<i32: 2>} {
  return
}

// -----

// Attributes are checked in sorted order: nvvm.kernel before nvvm.maxnreg.
// expected-error@+1 {{'nvvm.kernel' attribute attached to unexpected op}}
"x.op"() {nvvm.maxnreg = "x", nvvm.kernel} : () -> ()

// -----

// expected-error@+1 {{'"rocdl.kernel"' attribute attached to unexpected op}}
func.func @k() attributes {rocdl.kernel} {
  return
}
