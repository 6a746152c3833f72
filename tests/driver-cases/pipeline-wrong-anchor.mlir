module {
}
// -----
func.func @g() {
  return
}
