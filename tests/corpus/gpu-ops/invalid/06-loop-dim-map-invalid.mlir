// #gpu.loop_dim_map: an unknown processor, a missing or repeated parameter, parameters that
// are not affine maps.

// expected-error @+2 {{expected ::mlir::gpu::Processor to be one of: block_x, block_y, block_z, thread_x, thread_y, thread_z, sequential}}
// expected-error @+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'processor' which is to be a `::mlir::gpu::Processor`}}
"x.a"() {m = #gpu.loop_dim_map<processor = block_w, map = (d0) -> (d0), bound = (d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"x.a"() {m = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"x.a"() {m = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0), map = (d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: map}}
"x.a"() {m = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), map = (d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: bounds}}
"x.a"() {m = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bounds = (d0) -> (d0)>} : () -> ()

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
"x.a"() {m = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0),>} : () -> ()

// -----

// expected-error @+2 {{expected '(' in dimensional identifier list}}
// expected-error @+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'map' which is to be a `AffineMap`}}
"x.a"() {m = #gpu.loop_dim_map<processor = block_x, map = affine_map<(d0) -> (d0)>, bound = (d0) -> (d0)>} : () -> ()

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'processor' which is to be a `::mlir::gpu::Processor`}}
"x.a"() {m = #gpu.loop_dim_map<processor = 3, map = (d0) -> (d0), bound = (d0) -> (d0)>} : () -> ()

// -----

// expected-error @+2 {{use of undeclared identifier}}
// expected-error @+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'map' which is to be a `AffineMap`}}
"x.a"() {m = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d1), bound = (d0) -> (d0)>} : () -> ()

// -----

// expected-error @+2 {{expected '->' or ':'}}
// expected-error @+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'bound' which is to be a `AffineMap`}}
"x.a"() {m = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = ()>} : () -> ()

// -----

// The `>` of an integer set's `>=` ends the attribute's body as the lexer reads it.
// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
"x.a"() {m = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) : (d0 >= 0)>} : () -> ()

// -----

// expected-error @+1 {{expected '<'}}
"x.a"() {m = #gpu.loop_dim_map} : () -> ()

// -----

func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.reduce
  // expected-error @+1 {{expected '='}}
  } {mapping = [#gpu.loop_dim_map<processor block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}
