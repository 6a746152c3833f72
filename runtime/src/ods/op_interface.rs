//! Op interfaces declared by users (MLIR's `OpInterface`): a Rust trait implemented by the typed
//! views of the ops that list it in `#[dialect_op(…, interfaces = [I])]`, castable from an op
//! in the IR at run time through the op's [`OpDef`](crate::dialect::OpDef).

use std::any::TypeId;

use crate::ir::{Ir, OpId};

/// Marks `dyn Trait` as an op interface; implemented by [`op_interface!`](crate::op_interface).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an op interface",
    label = "listed in `interfaces = [...]`",
    note = "declare the trait an op interface with `rods::op_interface!(Trait);`"
)]
pub trait OpInterface: 'static {
    /// The interface name (`CallOpInterface`).
    const NAME: &'static str;
}

/// Declares that a trait is an op interface. An op listing it in
/// `#[dialect_op(…, interfaces = [Trait])]` implements the trait on its typed view (the
/// struct the macro annotates), and any op in the IR casts to it with
/// [`cast_op_interface`](crate::ods::cast_op_interface) (MLIR's `dyn_cast<Iface>(op)`). A
/// method that needs more than the op's fields takes the `&Ir` (and the `OpId`) as
/// arguments.
///
/// ```
/// use rods::ir::{Ir, OpId, Value};
/// /// An op that forwards one of its operands.
/// pub trait Forwarding {
///     /// The forwarded operand.
///     fn forwarded(&self) -> Value;
/// }
/// rods::op_interface!(Forwarding);
/// assert_eq!(<dyn Forwarding as rods::ods::OpInterface>::NAME, "Forwarding");
/// ```
#[macro_export]
macro_rules! op_interface {
    ($iface:ident) => {
        impl $crate::ods::OpInterface for dyn $iface {
            const NAME: &'static str = ::core::stringify!($iface);
        }
    };
}

/// The id of op interface `I` in an op's interface table
/// ([`OpInterfaceEntry::id`](crate::dialect::OpInterfaceEntry)).
pub fn op_interface_id<I: ?Sized + OpInterface>() -> TypeId {
    TypeId::of::<I>()
}

/// The implementation of op interface `I` by `op` (MLIR's `dyn_cast<I>(op)`):
/// `cast_op_interface::<dyn CallOpInterface>(ir, op)`. `None` when the op is unregistered,
/// does not implement `I`, or does not satisfy its declaration (its typed view, which
/// implements the interface, cannot be built: an op that failed verification).
pub fn cast_op_interface<I: ?Sized + OpInterface>(ir: &Ir, op: OpId) -> Option<Box<I>> {
    ir.op(op).name.def()?.cast_interface::<I>(ir, op)
}

/// `check` of `op`'s implementation of op interface `I`, when it has one (an interface
/// verifier's run on an op that casts, [`cast_op_interface`]); `Ok` when it has none.
pub(crate) fn verify_if_cast<I: ?Sized + OpInterface>(
    ir: &Ir,
    op: OpId,
    check: impl FnOnce(&I) -> Result<(), crate::diag::Diagnostic>,
) -> Result<(), crate::diag::Diagnostic> {
    cast_op_interface::<I>(ir, op).map_or(Ok(()), |iface| check(&*iface))
}

/// Whether `op` is a registered op implementing op interface `I` (MLIR's `isa<I>(op)`).
pub fn op_implements<I: ?Sized + OpInterface>(ir: &Ir, op: OpId) -> bool {
    ir.op(op).name.def().is_some_and(|d| d.implements::<I>())
}
