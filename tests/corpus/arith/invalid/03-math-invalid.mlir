// math ops given wrong operand types, mismatched types and shapes, and bad fast-math flags.

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.absf %a : i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %f : f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32, %g: f64):
  // expected-error @+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%f, %f, %g) : (f32, f32, f64) -> f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'f32'}}
  %0 = "math.isnan"(%f) : (f32) -> f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%v: vector<4xf32>):
  // expected-error @+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%v) : (vector<4xf32>) -> vector<2xi1>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%v: vector<4xf32>, %i: vector<2xi32>):
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %v, %i : vector<4xf32>, vector<2xi32>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%f, %f) : (f32, f32) -> f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%f) : (f32) -> (f32, f64)
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{custom op 'math.clampf' expected 'to'}}
  %0 = math.clampf %f, [%f, %f] : f32
}) : () -> ()

// -----

"x.body"() ({
// expected-note @+1 {{prior use here}}
^bb0(%a: i32):
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = math.ipowi %a, %a : f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+2 {{custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'math.sqrt' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.sqrt %f fastmath<fast,bogus> : f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{expected '<'}}
  %0 = math.exp %f fastmath : f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{invalid properties {fastmath = #arith.overflow<nsw>} for op math.tanh: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
  %0 = "math.tanh"(%f) <{fastmath = #arith.overflow<nsw>}> : (f32) -> f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctpop"(%f) : (f32) -> f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32, %g: f64):
  // expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%f, %g) : (f32, f64) -> f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.absf' op requires the same type for all operands and results}}
  %0 = "math.absf"(%f) : (f32) -> f64
}) : () -> ()
