// A dense i64 array's elements are parseInteger<int64_t>'s: out of range is «integer value too
// large» where the integer starts (at its `-`), followed by the «expected ']'» of the list.

func.func @below_int64() -> vector<4x3xi1> {
  // expected-error@+2 {{integer value too large}}
  // expected-error@+1 {{expected ']'}}
  %0 = vector.constant_mask [-9223372036854775809, 1] : vector<4x3xi1>
  return %0 : vector<4x3xi1>
}
