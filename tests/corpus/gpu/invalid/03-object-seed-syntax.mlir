// Seed-only (difference (d)): the seed's #gpu.object is `<` $target `,` $object `>` with a plain StringAttr
// payload, so anything but a string after the comma fails in FieldParser<StringAttr>: the generic
// attribute parser says «expected attribute value» (a bare identifier is neither an attribute nor a type),
// then the object's parameter follow-up.
// Upstream mlir-opt-22: seed-only: upstream's #gpu.object has a format keyword and `properties`/`kernels` parameters (difference (d)); upstream reports «expected keyword for GPU object format» for a bare keyword and accepts `bin = ""` / `properties = {...}`.

// Upstream: «expected keyword for GPU object format».
// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, foo>]

// -----

// Upstream accepts the `bin` format keyword.
// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, bin = "">]

// -----

// Upstream accepts `properties = {...}`.
// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`}}
gpu.binary @b [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, "">]
