// A result number may follow its value's name after blanks (`%a #1`), and is then checked
// as `%a#1` is.

func.func @not_a_number(%a: i32) -> i32 {
  // expected-error@+1 {{invalid SSA value result number}}
  return %a #b : i32
}

// -----

func.func @out_of_range(%a: i32) -> i32 {
  // expected-error@+1 {{reference to invalid result number}}
  return %a #1 : i32
}

// -----

func.func @two_operands(%a: i32, %b: i32) -> (i32, i32) {
  // expected-error@+1 {{reference to invalid result number}}
  return %a, %b #2 : i32, i32
}
