//! ODS support: the typed attribute kinds and constraints that `#[dialect_op]` fields are
//! declared with (MLIR's `StrAttr`, `SymbolNameAttr`, `ConfinedAttr<…, [ArrayMinCount<1>]>`, …),
//! each carrying MLIR's exact summary, so generated verifiers print MLIR's exact messages.
//!
//! A field type implements [`OpAttr`]: it knows its summary, checks a raw [`Attribute`] and
//! converts between the raw attribute and a typed Rust value. Constraints ([`AttrConstraint`])
//! refine a kind through [`Confined`]; summaries compose exactly as in TableGen
//! (`ConfinedAttr<A, [C1, C2]>` → `A.summary # " " # C1.summary # " " # C2.summary`).
//!
//! Enums declared with `#[dialect_enum]` implement [`DialectEnum`]: their [`EnumInfo`] does
//! what MLIR's generated `symbolize` / `stringify` and enum formats do.
//!
//! Operands and results are constrained by [`TypeConstraint`]s (`CommonTypeConstraints.td`);
//! type relation traits (`SameOperandsAndResultType`, …) are verified by the functions of
//! `relations.rs`; `AttrSized…Segments` sizes are read and checked by those of `segments.rs`.
//!
//! Parameters of `#[dialect_attr]` / `#[dialect_type]` implement [`AttrParam`] (`Type`,
//! strings, integers, other dialect attributes and types, …). Type constraints (declared
//! dialect types, [`TypeInterface`], [`AnyType`], …) also give the type attribute kind
//! [`TypeAttrOf`] its summary («type attribute of …»).

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;
mod array;
mod call;
mod constraints;
mod control_flow;
pub mod effects;
mod enums;
mod format;
mod function;
mod handle;
mod infer;
mod interface;
mod kinds;
mod loop_like;
mod op_asm;
mod op_interface;
mod param;
mod region_branch;
mod region_constraints;
mod relations;
mod segments;
mod symbols;
mod traits;
mod type_attr;
mod type_constraints;
mod values;
mod verify;

pub use call::{
    AnyFunctionType, CallInterfaceCallable, CallOpInterface, CallableOpInterface,
    FlatSymbolRefAttr, function_inputs, function_results, resolve_callable, verify_call_signature,
    verify_direct_call,
};
pub use constraints::{
    AllAttrOf, ArrayCount, ArrayMaxCount, ArrayMinCount, AttrConstraint, IntMaxValue, IntMinValue,
    IntNonNegative, IntPositive, IntPowerOf2,
};
pub use control_flow::{
    BranchOpInterface, RegionKindInterface, WeightedBranchOpInterface, graph_region_kind,
    verify_branch_successor_operands, verify_branch_weights,
};
pub use enums::{BitEnumInfo, DialectEnum, EnumCase, EnumInfo, EnumProp, ParseEnumError};
pub use format::{AttrSyntax, OpAttrFormat, OptionalStart};
pub use function::{
    DictArrayAttr, FunctionOpInterface, function_type_of, parse_function_op, print_function_op,
    verify_function_attr_dict, verify_function_op,
};
pub use handle::TypedOp;
pub use infer::{
    InferReturnTypesFn, InferTypeArgs, build_inferred_result_types, first_attr_derived_type,
    parse_inferred_result_types, verify_inferred_result_types, verify_inferred_result_types_with,
};
pub use interface::{AttrInterface, NamedInterface};
pub use kinds::{
    AffineMapAttr, AnyAttr, AnyAttrOf, AnyIntElementsAttr, ArrayAttr, ArrayKind, BoolArrayAttr,
    BoolAttr, Confined, DenseI32ArrayAttr, DictAttr, I32Attr, I64ArrayAttr, I64Attr, IndexAttr,
    StrAttr, SymbolNameAttr, SymbolRefAttr, TypeAttr, TypedAttrInterface, UnitAttr,
};
pub use loop_like::{LoopLikeOpInterface, verify_loop_like_op, verify_loop_like_op_on};
pub use op_asm::OpAsmOpInterface;
pub use op_interface::{OpInterface, cast_op_interface, op_implements, op_interface_id};
pub use param::AttrParam;
pub(crate) use region_branch::{Groups, successor_operand_input_edges};
pub use region_branch::{
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionSuccessor,
    successor_operand_input_mapping, verify_region_branch_op, verify_region_branch_op_on,
};
pub use region_constraints::{
    AnyRegion, MaxSizedRegion, MinSizedRegion, RegionConstraint, SizedRegion,
    verify_region_constraint,
};
pub use relations::{
    MatchKind, attr_types, compatible_shape, element_type_or_self, extend_resolved_types,
    i1_same_shape, resolved_type_list, resolved_types, same_type, shaped_element_types,
    typed_attr_type, verify_all_match, verify_pred, verify_same_operands_and_result_element_type,
    verify_same_operands_and_result_shape, verify_same_operands_and_result_type,
    verify_same_operands_element_type, verify_same_operands_shape, verify_same_type_operands,
    verify_shaped_type_matches_element_count_and_types, verify_types_match_with,
    verify_types_match_with_list,
};
pub use segments::{
    OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES, SegmentSizes, as_segment_sizes, group_range,
    is_segment_sizes, same_variadic_sizes, segment_sizes, segment_sizes_attr, split_value_groups,
    value_ranges, value_ranges_into, verify_segment_sizes, verify_value_size_attr,
};
pub use symbols::{
    SymbolTableCollection, SymbolUserOpInterface, nearest_symbol_table, verify_found_symbol_users,
    verify_found_symbol_users_on, verify_symbol_users,
};
pub use traits::{
    verify_elementwise, verify_has_parent, verify_implicit_terminator, verify_is_terminator,
    verify_no_region_arguments, verify_results_are_float_like, verify_single_block, verify_symbol,
    verify_symbol_parent,
};
pub use type_attr::{TypeAttrOf, TypeInterface};
pub use type_constraints::{
    AllOfType, AnyComplex, AnyFixedVectorOfAnyRank, AnyFloat, AnyI, AnyInteger, AnyMemRef,
    AnyNon0RankedMemRef, AnyRankedOrUnrankedMemRef, AnyRankedTensor, AnyShaped, AnySignedInteger,
    AnySignlessInteger, AnySignlessIntegerOrIndex, AnyStaticShapeTensor, AnyTensor, AnyType,
    AnyTypeOf, AnyUnrankedMemRef, AnyUnrankedTensor, AnyUnsignedInteger, AnyVectorOfAnyRank,
    AnyVectorOfNonZeroRank, BoolLike, Complex, FixedVectorOfAnyRank, FloatLike, MemRefOf,
    RankedOrUnrankedMemRefOf, RankedTensorOf, ShapedOf, SignlessIntegerLike,
    SignlessIntegerOrFloatLike, SignlessIntegerOrIndexLike, StaticShapeTensorOf, TensorOf,
    TensorRankOf, TypeConstraint, UnrankedMemRefOf, UnrankedTensorOf, ValueSemanticsContainerOf,
    VectorOfAnyRankOf, VectorOfNonZeroRankOf, VectorOfRankAndType, parse_memref_in_format,
    parse_vector_in_format, verify_value_types,
};
pub use values::{
    BF16, BuildableType, F16, F32, F64, I1, I8, I16, I32, I64, I128, Index, NoneType, SI8, UI8,
    ensure_terminator,
};
pub use verify::{
    Arity, AttrSpec, CountKind, emit_error, emit_op_error, split_segments, verify_attrs,
    verify_count,
};

