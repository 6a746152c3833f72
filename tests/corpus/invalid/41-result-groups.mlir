%0:2 = "x.op"() : () -> (i32, f32)
// expected-error @+2 {{redefinition of SSA value '%0'}}
// expected-note @-2 {{previously defined here}}
%0:2 = "x.op"() : () -> (i32, f32)

// -----

%0:2 = "x.op"() : () -> (i32, f32)
// expected-error @+2 {{use of value '%0' expects different type than prior uses: 'i32' vs 'f32'}}
// expected-note @-2 {{prior use here}}
"x.use"(%0#1) : (i32) -> ()

// -----

"x.region"() ({
  // expected-note @+1 {{previously used here with type 'i32'}}
  "x.use"(%0#1) : (i32) -> ()
  // expected-error @+1 {{definition of SSA value '%0#1' has type 'f32'}}
  %0:2 = "x.op"() : () -> (i32, f32)
}) : () -> ()

// -----

"x.region"() ({
  %0:2 = "x.op"() : () -> (i32, f32)
  // expected-error @+1 {{reference to invalid result number}}
  "x.use"(%0#5) : (i32) -> ()
}) : () -> ()

// -----

"x.region"() ({
  %1:2 = "x.op"() : () -> (i32, f32)
}) : () -> ()
// expected-error @+1 {{use of undeclared SSA value name}}
"x.use"(%1#1) : (f32) -> ()
