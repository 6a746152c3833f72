// Case values are read as MLIR's parseInteger<int64_t> reads them: `true` is -1 and
// `false` 0, hex is taken, and each is then truncated to the flag's width. (They print
// unsigned: a negative i64 case prints as a number above INT64_MAX, which no parser reads back,
// so the i64 cases here are not negative.)
func.func @spellings(%flag: i64, %narrow: i8) {
  cf.switch %flag : i64, [
    default: ^bb1,
    false: ^bb2,
    9223372036854775807: ^bb2,
    0x7fffffffffffffff: ^bb1,
    0x10: ^bb2
  ]
^bb1:
  cf.switch %narrow : i8, [
    default: ^bb2,
    true: ^bb2,
    300: ^bb2,
    -129: ^bb2,
    -9223372036854775808: ^bb2
  ]
^bb2:
  return
}

// Branch weights are a DenseI32ArrayAttr's elements, parseInteger<int32_t>'s: `true` is -1.
func.func @weights(%c: i1) {
  cf.cond_br %c weights([true, 0x7fffffff]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
