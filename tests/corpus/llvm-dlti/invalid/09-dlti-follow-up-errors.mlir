// DLTI's hand-written parsers add errors of their own after the one that stopped them: «no DLTI
// entries provided» at the attribute's name after a missing `<` (where no entry may be empty),
// and «error while parsing type DLTI key» where a key's type failed.

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{no DLTI entries provided}}
"test.op"() {a = #dlti.target_device_spec} : () -> ()

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{no DLTI entries provided}}
"test.op"() {a = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec, "GPU" = #dlti.target_device_spec<"a" = 1>>} : () -> ()


// -----

// expected-error@+2 {{expected 'x' in dimension list}}
// expected-error@+1 {{error while parsing type DLTI key}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 32, tensor<?> = 64>} {}

// -----

// expected-error@+2 {{unknown LLVM type: foo}}
// expected-error@+1 {{error while parsing type DLTI key}}
"test.op"() {a = #dlti.map<!llvm.foo = 1>} : () -> ()
