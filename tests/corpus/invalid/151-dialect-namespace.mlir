// A dialect namespace that is no identifier is rejected, quoted in the message.

// expected-error@+1 {{invalid dialect namespace '"1"'}}
"test.op"() {a = #1<x>} : () -> ()

// -----

// expected-error@+1 {{invalid dialect namespace '"a-b"'}}
"test.op"() {a = #a-b<x>} : () -> ()

// -----

// expected-error@+1 {{invalid dialect namespace '""'}}
"test.op"() {a = #...} : () -> ()

// -----

// expected-error@+1 {{invalid dialect namespace '""'}}
"test.op"() : () -> !.t
