func.func private @f(i32) -> i32

func.func @not_a_function_type(%a: i32) {
  // expected-error@+1 {{custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = call @f(%a) : i32
  return
}

// -----

func.func private @f(i32) -> i32

func.func @dialect_type(%a: i32) {
  // expected-error@+1 {{custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'vector<2xi32>'}}
  %0 = call @f(%a) : vector<2xi32>
  return
}

// -----

func.func private @f(i32) -> i32

func.func @unclosed_inputs(%a: i32) {
  // expected-error@+1 {{expected ')'}}
  %0 = call @f(%a) : (i32 -> i32
  return
}

// -----

func.func private @f(i32) -> i32

func.func @missing_arrow(%a: i32) {
  // expected-error@+1 {{expected '->' in function type}}
  %0 = call @f(%a) : (i32) i32
  return
}

// -----

func.func private @g(i32, f32) -> (i32, f32)

// expected-note@+1 {{prior use here}}
func.func @same_type_twice(%a: i32, %b: f32) -> i32 {
  %0:2 = call @g(%a, %b) : (i32, f32) -> (i32, f32)
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'f32' vs 'i32'}}
  %1:2 = call @g(%a, %b) : (f32, f32) -> (i32, f32)
  return %0#0 : i32
}

// -----

func.func private @g(i32, f32) -> (i32, f32)

func.func @counts(%a: i32, %b: f32) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = call @g(%a, %b) : (i32, f32) -> (i32, f32)
  return
}

// -----

func.func private @f(i32) -> i32

func.func @short_name_prefix(%a: i32) {
  // expected-error@+1 {{custom op 'func.call' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = call @f(%a) : (i32, i32) -> i32
  return
}

// -----

func.func @short_name_prefix_return(%a: i32) -> i32 {
  // expected-error@+1 {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}

// -----

func.func @integer_type_as_op_name(%a: i32) -> i32 {
  // expected-error@+1 {{expected operation name in quotes}}
  return %a : i32 i32
}

// -----

func.func private @f(i32) -> i32

func.func @integer_callee(%a: i32) -> i32 {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %0 = call 5(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @f(i32) -> i32

func.func @float_callee(%a: i32) -> i32 {
  // expected-error@+1 {{floating point value not valid for specified type}}
  %0 = call 1.5(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @f(i32) -> i32

func.func @string_callee(%a: i32) -> i32 {
  // expected-error@+1 {{custom op 'func.call' invalid kind of attribute specified}}
  %0 = call "f"(%a) : (i32) -> i32
  return %0 : i32
}
