//! Upstream's `memref` dialect (`MemRefOps.td` and `MemRefBase.td` of LLVM 22), declared with
//! rods: allocation (`alloc`, `alloca`, `alloca_scope`, `realloc`, `dealloc`), access
//! (`load`, `store`, `atomic_rmw`, `generic_atomic_rmw`, `prefetch`), globals, views
//! (`subview`, `view`, `reinterpret_cast`, `cast`, `memory_space_cast`, `transpose`), shape
//! queries and metadata extraction. Each declaration maps line for line to its TableGen record;
//! comments quote the record (descriptions are summarized in the doc comments). Custom
//! directives and verifiers mirror upstream's `MemRefOps.cpp`.

use rods::ir::Uniqued;
use std::borrow::Cow;
use std::sync::Arc;

use rods::diag::{Diagnostic, ParseResult};
use rods::dialect_op;
use rods::ir::print::{Printer, type_to_string};
use rods::ir::{Attribute, Ir, MemRefType, OpId, RegionId, Type, Value};
use rods::ods::{
    AllAttrOf, AnyAttr, AnyFloat, AnyMemRef, AnyNon0RankedMemRef, AnyRankedOrUnrankedMemRef,
    AnySignlessInteger, AnyType, AnyTypeOf, AnyUnrankedMemRef, BoolAttr, Confined,
    FlatSymbolRefAttr, I32Attr, I64Attr, Index, IntMaxValue, IntMinValue, IntPositive, IntPowerOf2,
    MemRefOf, OpAttr, StrAttr, SymbolNameAttr, SymbolTableCollection, SymbolUserOpInterface,
    TypeConstraint, UnitAttr, emit_error, emit_op_error,
};
use rods::syntax::parser::{Delimiter, Parser};

use crate::arith::AtomicRMWKind;
use crate::view_like::{
    DenseI64ArrayAttr, K_DYNAMIC, OffsetsSizesStrides, is_dynamic, parse_dynamic_index_list,
    print_dynamic_index_list, verify_offset_size_and_stride_op,
};

/// The memref type of `v`, if it is a ranked or unranked memref.
fn memref_type(ir: &Ir, v: Value) -> Option<&MemRefType> {
    match ir.value_type(v) {
        Type::MemRef(m) => Some(m),
        _ => None,
    }
}

/// The element type of a memref (TypesMatchWith's `getElementType()` transformer).
fn element_type(ty: &Type) -> Type {
    match ty {
        Type::MemRef(m) => m.element_type().clone(),
        other => other.clone(),
    }
}

/// `getNumDynamicDims`.
fn num_dynamic_dims(m: &MemRefType) -> usize {
    m.shape()
        .map_or(0, |s| s.iter().filter(|d| d.is_none()).count())
}

/// Whether the layout is the identity (`MemRefLayoutAttrInterface::isIdentity`).
fn has_identity_layout(m: &MemRefType) -> bool {
    match m.layout() {
        None => true,
        Some(Attribute::AffineMap(map)) => map.is_identity(),
        Some(_) => false,
    }
}

/// The number of symbols of the layout's affine map (a strided layout's map has one per
/// dynamic stride or offset).
fn layout_num_symbols(m: &MemRefType) -> usize {
    match m.layout() {
        Some(Attribute::AffineMap(map)) => map.num_symbols() as usize,
        Some(Attribute::StridedLayout(s)) => {
            usize::from(s.offset.is_none()) + s.strides.iter().filter(|s| s.is_none()).count()
        }
        _ => 0,
    }
}

/// `IntPositivePowerOf2`: «whose value is positive and whose value is a power of two > 0».
pub type IntPositivePowerOf2 = AllAttrOf<(IntPositive, IntPowerOf2)>;

/// `IntValidAlignment<I64Attr>`: an alignment, a positive power of two.
pub type ValidAlignment = Confined<I64Attr, IntPositivePowerOf2>;

// def AnyStridedMemRef : MemRefOf<[AnyType], [HasStridesPred], "strided memref">
/// `AnyStridedMemRef`: «strided memref of any type values» (a ranked memref with an identity
/// or strided layout, or an affine map that is strided).
#[derive(Debug)]
pub struct AnyStridedMemRef;

impl TypeConstraint for AnyStridedMemRef {
    fn summary() -> Cow<'static, str> {
        "strided memref of any type values".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::MemRef(m) if m.is_ranked() && is_strided(m))
    }
    /// Upstream's C++ class is `MemRefType`: read as one in a format.
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        rods::ods::parse_memref_in_format(p)
    }
}

/// MLIR's `isStrided`: the layout has strides and an offset ([`strides_and_offset_i64`]).
fn is_strided(m: &MemRefType) -> bool {
    strides_and_offset_i64(m).is_some()
}

// def AnyNon0RankedOrUnrankedMemRef : AnyTypeOf<[AnyUnrankedMemRef, AnyNon0RankedMemRef]>
/// `AnyNon0RankedOrUnrankedMemRef`: «unranked.memref of any type values or non-0-ranked.memref
/// of any type values».
pub type AnyNon0RankedOrUnrankedMemRef = AnyTypeOf<(AnyUnrankedMemRef, AnyNon0RankedMemRef)>;

/// `AnyStaticShapeMemRef`: «statically shaped memref of any type values».
#[derive(Debug)]
pub struct AnyStaticShapeMemRef;

impl TypeConstraint for AnyStaticShapeMemRef {
    fn summary() -> Cow<'static, str> {
        "statically shaped memref of any type values".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::MemRef(m) if m.shape().is_some_and(|s| s.iter().all(Option::is_some)))
    }
    /// Upstream's C++ class is `MemRefType`: read as one in a format.
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        rods::ods::parse_memref_in_format(p)
    }
}

/// `MemRefRankOf<[AnyType], [1]>`: «1D memref of any type values».
#[derive(Debug)]
pub struct MemRefRank1;

impl TypeConstraint for MemRefRank1 {
    fn summary() -> Cow<'static, str> {
        "1D memref of any type values".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::MemRef(m) if m.rank() == Some(1))
    }
    /// Upstream's C++ class is `MemRefType`: read as one in a format.
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        rods::ods::parse_memref_in_format(p)
    }
}

/// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`: «signless integer or floating-point».
pub type SignlessIntegerOrFloat = AnyTypeOf<(AnySignlessInteger, AnyFloat)>;

// class AllocLikeOp<string mnemonic, Resource resource, list<Trait> traits = []> :
//     MemRef_Op<mnemonic, !listconcat([
//       AttrSizedOperandSegments,
//       DeclareOpInterfaceMethods<AlignmentAttrOpInterface>
//     ], traits)> {
//   let arguments = (ins Variadic<Index>:$dynamicSizes,
//                        Variadic<Index>:$symbolOperands,
//                        OptionalAttr<IntValidAlignment<I64Attr>>:$alignment);
//   let results = (outs Res<AnyMemRef, "", [MemAlloc<resource, 0, FullEffect>]>:$memref);
//   let assemblyFormat = [{
//     `(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)
//   }];
//   let hasCanonicalizer = 1;
//   let hasVerifier = 1;
// }
macro_rules! alloc_like_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $resource:ident, $summary:literal,
     $result_name:literal, [$($t:ident),*]) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(memref.$mnemonic, summary = $summary, verify,
                     traits = [AttrSizedOperandSegments $(, $t)*],
                     interfaces = [OpAsmOpInterface],
                     format = "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")]
        pub struct $name {
            /// One size per dynamic dimension of the result.
            #[operand(name = "dynamicSizes", type = Index)]
            pub dynamic_sizes: Vec<Value>,
            /// The values of the layout map's symbols.
            #[operand(name = "symbolOperands", type = Index)]
            pub symbol_operands: Vec<Value>,
            /// The alignment in bytes.
            pub alignment: Option<ValidAlignment>,
            /// The allocated memref.
            #[result(type = AnyMemRef, effects = [MemAlloc($resource, 0, FullEffect)])]
            pub memref: Value,
        }

        /// `getAsmResultNames`.
        impl rods::ods::OpAsmOpInterface for $name {
            fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
                if let Some(v) = ir.op(op).results.first() {
                    set_name(*v, $result_name);
                }
            }
        }
    };
}

/// Upstream's `verifyAllocLikeOp`: one size per dynamic dimension (`verifyDynamicDimensionCount`),
/// one symbol operand per symbol of the layout.
fn verify_alloc_like(
    ir: &Ir,
    op: OpId,
    dynamic_sizes: usize,
    symbols: usize,
) -> Result<(), Diagnostic> {
    let Some(ty) = ir.op(op).results.first().and_then(|r| memref_type(ir, *r)) else {
        return Err(emit_op_error(ir, op, "result must be a memref"));
    };
    // `verifyDynamicDimensionCount`.
    let expected = num_dynamic_dims(ty);
    if dynamic_sizes != expected {
        return Err(emit_op_error(
            ir,
            op,
            format!("incorrect number of dynamic sizes, has {dynamic_sizes}, expected {expected}"),
        ));
    }
    let num_symbols = if has_identity_layout(ty) {
        0
    } else {
        layout_num_symbols(ty)
    };
    if symbols != num_symbols {
        return Err(emit_op_error(
            ir,
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected {num_symbols}, got {symbols}"
            ),
        ));
    }
    Ok(())
}

alloc_like_op!(
    // def MemRef_AllocOp : AllocLikeOp<"alloc", DefaultResource, [
    //     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
    //   let summary = "memory allocation operation";
    //   let hasVerifier = 1;
    // }
    /// The `alloc` operation allocates a region of memory, as specified by its memref type:
    /// one index operand per dynamic dimension (in parentheses) and one per symbol of the
    /// layout map (in square brackets), and an optional alignment.
    ///
    /// ```mlir
    /// %0 = memref.alloc(%d) : memref<8x?xf32, 1>
    /// ```
    AllocOp, alloc, DefaultResource, "memory allocation operation", "alloc", []
);

impl AllocOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let a = AllocOp::from_op(ir, op)
            .ok_or_else(|| emit_op_error(ir, op, "result must be a memref"))?;
        verify_alloc_like(ir, op, a.dynamic_sizes.len(), a.symbol_operands.len())
    }
}

alloc_like_op!(
    // def MemRef_AllocaOp : AllocLikeOp<"alloca", AutomaticAllocationScopeResource,[
    //     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    //     DeclareOpInterfaceMethods<PromotableAllocationOpInterface>,
    //     DeclareOpInterfaceMethods<DestructurableAllocationOpInterface>]> {
    //   let summary = "stack memory allocation operation";
    //   let hasVerifier = 1;
    // }
    /// The `alloca` operation allocates memory on the stack, freed when control leaves the
    /// closest enclosing op with the `AutomaticAllocationScope` trait.
    ///
    /// ```mlir
    /// %0 = memref.alloca(%d) : memref<8x?xf32>
    /// ```
    AllocaOp, alloca, AutomaticAllocationScopeResource, "stack memory allocation operation",
    "alloca", []
);

impl AllocaOp {
    /// Upstream's `AllocaOp::verify`: inside an allocation scope, then as `alloc`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let mut parent = ir.parent_op(op);
        let mut in_scope = false;
        while let Some(p) = parent {
            if ir
                .op(p)
                .name
                .def()
                .is_some_and(|d| d.traits.automatic_allocation_scope)
            {
                in_scope = true;
                break;
            }
            parent = ir.parent_op(p);
        }
        if !in_scope {
            return Err(emit_op_error(
                ir,
                op,
                "requires an ancestor op with AutomaticAllocationScope trait",
            ));
        }
        let a = AllocaOp::from_op(ir, op)
            .ok_or_else(|| emit_op_error(ir, op, "result must be a memref"))?;
        verify_alloc_like(ir, op, a.dynamic_sizes.len(), a.symbol_operands.len())
    }
}

// def MemRef_AllocaScopeReturnOp : MemRef_Op<"alloca_scope.return",
//       [HasParent<"AllocaScopeOp">, Pure, ReturnLike, Terminator]> {
//   let summary = "terminator for alloca_scope operation";
//   let arguments = (ins Variadic<AnyType>:$results);
//   let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
// }
/// `memref.alloca_scope.return` returns zero or more SSA values from the region within
/// `memref.alloca_scope`; it may be left out of the custom form when it returns nothing.
#[derive(Clone, Debug)]
#[dialect_op(memref.alloca_scope.return, summary = "terminator for alloca_scope operation",
             traits = [HasParent(AllocaScopeOp), Pure, ReturnLike, Terminator],
             format = "attr-dict ($results^ `:` type($results))?")]
pub struct AllocaScopeReturnOp {
    /// The returned values.
    #[operand]
    pub results: Vec<Value>,
}

// def MemRef_AllocaScopeOp : MemRef_Op<"alloca_scope",
//       [AutomaticAllocationScope,
//        DeclareOpInterfaceMethods<RegionBranchOpInterface>,
//        SingleBlockImplicitTerminator<"AllocaScopeReturnOp">,
//        RecursiveMemoryEffects,
//        NoRegionArguments]> {
//   let summary = "explicitly delimited scope for stack allocation";
//   let results = (outs Variadic<AnyType>:$results);
//   let regions = (region SizedRegion<1>:$bodyRegion);
//   let hasCustomAssemblyFormat = 1;
//   let hasCanonicalizer = 1;
// }
/// The `memref.alloca_scope` operation represents an explicitly-delimited scope for the
/// alloca allocations: allocations made inside it are freed when it exits. Its results are
/// what its `memref.alloca_scope.return` returns.
///
/// ```mlir
/// %r = memref.alloca_scope -> (f32) {
///   ...
///   memref.alloca_scope.return %v : f32
/// }
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.alloca_scope, custom_assembly,
             summary = "explicitly delimited scope for stack allocation",
             traits = [AutomaticAllocationScope,
                       SingleBlockImplicitTerminator(AllocaScopeReturnOp),
                       RecursiveMemoryEffects, NoRegionArguments])]
pub struct AllocaScopeOp {
    /// The values the body returns.
    #[result]
    pub results: Vec<Value>,
    /// The body.
    #[region(name = "bodyRegion")]
    pub body_region: RegionId,
}

impl AllocaScopeOp {
    /// Upstream's `AllocaScopeOp::parse`: `(-> (types))? region attr-dict`, the terminator
    /// inserted when the body has none.
    fn parse(p: &mut Parser<'_>, state: &mut rods::ir::OperationState) -> ParseResult {
        p.parse_optional_arrow_type_list(&mut state.result_types)?;
        let region = p.ir_mut().create_region();
        p.parse_region(region, &[])?;
        rods::ods::ensure_terminator(
            p,
            &[region],
            Some(&AllocaScopeReturnOp::DEF),
            "memref.alloca_scope.return",
            &state.loc,
        )?;
        state.regions.push(region);
        p.parse_optional_attr_dict(&mut state.attributes)?;
        Ok(())
    }

    /// Upstream's `AllocaScopeOp::print`: the terminator is printed only when there are
    /// results.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let ir = p.ir();
        let o = ir.op(op);
        let results = o.results.clone();
        let region = o.regions()[0];
        let attrs = o.attributes.clone();
        p.write_str(" ");
        let print_terminators = !results.is_empty();
        if print_terminators {
            p.write_str(" -> (");
            p.interleave_comma(results.iter(), |p, r| {
                let ty = p.ir().value_type(*r).clone();
                p.print_type(&ty);
            });
            p.write_str(")");
        }
        p.write_str(" ");
        p.print_region_full(region, false, print_terminators, false);
        p.print_optional_attr_dict(&attrs, &[]);
    }
}

