// Without a first block id the region gets no arguments at all (MLIR's parseRegion defines
// entry arguments only when the first one is named).
func.func @no_block_ids(%sz: index) {
  // expected-error@+1 {{'gpu.launch' op unexpected number of region arguments}}
  gpu.launch blocks() in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    gpu.terminator
  }
  return
}

// -----

func.func @no_block_ids_no_names(%sz: index) {
  gpu.launch blocks() in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    // expected-error@+1 {{use of undeclared SSA value name}}
    "test.use"(%tx) : (index) -> ()
    gpu.terminator
  }
  return
}

// -----

// The fourth thread id took the grid size x slot.
func.func @spilled_name_overwritten(%sz: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz, %d) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    // expected-error@+1 {{use of undeclared SSA value name}}
    "test.use"(%gx) : (index) -> ()
    gpu.terminator
  }
  return
}

// -----

func.func @spilled_block_id_overwritten(%sz: index) {
  gpu.launch blocks(%bx, %by, %bz, %e4) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    // expected-error@+1 {{use of undeclared SSA value name}}
    "test.use"(%e4) : (index) -> ()
    gpu.terminator
  }
  return
}

// -----

func.func @id_with_result_number(%sz: index) {
  // expected-error@+1 {{result number not allowed in argument list}}
  gpu.launch blocks(%bx#1, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    gpu.terminator
  }
  return
}

// -----

func.func @size_with_result_number(%sz: index) {
  // expected-error@+1 {{result number not allowed in argument list}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx#1 = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    gpu.terminator
  }
  return
}

// -----

func.func @id_with_location(%sz: index) {
  // expected-error@+1 {{expected ')' in operand list}}
  gpu.launch blocks(%bx loc("x"), %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    gpu.terminator
  }
  return
}

// -----

func.func @same_id_twice(%sz: index) {
  gpu.launch blocks(%bx, %bx, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             // expected-error@-1 {{region entry argument '%bx' is already in use}}
             // expected-note@-2 {{previously referenced here}}
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    gpu.terminator
  }
  return
}
