// expected-note @+1 {{prior use here}}
%0 = "x.a"() : () -> i32
// expected-error @+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"x.b"(%0) : (i64) -> ()

// -----

"x.r"() ({
  // expected-note @+1 {{previously used here with type 'i32'}}
  "x.use"(%fwd) : (i32) -> ()
  // expected-error @+1 {{definition of SSA value '%fwd#0' has type 'f32'}}
  %fwd = "x.def"() : () -> f32
}) : () -> ()
