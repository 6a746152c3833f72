// The dlti dialect: data layout specs, maps, target system and device specs, entries.

module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", i64 = dense<[32, 64]> : vector<2xi64>, !llvm.ptr = dense<[64, 64, 64]> : vector<3xi64>, "dlti.stack_alignment" = 128 : i64>} {
  "x.use"() {a = #dlti.dl_spec<>, b = #dlti.dl_spec<#dlti.dl_entry<"a", 1>, #dlti.dl_entry<i32, 2>>} : () -> ()
  "x.use"() {a = #dlti.map<>, b = #dlti.map<"a" = 1, "b" = #dlti.map<"c" = 2>>, c = #dlti.map<i32 = 1, "b" = 2, #dlti.dl_entry<"c", 3>>} : () -> ()
  "x.use"() {a = #dlti.dl_entry<"a", 1>, b = #dlti.dl_entry<i32, "x">, c = #dlti.dl_entry<!llvm.ptr<1>, 3 : i32>, d = #dlti.dl_entry<"k", #dlti.dl_spec<"a" = 1>>} : () -> ()
  "x.use"() {a = #dlti.function_pointer_alignment<64, function_dependent = true>, b = #dlti.function_pointer_alignment<8, function_dependent = 0>} : () -> ()
  "x.use"() {a = #dlti.dl_spec<"dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<32, function_dependent = false>, index = 32 : i32>} : () -> ()
  "x.use"() {a = #dlti.dl_spec<tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32> = 1, "esc\"ape" = 2>} : () -> ()
  "x.use"() {a = #dlti<dl_spec <"a" = 1>>, b = #dlti.map<"t" = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>>} : () -> ()
}

// A second module: target system and device specs.
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : ui32>, "GPU" = #dlti.target_device_spec<"max_vector_op_width" = 64 : ui32, "cache" = #dlti.map<"L1" = #dlti.map<"size_in_bytes" = 65536 : i32>, "L1d" = #dlti.map<"size_in_bytes" = 32768 : i32>>>>} {
  "x.use"() {a = #dlti.target_device_spec<#dlti.dl_entry<"k", 1>>, b = #dlti.target_system_spec<#dlti.dl_entry<"X", #dlti.target_device_spec<"k" = 1>>>} : () -> ()
}
