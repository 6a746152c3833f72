// Cases as parseInteger<int64_t> reads them: `true` (-1), `false` (0), hex, the int64 limits
// (INT64_MAX first: after the first case, upstream's verifier calls it a duplicate).
func.func @cases(%i: index) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 0x7fffffffffffffff {
    %c = arith.constant 4 : i32
    scf.yield %c : i32
  }
  case true {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  case false {
    %c = arith.constant 2 : i32
    scf.yield %c : i32
  }
  case -9223372036854775808 {
    %c = arith.constant 3 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return %0 : i32
}
