// expected-error @+1 {{nomatch}}
"x.b"() : () -> ()
