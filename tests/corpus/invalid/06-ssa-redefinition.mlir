// expected-note @+1 {{previously defined here}}
%0 = "x.a"() : () -> i32
// expected-error @+1 {{redefinition of SSA value '%0'}}
%0 = "x.a"() : () -> i32

// -----

"x.op"() ({
// expected-note @+1 {{previously defined here}}
^bb0(%a: i32):
  // expected-error @+1 {{redefinition of SSA value '%a'}}
  %a = "x.a"() : () -> i32
}) : () -> ()
