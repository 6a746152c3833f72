// Loop nests over index ranges accumulating arith values, conditionals with results inside
// loops, integer induction variables and unsigned comparisons.
func.func @sum_of_squares(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %iv = arith.index_cast %i : index to i64
    %sq = arith.muli %iv, %iv : i64
    %next = arith.addi %acc, %sq : i64
    scf.yield %next : i64
  }
  return %sum : i64
}

func.func @matrix_trace_and_count(%rows: index, %cols: index, %limit: f32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %fzero = arith.constant 0.0 : f32
  %izero = arith.constant 0 : i32
  %ione = arith.constant 1 : i32
  %res:2 = scf.for %i = %c0 to %rows step %c1 iter_args(%tr = %fzero, %cnt = %izero) -> (f32, i32) {
    %inner:2 = scf.for %j = %c0 to %cols step %c1 iter_args(%t = %tr, %c = %cnt) -> (f32, i32) {
      %diag = arith.cmpi eq, %i, %j : index
      %x = arith.index_cast %j : index to i32
      %xf = arith.sitofp %x : i32 to f32
      %t2 = scf.if %diag -> (f32) {
        %s = arith.addf %t, %xf : f32
        scf.yield %s : f32
      } else {
        scf.yield %t : f32
      }
      %big = arith.cmpf ogt, %xf, %limit : f32
      %c2 = scf.if %big -> (i32) {
        %inc = arith.addi %c, %ione : i32
        scf.yield %inc : i32
      } else {
        scf.yield %c : i32
      }
      scf.yield %t2, %c2 : f32, i32
    }
    scf.yield %inner#0, %inner#1 : f32, i32
  }
  return %res#0, %res#1 : f32, i32
}

func.func @integer_loops(%lb: i32, %ub: i32, %step: i32, %flag: i1) -> i32 {
  %r = scf.for %k = %lb to %ub step %step iter_args(%a = %lb) -> (i32) : i32 {
    %b = arith.addi %a, %k : i32
    scf.yield %b : i32
  }
  scf.for unsigned %u = %lb to %ub step %step : i32 {
    scf.if %flag {
      %d = arith.subi %u, %lb : i32
    }
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %e = %c0 to %c4 step %c1 {
  } {loop.tag = "empty"}
  scf.if %flag {
    scf.yield
  } else {
    %z = arith.constant 0 : i32
  }
  return %r : i32
}
