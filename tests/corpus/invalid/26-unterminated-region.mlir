"x.op"() ({
  "x.a"() : () -> ()
// The error is reported at end of input (end of this last line).
// expected-error {{expected operation name in quotes}}
