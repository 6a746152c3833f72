// An error at the end of the input is reported on its last character (MLIR's `emitError`).
// expected-error@+1 {{floating point value not valid for specified type}}
"x.op"() {h = 1.5 : () -> ()
