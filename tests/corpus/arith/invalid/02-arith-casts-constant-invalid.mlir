// arith's casts with the widths, kinds and shapes their verifiers reject, and arith.constant's
// verifier, property conversion and custom form.

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %a : i32 to i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.trunci %a overflow<nsw> : i32 to i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %f : f32 to f16
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f16):
  // expected-error @+1 {{'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.extf %f : f16 to bf16
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f16):
  // expected-error @+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %f : f16 to f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %f to_nearest_even : f32 to f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
}) : () -> ()

// -----

"x.body"() ({
^bb0(%i: index):
  // expected-error @+1 {{'arith.index_castui' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_castui %i : index to index
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f16' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f16
}) : () -> ()

// -----

"x.body"() ({
^bb0(%m: memref<4xi32>):
  // expected-error @+1 {{'arith.bitcast' op operand type 'memref<4xi32>' and result type 'memref<4xf64>' are cast incompatible}}
  %0 = arith.bitcast %m : memref<4xi32> to memref<4xf64>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.sitofp %a : i32 to i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.fptosi %f : f32 to f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.uitofp %f : f32 to f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%v: vector<4xi32>):
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<4xi32> to i64
}) : () -> ()

// -----

"x.body"() ({
^bb0(%v: vector<4xi32>):
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<4xi32> to vector<2xi64>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%m: memref<4xi32>):
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %m : memref<4xi32> to memref<8xindex>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%t: tensor<4xi32>):
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %t : tensor<4xi32> to tensor<?xi64>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%u: tensor<*xi32>):
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %u : tensor<*xi32> to tensor<*xi64>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%i: index):
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extsi %i : index to i64
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: si32):
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'si32'}}
  %0 = arith.extsi %a : si32 to i64
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.fptoui"(%a) : (i32) -> i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%m: memref<4xf32>):
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'memref<4xf32>'}}
  %0 = arith.index_cast %m : memref<4xf32> to memref<4xindex>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "arith.extsi"(%a) : (i32) -> (i64, i64)
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : ui32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = "s"}> : () -> i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{invalid properties {value} for op arith.constant: Invalid attribute `value` in property conversion: unit}}
  %0 = "arith.constant"() <{value = unit}> : () -> i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{invalid properties {value = [1]} for op arith.constant: Invalid attribute `value` in property conversion: [1]}}
  %0 = "arith.constant"() <{value = [1]}> : () -> i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "s"
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  %0 = arith.constant 2.0 : i32
// expected-error @+1 {{floating point value not valid for specified type}}
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant #arith.fastmath<fast>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = arith.constant 1 : i32 : i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{expected attribute value}}
  %0 = arith.constant
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.constant' op requires zero operands}}
  %0 = "arith.constant"(%a) <{value = 1 : i32}> : (i32) -> i32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant #x.opaque<"v">
}) : () -> ()

// -----

"x.body"() ({
^bb0(%f: f32, %s: f8E8M0FNU):
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %f, %s : f32, f8E8M0FNU to f16
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: f4E2M1FN, %s: f8E8M0FNU):
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f4E2M1FN', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %a, %s : f4E2M1FN, f8E8M0FNU to f32
}) : () -> ()

// -----

"x.body"() ({
^bb0(%v: vector<4xf4E2M1FN>, %s: vector<2xf8E8M0FNU>):
  // expected-error @+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_extf %v, %s : vector<4xf4E2M1FN>, vector<2xf8E8M0FNU> to vector<4xf32>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%t: tensor<4xf4E2M1FN>, %s: tensor<4xf8E8M0FNU>):
  // expected-error @+1 {{'arith.scaling_extf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.scaling_extf %t, %s : tensor<4xf4E2M1FN>, tensor<4xf8E8M0FNU> to tensor<?xf32>
}) : () -> ()

// -----

"x.body"() ({
^bb0(%a: f4E2M1FN, %s: i8):
  // expected-error @+1 {{'arith.scaling_extf' op operand #1 must be floating-point-like, but got 'i8'}}
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, i8 to f32
}) : () -> ()
