// ARG: -p
// ARG: any(symbol-dce, func.func( cse ))
// `any` at the top runs on the module whatever its name; `-p` is `--pass-pipeline`.
func.func @main(%x: index) -> (index, index) {
  %a = arith.muli %x, %x : index
  %b = arith.muli %x, %x : index
  return %a, %b : index, index
}
func.func private @dead(%x: index) -> index {
  return %x : index
}