/// `MemRefTypeAttr`: `TypeAttrBase<"::mlir::MemRefType", "memref type attribute">`.
#[derive(Clone, Debug, PartialEq)]
pub struct MemRefTypeAttr(pub Type);

impl OpAttr for MemRefTypeAttr {
    fn summary() -> Cow<'static, str> {
        "memref type attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::Type(Type::MemRef(m)) if m.is_ranked())
    }
    fn satisfies_storage(attr: &Attribute) -> bool {
        matches!(attr, Attribute::Type(_))
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        Self::satisfies(attr).then(|| match attr {
            Attribute::Type(t) => MemRefTypeAttr(t.clone()),
            _ => unreachable!("checked by satisfies"),
        })
    }
    fn to_attr(&self) -> Attribute {
        Attribute::Type(self.0.clone())
    }
}

// def MemRef_CastOp : MemRef_Op<"cast", [
//       DeclareOpInterfaceMethods<CastOpInterface>,
//       DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//       DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//       MemRefsNormalizable, Pure, SameOperandsAndResultShape, ViewLikeOpInterface
//     ]> {
//   let summary = "memref cast operation";
//   let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
//   let results = (outs AnyRankedOrUnrankedMemRef:$dest);
//   let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";
//   let hasFolder = 1;
// }
/// The `memref.cast` operation converts a memref from one type to an equivalent type with a
/// compatible shape: static dimensions, offset and strides may become dynamic or the other
/// way round, and a ranked memref may become unranked or the other way round.
///
/// ```mlir
/// %2 = memref.cast %1 : memref<4xf32> to memref<?xf32>
/// ```
#[derive(Clone, Debug)]
// `SameOperandsAndResultShape` is implied by the cast check (`CastOpInterface`, listed
// first, so verified first): rods runs it in `verify`.
#[dialect_op(memref.cast, summary = "memref cast operation", verify,
             traits = [Pure],
             interfaces = [OpAsmOpInterface],
             format = "$source attr-dict `:` type($source) `to` type($dest)")]
pub struct CastOp {
    /// The memref cast.
    #[operand(type = AnyRankedOrUnrankedMemRef)]
    pub source: Value,
    /// The cast memref.
    #[result(type = AnyRankedOrUnrankedMemRef)]
    pub dest: Value,
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for CastOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "cast");
    }
}

/// The strides and offset of a ranked memref (MLIR's `getStridesAndOffset`, `None` for a
/// dynamic entry) for the identity and strided layouts; `None` for other layouts.
pub fn strides_and_offset(m: &MemRefType) -> Option<(Vec<Option<i64>>, Option<i64>)> {
    let shape = m.shape()?;
    match m.layout() {
        None => {
            let mut strides = vec![Some(1i64); shape.len()];
            let mut running = Some(1i64);
            for (i, d) in shape.iter().enumerate().rev() {
                strides[i] = running;
                running = match (running, d) {
                    (Some(r), Some(d)) => r.checked_mul(*d as i64),
                    _ => None,
                };
            }
            Some((strides, Some(0)))
        }
        Some(Attribute::StridedLayout(s)) => Some((s.strides.clone(), s.offset)),
        _ => None,
    }
}

/// The `CastOpInterface` verifier's message for incompatible types.
fn cast_incompatible(ir: &Ir, op: OpId, a: &Type, b: &Type) -> Diagnostic {
    emit_op_error(
        ir,
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(a),
            type_to_string(b)
        ),
    )
}

impl CastOp {
    /// `CastOpInterface`'s verifier with upstream's `CastOp::areCastCompatible`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        let (a, b) = (ir.value_type(o.operands[0]), ir.value_type(o.results[0]));
        if cast_compatible(a, b) {
            Ok(())
        } else {
            Err(cast_incompatible(ir, op, a, b))
        }
    }
}

/// Upstream's `CastOp::areCastCompatible`.
fn cast_compatible(a: &Type, b: &Type) -> bool {
    let (Type::MemRef(a), Type::MemRef(b)) = (a, b) else {
        return false;
    };
    match (a.is_ranked(), b.is_ranked()) {
        (true, true) => {
            if a.element_type() != b.element_type() {
                return false;
            }
            if a.layout() != b.layout() {
                let (Some((sa, oa)), Some((sb, ob))) =
                    (strides_and_offset(a), strides_and_offset(b))
                else {
                    return false;
                };
                if sa.len() != sb.len() {
                    return false;
                }
                let compatible =
                    |x: Option<i64>, y: Option<i64>| x.is_none() || y.is_none() || x == y;
                if !compatible(oa, ob) || !sa.iter().zip(&sb).all(|(x, y)| compatible(*x, *y)) {
                    return false;
                }
            }
            if a.memory_space() != b.memory_space() || a.rank() != b.rank() {
                return false;
            }
            let (sa, sb) = (a.shape().unwrap_or(&[]), b.shape().unwrap_or(&[]));
            sa.iter()
                .zip(sb)
                .all(|(x, y)| x.is_none() || y.is_none() || x == y)
        }
        (false, false) => false,
        _ => a.element_type() == b.element_type() && a.memory_space() == b.memory_space(),
    }
}

// def CopyOp : MemRef_Op<"copy", [SameOperandsElementType, SameOperandsShape]> {
//   let arguments = (ins Arg<AnyRankedOrUnrankedMemRef, "the memref to copy from",
//                            [MemReadAt<0, FullEffect>]>:$source,
//                        Arg<AnyRankedOrUnrankedMemRef, "the memref to copy to",
//                            [MemWriteAt<0, FullEffect>]>:$target);
//   let assemblyFormat = [{
//     $source `,` $target attr-dict `:` type($source) `to` type($target)
//   }];
//   let hasCanonicalizer = 1;
//   let hasFolder = 1;
// }
/// Copies the data from the source to the destination memref; both have the same element
/// type and shape, their layouts may differ.
///
/// ```mlir
/// memref.copy %arg0, %arg1 : memref<?xf32> to memref<?xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.copy, traits = [SameOperandsElementType, SameOperandsShape],
             format = "$source `,` $target attr-dict `:` type($source) `to` type($target)")]
pub struct CopyOp {
    /// The memref to copy from.
    #[operand(type = AnyRankedOrUnrankedMemRef, effects = [MemReadAt(0, FullEffect)])]
    pub source: Value,
    /// The memref to copy to.
    #[operand(type = AnyRankedOrUnrankedMemRef, effects = [MemWriteAt(0, FullEffect)])]
    pub target: Value,
}

// def MemRef_DeallocOp : MemRef_Op<"dealloc", [MemRefsNormalizable]> {
//   let summary = "memory deallocation operation";
//   let arguments = (ins Arg<AnyRankedOrUnrankedMemRef, "",
//                            [MemFreeAt<0, FullEffect>]>:$memref);
//   let hasFolder = 1;
//   let assemblyFormat = "$memref attr-dict `:` type($memref)";
// }
/// The `dealloc` operation frees the region of memory referenced by a memref which was
/// originally created by the `alloc` operation.
///
/// ```mlir
/// memref.dealloc %0 : memref<8x64xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.dealloc, summary = "memory deallocation operation",
             format = "$memref attr-dict `:` type($memref)")]
pub struct DeallocOp {
    /// The memref freed.
    #[operand(type = AnyRankedOrUnrankedMemRef, effects = [MemFreeAt(0, FullEffect)])]
    pub memref: Value,
}

// def MemRef_DimOp : MemRef_Op<"dim", [
//     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//     MemRefsNormalizable, ConditionallySpeculatable, NoMemoryEffect,
//     ShapedDimOpInterface,
//     DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRangesFromOptional"]>]> {
//   let summary = "dimension index operation";
//   let arguments = (ins AnyNon0RankedOrUnrankedMemRef:$source, Index:$index);
//   let results = (outs Index:$result);
//   let assemblyFormat = [{
//     attr-dict $source `,` $index `:` type($source)
//   }];
//   let hasCanonicalizer = 1;
//   let hasFolder = 1;
// }
/// The `dim` operation takes a memref and a dimension operand of type `index` and returns
/// the size of the requested dimension.
///
/// ```mlir
/// %x = memref.dim %A, %c0 : memref<4x?xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.dim, summary = "dimension index operation",
             traits = [NoMemoryEffect],
             interfaces = [OpAsmOpInterface],
             format = "attr-dict $source `,` $index `:` type($source)")]
pub struct DimOp {
    /// The memref.
    #[operand(type = AnyNon0RankedOrUnrankedMemRef)]
    pub source: Value,
    /// The dimension.
    #[operand(type = Index)]
    pub index: Value,
    /// Its size.
    #[result(type = Index)]
    pub result: Value,
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for DimOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "dim");
    }
}

// def MemRef_RankOp : MemRef_Op<"rank", [Pure]> {
//   let summary = "rank operation";
//   let arguments = (ins AnyRankedOrUnrankedMemRef:$memref);
//   let results = (outs Index);
//   let hasFolder = 1;
//   let assemblyFormat = "$memref attr-dict `:` type($memref)";
// }
/// The `memref.rank` operation takes a memref operand and returns its rank.
///
/// ```mlir
/// %1 = memref.rank %arg0 : memref<*xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.rank, summary = "rank operation", traits = [Pure],
             format = "$memref attr-dict `:` type($memref)")]
pub struct RankOp {
    /// The memref.
    #[operand(type = AnyRankedOrUnrankedMemRef)]
    pub memref: Value,
    /// Its rank.
    #[result(type = Index)]
    pub result: Value,
}

// def LoadOp : MemRef_Op<"load",
//      [TypesMatchWith<"result type matches element type of 'memref'",
//                      "memref", "result",
//                      "::llvm::cast<MemRefType>($_self).getElementType()">,
//       MemRefsNormalizable,
//       DeclareOpInterfaceMethods<AlignmentAttrOpInterface>, …]> {
//   let summary = "load operation";
//   let arguments = (ins Arg<AnyMemRef, "the reference to load from", [MemRead]>:$memref,
//                        Variadic<Index>:$indices,
//                        DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal,
//                        OptionalAttr<IntValidAlignment<I64Attr>>:$alignment);
//   let results = (outs AnyType:$result);
//   let hasFolder = 1;
//   let hasVerifier = 1;
//   let assemblyFormat = "$memref `[` $indices `]` attr-dict `:` type($memref)";
// }
/// The `load` op reads an element from a memref at the specified indices, one per dimension
/// of the memref.
///
/// ```mlir
/// %1 = memref.load %0[%i, %j] : memref<8x?xi32, #layout, memspace0>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.load, summary = "load operation", verify,
             traits = [TypesMatchWith("result type matches element type of 'memref'",
                                      "memref", "result", element_type)],
             format = "$memref `[` $indices `]` attr-dict `:` type($memref)")]
pub struct LoadOp {
    /// The reference to load from.
    #[operand(type = AnyMemRef, effects = [MemRead])]
    pub memref: Value,
    /// One index per dimension.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// Whether the access is nontemporal.
    #[attr(default = BoolAttr(false))]
    pub nontemporal: Option<BoolAttr>,
    /// The alignment of the access in bytes.
    pub alignment: Option<ValidAlignment>,
    /// The element read.
    #[result(type = AnyType)]
    pub result: Value,
}

impl LoadOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        verify_index_count(
            ir,
            op,
            0,
            1,
            "incorrect number of indices for load, expected ",
        )
    }
}

/// One index per dimension of the memref operand `memref` (the operands after `first_index`):
/// `prefix`, the rank, « but got », the count.
fn verify_index_count(
    ir: &Ir,
    op: OpId,
    memref: usize,
    first_index: usize,
    prefix: &str,
) -> Result<(), Diagnostic> {
    let o = ir.op(op);
    let rank = memref_type(ir, o.operands[memref])
        .and_then(MemRefType::rank)
        .unwrap_or(0);
    let n = o.operands.len().saturating_sub(first_index);
    if n != rank {
        return Err(emit_op_error(ir, op, format!("{prefix}{rank} but got {n}")));
    }
    Ok(())
}

// def MemRef_StoreOp : MemRef_Op<"store",
//      [TypesMatchWith<"type of 'value' matches element type of 'memref'",
//                      "memref", "value",
//                      "::llvm::cast<MemRefType>($_self).getElementType()">,
//       MemRefsNormalizable, …]> {
//   let summary = "store operation";
//   let arguments = (ins AnyType:$value,
//                        Arg<AnyMemRef, "the reference to store to", [MemWrite]>:$memref,
//                        Variadic<Index>:$indices,
//                        DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal,
//                        OptionalAttr<IntValidAlignment<I64Attr>>:$alignment);
//   let hasFolder = 1;
//   let hasVerifier = 1;
//   let assemblyFormat = [{
//     $value `,` $memref `[` $indices `]` attr-dict `:` type($memref)
//   }];
// }
/// The `store` op stores an element into a memref at the specified indices, one per
/// dimension of the memref.
///
/// ```mlir
/// memref.store %v, %A[%i, %j] : memref<4x128xf32, (d0, d1) -> (d0, d1), 0>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.store, summary = "store operation", verify,
             traits = [TypesMatchWith("type of 'value' matches element type of 'memref'",
                                      "memref", "value", element_type)],
             format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)")]
pub struct StoreOp {
    /// The value stored.
    #[operand(type = AnyType)]
    pub value: Value,
    /// The reference to store to.
    #[operand(type = AnyMemRef, effects = [MemWrite])]
    pub memref: Value,
    /// One index per dimension.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// Whether the access is nontemporal.
    #[attr(default = BoolAttr(false))]
    pub nontemporal: Option<BoolAttr>,
    /// The alignment of the access in bytes.
    pub alignment: Option<ValidAlignment>,
}

impl StoreOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        let rank = memref_type(ir, o.operands[1])
            .and_then(MemRefType::rank)
            .unwrap_or(0);
        if o.operands.len() != 2 + rank {
            return Err(emit_op_error(
                ir,
                op,
                "store index operand count not equal to memref rank",
            ));
        }
        Ok(())
    }
}

// def AssumeAlignmentOp : MemRef_Op<"assume_alignment", [
//       DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//       Pure, ViewLikeOpInterface, SameOperandsAndResultType, …]> {
//   let summary = "assumption that gives alignment information to the input memref";
//   let arguments = (ins AnyMemRef:$memref,
//                        ConfinedAttr<I32Attr, [IntPositive]>:$alignment);
//   let results = (outs AnyMemRef:$result);
//   let assemblyFormat = "$memref `,` $alignment attr-dict `:` type($memref)";
//   let hasVerifier = 1;
//   let hasFolder = 1;
// }
/// The `assume_alignment` operation takes a memref and an integer alignment value. It returns
/// a new SSA value of the same memref type, annotated as having the given alignment.
///
/// ```mlir
/// %1 = memref.assume_alignment %0, 16 : memref<8xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.assume_alignment, verify,
             summary = "assumption that gives alignment information to the input memref",
             traits = [Pure, SameOperandsAndResultType],
             interfaces = [OpAsmOpInterface],
             format = "$memref `,` $alignment attr-dict `:` type($memref)")]
pub struct AssumeAlignmentOp {
    /// The memref.
    #[operand(type = AnyMemRef)]
    pub memref: Value,
    /// The alignment, positive.
    pub alignment: Confined<I32Attr, IntPositive>,
    /// The same memref, aligned.
    #[result(type = AnyMemRef)]
    pub result: Value,
}

