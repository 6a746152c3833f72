// Indirect calls through function values: a table of callees chosen by a switch, calls with
// no arguments or several results, a function value passed as an argument, and the generic
// form with argument attributes.

func.func private @square(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  return %0 : f32
}

func.func private @negate(%x: f32) -> f32 {
  %0 = arith.negf %x : f32
  return %0 : f32
}

func.func private @divmod(i32, i32) -> (i32, i32)
func.func private @tick()

func.func @apply(%op: i32, %v: f32) -> f32 {
  %sq = func.constant @square : (f32) -> f32
  %neg = func.constant @negate : (f32) -> f32
  cf.switch %op : i32, [
    default: ^call(%sq : (f32) -> f32),
    1: ^call(%neg : (f32) -> f32)
  ]
^call(%fn: (f32) -> f32):
  %r = func.call_indirect %fn(%v) : (f32) -> f32
  return %r : f32
}

func.func @twice(%fn: (f32) -> f32, %v: f32) -> f32 {
  %a = call_indirect %fn(%v) : (f32) -> f32
  %b = call_indirect %fn(%a) {inline_hint} : (f32) -> f32
  return %b : f32
}

func.func @pairs(%a: i32, %b: i32) -> i32 {
  %dm = func.constant @divmod : (i32, i32) -> (i32, i32)
  %q, %m = func.call_indirect %dm(%a, %b) : (i32, i32) -> (i32, i32)
  %t = func.constant @tick : () -> ()
  func.call_indirect %t() : () -> ()
  %s = arith.addi %q, %m : i32
  return %s : i32
}

func.func @generic(%fn: (i64, index) -> i1, %x: i64, %i: index) -> i1 {
  %0 = "func.call_indirect"(%fn, %x, %i) <{arg_attrs = [{llvm.noundef}, {}], res_attrs = [{llvm.zeroext}]}> : ((i64, index) -> i1, i64, index) -> i1
  return %0 : i1
}