use std::borrow::Cow;

use crate::ir::Attribute;

/// A kind of attribute an op declares (MLIR's `Attr` records): summary, predicate, conversions.
pub trait OpAttr: Sized + Clone {
    /// The summary printed after «failed to satisfy constraint: ».
    fn summary() -> Cow<'static, str>;

    /// Whether `attr` satisfies the kind (MLIR's predicate).
    fn satisfies(attr: &Attribute) -> bool;

    /// Whether `attr` has the kind's storage class (what a custom-form parser checks, reporting
    /// «invalid kind of attribute specified»; the full predicate is left to the verifier).
    fn satisfies_storage(attr: &Attribute) -> bool {
        Self::satisfies(attr)
    }

    /// Why a value that satisfies the kind's predicate is still invalid, when rods is stricter
    /// than MLIR because MLIR would print it as text no parser reads back (an empty
    /// `SymbolNameAttr` prints as `@<<INVALID EMPTY SYMBOL>>`). Checked by the verifier after
    /// [`OpAttr::satisfies`]; the message follows «attribute 'NAME' ».
    fn invalid_value(_attr: &Attribute) -> Option<&'static str> {
        None
    }

    /// `Some` for a property that is not an attribute (MLIR's `Property`, as `EnumProp`): its
    /// conversion from the generic form's attribute ([`AttrSpec::convert`]).
    const CONVERT: Option<crate::ir::def::ConvertPropertyFn> = None;

    /// The typed value of an attribute that satisfies the kind.
    fn from_attr(attr: &Attribute) -> Option<Self>;

    /// The raw attribute.
    fn to_attr(&self) -> Attribute;
}

/// `verify` helper: the raw value of `name` if it satisfies `T`, else MLIR's message
/// «attribute 'NAME' failed to satisfy constraint: SUMMARY» (without the `'op' op` prefix).
pub fn check_attr<T: OpAttr>(name: &str, attr: &Attribute) -> Result<(), String> {
    if T::satisfies(attr) {
        Ok(())
    } else {
        Err(format!(
            "attribute '{name}' failed to satisfy constraint: {}",
            T::summary()
        ))
    }
}

#[cfg(test)]
mod tests;
