// A DLTI attribute whose entries may be empty, written without its `<`: upstream reports
// «expected '<'», reads it as empty and goes on, so the chunk may fail later as well, or not
// at all (then the module is printed and the exit status is 0).

// expected-error@+1 {{expected '<'}}
module attributes {dlti.dl_spec = #dlti.dl_spec} {}

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{expected a type or a quoted string}}
"x.op"() {a = #dlti.map, b = #dlti.dl_entry<>} : () -> ()

// -----

// Each spelling is read again, and reported again.
// expected-error@+1 {{expected '<'}}
"x.op"() {a = #dlti.map} : () -> ()
// expected-error@+1 {{expected '<'}}
"x.op"() {a = #dlti.map} : () -> ()
// expected-error@+1 {{expected '<'}}
"x.op"() {b = [#dlti.map, 1]} : () -> ()

// -----

// An alias is read once, where it is defined.
// expected-error@+1 {{expected '<'}}
#m = #dlti.map
"x.op"() {a = #m} : () -> ()
"x.op"() {a = #m} : () -> ()

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
"x.op"() {dlti.dl_spec = #dlti.map} : () -> ()

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{expected '>'}}
"x.op"() {a = #dlti.map<"k" = #dlti.dl_spec 1>} : () -> ()
