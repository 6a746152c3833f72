// Switches: a dispatch on an opcode with a default and several cases forwarding different
// operands, a switch with only a default, negative and wide case values, and asserts.

func.func @interpret(%op: i32, %a: f32, %b: f32) -> f32 {
  %zero = arith.constant 0.000000e+00 : f32
  cf.switch %op : i32, [
    default: ^unknown,
    0: ^add(%a, %b : f32, f32),
    1: ^sub(%a, %b : f32, f32),
    2: ^mul(%b, %a : f32, f32),
    -1: ^exit(%zero : f32),
    7: ^exit(%a : f32)
  ]
^add(%x0: f32, %y0: f32):
  %r0 = arith.addf %x0, %y0 : f32
  cf.br ^exit(%r0 : f32)
^sub(%x1: f32, %y1: f32):
  %r1 = arith.subf %x1, %y1 : f32
  cf.br ^exit(%r1 : f32)
^mul(%x2: f32, %y2: f32):
  %r2 = arith.mulf %x2, %y2 fastmath<fast> : f32
  cf.br ^exit(%r2 : f32)
^unknown:
  %false = arith.constant false
  cf.assert %false, "unknown opcode"
  cf.br ^exit(%zero : f32)
^exit(%result: f32):
  return %result : f32
}

func.func @only_default(%flag: i8, %v: i16) -> i16 {
  cf.switch %flag : i8, [
    default: ^bb1(%v : i16)
  ]
^bb1(%w: i16):
  return %w : i16
}

func.func @wide(%flag: i64, %v: index) -> index {
  %c1 = arith.constant 1 : index
  cf.switch %flag : i64, [
    default: ^done(%v : index),
    9223372036854775807: ^done(%c1 : index),
    3: ^bump(%v, %c1 : index, index),
    42: ^done(%c1 : index)
  ]
^bump(%p: index, %q: index):
  %s = arith.addi %p, %q : index
  cf.br ^done(%s : index)
^done(%out: index):
  return %out : index
}

func.func @checked_div(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %nonzero = arith.cmpi ne, %y, %c0 : i32
  cf.assert %nonzero, "division by zero"
  cf.assert %nonzero, "" {note = "second check"}
  %q = arith.divsi %x, %y : i32
  return %q : i32
}

func.func @bool_switch(%b: i1, %u: ui8) -> ui8 {
  cf.switch %b : i1, [
    default: ^f(%u : ui8),
    1: ^t
  ]
^t:
  return %u : ui8
^f(%z: ui8):
  return %z : ui8
}

// A case's operands may name one result of several (the default's may not).
func.func @case_result_number(%x: i32, %y: i32) -> i32 {
  %0:2 = "test.pair"() : () -> (i32, i32)
  cf.switch %x : i32, [
    default: ^bb1(%y : i32),
    7: ^bb1(%0#1 : i32)
  ]
^bb1(%a: i32):
  return %a : i32
}