impl AssumeAlignmentOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let a = AssumeAlignmentOp::from_op(ir, op).map_or(1, |a| a.alignment.value.0);
        if !(a as u32).is_power_of_two() {
            return Err(emit_op_error(ir, op, "alignment must be power of 2"));
        }
        Ok(())
    }
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for AssumeAlignmentOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "assume_align");
    }
}

// def DistinctObjectsOp : MemRef_Op<"distinct_objects", [
//       Pure, DistinctObjectsTrait, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
//   let summary = "assumption that acesses to specific memrefs will never alias";
//   let arguments = (ins Variadic<AnyMemRef>:$operands);
//   let results = (outs Variadic<AnyMemRef>:$results);
//   let assemblyFormat = "$operands attr-dict `:` type($operands)";
//   let hasVerifier = 1;
// }
/// The `distinct_objects` operation takes a list of memrefs and returns the same memrefs,
/// with the additional assumption that accesses to them will never alias with each other.
///
/// ```mlir
/// %1, %2 = memref.distinct_objects %a, %b : memref<?xf32>, memref<?xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.distinct_objects, verify,
             summary = "assumption that acesses to specific memrefs will never alias",
             traits = [Pure, InferTypeOpInterface],
             format = "$operands attr-dict `:` type($operands)")]
pub struct DistinctObjectsOp {
    /// The memrefs.
    #[operand(type = AnyMemRef)]
    pub operands: Vec<Value>,
    /// The same memrefs.
    #[result(type = AnyMemRef)]
    pub results: Vec<Value>,
}

impl DistinctObjectsOp {
    /// Upstream's `inferReturnTypes`: the operands' types.
    fn infer_return_types(args: &rods::ods::InferTypeArgs<'_>) -> Result<Vec<Type>, String> {
        Ok(args.operand_types.to_vec())
    }

    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        let types = |vs: &[Value]| {
            vs.iter()
                .map(|v| ir.value_type(*v).clone())
                .collect::<Vec<_>>()
        };
        if types(&o.operands) != types(&o.results) {
            return Err(emit_op_error(
                ir,
                op,
                "operand types and result types must match",
            ));
        }
        if o.operands.is_empty() {
            return Err(emit_op_error(ir, op, "expected at least one operand"));
        }
        Ok(())
    }
}

// def MemRef_ExtractAlignedPointerAsIndexOp :
//   MemRef_Op<"extract_aligned_pointer_as_index", [
//     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//     Pure, SameVariadicResultSize]> {
//   let summary = "Extracts a memref's underlying aligned pointer as an index";
//   let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
//   let results = (outs Index:$aligned_pointer);
//   let assemblyFormat = [{
//     $source `:` type($source) `->` type(results) attr-dict
//   }];
// }
/// Extracts the underlying aligned pointer as an index, for lowering to lower-level dialects
/// (LLVM, SPIR-V) and interoperating with external libraries.
///
/// ```mlir
/// %0 = memref.extract_aligned_pointer_as_index %arg : memref<4x4xf32> -> index
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.extract_aligned_pointer_as_index,
             summary = "Extracts a memref's underlying aligned pointer as an index",
             traits = [Pure],
             interfaces = [OpAsmOpInterface],
             format = "$source `:` type($source) `->` type(results) attr-dict")]
pub struct ExtractAlignedPointerAsIndexOp {
    /// The memref.
    #[operand(type = AnyRankedOrUnrankedMemRef)]
    pub source: Value,
    /// Its aligned pointer.
    #[result(type = Index)]
    pub aligned_pointer: Value,
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for ExtractAlignedPointerAsIndexOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "intptr");
    }
}

// def MemRef_MemorySpaceCastOp : MemRef_Op<"memory_space_cast", [
//       DeclareOpInterfaceMethods<CastOpInterface>,
//       DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//       MemorySpaceCastOpInterface, MemRefsNormalizable, Pure,
//       SameOperandsAndResultElementType, SameOperandsAndResultShape, ViewLikeOpInterface
//     ]> {
//   let summary = "memref memory space cast operation";
//   let arguments = (ins AnyRankedOrUnrankedMemRef:$source);
//   let results = (outs AnyRankedOrUnrankedMemRef:$dest);
//   let assemblyFormat = "$source attr-dict `:` type($source) `to` type($dest)";
//   let hasFolder = 1;
// }
/// This operation casts memref values between memory spaces; shape, element type and layout
/// stay the same.
///
/// ```mlir
/// %1 = memref.memory_space_cast %0 : memref<?xf32, 5> to memref<?xf32>
/// ```
#[derive(Clone, Debug)]
// `SameOperandsAndResultElementType` and `SameOperandsAndResultShape` are implied by the cast
// check (`CastOpInterface`, listed first, so verified first): rods runs it in `verify`.
#[dialect_op(memref.memory_space_cast, summary = "memref memory space cast operation", verify,
             traits = [Pure],
             interfaces = [OpAsmOpInterface],
             format = "$source attr-dict `:` type($source) `to` type($dest)")]
pub struct MemorySpaceCastOp {
    /// The memref cast.
    #[operand(type = AnyRankedOrUnrankedMemRef)]
    pub source: Value,
    /// The memref in the other memory space.
    #[result(type = AnyRankedOrUnrankedMemRef)]
    pub dest: Value,
}

impl MemorySpaceCastOp {
    /// `CastOpInterface`'s verifier with upstream's `MemorySpaceCastOp::areCastCompatible`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        let (a, b) = (ir.value_type(o.operands[0]), ir.value_type(o.results[0]));
        let ok = match (a, b) {
            (Type::MemRef(x), Type::MemRef(y)) if x.is_ranked() && y.is_ranked() => {
                x.element_type() == y.element_type()
                    && x.layout() == y.layout()
                    && x.shape() == y.shape()
            }
            (Type::MemRef(x), Type::MemRef(y)) if !x.is_ranked() && !y.is_ranked() => {
                x.element_type() == y.element_type()
            }
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(cast_incompatible(ir, op, a, b))
        }
    }
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for MemorySpaceCastOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "memspacecast");
    }
}

// def MemRef_GetGlobalOp : MemRef_Op<"get_global",
//     [Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
//   let summary = "get the memref pointing to a global variable";
//   let arguments = (ins FlatSymbolRefAttr:$name);
//   let results = (outs AnyStaticShapeMemRef:$result);
//   let assemblyFormat = "$name `:` type($result) attr-dict";
// }
/// The `memref.get_global` operation retrieves the memref pointing to a named global
/// variable; the result type is the global's.
///
/// ```mlir
/// %x = memref.get_global @foo : memref<2xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.get_global, summary = "get the memref pointing to a global variable",
             traits = [Pure], interfaces = [SymbolUserOpInterface],
             format = "$name `:` type($result) attr-dict")]
pub struct GetGlobalOp {
    /// The global.
    pub name: FlatSymbolRefAttr,
    /// Its memref.
    #[result(type = AnyStaticShapeMemRef)]
    pub result: Value,
}

impl SymbolUserOpInterface for GetGlobalOp {
    /// Upstream's `GetGlobalOp::verifySymbolUses`: a `memref.global` of the result's type.
    fn verify_symbol_uses(
        ir: &Ir,
        op: OpId,
        symbols: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        let name = String::from_utf8_lossy(this.name.0.root.as_bytes()).into_owned();
        let global = symbols
            .lookup_nearest_symbol_from(ir, op, &this.name.0)
            .and_then(|g| GlobalOp::from_op(ir, g));
        let Some(global) = global else {
            return Err(emit_op_error(
                ir,
                op,
                format!("'{name}' does not reference a valid global memref"),
            ));
        };
        let result = ir.value_type(this.result);
        if global.r#type.0 != *result {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "result type {} does not match type {} of the global memref @{name}",
                    quoted(result),
                    quoted(&global.r#type.0)
                ),
            ));
        }
        Ok(())
    }
}

// def MemRef_GlobalOp : MemRef_Op<"global", [Symbol,
//     DeclareOpInterfaceMethods<AlignmentAttrOpInterface>]> {
//   let summary = "declare or define a global memref variable";
//   let arguments = (ins SymbolNameAttr:$sym_name,
//                        OptionalAttr<StrAttr>:$sym_visibility,
//                        MemRefTypeAttr:$type,
//                        OptionalAttr<AnyAttr>:$initial_value,
//                        UnitAttr:$constant,
//                        OptionalAttr<IntValidAlignment<I64Attr>>:$alignment);
//   let assemblyFormat = [{
//        ($sym_visibility^)?
//        (`constant` $constant^)?
//        $sym_name `:`
//        custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)
//        attr-dict
//   }];
//   let hasVerifier = 1;
// }
/// The `memref.global` operation declares or defines a named global memref variable: a
/// static shaped memref type, and an initial value (a dense elements attribute of the
/// matching tensor type, or `uninitialized`) unless it is an external declaration.
///
/// ```mlir
/// memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]>
/// memref.global @z : memref<3xf16> = uninitialized
/// memref.global @ext : memref<2xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.global, summary = "declare or define a global memref variable", verify,
             traits = [Symbol],
             format = "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict")]
pub struct GlobalOp {
    /// The global's name.
    pub sym_name: SymbolNameAttr,
    /// `public` (absent), `private` or `nested`.
    pub sym_visibility: Option<StrAttr>,
    /// The memref type.
    pub r#type: MemRefTypeAttr,
    /// A unit attribute (uninitialized) or an elements attribute; none for an external
    /// declaration.
    pub initial_value: Option<AnyAttr>,
    /// Whether the global is constant.
    pub constant: Option<UnitAttr>,
    /// The alignment in bytes.
    pub alignment: Option<ValidAlignment>,
}

/// The shaped type of an elements attribute (`ElementsAttr`).
fn elements_type(attr: &Attribute) -> Option<&Type> {
    match attr {
        Attribute::DenseElements(d) => Some(d.ty()),
        Attribute::SparseElements(s) => Some(&s.ty),
        Attribute::DenseResource(r) => Some(&r.ty),
        _ => None,
    }
}

/// `custom<GlobalMemrefOpTypeAndInitialValue>` of `memref.global` (upstream's
/// `parseGlobalMemrefOpTypeAndInitialValue`): the memref type, then `= uninitialized` or
/// `= ` an elements attribute of the matching tensor type.
fn parse_global_memref_op_type_and_initial_value(
    p: &mut Parser<'_>,
) -> ParseResult<(Option<Attribute>, Option<Attribute>)> {
    let ty = p.parse_type()?;
    let shape = match &ty {
        Type::MemRef(m) => m
            .shape()
            .filter(|s| s.iter().all(Option::is_some))
            .map(<[_]>::to_vec),
        _ => None,
    };
    let Some(shape) = shape else {
        let loc = p.name_location();
        return Err(p.emit_error_at(
            loc,
            format!(
                "type should be static shaped memref, but got {}",
                quoted(&ty)
            ),
        ));
    };
    let type_attr = Attribute::Type(ty.clone());
    if !p.parse_optional_equal() {
        return Ok((Some(type_attr), None));
    }
    if p.parse_optional_keyword("uninitialized") {
        return Ok((Some(type_attr), Some(Attribute::Unit)));
    }
    let tensor = Type::Tensor(Uniqued::new(rods::ir::TensorType {
        shape: Some(shape),
        element: element_type(&ty),
        encoding: None,
    }));
    let value = p.parse_attribute_with_type(&tensor)?;
    if elements_type(&value).is_none() {
        let loc = p.name_location();
        return Err(p.emit_error_at(loc, "initial value should be a unit or elements attribute"));
    }
    Ok((Some(type_attr), Some(value)))
}

/// `custom<GlobalMemrefOpTypeAndInitialValue>` of `memref.global` (upstream's
/// `printGlobalMemrefOpTypeAndInitialValue`).
fn print_global_memref_op_type_and_initial_value(
    p: &mut Printer<'_>,
    ty: Option<&Attribute>,
    initial_value: Option<&Attribute>,
) {
    match ty {
        Some(Attribute::Type(t)) => p.print_type(t),
        Some(other) => p.print_attribute(other),
        None => {}
    }
    if let Some(v) = initial_value {
        p.write_str(" = ");
        if *v == Attribute::Unit {
            p.write_str("uninitialized");
        } else {
            p.print_attribute_without_type(v);
        }
    }
}

impl GlobalOp {
    /// Upstream's `GlobalOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(g) = GlobalOp::from_op(ir, op) else {
            return Ok(());
        };
        let Type::MemRef(m) = &g.r#type.0 else {
            return Ok(());
        };
        let Some(shape) = m.shape().filter(|s| s.iter().all(Option::is_some)) else {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "type should be static shaped memref, but got {}",
                    quoted(&g.r#type.0)
                ),
            ));
        };
        let Some(init) = &g.initial_value else {
            return Ok(());
        };
        let init = &init.0;
        if *init == Attribute::Unit {
            return Ok(());
        }
        let Some(init_ty) = elements_type(init) else {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "initial value should be a unit or elements attribute, but got {}",
                    String::from_utf8_lossy(&rods::ir::print::print_attribute_to_bytes(init))
                ),
            ));
        };
        let init_element = element_type_of_shaped(init_ty);
        if init_element != *m.element_type() {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "initial value element expected to be of type {}, but was of type {}",
                    quoted(m.element_type()),
                    quoted(&init_element)
                ),
            ));
        }
        let init_shape = shape_of(init_ty);
        let memref_shape: Vec<i64> = shape
            .iter()
            .map(|d| d.map_or(i64::MIN, |d| d as i64))
            .collect();
        if init_shape != memref_shape {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "initial value shape expected to be {} but was {}",
                    dims_list(&memref_shape),
                    dims_list(&init_shape)
                ),
            ));
        }
        Ok(())
    }
}

/// The element type of a shaped type.
fn element_type_of_shaped(ty: &Type) -> Type {
    match ty {
        Type::Tensor(t) => t.element.clone(),
        Type::Vector(v) => v.element.clone(),
        Type::MemRef(m) => m.element_type().clone(),
        other => other.clone(),
    }
}

