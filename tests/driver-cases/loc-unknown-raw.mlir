// expected-error @unknown {{zzz}}
"builtin.module"() ({^bb0(%a : i32):}) : () -> () loc(unknown)
