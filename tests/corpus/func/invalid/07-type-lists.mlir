// The type list of a variadic operand group reads one type at least (`parseTypeList`).
func.func @number_for_type(%a: i32) {
  // expected-error@+1 {{expected non-function type}}
  return %a : 5
}

// -----

func.func @no_type(%a: i32) {
  // expected-error@+1 {{expected non-function type}}
  return %a :
}
