// A `type($x)` whose constraint's C++ class is `MemRefType` reads any type, which must be a
// ranked memref (MLIR's `parseCustomTypeWithFallback<MemRefType>`).
memref.global "private" @g : memref<2xf32>
func.func @not_a_memref() {
  // expected-error@+1 {{custom op 'memref.get_global' invalid kind of type specified: expected builtin.memref, but found 'i32'}}
  %x = memref.get_global @g : i32
  return
}

// -----

memref.global "private" @g : memref<2xf32>
func.func @unranked() {
  // expected-error@+1 {{custom op 'memref.get_global' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %x = memref.get_global @g : memref<*xf32>
  return
}
