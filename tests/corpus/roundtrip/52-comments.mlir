// Leading comment.
// Another.
"x.a"() : () -> () // trailing comment
// between
"x.b"() {
  // inside a dictionary
  a = 1 // after value
} : () -> ()
// final comment without newline at EOF