/// The shape of a shaped type (`kDynamic` for `?`).
fn shape_of(ty: &Type) -> Vec<i64> {
    let dims = |s: &[Option<u64>]| s.iter().map(|d| d.map_or(i64::MIN, |d| d as i64)).collect();
    match ty {
        Type::Tensor(t) => t.shape.as_deref().map(dims).unwrap_or_default(),
        Type::Vector(v) => v.shape.iter().map(|d| *d as i64).collect(),
        Type::MemRef(m) => m.shape().map(dims).unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// An `ArrayRef<int64_t>` as MLIR streams it: `[a, b]`... actually `a, b` joined.
fn dims_list(dims: &[i64]) -> String {
    let v: Vec<String> = dims.iter().map(i64::to_string).collect();
    v.join(", ")
}

// ----- strided layouts ---------------------------------------------------------------------

/// `'TYPE'`: a type as a diagnostic quotes it.
fn quoted(ty: &Type) -> String {
    format!("'{}'", type_to_string(ty))
}

/// A shape as `int64_t`s (`kDynamic` for `?`).
fn shape_i64(shape: &[Option<u64>]) -> Vec<i64> {
    shape
        .iter()
        .map(|d| d.map_or(K_DYNAMIC, |d| d as i64))
        .collect()
}

/// A shape from `int64_t`s (`kDynamic` is `?`).
fn shape_dims(shape: &[i64]) -> Vec<Option<u64>> {
    shape
        .iter()
        .map(|d| (!is_dynamic(*d)).then_some(*d as u64))
        .collect()
}

/// `SaturatedInteger` arithmetic: dynamic if either side is.
fn sat_mul(a: i64, b: i64) -> i64 {
    if is_dynamic(a) || is_dynamic(b) {
        K_DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// `SaturatedInteger` addition.
fn sat_add(a: i64, b: i64) -> i64 {
    if is_dynamic(a) || is_dynamic(b) {
        K_DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// The terms of a strided affine map's single result: `Σ dᵢ·stride + offset`, with symbols
/// standing for dynamic values. `None` if the expression is not of that form.
fn strided_map_terms(
    expr: &rods::ir::AffineExpr,
    factor: i64,
    strides: &mut [i64],
    offset: &mut i64,
) -> Option<()> {
    use rods::ir::AffineBinaryKind as K;
    if let Some(c) = expr.as_constant() {
        *offset = sat_add(*offset, sat_mul(c, factor));
        return Some(());
    }
    if expr.as_symbol().is_some() {
        *offset = K_DYNAMIC;
        return Some(());
    }
    if let Some(d) = expr.as_dim() {
        let s = strides.get_mut(d as usize)?;
        *s = sat_add(*s, factor);
        return Some(());
    }
    match expr.as_binary()? {
        (K::Add, l, r) => {
            strided_map_terms(l, factor, strides, offset)?;
            strided_map_terms(r, factor, strides, offset)
        }
        (K::Mul, l, r) => {
            let (term, c) = if let Some(c) = r.as_constant() {
                (l, c)
            } else if r.as_symbol().is_some() {
                (l, K_DYNAMIC)
            } else if let Some(c) = l.as_constant() {
                (r, c)
            } else {
                return None;
            };
            strided_map_terms(term, sat_mul(factor, c), strides, offset)
        }
        _ => None,
    }
}

/// MLIR's `MemRefType::getStridesAndOffset` (`kDynamic` for `?`): the identity layout's
/// canonical strides, a strided layout's, or those of a strided affine map; `None` when the
/// layout is not strided.
pub fn strides_and_offset_i64(m: &MemRefType) -> Option<(Vec<i64>, i64)> {
    let shape = m.shape()?;
    match m.layout() {
        Some(Attribute::AffineMap(map)) if !map.is_identity() => {
            if map.results().len() != 1 {
                return None;
            }
            let mut strides = vec![0i64; shape.len()];
            let mut offset = 0i64;
            strided_map_terms(&map.results()[0], 1, &mut strides, &mut offset)?;
            Some((strides, offset))
        }
        _ => {
            let (strides, offset) = strides_and_offset(m)?;
            Some((
                strides.iter().map(|s| s.unwrap_or(K_DYNAMIC)).collect(),
                offset.unwrap_or(K_DYNAMIC),
            ))
        }
    }
}

/// A strided layout attribute (`kDynamic` entries are `?`).
fn strided_layout(offset: i64, strides: &[i64]) -> Attribute {
    let opt = |v: i64| (!is_dynamic(v)).then_some(v);
    Attribute::StridedLayout(Arc::new(rods::ir::StridedLayoutAttr {
        offset: opt(offset),
        strides: strides.iter().map(|s| opt(*s)).collect(),
    }))
}

/// A ranked memref type of `shape` like `like` (element type, memory space) with `layout`.
fn memref_like(like: &MemRefType, shape: &[i64], layout: Option<Attribute>) -> MemRefType {
    MemRefType::new(
        Some(shape_dims(shape)),
        like.element_type().clone(),
        layout,
        like.memory_space().cloned(),
    )
}

// ----- subview -----------------------------------------------------------------------------

// class MemRef_OpWithOffsetSizesAndStrides<string mnemonic, list<Trait> traits = []>
//     : MemRef_Op<mnemonic, traits> { … }
//
// def SubViewOp : MemRef_OpWithOffsetSizesAndStrides<"subview", [
//     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//     DeclareOpInterfaceMethods<InferStridedMetadataOpInterface>,
//     DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//     DeclareOpInterfaceMethods<ViewLikeOpInterface>,
//     AttrSizedOperandSegments,
//     OffsetSizeAndStrideOpInterface,
//     Pure
//   ]> {
//   let summary = "memref subview operation";
//   let arguments = (ins AnyMemRef:$source,
//                        Variadic<Index>:$offsets,
//                        Variadic<Index>:$sizes,
//                        Variadic<Index>:$strides,
//                        DenseI64ArrayAttr:$static_offsets,
//                        DenseI64ArrayAttr:$static_sizes,
//                        DenseI64ArrayAttr:$static_strides);
//   let results = (outs AnyMemRef:$result);
//   let assemblyFormat = [{
//     $source ``
//     custom<DynamicIndexList>($offsets, $static_offsets)
//     custom<DynamicIndexList>($sizes, $static_sizes)
//     custom<DynamicIndexList>($strides, $static_strides)
//     attr-dict `:` type($source) `to` type($result)
//   }];
//   let hasCanonicalizer = 1;
//   let hasFolder = 1;
//   let hasVerifier = 1;
// }
/// The `subview` operation converts a memref type to a memref type which represents a
/// reduced-size view of the original memref as specified by the operation's offsets, sizes
/// and strides arguments (static or dynamic). The result's type is the source's with the
/// sizes given and the strided layout the offsets and strides compute; unit dimensions may
/// be dropped (a rank-reduced view).
///
/// ```mlir
/// %1 = memref.subview %0[4, 2][8, 2][3, 2]
///     : memref<64x4xf32> to memref<8x2xf32, strided<[12, 2], offset: 258>>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.subview, summary = "memref subview operation", verify,
             traits = [AttrSizedOperandSegments, Pure],
             interfaces = [OpAsmOpInterface],
             format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)")]
pub struct SubViewOp {
    /// The viewed memref.
    #[operand(type = AnyMemRef)]
    pub source: Value,
    /// The dynamic offsets.
    #[operand(type = Index)]
    pub offsets: Vec<Value>,
    /// The dynamic sizes.
    #[operand(type = Index)]
    pub sizes: Vec<Value>,
    /// The dynamic strides.
    #[operand(type = Index)]
    pub strides: Vec<Value>,
    /// The offsets (`kDynamic` for a dynamic one).
    pub static_offsets: DenseI64ArrayAttr,
    /// The sizes.
    pub static_sizes: DenseI64ArrayAttr,
    /// The strides.
    pub static_strides: DenseI64ArrayAttr,
    /// The view.
    #[result(type = AnyMemRef)]
    pub result: Value,
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for SubViewOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "subview");
    }
}

/// Upstream's `SubViewOp::inferResultType`: the sizes, and the strided layout of the offset
/// `sourceOffset + Σ offsetᵢ·sourceStrideᵢ` and strides `sourceStrideᵢ·strideᵢ`.
pub fn subview_infer_result_type(
    source: &MemRefType,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<MemRefType> {
    let (source_strides, source_offset) = strides_and_offset_i64(source)?;
    let mut offset = source_offset;
    for (o, s) in offsets.iter().zip(&source_strides) {
        offset = sat_add(offset, sat_mul(*o, *s));
    }
    let target: Vec<i64> = source_strides
        .iter()
        .zip(strides)
        .map(|(a, b)| sat_mul(*a, *b))
        .collect();
    Some(memref_like(
        source,
        sizes,
        Some(strided_layout(offset, &target)),
    ))
}

/// MLIR's `computeRankReductionMask`: the dimensions of `original` dropped (each of size 1)
/// to get `reduced`, greedily; `None` if `reduced` is not such a reduction.
fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut unused = Vec::new();
    let mut r = 0;
    for (i, d) in original.iter().enumerate() {
        if r < reduced.len() && *d == reduced[r] {
            r += 1;
            continue;
        }
        unused.push(i);
        if *d != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}

/// Upstream's `computeMemRefRankReductionMask`: the dropped dimensions, told apart by their
/// strides when several unit dimensions could be.
fn memref_rank_reduction_mask(
    original: &MemRefType,
    reduced: &MemRefType,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let rank = original.rank().unwrap_or(0);
    let reduced_rank = reduced.rank().unwrap_or(0);
    let mut unused = vec![false; rank];
    if rank == reduced_rank {
        return Some(unused);
    }
    for (i, s) in sizes.iter().enumerate() {
        if *s == 1 && i < rank {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|b| **b).count();
    if count(&unused) + reduced_rank == rank {
        return Some(unused);
    }
    let (original_strides, _) = strides_and_offset_i64(original)?;
    let (candidate_strides, _) = strides_and_offset_i64(reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for x in v {
            *m.entry(*x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&original_strides);
    let candidate = occurrences(&candidate_strides);
    for dim in 0..rank {
        if !unused[dim] {
            continue;
        }
        let stride = original_strides[dim];
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = candidate.get(&stride).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => {
                if let Some(h) = unaccounted.get_mut(&stride) {
                    *h -= 1;
                }
            }
            std::cmp::Ordering::Equal => unused[dim] = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + reduced_rank == rank).then_some(unused)
}

/// MLIR's `verifyInBoundsSlice`: static offsets and the last position of each static slice
/// are inside the static dimensions.
fn verify_in_bounds_slice(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), String> {
    for (i, (((dim, offset), size), stride)) in shape
        .iter()
        .zip(offsets)
        .zip(sizes)
        .zip(strides)
        .enumerate()
    {
        if is_dynamic(*dim) {
            continue;
        }
        if !is_dynamic(*offset) && *offset >= *dim {
            return Err(format!("offset {i} is out-of-bounds: {offset} >= {dim}"));
        }
        if is_dynamic(*size) || is_dynamic(*stride) {
            continue;
        }
        if !is_dynamic(*offset) {
            let last = offset + (size - 1) * stride;
            if last >= *dim {
                return Err(format!(
                    "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
                ));
            }
        }
    }
    Ok(())
}

impl SubViewOp {
    /// The operands and static lists, as `OffsetSizeAndStrideOpInterface` sees them.
    fn lists(&self) -> OffsetsSizesStrides<'_> {
        OffsetsSizesStrides {
            offsets: &self.offsets,
            sizes: &self.sizes,
            strides: &self.strides,
            static_offsets: &self.static_offsets.0,
            static_sizes: &self.static_sizes.0,
            static_strides: &self.static_strides.0,
        }
    }

    /// `OffsetSizeAndStrideOpInterface`'s verifier, then upstream's `SubViewOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(s) = SubViewOp::from_op(ir, op) else {
            return Ok(());
        };
        let (Some(base), Some(view)) = (memref_type(ir, s.source), memref_type(ir, s.result))
        else {
            return Ok(());
        };
        let rank = base.rank().unwrap_or(0);
        verify_offset_size_and_stride_op(ir, op, [rank, rank, rank], &s.lists())?;
        let (base_ty, view_ty) = (ir.value_type(s.source), ir.value_type(s.result));
        if base.memory_space() != view.memory_space() {
            return Err(emit_error(
                ir,
                op,
                format!(
                    "different memory spaces specified for base memref type {} and subview memref type {}",
                    quoted(base_ty),
                    quoted(view_ty)
                ),
            ));
        }
        let Some(expected) = subview_infer_result_type(
            base,
            &s.static_offsets.0,
            &s.static_sizes.0,
            &s.static_strides.0,
        ) else {
            return Err(emit_error(
                ir,
                op,
                format!("base type {} is not strided", quoted(base_ty)),
            ));
        };
        let expected_ty = Type::memref(expected.clone());
        let layout_mismatch = || {
            emit_error(
                ir,
                op,
                format!(
                    "expected result type to be {} or a rank-reduced version. (mismatch of result layout), but got {}",
                    quoted(&expected_ty),
                    quoted(view_ty)
                ),
            )
        };
        if expected_ty != *view_ty {
            let original = shape_i64(expected.shape().unwrap_or(&[]));
            let reduced = shape_i64(view.shape().unwrap_or(&[]));
            if reduced.len() > original.len() {
                return Err(emit_error(
                    ir,
                    op,
                    format!(
                        "expected result rank to be smaller or equal to the source rank, but got {}",
                        quoted(view_ty)
                    ),
                ));
            }
            if rank_reduction_mask(&original, &reduced).is_none() {
                return Err(emit_error(
                    ir,
                    op,
                    format!(
                        "expected result type to be {} or a rank-reduced version. (mismatch of result sizes), but got {}",
                        quoted(&expected_ty),
                        quoted(view_ty)
                    ),
                ));
            }
            if expected.element_type() != view.element_type() {
                return Err(emit_error(
                    ir,
                    op,
                    format!(
                        "expected result element type to be {}, but got {}",
                        quoted(expected.element_type()),
                        quoted(view_ty)
                    ),
                ));
            }
        }
        let (expected_strides, expected_offset) =
            strides_and_offset_i64(&expected).ok_or_else(layout_mismatch)?;
        let Some((view_strides, view_offset)) = strides_and_offset_i64(view) else {
            return Err(layout_mismatch());
        };
        if expected_offset != view_offset {
            return Err(layout_mismatch());
        }
        let Some(unused) = memref_rank_reduction_mask(&expected, view, &s.static_sizes.0) else {
            return Err(layout_mismatch());
        };
        let kept: Vec<i64> = expected_strides
            .iter()
            .zip(&unused)
            .filter(|(_, u)| !**u)
            .map(|(s, _)| *s)
            .collect();
        if kept != view_strides {
            return Err(layout_mismatch());
        }
        let shape = shape_i64(base.shape().unwrap_or(&[]));
        verify_in_bounds_slice(
            &shape,
            &s.static_offsets.0,
            &s.static_sizes.0,
            &s.static_strides.0,
        )
        .map_err(|m| emit_error(ir, op, m))
    }
}

// def MemRef_ReinterpretCastOp
//   : MemRef_OpWithOffsetSizesAndStrides<"reinterpret_cast", [
//       DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//       DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//       AttrSizedOperandSegments, MemRefsNormalizable, Pure,
//       OffsetSizeAndStrideOpInterface, ViewLikeOpInterface
//     ]> {
//   let summary = "memref reinterpret cast operation";
//   let arguments = (ins Arg<AnyRankedOrUnrankedMemRef, "", []>:$source,
//                        Variadic<Index>:$offsets,
//                        Variadic<Index>:$sizes,
//                        Variadic<Index>:$strides,
//                        DenseI64ArrayAttr:$static_offsets,
//                        DenseI64ArrayAttr:$static_sizes,
//                        DenseI64ArrayAttr:$static_strides);
//   let results = (outs AnyStridedMemRef:$result);
//   let assemblyFormat = [{
//     $source `to` `offset` `` `:`
//     custom<DynamicIndexList>($offsets, $static_offsets)
//     `` `,` `sizes` `` `:`
//     custom<DynamicIndexList>($sizes, $static_sizes)
//     `` `,` `strides` `` `:`
//     custom<DynamicIndexList>($strides, $static_strides)
//     attr-dict `:` type($source) `to` type($result)
//   }];
//   let hasVerifier = 1;
//   let hasFolder = 1;
//   let hasCanonicalizer = 1;
// }
/// Modify offset, sizes and strides of an unranked or ranked memref: the result is a view of
/// the same buffer with the given (static or dynamic) offset, sizes and strides, which the
/// result type's static entries must agree with.
///
/// ```mlir
/// %dst = memref.reinterpret_cast %src to offset: [%offset], sizes: [%sizes], strides: [%strides]
///     : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.reinterpret_cast, summary = "memref reinterpret cast operation", verify,
             traits = [AttrSizedOperandSegments, Pure],
             interfaces = [OpAsmOpInterface],
             format = "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)")]
pub struct ReinterpretCastOp {
    /// The memref whose buffer is viewed.
    #[operand(type = AnyRankedOrUnrankedMemRef)]
    pub source: Value,
    /// The dynamic offset.
    #[operand(type = Index)]
    pub offsets: Vec<Value>,
    /// The dynamic sizes.
    #[operand(type = Index)]
    pub sizes: Vec<Value>,
    /// The dynamic strides.
    #[operand(type = Index)]
    pub strides: Vec<Value>,
    /// The offset (one entry).
    pub static_offsets: DenseI64ArrayAttr,
    /// The sizes.
    pub static_sizes: DenseI64ArrayAttr,
    /// The strides.
    pub static_strides: DenseI64ArrayAttr,
    /// The view.
    #[result(type = AnyStridedMemRef)]
    pub result: Value,
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for ReinterpretCastOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "reinterpret_cast");
    }
}

