//! The op traits of the catalogue (`model::traits`): what each says, and the checks of their
//! arguments and combinations.

use proc_macro2::TokenStream;
use quote::quote;

use super::messages;
use crate::model::traits::{OpRef, OpTraitKind, op_trait};
use crate::parse_op;

fn errors(traits: TokenStream, fields: TokenStream) -> Vec<String> {
    messages(parse_op(
        quote!(t.op, traits = [#traits], format = "attr-dict"),
        quote!(pub struct Op { #fields }),
    ))
}

fn kind_of(traits: TokenStream) -> OpTraitKind {
    let decl = parse_op(
        quote!(t.op, traits = [#traits], format = "$body attr-dict"),
        quote!(
            pub struct Op {
                #[region]
                body: RegionId,
            }
        ),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    op_trait(&decl.traits[0], decl.trait_args[0].as_ref())
        .ok()
        .flatten()
        .expect("a catalogue trait")
}

#[test]
fn traits_say_what_they_set() {
    let OpTraitKind::Flags(flags) = kind_of(quote!(Pure)) else {
        panic!("Pure sets flags");
    };
    let fields: Vec<&str> = flags.iter().map(|(f, _)| *f).collect();
    assert_eq!(fields, ["memory_effects", "speculatable"]);
    let OpTraitKind::Parents(ops) = kind_of(quote!(ParentOneOf([ForOp, "scf.while"]))) else {
        panic!("ParentOneOf names parents");
    };
    assert!(matches!(&ops[..], [OpRef::Type(_), OpRef::Name(n)] if n.value() == "scf.while"));
    assert!(matches!(
        kind_of(quote!(SingleBlockImplicitTerminator(YieldOp))),
        OpTraitKind::ImplicitTerminator(OpRef::Type(_))
    ));
}

#[test]
fn trait_arguments_are_checked() {
    assert_eq!(
        errors(quote!(HasParent), quote!()),
        [
            "`HasParent` needs an argument: expected `HasParent(ParentOp)` or `HasParent(\"dialect.op\")`"
        ]
    );
    assert_eq!(
        errors(quote!(HasParent(A, B)), quote!()),
        ["expected `HasParent(ParentOp)` or `HasParent(\"dialect.op\")`"]
    );
    assert_eq!(
        errors(quote!(ParentOneOf([])), quote!()),
        ["expected `ParentOneOf([ParentOp, \"dialect.op\", ...])`: a list of ops"]
    );
    assert_eq!(
        errors(quote!(Pure(1)), quote!()),
        ["`Pure` takes no arguments"]
    );
}

#[test]
fn trait_combinations_are_checked() {
    assert_eq!(
        errors(quote!(RecursiveMemoryEffects, Pure), quote!()),
        ["`RecursiveMemoryEffects` and `Pure` both declare the op's memory effects; keep one"]
    );
    // `Pure` includes `NoMemoryEffect`: ODS lists both on `arith.addf`.
    assert!(errors(quote!(Pure, NoMemoryEffect), quote!()).is_empty());
    assert_eq!(
        errors(
            quote!(NoMemoryEffect, Pure, RecursiveMemoryEffects),
            quote!()
        ),
        [
            "`NoMemoryEffect` and `RecursiveMemoryEffects` both declare the op's memory effects; keep one"
        ]
    );
    assert_eq!(
        errors(quote!(HasParent("a.b"), HasParent("a.c")), quote!()),
        ["duplicate op trait `HasParent`"]
    );
    // Relation traits with arguments are predicates, each its own.
    assert_eq!(
        errors(quote!(PredOpTrait("p", p), PredOpTrait("q", q)), quote!()),
        Vec::<String>::new()
    );
    assert_eq!(
        errors(
            quote!(ConstantLike),
            quote!(#[result(type = I32)] a: Value, #[result(type = I32)] b: Value)
        ),
        [
            "`ConstantLike` needs an op with one result and no operands (MLIR's `OneResult` and `ZeroOperands`)"
        ]
    );
    assert_eq!(
        errors(quote!(AffineScope), quote!()),
        ["expected operation to have one or more regions to use `AffineScope`"]
    );
    assert!(
        errors(
            quote!(ConstantLike, Pure),
            quote!(#[result(type = I32)] r: Value)
        )
        .is_empty()
    );
}

fn branch_errors(interfaces: TokenStream, fields: TokenStream) -> Vec<String> {
    messages(parse_op(
        quote!(t.br, traits = [Terminator, AttrSizedOperandSegments], interfaces = [#interfaces], format = "successors operands attr-dict `:` type(operands)"),
        quote!(pub struct Op { #fields }),
    ))
}

#[test]
fn successor_operands_name_one_variadic_group_each() {
    // `cf.cond_br`'s shape is accepted.
    let ok = branch_errors(
        quote!(BranchOpInterface),
        quote!(
            #[operand] c: Value,
            #[operand] t: Vec<Value>,
            #[operand] f: Vec<Value>,
            #[successor(operands = "t")] a: BlockId,
            #[successor(operands = "f")] b: BlockId,
        ),
    );
    assert!(ok.is_empty(), "{ok:?}");
    let errs = branch_errors(
        quote!(BranchOpInterface),
        quote!(
            #[operand] c: Value,
            #[operand] t: Vec<Value>,
            #[operand] u: Vec<Value>,
            #[successor(operands = "c")] a: BlockId,
            #[successor(operands = "nope")] b: BlockId,
            #[successor(operands = "t")] d: Vec<BlockId>,
            #[successor] e: BlockId,
        ),
    );
    assert_eq!(
        errs,
        [
            "successor `a` forwards `c`, which is not a variadic operand group; forwarded operands are declared `Vec<Value>`",
            "successor `b` forwards unknown operand group `nope`; expected one of `t`, `u`",
            "successor `d` is variadic and cannot forward one operand group; declare one `BlockId` field per successor",
            "3 of 4 successors say what they forward, successor `e` does not: add `#[successor(operands = \"...\")]`",
        ]
    );
    let errs = branch_errors(
        quote!(),
        quote!(
            #[operand] t: Vec<Value>,
            #[operand] u: Vec<Value>,
            #[successor(operands = "t")] a: BlockId,
        ),
    );
    assert_eq!(
        errs,
        [
            "`operands` says what a branch forwards: list `BranchOpInterface` in `interfaces = [...]`"
        ]
    );
}

#[test]
fn memory_effects_list_their_effects() {
    let OpTraitKind::Effects(effects) = kind_of(quote!(MemoryEffects([
        MemRead,
        MemWrite(AutomaticAllocationScopeResource, 2, FullEffect),
        MemFreeAt(1)
    ]))) else {
        panic!("effects");
    };
    let seen: Vec<_> = effects
        .iter()
        .map(|e| (e.effect, e.resource, e.stage, e.full))
        .collect();
    assert_eq!(
        seen,
        [
            ("Read", "Default", 0, false),
            ("Write", "AutomaticAllocationScope", 2, true),
            ("Free", "Default", 1, false),
        ]
    );
}

#[test]
fn malformed_effects_are_reported() {
    assert_eq!(
        errors(quote!(MemoryEffects(MemRead)), quote!()),
        ["expected a bracketed list of effects: `[MemRead, MemWrite]`"]
    );
    assert_eq!(
        errors(
            quote!(MemoryEffects([MemRead(DefaultResource, 0, FullEffect, 1)])),
            quote!()
        ),
        [
            "too many arguments to `MemRead`; expected an effect: `MemRead`, `MemWrite`, `MemAlloc` or `MemFree`, optionally with `(Resource, stage, FullEffect)`, or `MemReadAt(stage, FullEffect)`"
        ]
    );
    assert_eq!(
        errors(quote!(MemoryEffects([MemWriteAt(x)])), quote!()),
        ["expected the stage, an integer (`0`)"]
    );
    // `Pure` adds no effect to the declared ones (ODS's `memref.reshape` has both).
    assert!(errors(quote!(Pure, MemoryEffects([MemRead])), quote!()).is_empty());
    assert_eq!(
        errors(
            quote!(RecursiveMemoryEffects),
            quote!(
                #[result(type = I32, effects = [MemAlloc])]
                r: Value,
            )
        ),
        [
            "`RecursiveMemoryEffects` and the effects of `r` both declare the op's memory effects; keep one"
        ]
    );
}
