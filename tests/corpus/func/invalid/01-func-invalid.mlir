func.func @f() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @g(%a: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @g}}
  return %a : i64
}

// -----

func.func @h() {
  // expected-error@+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  call @nowhere() : () -> ()
  return
}

// -----

func.func private @callee(i32) -> i64
func.func @wrong_count() {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  call @callee() : () -> i64
  return
}

// -----

func.func private @callee(i32) -> i64
func.func @wrong_type(%a: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  call @callee(%a) : (i64) -> i64
  return
}

// -----

func.func private @callee(i32) -> i64
func.func @wrong_result(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'i32'}}
  // expected-note@+1 {{function result types: 'i64'}}
  call @callee(%a) : (i32) -> i32
  return
}

// -----

func.func @k() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nowhere'}}
  %f = constant @nowhere : () -> ()
  return
}

// -----

func.func private @callee(i32) -> i64
func.func @l() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %f = constant @callee : () -> ()
  return
}

// -----

// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
func.return

// -----

// expected-error@+1 {{symbol declaration cannot have public visibility}}
func.func @public_declaration(i32)

// -----

// expected-error@+1 {{entry block must have 1 arguments to match function signature}}
func.func @arity(i32) {
  return
}

// -----

func.func @not_last() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  return
  "x.after"() : () -> ()
}

// -----

// expected-error@+1 {{expected ':'}}
func.func @bad_argument(%a : !x.t, %b) {
  return
}
