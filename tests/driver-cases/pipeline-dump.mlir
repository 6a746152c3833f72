// The pipeline is shown for each chunk that parses and verifies, before it runs; not for the
// chunk that does not parse.
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}

// -----

func.func @g( {

// -----

func.func private @h()
