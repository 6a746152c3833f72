// Line and column numbers of file locations that do not fit in 32 bits, spelled as printed.
#loc = loc("a.mlir":1:2)
// expected-error @+1 {{expected integer line number in FileLineColRange}}
#loc1 = loc("a.mlir":4294967296:1)

// -----

#loc = loc("a.mlir":1:2)
"x.a"() : () -> () loc(#loc)
// expected-error @+1 {{expected integer column number in FileLineColRange}}
"x.b"() : () -> () loc("a.mlir":1:99999999999)
