// Verifier and parser errors of vector.print.

func.func @print_string_with_source(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %v : vector<4xf32> str "x"
  return
}

// -----

func.func @print_tensor(%v: tensor<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'tensor<4xf32>'}}
  vector.print %v : tensor<4xf32>
  return
}

// -----

func.func @print_string_with_punctuation(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "x" punctuation <comma>
  return
}

// -----

func.func @print_two_strings(%v: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.print' `str` clause can appear at most once in the expansion of the oilist directive}}
  vector.print str "x" str "y"
  return
}

// -----

func.func @print_string_attr(%v: vector<4xf32>) {
  // expected-error @+1 {{invalid properties {stringLiteral = 3 : i32} for op vector.print: Invalid attribute `stringLiteral` in property conversion: 3 : i32}}
  "vector.print"() <{stringLiteral = 3 : i32}> : () -> ()
  return
}

// -----

func.func @print_unknown_punctuation(%v: vector<4xf32>) {
  // expected-error @+2 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error @+1 {{custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  vector.print punctuation <semi>
  return
}
