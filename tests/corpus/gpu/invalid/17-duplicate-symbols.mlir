// gpu.binary is a Symbol: names must be unique in the enclosing symbol table.
// Upstream mlir-opt-22: same

// expected-note @+1 {{see existing symbol definition here}}
gpu.binary @b [#gpu.object<#nvvm.target, "">]
// expected-error @+1 {{redefinition of symbol named 'b'}}
gpu.binary @b <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]

// -----

// A module and a binary share the symbol namespace.
// expected-note @+1 {{see existing symbol definition here}}
module @m {
}
// expected-error @+1 {{redefinition of symbol named 'm'}}
gpu.binary @m <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]

// -----

// Same name in different (nested) symbol tables is fine; a duplicate inside the inner one is not.
module {
  gpu.binary @b <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]
  module @inner {
    // expected-note @+1 {{see existing symbol definition here}}
    gpu.binary @b <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]
    // expected-error @+1 {{redefinition of symbol named 'b'}}
    "gpu.binary"() <{objects = [#gpu.object<#rocdl.target, "">], offloadingHandler = #gpu.select_object<0>, sym_name = "b"}> : () -> ()
  }
}

// -----

// Quoted names are compared after unescaping.
// expected-note @+1 {{see existing symbol definition here}}
gpu.binary @"a b" <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]
// expected-error @+1 {{redefinition of symbol named 'a b'}}
gpu.binary @"a\20b" <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]
