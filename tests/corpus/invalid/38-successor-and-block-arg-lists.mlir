// The generic form's successor list is a non-empty comma-separated list up to `]`; a block's
// argument list is a parenthesized comma-separated list.

// expected-error @+1 {{expected ',' or ']'}}
"x.op"() [^bb1 ^bb2] : () -> ()

// -----

// expected-error @+1 {{expected list element}}
"x.op"() [] : () -> ()

// -----

"x.op"() ({
// expected-error @+1 {{expected ')'}}
^bb0(%a: i32 %b: i32):
  "x.y"() : () -> ()
}) : () -> ()
