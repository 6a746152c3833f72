// A default-valued property (`level`, default 1) is stored when the op is written without it:
// the custom form elides it while it equals the default, the generic form prints it, as
// mlir-opt-22 does for arith.addi's `overflowFlags` (`<{overflowFlags = #arith.overflow<none>}>`
// whether written or omitted, in either form).

tst.flags none
tst.flags lvl 3 none
tst.flags lvl 1 none
"tst.flags"() : () -> ()
"tst.flags"() <{level = 1 : i32}> : () -> ()
"tst.flags"() <{level = 2 : i32}> : () -> ()
"tst.flags"() {level = 1 : i32} : () -> ()
tst.flags val 0 attributes {level = 1 : i32}
