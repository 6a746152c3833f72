// A dynamic index list cut off by the end of the input: the error is reported one byte
// before the end (the last chunk has no final newline).

func.func @f(%m: memref<6xf32>, %n: index) {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{expected SSA value or integer}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [5], strides: [1, 2
// -----
func.func @f(%m: memref<6xf32>, %n: index) {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{expected SSA value or integer}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [5], strides: [%n