/// `dynamic` or the value, as upstream's reinterpret_cast messages write an expected entry.
fn expected_entry(v: i64) -> String {
    if is_dynamic(v) {
        "dynamic".into()
    } else {
        v.to_string()
    }
}

impl ReinterpretCastOp {
    /// `OffsetSizeAndStrideOpInterface`'s verifier, then upstream's
    /// `ReinterpretCastOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(r) = ReinterpretCastOp::from_op(ir, op) else {
            return Ok(());
        };
        let (Some(src), Some(result)) = (memref_type(ir, r.source), memref_type(ir, r.result))
        else {
            return Ok(());
        };
        let rank = result.rank().unwrap_or(0);
        let lists = OffsetsSizesStrides {
            offsets: &r.offsets,
            sizes: &r.sizes,
            strides: &r.strides,
            static_offsets: &r.static_offsets.0,
            static_sizes: &r.static_sizes.0,
            static_strides: &r.static_strides.0,
        };
        verify_offset_size_and_stride_op(ir, op, [1, rank, rank], &lists)?;
        let (src_ty, result_ty) = (ir.value_type(r.source), ir.value_type(r.result));
        if src.memory_space() != result.memory_space() {
            return Err(emit_error(
                ir,
                op,
                format!(
                    "different memory spaces specified for source type {} and result memref type {}",
                    quoted(src_ty),
                    quoted(result_ty)
                ),
            ));
        }
        if src.element_type() != result.element_type() {
            return Err(emit_error(
                ir,
                op,
                format!(
                    "different element types specified for source type {} and result memref type {}",
                    quoted(src_ty),
                    quoted(result_ty)
                ),
            ));
        }
        let shape = shape_i64(result.shape().unwrap_or(&[]));
        for (idx, (size, expected)) in shape.iter().zip(r.static_sizes.0.iter()).enumerate() {
            if !is_dynamic(*size) && size != expected {
                return Err(emit_error(
                    ir,
                    op,
                    format!(
                        "expected result type with size = {} instead of {size} in dim = {idx}",
                        expected_entry(*expected)
                    ),
                ));
            }
        }
        let Some((strides, offset)) = strides_and_offset_i64(result) else {
            return Err(emit_error(
                ir,
                op,
                format!(
                    "expected result type to have strided layout but found {}",
                    quoted(result_ty)
                ),
            ));
        };
        let expected_offset = r.static_offsets.0.first().copied().unwrap_or(0);
        if !is_dynamic(offset) && offset != expected_offset {
            return Err(emit_error(
                ir,
                op,
                format!(
                    "expected result type with offset = {} instead of {offset}",
                    expected_entry(expected_offset)
                ),
            ));
        }
        for (idx, (stride, expected)) in strides.iter().zip(r.static_strides.0.iter()).enumerate() {
            if !is_dynamic(*stride) && stride != expected {
                return Err(emit_error(
                    ir,
                    op,
                    format!(
                        "expected result type with stride = {} instead of {stride} in dim = {idx}",
                        expected_entry(*expected)
                    ),
                ));
            }
        }
        Ok(())
    }
}

// def MemRef_ViewOp : MemRef_Op<"view", [
//     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//     DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//     DeclareOpInterfaceMethods<ViewLikeOpInterface>,
//     Pure]> {
//   let summary = "memref view operation";
//   let arguments = (ins MemRefRankOf<[I8], [1]>:$source,
//                        Index:$byte_shift,
//                        Variadic<Index>:$sizes);
//   let results = (outs AnyMemRef);
//   let assemblyFormat = [{
//     $source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict
//     `:` type($source) `to` type(results)
//   }];
//   let hasCanonicalizer = 1;
//   let hasVerifier = 1;
//   let hasFolder = 1;
// }
/// The "view" operation extracts an N-D contiguous memref with empty layout map with
/// arbitrary element type from a 1-D contiguous memref with empty layout map of i8 element
/// type, at a dynamic byte shift, with one size operand per dynamic dimension of the result.
///
/// ```mlir
/// %1 = memref.view %0[%offset_1024][] : memref<2048xi8> to memref<64x4xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.view, summary = "memref view operation", verify, traits = [Pure],
             interfaces = [OpAsmOpInterface],
             format = "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)")]
pub struct ViewOp {
    /// The 1-D `i8` buffer.
    #[operand(type = MemRefRank1I8)]
    pub source: Value,
    /// The byte shift.
    #[operand(type = Index)]
    pub byte_shift: Value,
    /// One size per dynamic dimension of the result.
    #[operand(type = Index)]
    pub sizes: Vec<Value>,
    /// The view.
    #[result(type = AnyMemRef)]
    pub result: Value,
}

/// `MemRefRankOf<[I8], [1]>`: «1D memref of 8-bit signless integer values».
#[derive(Debug)]
pub struct MemRefRank1I8;

impl TypeConstraint for MemRefRank1I8 {
    fn summary() -> Cow<'static, str> {
        "1D memref of 8-bit signless integer values".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::MemRef(m) if m.rank() == Some(1) && m.element_type().is_signless_int(8))
    }
    /// Upstream's C++ class is `MemRefType`: read as one in a format.
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        rods::ods::parse_memref_in_format(p)
    }
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for ViewOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "view");
    }
}

impl ViewOp {
    /// Upstream's `ViewOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(v) = ViewOp::from_op(ir, op) else {
            return Ok(());
        };
        let (Some(base), Some(view)) = (memref_type(ir, v.source), memref_type(ir, v.result))
        else {
            return Ok(());
        };
        let (base_ty, view_ty) = (ir.value_type(v.source), ir.value_type(v.result));
        if !has_identity_layout(base) {
            return Err(emit_error(
                ir,
                op,
                format!("unsupported map for base memref type {}", quoted(base_ty)),
            ));
        }
        if !has_identity_layout(view) {
            return Err(emit_error(
                ir,
                op,
                format!("unsupported map for result memref type {}", quoted(view_ty)),
            ));
        }
        if base.memory_space() != view.memory_space() {
            return Err(emit_error(
                ir,
                op,
                format!(
                    "different memory spaces specified for base memref type {} and view memref type {}",
                    quoted(base_ty),
                    quoted(view_ty)
                ),
            ));
        }
        // `verifyDynamicDimensionCount`.
        let expected = num_dynamic_dims(view);
        if v.sizes.len() != expected {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "incorrect number of dynamic sizes, has {}, expected {expected}",
                    v.sizes.len()
                ),
            ));
        }
        Ok(())
    }
}

// def MemRef_ReshapeOp: MemRef_Op<"reshape", [
//     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//     DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//     Pure, ViewLikeOpInterface]>  {
//   let summary = "memref reshape operation";
//   let arguments = (ins AnyRankedOrUnrankedMemRef:$source,
//                        Arg<MemRefRankOf<[AnySignlessInteger, Index], [1]>,
//                        "dynamically-sized shape", [MemRead]>:$shape);
//   let results = (outs AnyRankedOrUnrankedMemRef:$result);
//   let assemblyFormat = [{
//     $source `(` $shape `)` attr-dict `:` functional-type(operands, results)
//   }];
//   let hasVerifier = 1;
// }
/// The `reshape` operation converts a memref from one type to an equivalent type with a
/// provided shape (a 1-D memref of integers or indices).
///
/// ```mlir
/// %dst = memref.reshape %src(%shape) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.reshape, summary = "memref reshape operation", verify, traits = [Pure],
             interfaces = [OpAsmOpInterface],
             format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")]
pub struct ReshapeOp {
    /// The reshaped memref.
    #[operand(type = AnyRankedOrUnrankedMemRef)]
    pub source: Value,
    /// The dynamically-sized shape.
    #[operand(type = MemRefRank1IntOrIndex, effects = [MemRead])]
    pub shape: Value,
    /// The reshaped view.
    #[result(type = AnyRankedOrUnrankedMemRef)]
    pub result: Value,
}

/// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`: «1D memref of signless integer or index
/// values».
#[derive(Debug)]
pub struct MemRefRank1IntOrIndex;

impl TypeConstraint for MemRefRank1IntOrIndex {
    fn summary() -> Cow<'static, str> {
        "1D memref of signless integer or index values".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::MemRef(m) if m.rank() == Some(1)
            && (AnySignlessInteger::check(m.element_type()) || *m.element_type() == Type::Index))
    }
    /// Upstream's C++ class is `MemRefType`: read as one in a format.
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        rods::ods::parse_memref_in_format(p)
    }
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for ReshapeOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "reshape");
    }
}

impl ReshapeOp {
    /// Upstream's `ReshapeOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(r) = ReshapeOp::from_op(ir, op) else {
            return Ok(());
        };
        let (Some(src), Some(result), Some(shape)) = (
            memref_type(ir, r.source),
            memref_type(ir, r.result),
            memref_type(ir, r.shape),
        ) else {
            return Ok(());
        };
        if src.element_type() != result.element_type() {
            return Err(emit_op_error(
                ir,
                op,
                "element types of source and destination memref types should be the same",
            ));
        }
        if src.is_ranked() && !has_identity_layout(src) {
            return Err(emit_op_error(
                ir,
                op,
                "source memref type should have identity affine map",
            ));
        }
        let shape_size = shape.shape().and_then(|s| s.first().copied()).flatten();
        if result.is_ranked() {
            if !has_identity_layout(result) {
                return Err(emit_op_error(
                    ir,
                    op,
                    "result memref type should have identity affine map",
                ));
            }
            let Some(n) = shape_size else {
                return Err(emit_op_error(
                    ir,
                    op,
                    "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
                ));
            };
            if Some(n as usize) != result.rank() {
                return Err(emit_op_error(
                    ir,
                    op,
                    "length of shape operand differs from the result's memref rank",
                ));
            }
        }
        Ok(())
    }
}

// ----- expand_shape / collapse_shape -------------------------------------------------------

rods::typed_array_attr!(
    /// `I64ArrayAttr`: «64-bit integer array attribute».
    pub I64ArrayAttr, I64Attr, "64-bit integer array attribute"
);

rods::typed_array_attr!(
    /// `IndexListArrayAttr`: «Array of 64-bit integer array attributes» (a reassociation:
    /// the groups of source dimensions each result dimension stands for).
    pub IndexListArrayAttr, I64ArrayAttr, "Array of 64-bit integer array attributes"
);

impl IndexListArrayAttr {
    /// `getReassociationIndices`.
    pub fn indices(&self) -> Vec<Vec<i64>> {
        self.0
            .iter()
            .map(|g| g.0.iter().map(|i| i.0).collect())
            .collect()
    }
}

/// Upstream's `verifyCollapsedShape` (multiple dynamic dimensions per group allowed).
fn verify_collapsed_shape(
    ir: &Ir,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    reassociation: &[Vec<i64>],
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(emit_op_error(ir, op, m));
    if collapsed.len() != reassociation.len() {
        return err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            reassociation.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (collapsed_dim, group) in reassociation.iter().enumerate() {
        let mut found_dynamic = false;
        for d in group {
            if *d != next {
                return err("reassociation indices must be contiguous".into());
            }
            next += 1;
            if *d >= expanded.len() as i64 {
                return err(format!("reassociation index {d} is out of bounds"));
            }
            if is_dynamic(expanded[*d as usize]) {
                found_dynamic = true;
            }
        }
        if is_dynamic(collapsed[collapsed_dim]) != found_dynamic {
            return err(format!(
                "collapsed dim ({collapsed_dim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !found_dynamic {
            let size: i64 = group.iter().map(|d| expanded[*d as usize]).product();
            if size != collapsed[collapsed_dim] {
                return err(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[collapsed_dim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|d| *d != 1) {
            return err("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next != expanded.len() as i64 {
        return err(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

// class MemRef_ReassociativeReshapeOp<string mnemonic, list<Trait> traits = []> :
//     MemRef_Op<mnemonic, !listconcat(traits, [Pure, ViewLikeOpInterface])>,
//     Results<(outs AnyStridedMemRef:$result)> {
//   let hasFolder = 1;
//   let hasCanonicalizer = 1;
//   let hasVerifier = 1;
// }
//
// def MemRef_ExpandShapeOp : MemRef_ReassociativeReshapeOp<"expand_shape", [
//     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//     DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//     DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface, ["reifyResultShapes"]>]> {
//   let summary = "operation to produce a memref with a higher rank.";
//   let arguments = (ins AnyStridedMemRef:$src, IndexListArrayAttr:$reassociation,
//                        Variadic<Index>:$output_shape,
//                        DenseI64ArrayAttr:$static_output_shape);
//   let assemblyFormat = [{
//     $src $reassociation `output_shape`
//     custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:`
//     type($src) `into` type($result)
//   }];
//   let hasVerifier = 1;
// }
/// The `memref.expand_shape` op produces a new view with a higher rank whose sizes are a
/// reassociation of the original view: each source dimension is split into the group of
/// result dimensions the reassociation lists, with the output shape given.
///
/// ```mlir
/// %r = memref.expand_shape %0 [[0, 1], [2]] output_shape [%sz0, 4, 32]
///     : memref<?x32xf32> into memref<?x4x32xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.expand_shape, summary = "operation to produce a memref with a higher rank.",
             verify, traits = [Pure], interfaces = [OpAsmOpInterface],
             format = "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)")]
pub struct ExpandShapeOp {
    /// The expanded memref.
    #[operand(type = AnyStridedMemRef)]
    pub src: Value,
    /// The group of result dimensions of each source dimension.
    pub reassociation: IndexListArrayAttr,
    /// The dynamic sizes of the result.
    #[operand(type = Index)]
    pub output_shape: Vec<Value>,
    /// The sizes of the result (`kDynamic` for a dynamic one).
    pub static_output_shape: DenseI64ArrayAttr,
    /// The expanded view.
    #[result(type = AnyStridedMemRef)]
    pub result: Value,
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for ExpandShapeOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "expand_shape");
    }
}

/// Upstream's `ExpandShapeOp::computeExpandedType`.
fn compute_expanded_type(
    src: &MemRefType,
    shape: &[i64],
    reassociation: &[Vec<i64>],
) -> Option<MemRefType> {
    if has_identity_layout(src) {
        return Some(memref_like(src, shape, None));
    }
    let (src_strides, src_offset) = strides_and_offset_i64(src)?;
    if src_strides.len() != reassociation.len() {
        return None;
    }
    let mut reverse = Vec::with_capacity(shape.len());
    let mut shape_index = shape.len();
    for (group, stride) in reassociation.iter().zip(&src_strides).rev() {
        let mut current = *stride;
        for _ in group {
            reverse.push(current);
            shape_index = shape_index.checked_sub(1)?;
            current = sat_mul(current, shape[shape_index]);
        }
    }
    let mut strides: Vec<i64> = reverse.into_iter().rev().collect();
    strides.resize(shape.len(), 1);
    Some(memref_like(
        src,
        shape,
        Some(strided_layout(src_offset, &strides)),
    ))
}

impl ExpandShapeOp {
    /// Upstream's `ExpandShapeOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(e) = ExpandShapeOp::from_op(ir, op) else {
            return Ok(());
        };
        let (Some(src), Some(result)) = (memref_type(ir, e.src), memref_type(ir, e.result)) else {
            return Ok(());
        };
        let (r0, r1) = (src.rank().unwrap_or(0), result.rank().unwrap_or(0));
        if r0 > r1 {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
                ),
            ));
        }
        let reassociation = e.reassociation.indices();
        let (src_shape, result_shape) = (
            shape_i64(src.shape().unwrap_or(&[])),
            shape_i64(result.shape().unwrap_or(&[])),
        );
        verify_collapsed_shape(ir, op, &src_shape, &result_shape, &reassociation)?;
        let Some(expected) = compute_expanded_type(src, &result_shape, &reassociation) else {
            return Err(emit_op_error(ir, op, "invalid source layout map"));
        };
        let expected = Type::memref(expected);
        let result_ty = ir.value_type(e.result);
        if expected != *result_ty {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "expected expanded type to be {} but found {}",
                    quoted(&expected),
                    quoted(result_ty)
                ),
            ));
        }
        let statics = &e.static_output_shape.0;
        if statics.len() != r1 {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                    statics.len()
                ),
            ));
        }
        let dynamic = statics.iter().filter(|s| is_dynamic(**s)).count();
        if e.output_shape.len() != dynamic {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {} values",
                    e.output_shape.len()
                ),
            ));
        }
        for (pos, d) in result_shape.iter().enumerate() {
            if !is_dynamic(*d) && *d != statics[pos] {
                return Err(emit_op_error(
                    ir,
                    op,
                    format!("invalid output shape provided at pos {pos}"),
                ));
            }
        }
        Ok(())
    }
}

