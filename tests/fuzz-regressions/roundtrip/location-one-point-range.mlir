// A one-point range prints as a file location, which reads back as another attribute: two
// aliases print alike, then become one (as in mlir-opt-22); the round trip settles.
"x.op"() {a = loc("f":1:2), d = loc("f":1:2 to :2)} : () -> ()
