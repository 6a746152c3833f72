// Callees looked up by name: a long name differing from a defined one only in its last byte,
// a name that is a prefix of a defined one, and a type mismatch found through a long name.
func.func private @a_function_with_a_rather_long_name_0(i32) -> i32
func.func @f(%arg0: i32) -> i32 {
  // expected-error @+1 {{'func.call' op 'a_function_with_a_rather_long_name_1' does not reference a valid function}}
  %0 = call @a_function_with_a_rather_long_name_1(%arg0) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @name_of_exactly_19x(i32) -> i32
func.func @f(%arg0: i32) -> i32 {
  // expected-error @+1 {{'func.call' op 'name_of_exactly_19' does not reference a valid function}}
  %0 = call @name_of_exactly_19(%arg0) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @a_function_with_a_rather_long_name_0(i64) -> i32
func.func @f(%arg0: i32) -> i32 {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i64', but provided 'i32' for operand number 0}}
  %0 = call @a_function_with_a_rather_long_name_0(%arg0) : (i32) -> i32
  return %0 : i32
}

// -----

"x.not_a_function"() {sym_name = "a_symbol_that_is_not_a_function"} : () -> ()
func.func @f(%arg0: i32) -> i32 {
  // expected-error @+1 {{'func.call' op 'a_symbol_that_is_not_a_function' does not reference a valid function}}
  %0 = call @a_symbol_that_is_not_a_function(%arg0) : (i32) -> i32
  return %0 : i32
}
