// The warp size is read as parseInteger<int64_t> reads it: `true` is -1, hex is taken.
func.func @warps(%lane: index) {
  gpu.warp_execute_on_lane_0(%lane)[true] {
  }
  gpu.warp_execute_on_lane_0(%lane)[0x20] {
  }
  return
}
