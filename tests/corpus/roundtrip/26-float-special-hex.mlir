"x.op"() {
  nan32 = 0x7FC00000 : f32, inf32 = 0x7F800000 : f32, ninf32 = 0xFF800000 : f32,
  nan64 = 0x7FF8000000000000 : f64, inf64 = 0x7FF0000000000000, ninf64 = 0xFFF0000000000000 : f64,
  nan16 = 0x7E00 : f16, inf16 = 0x7C00 : f16, bfnan = 0x7FC0 : bf16,
  one32 = 0x3F800000 : f32, lowhex = 0x7fc00000 : f32, negnan = 0xFFC00000 : f32
} : () -> ()
