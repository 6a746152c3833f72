// One name, one body: an identified struct seen again must have the body it had.

"x.f"() : () -> !llvm.struct<"pair", (i32, f32)>
// expected-error@+1 {{identified type already used with a different body}}
"x.f"() : () -> !llvm.struct<"pair", (i32, f64)>

// -----

// Packing is part of the body.
"x.f"() : () -> !llvm.struct<"p", packed (i8, i32)>
// expected-error@+1 {{identified type already used with a different body}}
"x.f"() : () -> !llvm.struct<"p", (i8, i32)>

// -----

// An empty body is reported at `packed` or `(`.
"x.f"() : () -> !llvm.struct<"e", ()>
// expected-error@+1 {{identified type already used with a different body}}
"x.f"() : () -> !llvm.struct<"e", packed ()>

// -----

// An opaque struct gets no body later.
"x.f"() : () -> !llvm.struct<"handle", opaque>
// expected-error@+1 {{identified type already used with a different body}}
"x.f"() : () -> !llvm.struct<"handle", (ptr)>

// -----

// A struct with a body is not declared opaque later, not even an empty one.
"x.f"() : () -> !llvm.struct<"node", ()>
// expected-error@+1 {{redeclaring defined struct as opaque}}
"x.f"() : () -> !llvm.struct<"node", opaque>

// -----

// Inside its own body, `opaque` refers to the struct unless it has a body already.
"x.f"() : () -> !llvm.struct<"list", (ptr, struct<"list">)>
// expected-error@+1 {{redeclaring defined struct as opaque}}
"x.f"() : () -> !llvm.struct<"list", (ptr, struct<"list", opaque>)>

// -----

// ... and that reference does not make it opaque: a struct declared opaque before keeps
// no body.
"x.f"() : () -> !llvm.struct<"list", opaque>
// expected-error@+1 {{identified type already used with a different body}}
"x.f"() : () -> !llvm.struct<"list", (ptr, struct<"list", opaque>)>

// -----

// A struct defined inside another's body is one name for the whole input.
"x.f"() : () -> !llvm.struct<"outer", (struct<"inner", (i32)>, i64)>
// expected-error@+1 {{identified type already used with a different body}}
"x.f"() : () -> !llvm.struct<"outer2", (struct<"inner", (i16)>)>

// -----

// In an attribute, a type alias and a function signature alike.
!a = !llvm.struct<"s", (i32)>
"x.f"() {t = !llvm.struct<"s", (i32)>} : () -> !a
// expected-error@+1 {{identified type already used with a different body}}
func.func private @f(%arg0: !llvm.struct<"s", (i32, i32)>)

// -----

// Each chunk of a split input has names of its own (MLIR parses each in a new context): this
// one gives `s` another body without error, and its second use is reported.
"x.f"() : () -> !llvm.struct<"s", (i8)>
// expected-error@+1 {{identified type already used with a different body}}
"x.f"() : () -> !llvm.array<2 x struct<"s", (i32)>>
