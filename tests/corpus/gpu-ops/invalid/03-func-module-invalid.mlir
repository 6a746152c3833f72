// gpu.func, gpu.return and gpu.module: attributions, kernel signatures, bodies, parents,
// generic forms, targets and offloading handlers.
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @f(%a: f32) workgroup(%w: f32) {
    gpu.return
  }
}
// -----
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @f() workgroup(%w: memref<4xf32, #gpu.address_space<private>>) {
    gpu.return
  }
}
// -----
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected memory space private in attribution}}
  gpu.func @f() private(%p: memref<4xf32, #gpu.address_space<workgroup>>) {
    gpu.return
  }
}
// -----
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @f() -> f32 kernel {
    %c = arith.constant 0.0 : f32
    gpu.return %c : f32
  }
}
// -----
// FunctionOpInterface's checks start with the op's verifyType, before the attribute arrays.
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected void return type for kernel function}}
  "gpu.func"() ({
    %c = arith.constant 0.0 : f32
    gpu.return %c : f32
  }) {sym_name = "f", function_type = () -> (f32), gpu.kernel, res_attrs = [{a = 1}, {b = 2}]} : () -> ()
}
// -----
gpu.module @m {
  // expected-error @+1 {{custom op 'gpu.func' gpu.func requires named arguments}}
  gpu.func @f(f32) {
    gpu.return
  }
}
// -----
gpu.module @m {
  // expected-note @+1 {{return type declared here}}
  gpu.func @f() -> f32 {
    // expected-error @+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}
// -----
gpu.module @m {
  gpu.func @f() -> f32 {
    %c = arith.constant 0 : i32
    // expected-error @+1 {{'gpu.return' op unexpected type `'i32'' for operand #0}}
    gpu.return %c : i32
  }
}
// -----
func.func @f() {
  // expected-error @+1 {{'gpu.return' op expects parent op 'gpu.func'}}
  gpu.return
}
// -----
// expected-error @+1 {{'gpu.func' op expects parent op 'gpu.module'}}
gpu.func @f() {
  gpu.return
}
// -----
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op attribute 'known_block_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
  gpu.func @f() attributes {known_block_size = array<i32: 1, 1>} {
    gpu.return
  }
}
// -----
gpu.module @m {
  // expected-error @+1 {{expected ':'}}
  gpu.func @f() workgroup(%w) {
    gpu.return
  }
}
// -----
gpu.module @m {
  // expected-error @+1 {{expected '{' to begin a region}}
  gpu.func @f() kernel
}
// -----
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected at least 1 arguments to body region}}
  "gpu.func"() <{function_type = () -> ()}> ({
    "gpu.return"() : () -> ()
  }) {sym_name = "f", workgroup_attributions = 1 : i64} : () -> ()
}
// -----
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected body region argument #0 to be of type 'f32', got 'i32'}}
  "gpu.func"() <{function_type = (f32) -> ()}> ({
  ^bb0(%a: i32):
    "gpu.return"() : () -> ()
  }) {sym_name = "f"} : () -> ()
}
// -----
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected body with at least one block}}
  "gpu.func"() <{function_type = () -> ()}> ({
  }) {sym_name = "f"} : () -> ()
}
// -----
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op requires string attribute 'sym_name'}}
  "gpu.func"() <{function_type = () -> ()}> ({
    "gpu.return"() : () -> ()
  }) : () -> ()
}
// -----
// expected-error @+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @m [1] {
}
// -----
// expected-error @+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @m [] {
}
// -----
// expected-error @+1 {{'gpu.module' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
gpu.module @m <1> {
}
// -----
// expected-error @+1 {{'gpu.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"gpu.module"() ({
}) {sym_name = "m"} : () -> ()
// -----
gpu.module @m {
  func.func @f() {
    %x = arith.constant 0 : index
    return
  }
  // expected-error @+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  "gpu.terminator"() : () -> ()
}