// def MemRef_CollapseShapeOp : MemRef_ReassociativeReshapeOp<"collapse_shape", [
//     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//     DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>
//   ]> {
//   let summary = "operation to produce a memref with a smaller rank.";
//   let arguments = (ins AnyStridedMemRef:$src, IndexListArrayAttr:$reassociation);
//   let assemblyFormat = [{
//     $src $reassociation attr-dict `:` type($src) `into` type($result)
//   }];
//   let hasVerifier = 1;
// }
/// The `memref.collapse_shape` op produces a new view with a smaller rank whose sizes are a
/// reassociation of the original view: each group of source dimensions the reassociation
/// lists becomes one result dimension (the collapsed dimensions must be contiguous).
///
/// ```mlir
/// %r = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.collapse_shape, summary = "operation to produce a memref with a smaller rank.",
             verify, traits = [Pure], interfaces = [OpAsmOpInterface],
             format = "$src $reassociation attr-dict `:` type($src) `into` type($result)")]
pub struct CollapseShapeOp {
    /// The collapsed memref.
    #[operand(type = AnyStridedMemRef)]
    pub src: Value,
    /// The group of source dimensions of each result dimension.
    pub reassociation: IndexListArrayAttr,
    /// The collapsed view.
    #[result(type = AnyStridedMemRef)]
    pub result: Value,
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for CollapseShapeOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "collapse_shape");
    }
}

/// Upstream's `computeCollapsedLayoutMap` (not strict).
fn compute_collapsed_layout(src: &MemRefType, reassociation: &[Vec<i64>]) -> Option<Attribute> {
    let shape = shape_i64(src.shape()?);
    let (src_strides, src_offset) = strides_and_offset_i64(src)?;
    let mut result_strides = Vec::with_capacity(reassociation.len());
    for group in reassociation {
        let mut r: &[i64] = group;
        while r.len() > 1 && shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if !is_dynamic(shape[last]) || r.len() == 1 {
            result_strides.push(src_strides[last]);
        } else {
            result_strides.push(K_DYNAMIC);
        }
    }
    let mut index = result_strides.len();
    for group in reassociation.iter().rev() {
        index -= 1;
        let mut stride = result_strides[index];
        for idx in group.iter().skip(1).rev() {
            let idx = *idx as usize;
            stride = sat_mul(stride, shape[idx]);
            if shape[idx - 1] == 1 {
                continue;
            }
            let src_stride = src_strides[idx - 1];
            if !is_dynamic(stride) && !is_dynamic(src_stride) && stride != src_stride {
                return None;
            }
        }
    }
    Some(strided_layout(src_offset, &result_strides))
}

impl CollapseShapeOp {
    /// Upstream's `CollapseShapeOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(c) = CollapseShapeOp::from_op(ir, op) else {
            return Ok(());
        };
        let (Some(src), Some(result)) = (memref_type(ir, c.src), memref_type(ir, c.result)) else {
            return Ok(());
        };
        let (r0, r1) = (src.rank().unwrap_or(0), result.rank().unwrap_or(0));
        if r0 < r1 {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
                ),
            ));
        }
        let reassociation = c.reassociation.indices();
        let (src_shape, result_shape) = (
            shape_i64(src.shape().unwrap_or(&[])),
            shape_i64(result.shape().unwrap_or(&[])),
        );
        verify_collapsed_shape(ir, op, &result_shape, &src_shape, &reassociation)?;
        let expected = if has_identity_layout(src) {
            memref_like(src, &result_shape, None)
        } else {
            let Some(layout) = compute_collapsed_layout(src, &reassociation) else {
                return Err(emit_op_error(
                    ir,
                    op,
                    "invalid source layout map or collapsing non-contiguous dims",
                ));
            };
            memref_like(src, &result_shape, Some(layout))
        };
        let expected = Type::memref(expected);
        let result_ty = ir.value_type(c.result);
        if expected != *result_ty {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "expected collapsed type to be {} but found {}",
                    quoted(&expected),
                    quoted(result_ty)
                ),
            ));
        }
        Ok(())
    }
}

// ----- atomics ----------------------------------------------------------------------------

// def AtomicRMWOp : MemRef_Op<"atomic_rmw", [
//       DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//       AllTypesMatch<["value", "result"]>,
//       TypesMatchWith<"value type matches element type of memref",
//                      "memref", "value",
//                      "::llvm::cast<MemRefType>($_self).getElementType()">
//     ]> {
//   let summary = "atomic read-modify-write operation";
//   let arguments = (ins
//       AtomicRMWKindAttr:$kind,
//       AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$value,
//       Arg<MemRefOf<[AnySignlessInteger, AnyFloat]>, "the reference to read from and write to", [MemRead, MemWrite]>:$memref,
//       Variadic<Index>:$indices);
//   let results = (outs AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$result);
//   let assemblyFormat = [{
//     $kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,`
//     type($memref) `)` `->` type($result)
//   }];
//   let hasFolder = 1;
//   let hasVerifier = 1;
// }
/// The `memref.atomic_rmw` operation provides a way to perform a read-modify-write sequence
/// that is free from data races. The kind enumeration specifies the modification to perform.
/// The value argument and the result have the memref's element type.
///
/// ```mlir
/// %x = memref.atomic_rmw "addf" %value, %I[%i] : (f32, memref<10xf32>) -> f32
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.atomic_rmw, summary = "atomic read-modify-write operation", verify,
             traits = [AllTypesMatch(["value", "result"]),
                       TypesMatchWith("value type matches element type of memref",
                                      "memref", "value", element_type)],
             format = "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)")]
pub struct AtomicRMWOp {
    /// The modification.
    pub kind: AtomicRMWKind,
    /// The operand of the modification.
    #[operand(type = SignlessIntegerOrFloat)]
    pub value: Value,
    /// The reference to read from and write to.
    #[operand(type = MemRefOf<(AnySignlessInteger, AnyFloat)>, effects = [MemRead, MemWrite])]
    pub memref: Value,
    /// One index per dimension.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// The value read.
    #[result(type = SignlessIntegerOrFloat)]
    pub result: Value,
}

impl AtomicRMWOp {
    /// Upstream's `AtomicRMWOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(a) = AtomicRMWOp::from_op(ir, op) else {
            return Ok(());
        };
        let rank = memref_type(ir, a.memref)
            .and_then(MemRefType::rank)
            .unwrap_or(0);
        if rank != a.indices.len() {
            return Err(emit_op_error(
                ir,
                op,
                "expects the number of subscripts to be equal to memref rank",
            ));
        }
        use AtomicRMWKind as K;
        let ty = ir.value_type(a.value);
        let name = a.kind.to_string();
        match a.kind {
            K::Addf | K::Maximumf | K::Minimumf | K::Mulf if !matches!(ty, Type::Float(_)) => {
                Err(emit_op_error(
                    ir,
                    op,
                    format!("with kind '{name}' expects a floating-point type"),
                ))
            }
            K::Addi
            | K::Maxs
            | K::Maxu
            | K::Mins
            | K::Minu
            | K::Muli
            | K::Ori
            | K::Xori
            | K::Andi
                if !matches!(ty, Type::Integer { .. }) =>
            {
                Err(emit_op_error(
                    ir,
                    op,
                    format!("with kind '{name}' expects an integer type"),
                ))
            }
            _ => Ok(()),
        }
    }
}

// def AtomicYieldOp : MemRef_Op<"atomic_yield", [
//       HasParent<"GenericAtomicRMWOp">,
//       Pure, Terminator, ReturnLike
//     ]> {
//   let summary = "yield operation for GenericAtomicRMWOp";
//   let arguments = (ins AnyType:$result);
//   let assemblyFormat = "$result attr-dict `:` type($result)";
//   let hasVerifier = 1;
// }
/// "memref.atomic_yield" yields an SSA value from a `memref.generic_atomic_rmw` region.
#[derive(Clone, Debug)]
#[dialect_op(memref.atomic_yield, summary = "yield operation for GenericAtomicRMWOp", verify,
             traits = [HasParent(GenericAtomicRMWOp), Pure, Terminator, ReturnLike],
             format = "$result attr-dict `:` type($result)")]
pub struct AtomicYieldOp {
    /// The value stored.
    #[operand(type = AnyType)]
    pub result: Value,
}

impl AtomicYieldOp {
    /// Upstream's `AtomicYieldOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(parent) = ir.parent_op(op) else {
            return Ok(());
        };
        let Some(parent_ty) = ir.op(parent).results.first().map(|r| ir.value_type(*r)) else {
            return Ok(());
        };
        let ty = ir.value_type(ir.op(op).operands[0]);
        if ty != parent_ty {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "types mismatch between yield op: {} and its parent: {}",
                    quoted(ty),
                    quoted(parent_ty)
                ),
            ));
        }
        Ok(())
    }
}

// def GenericAtomicRMWOp : MemRef_Op<"generic_atomic_rmw", [
//       SingleBlockImplicitTerminator<"AtomicYieldOp">,
//       TypesMatchWith<"result type matches element type of memref",
//                      "memref", "result",
//                      "::llvm::cast<MemRefType>($_self).getElementType()">
//     ]> {
//   let summary = "atomic read-modify-write operation with a region";
//   let arguments = (ins
//       Arg<MemRefOf<[AnySignlessInteger, AnyFloat]>, "the reference to read from and write to", [MemRead, MemWrite]>:$memref,
//       Variadic<Index>:$indices);
//   let results = (outs AnyTypeOf<[AnySignlessInteger, AnyFloat]>:$result);
//   let regions = (region AnyRegion:$atomic_body);
//   let skipDefaultBuilders = 1;
//   let hasCustomAssemblyFormat = 1;
//   let hasVerifier = 1;
// }
/// The `memref.generic_atomic_rmw` operation provides a way to perform a read-modify-write
/// sequence that is free from data races: its region, whose one argument is the current
/// value, computes the new value with side-effect-free ops and yields it with
/// `memref.atomic_yield`; the result is the value read.
///
/// ```mlir
/// %x = memref.generic_atomic_rmw %I[%i] : memref<10xf32> {
///   ^bb0(%current_value : f32):
///     %c1 = arith.constant 1.0 : f32
///     %inc = arith.addf %c1, %current_value : f32
///     memref.atomic_yield %inc : f32
/// }
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.generic_atomic_rmw, custom_assembly, verify,
             summary = "atomic read-modify-write operation with a region",
             traits = [SingleBlockImplicitTerminator(AtomicYieldOp),
                       TypesMatchWith("result type matches element type of memref",
                                      "memref", "result", element_type)])]
pub struct GenericAtomicRMWOp {
    /// The reference to read from and write to.
    #[operand(type = MemRefOf<(AnySignlessInteger, AnyFloat)>, effects = [MemRead, MemWrite])]
    pub memref: Value,
    /// One index per dimension.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// The value read.
    #[result(type = SignlessIntegerOrFloat)]
    pub result: Value,
    /// The modification.
    #[region]
    pub atomic_body: RegionId,
}

impl GenericAtomicRMWOp {
    /// Upstream's `GenericAtomicRMWOp::parse`: `%m[%i, …] : type region attr-dict`.
    fn parse(p: &mut Parser<'_>, state: &mut rods::ir::OperationState) -> ParseResult {
        let memref = p.parse_operand()?;
        let mut ivs = Vec::new();
        p.parse_operand_list_delimited(&mut ivs, Delimiter::Square)?;
        let ty = p.parse_colon_type()?;
        p.resolve_operand(&memref, &ty, &mut state.operands)?;
        for iv in &ivs {
            p.resolve_operand(iv, &Type::Index, &mut state.operands)?;
        }
        let region = p.ir_mut().create_region();
        p.parse_region(region, &[])?;
        state.regions.push(region);
        p.parse_optional_attr_dict(&mut state.attributes)?;
        state.result_types.push(element_type(&ty));
        Ok(())
    }

    /// Upstream's `GenericAtomicRMWOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let ir = p.ir();
        let o = ir.op(op);
        let operands = o.operands.clone();
        let region = o.regions()[0];
        let attrs = o.attributes.clone();
        p.write_str(" ");
        p.print_operand(operands[0]);
        p.write_str("[");
        p.print_operands(&operands[1..]);
        p.write_str("] : ");
        let ty = p.ir().value_type(operands[0]).clone();
        p.print_type(&ty);
        p.write_str(" ");
        p.print_region(region, true, false);
        p.print_optional_attr_dict(&attrs, &[]);
    }

    /// Upstream's `GenericAtomicRMWOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        let region = o.regions()[0];
        let args = ir
            .region(region)
            .blocks
            .first()
            .map(|b| ir.block(*b).args.clone())
            .unwrap_or_default();
        if args.len() != 1 {
            return Err(emit_op_error(
                ir,
                op,
                "expected single number of entry block arguments",
            ));
        }
        if ir.value_type(o.results[0]) != ir.value_type(args[0]) {
            return Err(emit_op_error(
                ir,
                op,
                "expected block argument of the same type result type",
            ));
        }
        if let Some(bad) = first_effecting_op(ir, region) {
            // `nestedOp->emitError(…)`: the error and its note are about the nested op.
            let mut d = emit_error(
                ir,
                bad,
                "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
            );
            d.notes.push(rods::verify::current_operation_note(ir, bad));
            return Err(d);
        }
        Ok(())
    }
}

