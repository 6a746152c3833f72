//! Upstream's `memref` dialect (`MemRefOps.td` and `MemRefBase.td` of LLVM 22), declared with
//! rods: allocation (`alloc`, `alloca`, `alloca_scope`, `realloc`, `dealloc`), access
//! (`load`, `store`, `atomic_rmw`, `generic_atomic_rmw`, `prefetch`), globals, views
//! (`subview`, `view`, `reinterpret_cast`, `cast`, `memory_space_cast`, `transpose`), shape
//! queries and metadata extraction. Each declaration maps line for line to its TableGen record;
//! comments quote the record (descriptions are summarized in the doc comments). Custom
//! directives and verifiers mirror upstream's `MemRefOps.cpp`.

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
use rods::syntax::parser::Parser;

use crate::arith::AtomicRMWKind;

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
pub struct AnyStridedMemRef;

impl TypeConstraint for AnyStridedMemRef {
    fn summary() -> Cow<'static, str> {
        "strided memref of any type values".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::MemRef(m) if m.is_ranked() && is_strided(m))
    }
}

/// `isStrided` for the layouts rods knows: identity, strided, or an affine map without
/// `mod`/`floordiv`/`ceildiv` and one result.
fn is_strided(m: &MemRefType) -> bool {
    match m.layout() {
        None | Some(Attribute::StridedLayout(_)) => true,
        Some(Attribute::AffineMap(map)) => {
            map.is_identity() || (map.results().len() == 1 && map.results()[0].is_pure_affine())
        }
        Some(_) => false,
    }
}

// def AnyNon0RankedOrUnrankedMemRef : AnyTypeOf<[AnyNon0RankedMemRef, AnyUnrankedMemRef]>
/// `AnyNon0RankedOrUnrankedMemRef`: «non-0-ranked.memref of any type values or unranked.memref
/// of any type values».
pub type AnyNon0RankedOrUnrankedMemRef = AnyTypeOf<(AnyNon0RankedMemRef, AnyUnrankedMemRef)>;

/// `AnyStaticShapeMemRef`: «statically shaped memref of any type values».
pub struct AnyStaticShapeMemRef;

impl TypeConstraint for AnyStaticShapeMemRef {
    fn summary() -> Cow<'static, str> {
        "statically shaped memref of any type values".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::MemRef(m) if m.shape().is_some_and(|s| s.iter().all(Option::is_some)))
    }
}

/// `MemRefRankOf<[AnyType], [1]>`: «1D memref of any type values».
pub struct MemRefRank1;

impl TypeConstraint for MemRefRank1 {
    fn summary() -> Cow<'static, str> {
        "1D memref of any type values".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::MemRef(m) if m.rank() == Some(1))
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
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $summary:literal, $result_name:literal,
     [$($t:ident),*]) => {
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
            #[result(type = AnyMemRef)]
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

/// Upstream's `verifyAllocLikeOp`: one size per dynamic dimension, one symbol operand per
/// symbol of the layout.
fn verify_alloc_like(
    ir: &Ir,
    op: OpId,
    dynamic_sizes: usize,
    symbols: usize,
) -> Result<(), Diagnostic> {
    let Some(ty) = ir.op(op).results.first().and_then(|r| memref_type(ir, *r)) else {
        return Err(emit_op_error(ir, op, "result must be a memref"));
    };
    if dynamic_sizes != num_dynamic_dims(ty) {
        return Err(emit_op_error(
            ir,
            op,
            "dimension operand count does not equal memref dynamic dimension count",
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
    AllocOp, alloc, "memory allocation operation", "alloc", []
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
    AllocaOp, alloca, "stack memory allocation operation", "alloca", []
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
        let region = o.regions[0];
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
#[dialect_op(memref.cast, summary = "memref cast operation", verify,
             traits = [Pure, SameOperandsAndResultShape],
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
    #[operand(type = AnyRankedOrUnrankedMemRef)]
    pub source: Value,
    /// The memref to copy to.
    #[operand(type = AnyRankedOrUnrankedMemRef)]
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
    #[operand(type = AnyRankedOrUnrankedMemRef)]
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
    #[operand(type = AnyMemRef)]
    pub memref: Value,
    /// One index per dimension.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// Whether the access is nontemporal.
    #[attr(default = BoolAttr(false))]
    pub nontemporal: BoolAttr,
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
    #[operand(type = AnyMemRef)]
    pub memref: Value,
    /// One index per dimension.
    #[operand(type = Index)]
    pub indices: Vec<Value>,
    /// Whether the access is nontemporal.
    #[attr(default = BoolAttr(false))]
    pub nontemporal: BoolAttr,
    /// The alignment of the access in bytes.
    pub alignment: Option<ValidAlignment>,
}

impl StoreOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        verify_index_count(
            ir,
            op,
            1,
            2,
            "store index operand count not equal to memref rank",
        )
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
             traits = [Pure, SameOperandsAndResultType],
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
#[dialect_op(memref.memory_space_cast, summary = "memref memory space cast operation", verify,
             traits = [Pure, SameOperandsAndResultElementType,
                       SameOperandsAndResultShape],
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
        &self,
        ir: &Ir,
        op: OpId,
        symbols: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let name = String::from_utf8_lossy(self.name.0.root.as_bytes()).into_owned();
        let global = symbols
            .lookup_nearest_symbol_from(ir, op, &self.name.0)
            .and_then(|g| GlobalOp::from_op(ir, g));
        let Some(global) = global else {
            return Err(emit_op_error(
                ir,
                op,
                format!("'{name}' does not reference a valid global memref"),
            ));
        };
        let result = ir.value_type(self.result);
        if global.r#type.0 != *result {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "result type {} does not match type {} of the global memref @{name}",
                    type_to_string(result),
                    type_to_string(&global.r#type.0)
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
                type_to_string(&ty)
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
    let tensor = Type::Tensor(Arc::new(rods::ir::TensorType {
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
                    type_to_string(&g.r#type.0)
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
                    type_to_string(m.element_type()),
                    type_to_string(&init_element)
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
            GetGlobalOp, GlobalOp, LoadOp, MemorySpaceCastOp, RankOp, StoreOp,
        ],
    };
}
