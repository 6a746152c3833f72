// A static position's `-` is consumed as parseOptionalInteger consumes it: `-%i` is the
// parser's own «expected integer value» at the value, then the op's error at its name.

func.func @minus_value(%v: vector<2x3x4xi16>, %i: index) {
  // expected-error@+2 {{expected integer value}}
  // expected-error@+1 {{custom op 'vector.extract' expected SSA value or integer}}
  %0 = vector.extract %v[-%i, 0] : vector<4xi16> from vector<2x3x4xi16>
  return
}
