// `arith.select` reads its operands as parseOperandList(operands, 3) does: a list that does
// not start with an operand is the parser's own error (no «custom op» prefix).

func.func @comma_first(%c: i1, %a: i32) {
  // expected-error@+1 {{expected operand}}
  %0 = arith.select , %c, %a, %a : i32
  return
}

// -----

func.func @parenthesized(%c: i1, %a: i32) {
  // expected-error@+1 {{unexpected delimiter}}
  %0 = arith.select (%c, %a, %a) : i32
  return
}

// -----

func.func @square(%c: i1, %a: i32) {
  // expected-error@+1 {{unexpected delimiter}}
  %0 = arith.select [%c] : i32
  return
}

// -----

func.func @two(%c: i1, %a: i32) {
  // expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return
}

// -----

func.func @none(%c: i1, %a: i32) {
  // expected-error@+1 {{expected operand}}
  %0 = arith.select
}
