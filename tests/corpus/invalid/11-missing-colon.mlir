// expected-error @+1 {{expected ':' followed by operation type}}
"x.op"() {a = 1}

// -----

// expected-error @+1 {{expected '{' to begin a region}}
"x.op"() ()

// -----

// Properties must come before regions and the attribute dictionary.
// expected-error @+1 {{expected ':' followed by operation type}}
"x.op"() {a = 1} <{b = 2}> : () -> ()
