// builtin.module's inherent attributes are checked as the generic form is parsed, in name
// order, without a «see current operation» note.
// expected-error@+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() ({}) {sym_visibility = 1, sym_name = 2} : () -> ()

// -----

// expected-error@+1 {{invalid properties {sym_name = 1 : i64} for op builtin.module: Invalid attribute `sym_name` in property conversion: 1 : i64}}
"builtin.module"() <{sym_name = 1}> ({}) : () -> ()

// -----

// The custom form checks them right after its attribute dictionary, before the body.
// expected-error@+1 {{custom op 'builtin.module' 'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
module @m attributes {sym_visibility} "x" {
}

// -----

// expected-error@+1 {{custom op 'builtin.module' 'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
module @m attributes {sym_visibility} {
  "x.y"(%0) : (i32) -> ()
}
