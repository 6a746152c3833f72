// A function's body is parsed without name shadowing (`parseFunctionOp`): it sees the names
// of the regions around it, so that defining one again is an error, and a use of one is
// resolved and then rejected by the function's isolation.

// expected-note@+1 {{previously defined here}}
%0 = "test.value"() : () -> i32
func.func @redefined() {
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = arith.constant 2 : i32
  return
}

// -----

// expected-note@+1 {{previously referenced here}}
%arg = "test.value"() : () -> i32
// expected-error@+1 {{region entry argument '%arg' is already in use}}
func.func @argument(%arg: i32) {
  return
}

// -----

%0 = "test.value"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
func.func @outside() {
  // expected-error@+1 {{'test.use' op using value defined outside the region}}
  "test.use"(%0) : (i32) -> ()
  return
}

// -----

// A forward reference from a function to a value defined after it, at the module's level.
// expected-note@+1 {{required by region isolation constraints}}
func.func @forward() {
  // expected-error@+1 {{'test.use' op using value defined outside the region}}
  "test.use"(%late) : (i64) -> ()
  return
}
%late = "test.value"() : () -> i64

// -----

func.func @forward_type() {
  // expected-note@+1 {{previously used here with type 'i64'}}
  "test.use"(%late) : (i64) -> ()
  return
}
// expected-error@+1 {{definition of SSA value '%late#0' has type 'i32'}}
%late = "test.value"() : () -> i32

// -----

// Names no region defines are reported once the whole input is read, in order.
func.func @first() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  "test.use"(%a) : (i32) -> ()
  return
}
func.func @second() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  "test.use"(%b) : (i32) -> ()
  return
}

// -----

// A name defined in one function is gone after it.
func.func @defines() {
  %gone = "test.value"() : () -> i32
  return
}
// expected-error@+1 {{use of undeclared SSA value name}}
"test.use"(%gone) : (i32) -> ()

// -----

// The body of a function nested in a region sees that region's names too.
"test.region"() ({
  // expected-note@+1 {{previously defined here}}
  %1 = "test.value"() : () -> i32
  "builtin.module"() ({
    func.func @nested() {
      // expected-error@+1 {{redefinition of SSA value '%1'}}
      %1 = arith.constant 1 : i32
      return
    }
  }) : () -> ()
}) : () -> ()
