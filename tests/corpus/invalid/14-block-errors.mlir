"x.op"() ({
^bb0:
  "x.a"() : () -> ()
// expected-error @+1 {{redefinition of block '^bb0'}}
^bb0:
  "x.a"() : () -> ()
}) : () -> ()

// -----

"x.op"() ({
  // expected-error @+1 {{reference to an undefined block}}
  "x.br"()[^bb7] : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
"x.op"() ({
^bb0:
  "x.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{reference to an undefined block}}
"x.br"()[^bb1] : () -> ()

// -----

// Every block left undefined is reported, in source order.
"x.op"() ({
^bb0:
  // expected-error @+1 {{reference to an undefined block}}
  "x.cond_br"()[^bb2, ^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{reference to an undefined block}}
  "x.br"()[^bb3] : () -> ()
}) : () -> ()
