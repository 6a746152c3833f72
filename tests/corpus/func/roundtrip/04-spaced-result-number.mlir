// A result number after blanks is its value's: `%a #0` is `%a`.
func.func @spaced(%a: i32, %b: i32) -> (i32, i32) {
  return %a #0, %b   #0 : i32, i32
}
