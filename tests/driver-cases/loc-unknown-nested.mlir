"builtin.module"() ({^bb0(%a : i32):}) : () -> () loc(unknown)
"x.y"() : () -> ()
