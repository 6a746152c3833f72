func.func @reduce_not_last(%x: f32) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%x : f32) {
  ^bb0(%a: f32, %b: f32):
    scf.reduce.return %a : f32
  }
  return
}

// -----

func.func @condition_not_last(%c: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    "scf.condition"(%c) : (i32) -> ()
    // expected-note@+1 {{terminator here}}
    "x.y"() : () -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @return_not_last() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  return
  return
}
