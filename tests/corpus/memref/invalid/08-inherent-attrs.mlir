// A custom form's attr-dict reports the first rejected inherent attribute in name order.
// expected-error@+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global @g : memref<2xf32> {constant = 1, alignment = "x"}

// -----

// Segment sizes are properties, not checked with the attributes: a value they cannot hold is
// dropped, the parsed sizes kept.
func.func @f() {
  %0 = memref.alloc() {operandSegmentSizes = 1} : memref<4xf32>
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %1 = "memref.alloc"() {operandSegmentSizes = 1, alignment = 3} : () -> memref<4xf32>
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c) [^bb1, ^bb1] {operandSegmentSizes = 1} : (i1) -> ()
^bb1:
  return
}