/// The first op of `region`, in post-order, that may have memory effects (MLIR's
/// `isMemoryEffectFree` false).
fn first_effecting_op(ir: &Ir, region: RegionId) -> Option<OpId> {
    for b in &ir.region(region).blocks {
        for nested in &ir.block(*b).ops {
            let regions = ir.op(*nested).regions();
            if !regions.is_empty() {
                // One level deeper: on a fresh stack segment when this one runs low.
                let inner = rods::ir::ensure_sufficient_stack(|| {
                    regions.iter().find_map(|r| first_effecting_op(ir, *r))
                });
                if let Some(bad) = inner {
                    return Some(bad);
                }
            }
            if !rods::ods::effects::is_memory_effect_free(ir, *nested) {
                return Some(*nested);
            }
        }
    }
    None
}

// ----- DMA, prefetch, realloc, metadata ----------------------------------------------------

// def MemRef_DmaWaitOp : MemRef_Op<"dma_wait"> {
//   let summary = "blocking DMA operation that waits for transfer completion";
//   let arguments = (ins AnyMemRef:$tagMemRef,
//                        Variadic<Index>:$tagIndices,
//                        Index:$numElements);
//   let assemblyFormat = [{
//     $tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)
//   }];
//   let hasFolder = 1;
//   let hasVerifier = 1;
// }
/// DmaWaitOp blocks until the completion of a DMA operation associated with the tag element
/// `%tag[%index]`; `%num_elements` is the number of elements associated with the DMA.
///
/// ```mlir
/// memref.dma_wait %tag[%index], %num_elements : memref<1 x i32, affine_map<(d0) -> (d0)>, 2>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.dma_wait, verify,
             summary = "blocking DMA operation that waits for transfer completion",
             format = "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)")]
pub struct DmaWaitOp {
    /// The tag memref.
    #[operand(name = "tagMemRef", type = AnyMemRef)]
    pub tag_mem_ref: Value,
    /// The tag element.
    #[operand(name = "tagIndices", type = Index)]
    pub tag_indices: Vec<Value>,
    /// The number of elements of the transfer.
    #[operand(name = "numElements", type = Index)]
    pub num_elements: Value,
}

impl DmaWaitOp {
    /// Upstream's `DmaWaitOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(d) = DmaWaitOp::from_op(ir, op) else {
            return Ok(());
        };
        let rank = memref_type(ir, d.tag_mem_ref)
            .and_then(MemRefType::rank)
            .unwrap_or(0);
        if d.tag_indices.len() != rank {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {}",
                    d.tag_indices.len()
                ),
            ));
        }
        Ok(())
    }
}

// def MemRef_ReallocOp : MemRef_Op<"realloc",
//     [DeclareOpInterfaceMethods<AlignmentAttrOpInterface>]> {
//   let summary = "memory reallocation operation";
//   let arguments = (ins Arg<MemRefRankOf<[AnyType], [1]>, "",
//                                         [MemFreeAt<0, FullEffect>]>:$source,
//                    Optional<Index>:$dynamicResultSize,
//                    OptionalAttr<IntValidAlignment<I64Attr>>:$alignment);
//   let results = (outs Res<MemRefRankOf<[AnyType], [1]>, "",
//                                        [MemAlloc<DefaultResource, 1, FullEffect>]>);
//   let assemblyFormat = [{
//     $source (`(` $dynamicResultSize^ `)`)? attr-dict
//     `:` type($source) `to` type(results)
//   }];
//   let hasCanonicalizer = 1;
//   let hasVerifier = 1;
// }
/// The `realloc` operation changes the size of a memory region: it takes a 1-D memref and
/// returns a 1-D memref of the new size (given by an operand when it is dynamic), with the
/// contents of the old one up to the smaller of the two sizes.
///
/// ```mlir
/// %new = memref.realloc %old(%d) : memref<64xf32> to memref<?xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.realloc, summary = "memory reallocation operation", verify,
             format = "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)")]
pub struct ReallocOp {
    /// The memref reallocated.
    #[operand(type = MemRefRank1, effects = [MemFreeAt(0, FullEffect)])]
    pub source: Value,
    /// The new size when the result's is dynamic.
    #[operand(name = "dynamicResultSize", type = Index)]
    pub dynamic_result_size: Option<Value>,
    /// The alignment in bytes.
    pub alignment: Option<ValidAlignment>,
    /// The reallocated memref.
    #[result(type = MemRefRank1, effects = [MemAlloc(DefaultResource, 1, FullEffect)])]
    pub result: Value,
}

impl ReallocOp {
    /// Upstream's `ReallocOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(r) = ReallocOp::from_op(ir, op) else {
            return Ok(());
        };
        let (Some(src), Some(result)) = (memref_type(ir, r.source), memref_type(ir, r.result))
        else {
            return Ok(());
        };
        let (src_ty, result_ty) = (
            quoted(ir.value_type(r.source)),
            quoted(ir.value_type(r.result)),
        );
        let err = |m: String| Err(emit_error(ir, op, m));
        if !has_identity_layout(src) {
            return err(format!(
                "unsupported layout for source memref type {src_ty}"
            ));
        }
        if !has_identity_layout(result) {
            return err(format!(
                "unsupported layout for result memref type {result_ty}"
            ));
        }
        if src.memory_space() != result.memory_space() {
            return err(format!(
                "different memory spaces specified for source memref type {src_ty} and result memref type {result_ty}"
            ));
        }
        if src.element_type() != result.element_type() {
            return err(format!(
                "different element types specified for source memref type {src_ty} and result memref type {result_ty}"
            ));
        }
        let dynamic = num_dynamic_dims(result) != 0;
        if dynamic && r.dynamic_result_size.is_none() {
            return err(format!(
                "missing dimension operand for result type {result_ty}"
            ));
        }
        if !dynamic && r.dynamic_result_size.is_some() {
            return err(format!(
                "unnecessary dimension operand for result type {result_ty}"
            ));
        }
        Ok(())
    }
}

// def MemRef_PrefetchOp : MemRef_Op<"prefetch"> {
//   let summary = "prefetch operation";
//   let arguments = (ins Arg<AnyMemRef, "prefetch address", [MemWrite]> :$memref,
//                        Variadic<Index>:$indices,
//                        BoolAttr:$isWrite,
//                        ConfinedAttr<I32Attr, [IntMinValue<0>,
//                                           IntMaxValue<3>]>:$localityHint,
//                        BoolAttr:$isDataCache);
//   let hasCustomAssemblyFormat = 1;
//   let hasFolder = 1;
//   let hasVerifier = 1;
// }
/// The "prefetch" op prefetches data from a memref location described with subscript indices
/// similar to memref.load, with three properties: a read/write specifier, a locality hint
/// from `locality<0>` (no locality) to `locality<3>` (extremely local), and a cache type
/// specifier (`data` or `instr`).
///
/// ```mlir
/// memref.prefetch %0[%i, %j], read, locality<3>, data : memref<400x400xi32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.prefetch, summary = "prefetch operation", custom_assembly, verify)]
pub struct PrefetchOp {
    /// The prefetch address.
    #[operand(type = AnyMemRef, effects = [MemWrite])]
    pub memref: Value,
    /// One index per dimension.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// Whether the prefetch is for a write.
    #[attr(name = "isWrite")]
    pub is_write: BoolAttr,
    /// The locality, 0 to 3.
    #[attr(name = "localityHint")]
    pub locality_hint: Confined<I32Attr, (IntMinValue<0>, IntMaxValue<3>)>,
    /// Whether the prefetch is to the data cache.
    #[attr(name = "isDataCache")]
    pub is_data_cache: BoolAttr,
}

impl PrefetchOp {
    /// Upstream's `PrefetchOp::parse`.
    fn parse(p: &mut Parser<'_>, state: &mut rods::ir::OperationState) -> ParseResult {
        let memref = p.parse_operand()?;
        let mut indices = Vec::new();
        p.parse_operand_list_delimited(&mut indices, Delimiter::Square)?;
        p.parse_comma()?;
        let read_or_write = p.parse_keyword_any()?;
        p.parse_comma()?;
        p.parse_keyword("locality")?;
        p.parse_less()?;
        let hint = p.parse_attribute_with_type(&Type::i32())?;
        state
            .attributes
            .push(rods::ir::NamedAttribute::new("localityHint", hint));
        p.parse_greater()?;
        p.parse_comma()?;
        let cache_type = p.parse_keyword_any()?;
        let ty = p.parse_colon_type()?;
        p.resolve_operand(&memref, &ty, &mut state.operands)?;
        for i in &indices {
            p.resolve_operand(i, &Type::Index, &mut state.operands)?;
        }
        let name_loc = p.name_location();
        if read_or_write != "read" && read_or_write != "write" {
            return Err(p.emit_error_at(name_loc, "rw specifier has to be 'read' or 'write'"));
        }
        state.attributes.push(rods::ir::NamedAttribute::new(
            "isWrite",
            Attribute::Bool(read_or_write == "write"),
        ));
        if cache_type != "data" && cache_type != "instr" {
            return Err(p.emit_error_at(name_loc, "cache type has to be 'data' or 'instr'"));
        }
        state.attributes.push(rods::ir::NamedAttribute::new(
            "isDataCache",
            Attribute::Bool(cache_type == "data"),
        ));
        Ok(())
    }

    /// Upstream's `PrefetchOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let ir = p.ir();
        let Some(f) = PrefetchOp::from_op(ir, op) else {
            return;
        };
        let attrs = ir.op(op).attributes.clone();
        p.write_str(" ");
        p.print_operand(f.memref);
        p.write_str("[");
        p.print_operands(&f.indices);
        p.write_str("], ");
        p.write_str(if f.is_write.0 { "write" } else { "read" });
        p.write_str(&format!(", locality<{}>, ", f.locality_hint.value.0));
        p.write_str(if f.is_data_cache.0 { "data" } else { "instr" });
        p.print_optional_attr_dict(&attrs, &["localityHint", "isWrite", "isDataCache"]);
        p.write_str(" : ");
        let ty = p.ir().value_type(f.memref).clone();
        p.print_type(&ty);
    }

    /// Upstream's `PrefetchOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let o = ir.op(op);
        let rank = memref_type(ir, o.operands[0])
            .and_then(MemRefType::rank)
            .unwrap_or(0);
        if o.operands.len() != 1 + rank {
            return Err(emit_op_error(ir, op, "too few indices"));
        }
        Ok(())
    }
}

// def MemRef_TransposeOp : MemRef_Op<"transpose", [
//     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//     DeclareOpInterfaceMethods<MemorySpaceCastConsumerOpInterface>,
//     Pure]>,
//     Arguments<(ins AnyStridedMemRef:$in, AffineMapAttr:$permutation)>,
//     Results<(outs AnyStridedMemRef)> {
//   let summary = "`transpose` produces a new strided memref (metadata-only)";
//   let hasCustomAssemblyFormat = 1;
//   let hasFolder = 1;
//   let hasVerifier = 1;
// }
/// The `transpose` op produces a strided memref whose sizes and strides are a permutation of
/// the original `in` memref. This is purely a metadata transformation.
///
/// ```mlir
/// %1 = memref.transpose %0 (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.transpose, custom_assembly, verify, traits = [Pure],
             summary = "`transpose` produces a new strided memref (metadata-only)",
             interfaces = [OpAsmOpInterface])]
pub struct TransposeOp {
    /// The transposed memref.
    #[operand(type = AnyStridedMemRef)]
    pub r#in: Value,
    /// The permutation of the dimensions.
    pub permutation: AffineMapAttr,
    /// The transposed view.
    #[result(type = AnyStridedMemRef)]
    pub result: Value,
}

/// `AffineMapAttr`: «AffineMap attribute».
#[derive(Clone, Debug, PartialEq)]
pub struct AffineMapAttr(pub rods::ir::AffineMap);

impl OpAttr for AffineMapAttr {
    fn summary() -> Cow<'static, str> {
        "AffineMap attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::AffineMap(_))
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        match attr {
            Attribute::AffineMap(m) => Some(AffineMapAttr(m.clone())),
            _ => None,
        }
    }
    fn to_attr(&self) -> Attribute {
        Attribute::AffineMap(self.0.clone())
    }
}

/// `getAsmResultNames`.
impl rods::ods::OpAsmOpInterface for TransposeOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(ir.op(op).results[0], "transpose");
    }
}

/// The dimension each result of `map` is, if `map` is a permutation (`isPermutation`).
fn permutation_of(map: &rods::ir::AffineMap) -> Option<Vec<usize>> {
    if map.num_dims() as usize != map.results().len() || map.num_symbols() != 0 {
        return None;
    }
    let mut seen = vec![false; map.results().len()];
    let mut out = Vec::with_capacity(seen.len());
    for r in map.results() {
        let d = r.as_dim()? as usize;
        if std::mem::replace(seen.get_mut(d)?, true) {
            return None;
        }
        out.push(d);
    }
    Some(out)
}

/// MLIR's `makeStridedLinearLayoutMap`: `offset + Σ dᵢ·strideᵢ`, a symbol for each dynamic
/// entry (the offset's first).
fn strided_linear_layout_map(strides: &[i64], offset: i64) -> rods::ir::AffineMap {
    use rods::ir::AffineExpr;
    let mut symbols = 0u32;
    let mut next_symbol = || {
        symbols += 1;
        AffineExpr::symbol(symbols - 1)
    };
    let mut expr = if is_dynamic(offset) {
        next_symbol()
    } else {
        AffineExpr::constant(offset)
    };
    for (i, s) in strides.iter().enumerate() {
        let mult = if is_dynamic(*s) {
            next_symbol()
        } else {
            AffineExpr::constant(*s)
        };
        expr = expr.add(AffineExpr::dim(i as u32).mul(mult));
    }
    rods::ir::AffineMap::get(strides.len() as u32, symbols, vec![expr])
}

/// MLIR's `MemRefType::canonicalizeStridedLayout` for a strided memref: no layout when the
/// strides are the canonical contiguous ones, else the layout as its linear affine map.
fn canonicalize_strided_layout(m: &MemRefType) -> MemRefType {
    let Some(shape) = m.shape() else {
        return m.clone();
    };
    if has_identity_layout(m) || shape.is_empty() {
        return m.clone();
    }
    let Some((strides, offset)) = strides_and_offset_i64(m) else {
        return m.clone();
    };
    let canonical = strides_and_offset_i64(&memref_like(m, &shape_i64(shape), None));
    if canonical == Some((strides.clone(), offset)) {
        return memref_like(m, &shape_i64(shape), None);
    }
    let map = strided_linear_layout_map(&strides, offset);
    memref_like(m, &shape_i64(shape), Some(Attribute::AffineMap(map)))
}

