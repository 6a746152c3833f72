"x.op"() ({
// expected-note @+2 {{previously defined here}}
// expected-error @+1 {{redefinition of SSA value '%a'}}
^bb0(%a: i32, %a: i32):
}) : () -> ()

// -----

"x.op"() ({
// expected-error @+1 {{expected ':' and type for SSA operand}}
^bb0(%a i32):
}) : () -> ()
