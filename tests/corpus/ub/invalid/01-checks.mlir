// The ub dialect's checks: a value that is not poison, ub.unreachable not last, ub.poison
// without its result, a long form not closed.
func.func @not_poison() {
  // expected-error@+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @not_last() {
  // expected-error@+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @no_result() {
  // expected-error@+1 {{'ub.poison' op requires one result}}
  "ub.poison"() : () -> ()
  return
}

// -----

func.func @bad_attr() {
  // expected-error@+1 {{expected '>'}}
  %0 = ub.poison <#ub.poison : i32
  return
}
