// SymbolUserOpInterface and CallOpInterface: tst.invoke checks its callee as func.call does,
// in mlir-opt-22's words and order for the equivalent func.func / func.call inputs (the users
// of a symbol table are verified once its ops are, regions taken last first).

tst.func @g() {
  // expected-error @+1 {{'tst.invoke' op 'nope' does not reference a valid function}}
  tst.invoke @nope() : () -> ()
  tst.return
}

// -----

tst.func private @f(i32) -> i64
tst.func @g(%a: i64) {
  // expected-error @+1 {{'tst.invoke' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = tst.invoke @f(%a) : (i64) -> i64
  tst.return
}

// -----

tst.func private @f(i32) -> i64
tst.func @g(%a: i32) {
  // expected-error @+1 {{'tst.invoke' op incorrect number of operands for callee}}
  tst.invoke @f(%a, %a) : (i32, i32) -> ()
  tst.return
}

// -----

tst.func private @f(i32) -> i64
tst.func @g(%a: i32) {
  // expected-error @+1 {{'tst.invoke' op incorrect number of results for callee}}
  tst.invoke @f(%a) : (i32) -> ()
  tst.return
}

// -----

tst.func private @f(i32, i32) -> (i64, i32)
tst.func @g(%a: i32) {
  // expected-error @+3 {{'tst.invoke' op result type mismatch at index 1}}
  // expected-note @+2 {{      op result types: 'i64', 'i64'}}
  // expected-note @+1 {{function result types: 'i64', 'i32'}}
  %0:2 = tst.invoke @f(%a, %a) : (i32, i32) -> (i64, i64)
  tst.return
}

// -----

// The callee must be a tst.func.
module @f {
}
tst.func @g() {
  // expected-error @+1 {{'tst.invoke' op 'f' does not reference a valid function}}
  tst.invoke @f() : () -> ()
  tst.return
}

// -----

// Regions are taken last first: @b's call is reported, not @a's.
tst.func @a() {
  tst.invoke @x() : () -> ()
  tst.return
}
tst.func @b() {
  // expected-error @+1 {{'tst.invoke' op 'z' does not reference a valid function}}
  tst.invoke @z() : () -> ()
  tst.return
}

// -----

// A nested symbol table's users are verified with it, before the enclosing table's.
module {
  module @m {
    tst.func @n() {
      // expected-error @+1 {{'tst.invoke' op 'x' does not reference a valid function}}
      tst.invoke @x() : () -> ()
      tst.return
    }
  }
  tst.func @a() {
    tst.invoke @y() : () -> ()
    tst.return
  }
}

// -----

tst.func private @f()
// expected-error @+1 {{'tst.invoke' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
"tst.invoke"() {callee = @m::@f} : () -> ()

// -----

module @m {
  tst.func private @f()
}
// expected-error @+1 {{custom op 'tst.invoke' invalid kind of attribute specified}}
tst.invoke @m::@f() : () -> ()

// -----

tst.func @f() {
  tst.return
}
// expected-error @+1 {{'tst.return' op expects parent op 'tst.func'}}
tst.return
