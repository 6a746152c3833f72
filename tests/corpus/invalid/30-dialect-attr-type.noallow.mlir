// Run WITHOUT --allow-unregistered-dialect.
// expected-error @+1 {{#"foo"<"bar<1>"> : 'none' attribute created with unregistered dialect}}
module attributes {foo.a = #foo.bar<1>} {
}

// -----

// expected-error @+1 {{`!"foo"<"bar">` type created with unregistered dialect}}
module attributes {foo.a = !foo.bar} {
}

// -----

module {
  // expected-error @+2 {{Dialect `x' not found for custom op 'x.op'}}
  // expected-note @+1 {{Available dialects:}}
  x.op
}
