func.func @twice(%x: i32) -> i32 {
  %0 = toy.double %x : i32
  return %0 : i32
}
