// expected-error @+1 {{empty operation name is invalid}}
""() : () -> ()

// -----

// expected-error @+1 {{expected operation name in quotes}}
() : () -> ()
