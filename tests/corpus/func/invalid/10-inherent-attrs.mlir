// A generic op without `<{…}>` has the inherent attributes of its dictionary checked as it is
// parsed: a parse error at its name, without a «see current operation» note.
func.func @f() {
  // expected-error@+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
  "func.func"() ({}) {sym_name = "h", function_type = 1, sym_visibility = "private"} : () -> ()
  return
}

// -----

// The first rejected attribute in name order, not in declaration order.
// expected-error@+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() ({}) {sym_name = 1, function_type = 1} : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() ({}) {sym_name = "h", function_type = () -> (), res_attrs = 2, arg_attrs = 1} : () -> ()

// -----

// Before the trailing location is parsed.
// expected-error@+1 {{'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"func.func"() ({}) {sym_name = 1, function_type = () -> ()} : () -> () loc(

// -----

// With `<{…}>`, a dictionary's inherent attribute its property cannot hold is dropped: this
// declaration has no visibility.
// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() <{function_type = () -> (), sym_name = "x"}> ({}) {sym_visibility = 1} : () -> ()

