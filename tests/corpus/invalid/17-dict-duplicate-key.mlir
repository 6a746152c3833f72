// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"x.op"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'k' in dictionary attribute}}
"x.op"() {d = {k = 1, "k" = 2}} : () -> ()

// -----

// expected-error @+1 {{expected valid attribute name}}
"x.op"() {"" = 1} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'b' in dictionary attribute}}
"x.op"() <{b = 1, a = 2, b = 3}> : () -> ()
