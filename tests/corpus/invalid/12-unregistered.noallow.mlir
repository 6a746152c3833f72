// Run WITHOUT --allow-unregistered-dialect.
// expected-error @+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
"x.op"() : () -> ()

// -----

module {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  "foo.bar"() : () -> ()
}
