//! The `ub` dialect (upstream's `UBOps.td`, LLVM 22): undefined behaviour made explicit. A
//! poison value (`ub.poison : i32`, its value a `#ub.poison` or another attribute implementing
//! [`PoisonAttrInterface`]), a constant the canonicalizer uniques and the dialect materializes
//! ([`materialize_constant`]), and `ub.unreachable`, a terminator that is undefined behaviour
//! if reached (what `cf.cond_br`'s `DropUnreachableCondBranch` looks for).

use rods::dialect::{OpFoldResult, Registry};
use rods::ir::{Attribute, Ir, Location, OpId, Type, Value};
use rods::ods::{AnyType, AttrInterface};
use rods::{attr_interface, dialect_attr, dialect_op};

// def PoisonAttrInterface : AttrInterface<"PoisonAttrInterface"> {
//   let cppNamespace = "::mlir::ub";
//   // No methods for now.
//   let constBuilderCall = cppNamespace # "::" # "PoisonAttr" # "::get($_builder.getContext())";
// }
/// An attribute that stands for a poison value (upstream's `PoisonAttrInterface`, without
/// methods): what `ub.poison` holds, and what folders propagate as an operand.
pub trait PoisonAttrInterface: Send + Sync {}
attr_interface!(PoisonAttrInterface);

// def PoisonAttr : UB_Attr<"Poison", "poison", [PoisonAttrInterface]> {}
/// A fully poisoned value: `#ub.poison`.
#[dialect_attr(ub.poison, name = "UB_PoisonAttr", interfaces = [PoisonAttrInterface])]
pub struct PoisonAttr {}

impl PoisonAttrInterface for PoisonAttr {}

/// `#ub.poison` as an attribute.
pub fn poison() -> Attribute {
    PoisonAttr {}.into_attribute()
}

/// `#ub.poison` as `ub.poison`'s value: its default (the interface's `constBuilderCall`).
pub fn poison_value() -> AttrInterface<dyn PoisonAttrInterface> {
    AttrInterface::new(poison()).expect("#ub.poison implements PoisonAttrInterface")
}

/// Whether `attr` stands for a poison value (`isa<ub::PoisonAttrInterface>`).
pub fn is_poison(attr: &Attribute) -> bool {
    attr.implements::<dyn PoisonAttrInterface>()
}

/// Whether `attr` is `#ub.poison` (`isa_and_nonnull<ub::PoisonAttr>`: what the common constant
/// folders and `arith.select`'s folder propagate).
pub fn is_poison_attr(attr: Option<&Attribute>) -> bool {
    attr.is_some_and(|a| a.downcast_ref::<PoisonAttr>().is_some())
}

// def PoisonOp : UB_Op<"poison", [ConstantLike, Pure]> {
//   let arguments = (ins DefaultValuedAttr<PoisonAttrInterface, "{}">:$value);
//   let results = (outs AnyType:$result);
//   let assemblyFormat = "attr-dict (`<` $value^ `>`)? `:` type($result)";
//   let hasFolder = 1;
// }
/// Poisoned constant operation: a compile-time poisoned constant value, to indicate deferred
/// undefined behaviour. `value` says what is poisoned (by default all of it):
/// `%0 = ub.poison : i32`, `%1 = ub.poison <#custom_poison_elements_attr> : vector<4xi64>`.
#[derive(Clone, Debug)]
#[dialect_op(ub.poison, summary = "Poisoned constant operation.",
             traits = [ConstantLike, Pure], fold,
             format = "attr-dict (`<` $value^ `>`)? `:` type($result)")]
pub struct PoisonOp {
    /// What is poisoned.
    #[attr(default = poison_value())]
    pub value: AttrInterface<dyn PoisonAttrInterface>,
    /// The poison value.
    #[result(type = AnyType)]
    pub result: Value,
}

impl PoisonOp {
    /// `PoisonOp::fold`: its value.
    fn fold(ir: &mut Ir, op: OpId, _operands: &[Option<Attribute>]) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attr(
            ir.property(op, "value").cloned().unwrap_or_else(poison),
        ))
    }
}

// def UnreachableOp : UB_Op<"unreachable", [Terminator]> {
//   let assemblyFormat = "attr-dict";
// }
/// Unreachable operation: triggers immediate undefined behaviour if executed.
/// `ub.unreachable`.
#[derive(Clone, Debug)]
#[dialect_op(ub.unreachable, summary = "Unreachable operation.", traits = [Terminator],
             format = "attr-dict")]
pub struct UnreachableOp {}

/// `UBDialect::materializeConstant`: a `ub.poison` of `value` when it stands for poison.
pub fn materialize_constant(
    ir: &mut Ir,
    value: &Attribute,
    ty: &Type,
    loc: Location,
) -> Option<OpId> {
    let value = AttrInterface::<dyn PoisonAttrInterface>::new(value.clone())?;
    Some(PoisonOp::create(ir, loc, value, ty.clone()))
}

rods::dialect! {
    /// The `ub` dialect: undefined behaviour made explicit (poison values, unreachable code).
    pub static UB_DIALECT = {
        name: "ub",
        materialize_constant: materialize_constant,
        ops: [PoisonOp, UnreachableOp],
        attrs: [PoisonAttr],
    };
}

/// Registers the `ub` dialect.
pub fn register(registry: &mut Registry) {
    registry.register(&UB_DIALECT);
}
