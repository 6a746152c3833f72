// Call interfaces: tst.func (CallableOpInterface, Symbol) and tst.invoke (CallOpInterface,
// SymbolUserOpInterface), the equivalents of func.func and func.call; calls that resolve, in
// the same symbol table and through a nested one, are accepted as mlir-opt-22 accepts the
// func ones. tst.copy and tst.pick implement a user-declared interface.
tst.func private @f(i32) -> i64
tst.func @g(%a: i32) -> (i64, i32) {
  %0 = tst.invoke @f(%a) : (i32) -> i64
  %1 = tst.copy %a : i32
  tst.pick %a, %1 : i32, i32
  tst.return %0, %1 : i64, i32
}
module @m {
  tst.func @h() {
    tst.invoke @h() : () -> ()
    %c = "tst.const"() : () -> i32
    %0:2 = tst.invoke @g2(%c) : (i32) -> (i64, i32)
    tst.return
  }
  tst.func private @g2(i32) -> (i64, i32)
}
