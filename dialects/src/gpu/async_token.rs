//! What the `gpu` dialect's asynchronous ops share (`GPUBase.td` and `GPUDialect.cpp` of LLVM
//! 22): the `!gpu.async.token` type, `AsyncOpInterface`, and the `custom<AsyncDependencies>`
//! directive of their formats (`async [%dep, …]`).

use rods::diag::ParseResult;
use rods::dialect_type;
use rods::ir::print::Printer;
use rods::ir::{Type, Value};
use rods::syntax::parser::{Delimiter, Parser, UnresolvedOperand};

// def GPU_AsyncToken : DialectType<
//   GPU_Dialect, CPred<"::llvm::isa<::mlir::gpu::AsyncTokenType>($_self)">, "async token type">,
//              BuildableType<"mlir::gpu::AsyncTokenType::get($_builder.getContext())">;
//
// class AsyncTokenType
//     : public Type::TypeBase<AsyncTokenType, Type, TypeStorage> {
//   static constexpr StringLiteral name = "gpu.async_token";
// };
// (GPUDialect::parseType: `if (keyword == "async.token") return AsyncTokenType::get(context);`)
/// The type of tokens that asynchronous GPU ops return and take as dependencies:
/// `!gpu.async.token`.
#[dialect_type(gpu.async.token, name = "GPU_AsyncToken", summary = "async token type")]
pub struct AsyncTokenType {}

/// The `!gpu.async.token` type.
pub fn async_token_type() -> Type {
    AsyncTokenType::new().into_type()
}

// def GPU_AsyncOpInterface : OpInterface<"AsyncOpInterface"> {
//   let cppNamespace = "::mlir::gpu";
//   let methods = [
//     InterfaceMethod<"...", "OperandRange", "getAsyncDependencies", (ins), ...>,
//     InterfaceMethod<"...", "void", "addAsyncDependency", (ins "Value":$token), ...>,
//     InterfaceMethod<"...", "Value", "getAsyncToken">
//   ];
// }
/// `AsyncOpInterface`: a GPU operation that executes asynchronously on the device.
///
/// GPU operations implementing this interface take a list of dependencies as
/// `gpu.async.token` arguments and optionally return a `gpu.async.token`. The op doesn't start
/// executing until all the ops producing the async dependency tokens have finished executing.
/// If the op returns a token, the op merely schedules the execution on the device and returns
/// immediately, without waiting for the execution to complete; if it does not return a token,
/// the op waits for the execution to complete. (Upstream's `addAsyncDependency` edits the IR
/// and has no counterpart on the typed view.)
pub trait AsyncOpInterface {
    /// The operands that represent async dependency tokens.
    fn async_dependencies(&self) -> &[Value];
    /// The result that represents the async token to depend on, if the op returns one.
    fn async_token(&self) -> Option<Value>;
}
rods::op_interface!(AsyncOpInterface);

/// `custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)` (upstream's
/// `parseAsyncDependencies`): an optional `async` keyword, which gives the op a
/// `!gpu.async.token` result (an op marked `async` must bind its result: «needs to be named
/// when marked 'async'»), then an optional `[%dep, …]` list of dependencies.
pub fn parse_async_dependencies<'a>(
    p: &mut Parser<'a>,
    async_token_type: &mut Vec<Type>,
    async_dependencies: &mut Vec<UnresolvedOperand<'a>>,
) -> ParseResult {
    let loc = p.current_location();
    if p.parse_optional_keyword("async") {
        if p.num_results() == 0 {
            return Err(p.emit_error_at(loc, "needs to be named when marked 'async'"));
        }
        async_token_type.push(AsyncTokenType::new().into_type());
    }
    p.parse_operand_list_delimited(async_dependencies, Delimiter::OptionalSquare)
}

/// `custom<AsyncDependencies>` (upstream's `printAsyncDependencies`): `async` when the op
/// returns a token, then the dependencies in square brackets unless there are none.
pub fn print_async_dependencies(
    p: &mut Printer<'_>,
    async_token_type: &[Type],
    async_dependencies: &[Value],
) {
    if !async_token_type.is_empty() {
        p.write_str("async");
    }
    if async_dependencies.is_empty() {
        return;
    }
    if !async_token_type.is_empty() {
        p.write_str(" ");
    }
    p.write_str("[");
    p.print_operands(async_dependencies);
    p.write_str("]");
}
