// The builtin dialect has no attribute parsing hook: its verbose form says so whatever the
// body holds, where the body starts.

// expected-error @+1 {{dialect 'builtin' provides no attribute parsing hook}}
"x.op"() {a = #builtin<"x">} : () -> ()

// -----

// expected-error @+1 {{dialect 'builtin' provides no attribute parsing hook}}
"x.op"() {a = #builtin<>} : () -> ()

// -----

// expected-error @+1 {{dialect 'builtin' provides no attribute parsing hook}}
"x.op"() {a = #builtin.foo} : () -> ()
