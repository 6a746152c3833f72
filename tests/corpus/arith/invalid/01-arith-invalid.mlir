// arith ops given wrong operand types, mismatched types, unknown predicates and flags; diagnostics
// as mlir-opt-22 gives them.

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %f, %f : f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32, %b: i64):
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %f, %f fastmath<bogus> : f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<nsw, wrap> : i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
}) : () -> ()

// -----

"x.body"() ({
^bb0(%v: vector<4xf32>):
  // expected-error @+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%v, %v) <{predicate = 1 : i64}> : (vector<4xf32>, vector<4xf32>) -> i1
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32, %b: i64):
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf bogus, %f, %f : f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{invalid properties {fastmath = 1 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "arith.addf"(%f, %f) <{fastmath = 1 : i32}> : (f32, f32) -> f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{expected ':'}}
  %0 = arith.divui %a, %a exact exact : i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{expected ':'}}
  %0 = arith.truncf %f bogus : f32 to f16
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{invalid properties {roundingmode = 9 : i32} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 9 : i32}}
  %0 = "arith.truncf"(%f) <{roundingmode = 9 : i32}> : (f32) -> f16
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32, %c: i1):
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %c) : (i1, i32, i1) -> i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%v: vector<4xi32>, %c: vector<2xi1>):
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %v, %v : vector<2xi1>, vector<4xi32>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32, %c: i32):
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = arith.select %c, %a, %a : i32, i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%t: tensor<4xi32>, %c: tensor<?xi1>):
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %t, %t : tensor<?xi1>, tensor<4xi32>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32, %b: i32):
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i64)
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32, %b: i32):
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i32)
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'arith.negf' op requires a single operand}}
  %0 = "arith.negf"(%f, %f) : (f32, f32) -> f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%v: vector<4xi32>, %a: i32):
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%v: i32, %c: i1):
  // expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %v : i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%v: i32, %c: i1):
  // expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %v, %v, %v : i32
}) : () -> ()
