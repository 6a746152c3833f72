// The generic form of memref ops, as other tools write it: properties, segment sizes and
// regions spelled out.

"func.func"() <{function_type = (memref<16x16xf32>, index, f32) -> (), sym_name = "generic"}> ({
^bb0(%m: memref<16x16xf32>, %i: index, %f: f32):
  %a = "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
  %s = "memref.alloca"() <{alignment = 32 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  %v = "memref.load"(%m, %i, %i) <{nontemporal = true}> : (memref<16x16xf32>, index, index) -> f32
  "memref.store"(%v, %m, %i, %i) : (f32, memref<16x16xf32>, index, index) -> ()
  %sv = "memref.subview"(%m, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, -9223372036854775808>}> : (memref<16x16xf32>, index, index) -> memref<4x4xf32, strided<[16, ?], offset: ?>>
  %rc = "memref.reinterpret_cast"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 2, 1>}> : (memref<?xf32>) -> memref<2x2xf32, strided<[2, 1], offset: 2>>
  %ex = "memref.expand_shape"(%m) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 4, 16>}> : (memref<16x16xf32>) -> memref<4x4x16xf32>
  %co = "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<16x16xf32>) -> memref<256xf32>
  %x = "memref.atomic_rmw"(%f, %m, %i, %i) <{kind = 0 : i64}> : (f32, memref<16x16xf32>, index, index) -> f32
  %g = "memref.generic_atomic_rmw"(%m, %i, %i) ({
  ^bb0(%cur: f32):
    "memref.atomic_yield"(%cur) : (f32) -> ()
  }) : (memref<16x16xf32>, index, index) -> f32
  "memref.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 1 : i32}> : (memref<16x16xf32>, index, index) -> ()
  %r = "memref.alloca_scope"() ({
    "memref.alloca_scope.return"(%f) : (f32) -> ()
  }) : () -> f32
  "memref.dealloc"(%a) : (memref<?xf32>) -> ()
  "func.return"() : () -> ()
}) : () -> ()
"memref.global"() <{constant, initial_value = dense<[1, 2]> : tensor<2xi8>, sym_name = "g", sym_visibility = "private", type = memref<2xi8>}> : () -> ()
