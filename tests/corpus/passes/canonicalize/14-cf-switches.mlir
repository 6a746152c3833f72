// cf.switch: without cases it is a branch; cases going where the default goes, with the same
// operands, go; a constant flag picks its case; destinations that only branch on are
// skipped; in a case of a switch on the same flag the flag is known, in its default the
// cases that went elsewhere cannot be taken.
func.func @only_default(%f: i32, %a: i32) -> i32 {
  "x.a"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

func.func @cases_like_default(%f: i32, %a: i32, %b: i32) -> i32 {
  "x.a"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb1(%b : i32),
    44: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  "x.b"() : () -> ()
  return %b : i32
}

func.func @constant_flag(%a: i32, %b: i32) -> (i32, i32) {
  %c43 = arith.constant 43 : i32
  %c7 = arith.constant 7 : i32
  "x.a"() : () -> ()
  cf.switch %c43 : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%x: i32):
  return %x, %x : i32, i32
^bb2:
  "x.b"() : () -> ()
  cf.switch %c7 : i32, [
    default: ^bb3,
    42: ^bb1(%b : i32)
  ]
^bb3:
  "x.c"() : () -> ()
  return %a, %b : i32, i32
}

func.func @pass_through(%f: i32, %a: i32, %b: i32) -> i32 {
  "x.a"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2(%a : i32),
    2: ^bb3
  ]
^bb1:
  cf.br ^bb4(%b : i32)
^bb2(%x: i32):
  cf.br ^bb4(%x : i32)
^bb3:
  "x.c"() : () -> ()
  cf.br ^bb4(%a : i32)
^bb4(%r: i32):
  return %r : i32
}

func.func @same_flag(%f: i32) {
  "x.a"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "x.default"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5,
    3: ^bb6
  ]
^bb2:
  "x.one"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5,
    3: ^bb6
  ]
^bb3:
  "x.two"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5
  ]
^bb4:
  "x.d"() : () -> ()
  return
^bb5:
  "x.e"() : () -> ()
  return
^bb6:
  "x.f"() : () -> ()
  return
}