impl TransposeOp {
    /// Upstream's `TransposeOp::parse`: `%in (map) attr-dict : type to type`.
    fn parse(p: &mut Parser<'_>, state: &mut rods::ir::OperationState) -> ParseResult {
        let input = p.parse_operand()?;
        let map = p.parse_affine_map_reference()?;
        p.parse_optional_attr_dict(&mut state.attributes)?;
        let src = p.parse_colon_type()?;
        p.resolve_operand(&input, &src, &mut state.operands)?;
        p.parse_keyword("to")?;
        let dst = p.parse_type()?;
        state.result_types.push(dst);
        state.set_property("permutation", Attribute::AffineMap(map));
        Ok(())
    }

    /// Upstream's `TransposeOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let ir = p.ir();
        let o = ir.op(op);
        let (input, result) = (o.operands[0], o.results[0]);
        let attrs = o.attributes.clone();
        let map = ir.property(op, "permutation").cloned();
        p.write_str(" ");
        p.print_operand(input);
        p.write_str(" ");
        match &map {
            Some(Attribute::AffineMap(m)) => p.print_affine_map(m),
            Some(other) => p.print_attribute(other),
            None => {}
        }
        p.print_optional_attr_dict(&attrs, &["permutation"]);
        p.write_str(" : ");
        let (a, b) = (
            p.ir().value_type(input).clone(),
            p.ir().value_type(result).clone(),
        );
        p.print_type(&a);
        p.write_str(" to ");
        p.print_type(&b);
    }

    /// Upstream's `TransposeOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(t) = TransposeOp::from_op(ir, op) else {
            return Ok(());
        };
        let Some(perm) = permutation_of(&t.permutation.0) else {
            return Err(emit_op_error(ir, op, "expected a permutation map"));
        };
        let (Some(src), Some(result)) = (memref_type(ir, t.r#in), memref_type(ir, t.result)) else {
            return Ok(());
        };
        if Some(perm.len()) != src.rank() {
            return Err(emit_op_error(
                ir,
                op,
                "expected a permutation map of same rank as the input",
            ));
        }
        let shape = shape_i64(src.shape().unwrap_or(&[]));
        let Some((strides, offset)) = strides_and_offset_i64(src) else {
            return Ok(());
        };
        let sizes: Vec<i64> = perm.iter().map(|d| shape[*d]).collect();
        let permuted: Vec<i64> = perm.iter().map(|d| strides[*d]).collect();
        let transposed = memref_like(src, &sizes, Some(strided_layout(offset, &permuted)));
        let canonical = canonicalize_strided_layout(&transposed);
        if canonicalize_strided_layout(result) != canonical {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "result type {} is not equivalent to the canonical transposed input type {}",
                    quoted(ir.value_type(t.result)),
                    quoted(&Type::memref(canonical))
                ),
            ));
        }
        Ok(())
    }
}

// def MemRef_DmaStartOp : MemRef_Op<"dma_start"> {
//   let summary = "non-blocking DMA operation that starts a transfer";
//   let arguments = (ins Variadic<AnyType>:$operands);
//   let hasCustomAssemblyFormat = 1;
//   let hasFolder = 1;
//   let hasVerifier = 1;
// }
/// DmaStartOp starts a non-blocking DMA operation that transfers data from a source memref to
/// a destination memref: the source and destination memrefs with their indices, the number of
/// elements, the tag memref with its index, and optionally a stride and the number of
/// elements per stride.
///
/// ```mlir
/// memref.dma_start %src[%i, %j], %dst[%k, %l], %size, %tag[%idx]
///     : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.dma_start, custom_assembly, verify,
             summary = "non-blocking DMA operation that starts a transfer")]
pub struct DmaStartOp {
    /// Source, destination and tag memrefs with their indices, the number of elements, and
    /// the optional stride operands.
    #[operand(type = AnyType)]
    pub operands: Vec<Value>,
}

impl DmaStartOp {
    /// `[%i, …]`: MLIR's `parseOperandList(…, Delimiter::Square)`.
    fn parse_indices<'a>(
        p: &mut Parser<'a>,
    ) -> ParseResult<Vec<rods::syntax::parser::UnresolvedOperand<'a>>> {
        let mut out = Vec::new();
        p.parse_operand_list_delimited(&mut out, Delimiter::Square)?;
        Ok(out)
    }

    /// Upstream's `DmaStartOp::parse`.
    fn parse(p: &mut Parser<'_>, state: &mut rods::ir::OperationState) -> ParseResult {
        let src = p.parse_operand()?;
        let src_indices = Self::parse_indices(p)?;
        p.parse_comma()?;
        let dst = p.parse_operand()?;
        let dst_indices = Self::parse_indices(p)?;
        p.parse_comma()?;
        let num_elements = p.parse_operand()?;
        p.parse_comma()?;
        let tag = p.parse_operand()?;
        let tag_indices = Self::parse_indices(p)?;
        // `parseTrailingOperandList`: `, %a, %b`.
        let mut strides = Vec::new();
        if p.parse_optional_comma() {
            p.parse_operand_list(&mut strides)?;
        }
        let name_loc = p.name_location();
        if !strides.is_empty() && strides.len() != 2 {
            return Err(p.emit_error_at(name_loc, "expected two stride related operands"));
        }
        p.parse_colon()?;
        let mut types = Vec::new();
        p.parse_type_list_no_parens(&mut types)?;
        if types.len() != 3 {
            return Err(p.emit_error_at(name_loc, "fewer/more types expected"));
        }
        let out = &mut state.operands;
        p.resolve_operand(&src, &types[0], out)?;
        for i in &src_indices {
            p.resolve_operand(i, &Type::Index, out)?;
        }
        p.resolve_operand(&dst, &types[1], out)?;
        for i in &dst_indices {
            p.resolve_operand(i, &Type::Index, out)?;
        }
        p.resolve_operand(&num_elements, &Type::Index, out)?;
        p.resolve_operand(&tag, &types[2], out)?;
        for i in tag_indices.iter().chain(&strides) {
            p.resolve_operand(i, &Type::Index, out)?;
        }
        Ok(())
    }

    /// The operand groups: source, its indices, destination, its indices, number of elements,
    /// tag, its indices, and the stride operands (`None` if the operands do not fit the types).
    fn groups(ir: &Ir, operands: &[Value]) -> Option<[std::ops::Range<usize>; 8]> {
        let rank = |v: Option<&Value>| {
            v.and_then(|v| memref_type(ir, *v))
                .and_then(MemRefType::rank)
        };
        let src_rank = rank(operands.first())?;
        let dst = 1 + src_rank;
        let dst_rank = rank(operands.get(dst))?;
        let num = dst + 1 + dst_rank;
        let tag = num + 1;
        let tag_rank = rank(operands.get(tag))?;
        let end = tag + 1 + tag_rank;
        (end <= operands.len()).then(|| {
            [
                0..1,
                1..dst,
                dst..dst + 1,
                dst + 1..num,
                num..num + 1,
                tag..tag + 1,
                tag + 1..end,
                end..operands.len(),
            ]
        })
    }

    /// Upstream's `DmaStartOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let ir = p.ir();
        let o = ir.op(op);
        let operands = o.operands.to_vec();
        let attrs = o.attributes.clone();
        let Some(g) = Self::groups(ir, &operands) else {
            return;
        };
        let v = |r: &std::ops::Range<usize>| &operands[r.clone()];
        p.write_str(" ");
        p.print_operand(operands[g[0].start]);
        p.write_str("[");
        p.print_operands(v(&g[1]));
        p.write_str("], ");
        p.print_operand(operands[g[2].start]);
        p.write_str("[");
        p.print_operands(v(&g[3]));
        p.write_str("], ");
        p.print_operand(operands[g[4].start]);
        p.write_str(", ");
        p.print_operand(operands[g[5].start]);
        p.write_str("[");
        p.print_operands(v(&g[6]));
        p.write_str("]");
        if !v(&g[7]).is_empty() {
            p.write_str(", ");
            p.print_operands(v(&g[7]));
        }
        p.print_optional_attr_dict(&attrs, &[]);
        p.write_str(" : ");
        let types: Vec<Type> = [g[0].start, g[2].start, g[5].start]
            .iter()
            .map(|i| p.ir().value_type(operands[*i]).clone())
            .collect();
        p.print_type_list(&types);
    }

    /// Upstream's `DmaStartOp::verify`.
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let operands = &ir.op(op).operands;
        let n = operands.len();
        let err = |m: String| Err(emit_op_error(ir, op, m));
        if n < 4 {
            return err("expected at least 4 operands".into());
        }
        let is_index = |v: &Value| *ir.value_type(*v) == Type::Index;
        let Some(src) = memref_type(ir, operands[0]) else {
            return err("expected source to be of memref type".into());
        };
        let src_rank = src.rank().unwrap_or(0);
        if n < src_rank + 4 {
            return err(format!("expected at least {} operands", src_rank + 4));
        }
        if !operands[1..1 + src_rank].iter().all(is_index) {
            return err("expected source indices to be of index type".into());
        }
        let dst_at = 1 + src_rank;
        let Some(dst) = memref_type(ir, operands[dst_at]) else {
            return err("expected destination to be of memref type".into());
        };
        let dst_rank = dst.rank().unwrap_or(0);
        let mut expected = src_rank + dst_rank + 4;
        if n < expected {
            return err(format!("expected at least {expected} operands"));
        }
        if !operands[dst_at + 1..dst_at + 1 + dst_rank]
            .iter()
            .all(is_index)
        {
            return err("expected destination indices to be of index type".into());
        }
        let num_at = dst_at + 1 + dst_rank;
        if !is_index(&operands[num_at]) {
            return err("expected num elements to be of index type".into());
        }
        let Some(tag) = memref_type(ir, operands[num_at + 1]) else {
            return err("expected tag to be of memref type".into());
        };
        let tag_rank = tag.rank().unwrap_or(0);
        expected += tag_rank;
        if n < expected {
            return err(format!("expected at least {expected} operands"));
        }
        if !operands[num_at + 2..num_at + 2 + tag_rank]
            .iter()
            .all(is_index)
        {
            return err("expected tag indices to be of index type".into());
        }
        if n != expected && n != expected + 2 {
            return err("incorrect number of operands".into());
        }
        if n == expected + 2 && !operands[expected..].iter().all(is_index) {
            return err("expected stride and num elements per stride to be of type index".into());
        }
        Ok(())
    }
}

// def MemRef_ExtractStridedMetadataOp : MemRef_Op<"extract_strided_metadata", [
//     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
//     Pure,
//     SameVariadicResultSize,
//     ViewLikeOpInterface,
//     InferTypeOpAdaptor]> {
//   let summary = "Extracts a buffer base with offset and strides";
//   let arguments = (ins
//     AnyStridedMemRef:$source
//   );
//   let results = (outs
//     AnyStridedMemRefOfRank<0>:$base_buffer,
//     Index:$offset,
//     Variadic<Index>:$sizes,
//     Variadic<Index>:$strides
//   );
//   let assemblyFormat = [{
//     $source `:` type($source) `->` type(results) attr-dict
//   }];
//   let hasFolder = 1;
// }
/// Extracts a base buffer, offset and strides. This op allows additional layers of
/// transformations and foldings to be added as lowering progresses from higher-level
/// dialect to lower-level dialects such as the LLVM dialect: the base buffer is a 0-D memref
/// of the element type, the offset, sizes and strides are indices.
///
/// ```mlir
/// %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %memref
///     : memref<10x?xf32> -> memref<f32>, index, index, index, index, index
/// ```
#[derive(Clone, Debug)]
#[dialect_op(memref.extract_strided_metadata,
             summary = "Extracts a buffer base with offset and strides",
             traits = [Pure, SameVariadicResultSize, InferTypeOpInterface],
             interfaces = [OpAsmOpInterface],
             format = "$source `:` type($source) `->` type(results) attr-dict")]
pub struct ExtractStridedMetadataOp {
    /// The memref.
    #[operand(type = AnyStridedMemRef)]
    pub source: Value,
    /// Its buffer, as a 0-D memref.
    #[result(type = AnyStridedMemRefOfRank0)]
    pub base_buffer: Value,
    /// Its offset.
    #[result(type = Index)]
    pub offset: Value,
    /// Its sizes.
    #[result(type = Index)]
    pub sizes: Vec<Value>,
    /// Its strides.
    #[result(type = Index)]
    pub strides: Vec<Value>,
}

/// `AnyStridedMemRefOfRank<0>`: «strided memref of any type values of ranks 0».
#[derive(Debug)]
pub struct AnyStridedMemRefOfRank0;

impl TypeConstraint for AnyStridedMemRefOfRank0 {
    fn summary() -> Cow<'static, str> {
        "strided memref of any type values of ranks 0".into()
    }
    fn check(ty: &Type) -> bool {
        AnyStridedMemRef::check(ty) && matches!(ty, Type::MemRef(m) if m.rank() == Some(0))
    }
    /// Upstream's C++ class is `MemRefType`: read as one in a format.
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        rods::ods::parse_memref_in_format(p)
    }
}

/// `getAsmResultNames`: `%base_buffer`, `%offset`, and `%sizes` / `%strides` for the first of
/// each group.
impl rods::ods::OpAsmOpInterface for ExtractStridedMetadataOp {
    fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
        let r = &ir.op(op).results;
        if r.len() < 2 {
            return;
        }
        set_name(r[0], "base_buffer");
        set_name(r[1], "offset");
        let n = (r.len() - 2) / 2;
        if n > 0 {
            set_name(r[2], "sizes");
            set_name(r[2 + n], "strides");
        }
    }
}

impl ExtractStridedMetadataOp {
    /// Upstream's `inferReturnTypes`: a 0-D memref of the element type in the source's memory
    /// space, then `index` for the offset and each size and stride.
    fn infer_return_types(args: &rods::ods::InferTypeArgs<'_>) -> Result<Vec<Type>, String> {
        let Some(Type::MemRef(source)) = args.operand_types.first() else {
            return Err(String::new());
        };
        let Some(rank) = source.rank() else {
            return Err(String::new());
        };
        let base = MemRefType::new(
            Some(Vec::new()),
            source.element_type().clone(),
            None,
            source.memory_space().cloned(),
        );
        let mut types = vec![Type::memref(base), Type::Index];
        types.extend(std::iter::repeat_n(Type::Index, 2 * rank));
        Ok(types)
    }
}

// def MemRef_Dialect : Dialect {
//   let name = "memref";
//   let cppNamespace = "::mlir::memref";
//   let dependentDialects = ["arith::ArithDialect", "ub::UBDialect"];
//   let hasConstantMaterializer = 1;
// }
rods::dialect! {
    /// The `memref` dialect is intended to hold core memref creation and manipulation ops,
    /// which are not strongly associated with any particular other dialect or domain
    /// abstraction.
    pub static MEMREF_DIALECT = {
        name: "memref",
        dependent_dialects: [crate::arith::ARITH_DIALECT],
        ops: [
            AllocOp, AllocaOp, AllocaScopeOp, AllocaScopeReturnOp, AssumeAlignmentOp, CastOp,
            CopyOp, DeallocOp, DimOp, DistinctObjectsOp, ExtractAlignedPointerAsIndexOp,
            GetGlobalOp, GlobalOp, LoadOp, MemorySpaceCastOp, RankOp, StoreOp, SubViewOp,
            ReinterpretCastOp, ViewOp, ReshapeOp, ExpandShapeOp, CollapseShapeOp, AtomicRMWOp,
            AtomicYieldOp, GenericAtomicRMWOp, DmaWaitOp, ReallocOp, PrefetchOp, TransposeOp,
            DmaStartOp, ExtractStridedMetadataOp,
        ],
    };
}
