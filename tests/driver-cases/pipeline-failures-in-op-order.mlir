func.func @a() {
  return
}
module @inner {
  func.func @b() {
    return
  }
}
func.func @c() {
  return
}
