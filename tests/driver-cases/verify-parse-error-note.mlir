// expected-error @+1 {{expected attribute value}}
"x.op"() {a = } : () -> ()
// expected-note @below {{never}}
