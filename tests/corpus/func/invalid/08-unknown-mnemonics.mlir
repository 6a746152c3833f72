// The func dialect defines no attributes and no types: it has no parsing hook for either.

func.func @f() {
  // expected-error @+1 {{dialect 'func' provides no attribute parsing hook}}
  "x.op"() {a = #func.foo<1>} : () -> ()
  return
}

// -----

// expected-error @+1 {{dialect 'func' provides no type parsing hook}}
func.func @g(%a: !func.foo) {
  return
}
