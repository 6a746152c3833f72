// What the dialects' checks of their discardable attributes accept: data layout strings,
// DLTI specs and their entries, nvvm launch bounds, and names of those dialects no check
// knows about.

module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  module attributes {llvm.data_layout = ""} {}
  module attributes {llvm.data_layout = "E-p:32:32-i1:8:16-a:0:32-v64:64-Fn32-P1-A5-G1-ni:1:2-m:o-s0:64"} {}
  module attributes {llvm.data_layout = "pe1(global):64:64:64:32-pu2(shared):32:32-p(generic):64:64-Fi8-S128"} {}
  "x.op"() {llvm.data_layout = "e", llvm.loop = 3 : i64} : () -> ()
}


module attributes {dlti.dl_spec = #dlti.dl_spec<i1 = dense<8> : vector<1xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f80 = dense<128> : vector<1xi64>, !llvm.ppc_fp128 = dense<128> : vector<1xi64>, index = 32 : i32, !llvm.ptr = dense<[64, 64, 64]> : vector<3xi64>, !llvm.ptr<270> = dense<[32, 64, 64, 32]> : vector<4xi64>, !llvm.struct<()> = dense<[8, 64]> : vector<2xi64>, !llvm.array<2 x i32> = dense<1> : vector<1xi64>, "dlti.endianness" = "little", "dlti.alloca_memory_space" = 5 : ui64, "dlti.program_memory_space" = 0 : ui64, "dlti.global_memory_space" = 1 : ui64, "dlti.default_memory_space" = 0 : ui64, "dlti.stack_alignment" = 128 : i64, "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<32, function_dependent = true>, "dlti.legal_int_widths" = array<i32: 32, 64>, "dlti.mangling_mode" = "e", "gpu.unused" = 1 : i64, "custom" = 1 : i64>, dlti.map = #dlti.map<"a" = 1 : i64>, dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : i32>>} {
  // Only a module's spec has its entries checked.
  func.func @f() attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.anything" = 1 : i64>} {
    return
  }
}


func.func @bounds() attributes {nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.reqntid = array<i32: 64>, nvvm.cluster_dim = array<i32: 2, 2>, nvvm.blocksareclusters, nvvm.minctasm = 2 : i32, nvvm.maxnreg = 32 : i64, nvvm.cluster_max_blocks = 8 : i32, nvvm.anything = "x", rocdl.anything = 1 : i64} {
  return
}
