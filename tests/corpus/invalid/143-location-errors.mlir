// Errors of locations as attribute values and of location aliases.

// expected-error@+1 {{expected '(' in inline location}}
"x.op"() {a = loc} : () -> ()
// -----

// expected-error@+1 {{expected ')' in inline location}}
"x.op"() {a = loc("f":1:2} : () -> ()
// -----

// expected-error@+1 {{expected location attribute, but got#x.y}}
"x.op"() {a = loc(#x.y)} : () -> ()
// -----

#a = 1
// expected-error@+1 {{expected location attribute, but got1 : i64}}
"x.op"() {a = loc(#a)} : () -> ()
// -----

// expected-error@+1 {{expected location instance}}
"x.op"() {a = loc(fused[1])} : () -> ()
// -----

// expected-error@+1 {{undefined symbol alias id 'nope'}}
"x.op"() {a = loc(#nope)} : () -> ()
// -----

// expected-error@+1 {{expected 'at' in callsite location}}
"x.op"() {a = loc(callsite("a" "b"))} : () -> ()
// -----

// expected-error@+1 {{expected location instance}}
"x.op"() {a = loc(1)} : () -> ()
// -----

// expected-error@+1 {{operation location alias was never defined}}
"x.op"() : () -> () loc(#a)
// -----

#a = 1
// expected-error@+1 {{expected location, but found '1 : i64'}}
"x.op"() : () -> () loc(#a)
// -----

// expected-error@+1 {{expected location, but found '1 : i64'}}
"x.op"() : () -> () loc(#a)
#a = 1
// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
"x.op"() {a = loc("f":x)} : () -> ()
// -----

// expected-error@+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"x.op"() {a = loc("f":1:2 to 3)} : () -> ()
// -----

// expected-error@+1 {{expected '>' after fused location metadata}}
"x.op"() {a = loc(fused<"m"["a":1:1])} : () -> ()
// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
"x.op"() {a = loc("f":1:2 to :x)} : () -> ()

// -----

// expected-error@+1 {{expected ')' in inline location}}
"x.op"() {a = loc("f":1 to 3:4)} : () -> ()

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
"x.op"() {a = loc("f":99999999999)} : () -> ()

// -----

// Aliases never defined are resolved as MLIR's post-order walk meets them: a nested op's
// location before the block arguments of the op that holds it.
"x.p"() ({
^bb0(%a: i32 loc(#undefined_arg)):
  // expected-error @+1 {{operation location alias was never defined}}
  "x.c"() : () -> () loc(#undefined_nested)
}) : () -> ()

