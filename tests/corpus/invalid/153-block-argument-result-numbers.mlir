// A block argument named with a result number defines that number of the name only.

"x.f"() ({
^bb0(%a#1: i32):
  // expected-error@+1 {{use of undeclared SSA value name}}
  "x.u"(%a) : (i32) -> ()
}) : () -> ()

// -----

"x.f"() ({
// expected-error@+2 {{redefinition of SSA value '%a'}}
// expected-note@+1 {{previously defined here}}
^bb0(%a#1: i32, %a#1: i32):
  "x.u"() : () -> ()
}) : () -> ()

// -----

"x.f"() ({
^bb0(%a#1: i32):
  // expected-error@+1 {{use of undeclared SSA value name}}
  "x.u"(%a#2) : (i32) -> ()
}) : () -> ()

// -----

"x.f"() ({
// expected-error@+1 {{invalid SSA value result number}}
^bb0(%a#b: i32):
  "x.u"() : () -> ()
}) : () -> ()
