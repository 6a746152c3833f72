// Declarations, visibility, argument and result attributes, calls and returns.
func.func private @printf(i64) -> ()
func.func nested @inner(%a: i32 {x.noalias}, %b: f32) -> (i32 {x.res}, f32) attributes {fruit = "banana"} {
  return %a, %b : i32, f32
}
func.func @caller(%x: i64, %y: i32, %z: f32) -> i32 {
  %0:2 = call @inner(%y, %z) : (i32, f32) -> (i32, f32)
  func.call @printf(%x) : (i64) -> ()
  %1:2 = func.call @inner(%y, %z) {no_inline} : (i32, f32) -> (i32, f32)
  return %0#0 : i32
}
func.func @empty() {
  return
}
func.func @constants() -> ((i64) -> ()) {
  %f = func.constant @printf : (i64) -> ()
  %g = constant @empty : () -> ()
  return %f : (i64) -> ()
}
func.func @with_arith(%a: i32, %b: i32) -> i1 {
  %c = arith.addi %a, %b : i32
  %c42_i32 = arith.constant 42 : i32
  %t = arith.cmpi slt, %c, %c42_i32 : i32
  return %t : i1
}
func.func @blocks(%a: i32) -> i32 {
  "x.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  return %b : i32
}
func.func private @external_with_attrs(i32 {x.noundef}, f32) -> (i64 {x.zeroext})
func.func @no_inline() attributes {no_inline} {
  return
}
