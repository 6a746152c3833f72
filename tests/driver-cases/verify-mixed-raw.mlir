"builtin.module"() ({
  // expected-error @+1 {{region should have no arguments}}
  "builtin.module"() ({
  ^bb0(%a : i32):
  }) : () -> ()
}) : () -> ()

// -----

// expected-error @below {{never produced text}}
"x.a"() : () -> ()
"builtin.module"() ({
  "builtin.module"() ({
  ^bb0(%a : i32):
  }) : () -> ()
}) : () -> ()

// -----
// expected-warning @+1 {{region should have}}
"builtin.module"() ({^bb0(%a : i32):}) : () -> ()
// -----
"builtin.module"() ({^bb0(%a : i32):}) : () -> () // expected-error-re {{region {{.*}} no}}
// -----
"builtin.module"() ({^bb0(%a : i32):}) : () -> () loc(unknown)
// -----
// expected-error @unknown {{region}}
"builtin.module"() ({^bb0(%a : i32):}) : () -> () loc(unknown)
// -----
// expected-error-re @+1 {{region {{[}}}}
"builtin.module"() ({^bb0(%a : i32):}) : () -> ()
// -----
// expected-error-re @+1 {{region {{.*}}
"builtin.module"() ({^bb0(%a : i32):}) : () -> ()
// -----
	// expected-note@-3{{x}}
