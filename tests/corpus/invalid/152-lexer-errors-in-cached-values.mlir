// A lexer error inside a dictionary value is reported, even where the rest of the value
// spells one read before (the error's token starts at the second `@`).
// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"x.op"() {a = @a, g = @@a} : () -> ()

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"x.op"() {a = 1 : i32, g = @1 : i32} : () -> ()

// -----

// A location alias's name before a `<` is a dialect's: a pretty dialect attribute.
#loc1 = loc("a":1:2)
// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"x.op"() : () -> () loc(fused[#loc1<)])

// -----

#loc1 = loc("a":1:2)
// expected-error@+1 {{expected location attribute, but got#loc1<>}}
"x.op"() : () -> () loc(fused[#loc1<>])

// -----

#loc1 = loc("a":1:2)
// expected-error@+1 {{expected location attribute, but got#loc1<>}}
"x.op"() : () -> () loc(callsite(#loc1<> at #loc1))

// -----

#loc1 = loc("a":1:2)
// expected-error@+1 {{expected ']' in fused location}}
"x.op"() : () -> () loc(fused[#loc1 <>])
