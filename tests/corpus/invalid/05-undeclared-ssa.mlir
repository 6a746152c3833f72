// expected-error @+1 {{use of undeclared SSA value name}}
"x.op"(%nope) : (i32) -> ()

// -----

"x.r"() ({
  %inner = "x.a"() : () -> i32
}) : () -> ()
// Values defined inside a region are not visible after it.
// expected-error @+1 {{use of undeclared SSA value name}}
"x.use"(%inner) : (i32) -> ()

// -----

// A forward reference that is never defined: reported at the use.
"x.r"() ({
  // expected-error @+1 {{use of undeclared SSA value name}}
  "x.use"(%later) : (i32) -> ()
}) : () -> ()
