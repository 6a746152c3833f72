// A dialect attribute whose mnemonic is unknown is consumed whole, body included, before its
// error: the «failed to parse … parameter» of the attribute around it goes after the body,
// where mlir-opt-22's parser is once the dialect's parser (which reads a copy of the body)
// has failed.

// expected-error@+2 {{unknown attribute `foo` in dialect `nvvm`}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'link' which is to be a `ArrayAttr`}}
"x.op"() {a = #nvvm.target<link = [#nvvm.foo<1>]>} : () -> ()

// -----

// expected-error@+2 {{unknown attribute `foo` in dialect `nvvm`}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'flags' which is to be a `DictionaryAttr`}}
"x.op"() {a = #nvvm.target<flags = {a = #nvvm.foo<1>}>} : () -> ()

// -----

// The verbose form too.
// expected-error@+2 {{unknown attribute `foo` in dialect `nvvm`}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'link' which is to be a `ArrayAttr`}}
"x.op"() {a = #nvvm.target<link = [#nvvm<foo<1>>]>} : () -> ()
