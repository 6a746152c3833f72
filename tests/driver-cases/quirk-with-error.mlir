// expected-error @+1 {{region}}
"builtin.module"() ({^bb0(%a : i32):}) : () -> ()
