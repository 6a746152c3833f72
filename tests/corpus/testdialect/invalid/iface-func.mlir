// FunctionOpInterface on tst.func: the custom form's parse errors and the interface's
// verifier, in mlir-opt-22's words for the same func.func inputs.

// expected-error @+1 {{expected SSA identifier}}
tst.func private @d(%x: i32, i32)

// -----

// expected-error @+1 {{expected type instead of SSA identifier}}
tst.func private @d(i32, %x: i32)

// -----

// expected-error @+1 {{expected non-empty function body}}
tst.func @e() {}

// -----

// expected-error @+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
tst.func private @f(i32) attributes {sym_name = "x"}

// -----

// expected-error @+1 {{'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
tst.func private @f(i32) attributes {function_type = (i32) -> ()}

// -----

// expected-error @+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
tst.func @f(i32) attributes {sym_visibility = "private"}

// -----

// expected-note @+2 {{previously referenced here}}
// expected-error @+1 {{region entry argument '%a' is already in use}}
tst.func @h(%a: i32, %a: i32) {
  tst.return
}

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
tst.func @l(%a: i32) {}

// -----

// Unnamed arguments give the body no entry block arguments.
// expected-error @+1 {{'tst.func' op entry block must have 1 arguments to match function signature}}
tst.func @g(i32) {
  tst.return
}

// -----

// expected-error @+1 {{'tst.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"tst.func"() <{function_type = (i32) -> (), sym_name = "b"}> ({
^bb0(%x: i64):
  "tst.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'tst.func' op symbol declaration cannot have public visibility}}
tst.func @decl(i32)

// -----

// expected-error @+1 {{'tst.func' op symbol declaration cannot have public visibility}}
tst.func public @decl(i32)

// -----

// expected-error @+1 {{'tst.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"tst.func"() <{function_type = (i32) -> (), sym_name = "c", arg_attrs = [{a.b}, {}], sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'tst.func' op expects result attribute array to have the same number of elements as the number of function results, got 0, but expected 1}}
"tst.func"() <{function_type = (i32) -> (i32), sym_name = "c", res_attrs = [], sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'tst.func' op arguments may only have dialect attributes}}
tst.func @a(%x: i32 {x}) {
  tst.return
}

// -----

// expected-error @+1 {{'tst.func' op results may only have dialect attributes}}
tst.func private @q() -> (i32 {e})

// -----

// expected-error @+1 {{'tst.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"tst.func"() <{function_type = i32, sym_name = "c", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'tst.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"tst.func"() <{function_type = (i32) -> (), sym_name = "c", arg_attrs = [1], sym_visibility = "private"}> ({
}) : () -> ()
