// The type list of a variadic operand group reads one type at least (`parseTypeList`).
func.func @empty_list(%a: i32, %b: i32) {
  // expected-error@+1 {{expected non-function type}}
  cf.br ^bb1(%a, %b : )
^bb1(%x: i32, %y: i32):
  return
}

// -----

func.func @truncated(%a: i32, %b: i32) {
  // expected-error@+1 {{expected non-function type}}
  cf.br ^bb1(%a, %b : i
