//! Region plumbing in the `tst` dialect: ops whose formats hold regions the way upstream ops do
//! (`gpu.module`'s optional groups before its body, optional and variadic regions, a custom
//! directive that parses a region with entry arguments it defines, as `scf.for`), listed in
//! [`TST_DIALECT`](crate::testdialect::TST_DIALECT).

#![allow(missing_docs)]

use rods::diag::ParseResult;
use rods::dialect_op;
use rods::ir::{RegionId, Type, Value};
use rods::ods::{
    AnyAttr, ArrayAttr, ArrayMinCount, Confined, DictAttr, Index, StrAttr, SymbolNameAttr,
};
use rods::syntax::parser::{Parser, UnresolvedOperand};
use rods::syntax::printer::Printer;

/// `gpu.module`'s shape (GPUOps.td): an optional group anchored on an array attribute before
/// `attr-dict-with-keyword` and the body. The array's group starts only on `[` (MLIR's
/// `parseOptionalAttribute(ArrayAttr &)`), so the body's `{` is not read as an attribute; an
/// empty body `{}` gets its block (`SingleBlock`), printed `^bb0:` in the generic form.
#[dialect_op(tst.gpu_module,
             traits = [IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol, NoTerminator, SingleBlock],
             format = "$sym_name (`<` $offloadingHandler^ `>`)? ($targets^)? attr-dict-with-keyword $bodyRegion")]
#[derive(Debug)]
pub struct GpuModuleOp {
    pub sym_name: SymbolNameAttr,
    pub targets: Option<Confined<ArrayAttr, ArrayMinCount<1>>>,
    #[attr(name = "offloadingHandler")]
    pub offloading_handler: Option<AnyAttr>,
    #[region(name = "bodyRegion")]
    pub body_region: RegionId,
}

/// A group anchored on a string attribute: it starts only on a string literal.
#[dialect_op(tst.labeled, traits = [NoTerminator, SingleBlock],
             format = "($label^)? attr-dict-with-keyword $body")]
#[derive(Debug)]
pub struct LabeledOp {
    pub label: Option<StrAttr>,
    #[region]
    pub body: RegionId,
}

/// A group anchored on a dictionary attribute: any attribute starts it, `{` too (MLIR's
/// `parseOptionalAttribute(Attribute &)`), so a body alone is read as the dictionary.
#[dialect_op(tst.dict_anchor, traits = [NoTerminator],
             format = "($dict^)? $body attr-dict")]
#[derive(Debug)]
pub struct DictAnchorOp {
    pub dict: Option<DictAttr>,
    #[region]
    pub body: RegionId,
}

/// Optional regions: a single region anchoring a group (printed when it has a block; `{}` is
/// an empty region, printed as nothing) and variadic regions after a keyword.
#[dialect_op(tst.maybe_region, traits = [NoTerminator],
             format = "attr-dict-with-keyword ($body^)? (`else` $others^)?")]
#[derive(Debug)]
pub struct MaybeRegionOp {
    #[region]
    pub body: RegionId,
    #[region]
    pub others: Vec<RegionId>,
}

/// Variadic regions of a `SingleBlock` op: each `{}` gets its block.
#[dialect_op(tst.blocks, traits = [NoTerminator, SingleBlock],
             format = "attr-dict-with-keyword $bodies")]
#[derive(Debug)]
pub struct BlocksOp {
    #[region]
    pub bodies: Vec<RegionId>,
}

/// The `regions` directive on a `SingleBlock` op: each `{}` gets its block too.
#[dialect_op(tst.all_regions, traits = [NoTerminator, SingleBlock],
             format = "attr-dict-with-keyword regions")]
#[derive(Debug)]
pub struct AllRegionsOp {
    #[region]
    pub first: RegionId,
    #[region]
    pub rest: Vec<RegionId>,
}

/// `scf.for`'s header through a custom directive: `tst.for %iv = %lb to %ub { … }`. The
/// directive reads the induction variable, then the body with it as the entry block's
/// argument (MLIR's `parseRegion(region, {iv})`), and prints the body without its entry block
/// arguments (`printRegion(region, /*printEntryBlockArgs=*/false)`).
#[dialect_op(tst.for, traits = [NoTerminator, SingleBlock],
             format = "custom<ForHeader>($lb, $ub, $body) attr-dict")]
#[derive(Debug)]
pub struct ForOp {
    #[operand(type = Index)]
    pub lb: Value,
    #[operand(type = Index)]
    pub ub: Value,
    #[region]
    pub body: RegionId,
}

/// `custom<ForHeader>` of `tst.for`: `%iv = %lb to %ub` and the body.
fn parse_for_header<'a>(
    p: &mut Parser<'a>,
    lb: &mut Vec<UnresolvedOperand<'a>>,
    ub: &mut Vec<UnresolvedOperand<'a>>,
    body: &mut Vec<RegionId>,
) -> ParseResult<()> {
    let mut iv = p.parse_argument_without_type()?;
    iv.ty = Type::Index;
    p.parse_equal()?;
    lb.push(p.parse_operand()?);
    p.parse_keyword("to")?;
    ub.push(p.parse_operand()?);
    let region = p.ir_mut().create_region();
    p.parse_region(region, &[iv])?;
    body.push(region);
    Ok(())
}

fn print_for_header(p: &mut Printer<'_>, lb: &[Value], ub: &[Value], body: &[RegionId]) {
    let ir = p.ir();
    let Some(&region) = body.first() else {
        return;
    };
    let iv = ir
        .region(region)
        .blocks
        .first()
        .and_then(|b| ir.block(*b).args.first().copied());
    if let Some(iv) = iv {
        p.print_operand(iv);
        p.write_str(" = ");
    }
    p.print_operands(lb);
    p.write_str(" to ");
    p.print_operands(ub);
    p.write_str(" ");
    p.print_region(region, false, false);
}

/// `scf.for`'s `iter_args`: `tst.iter iter_args(%acc = %init) -> (i32) { … }`. The directive
/// reads an assignment list (MLIR's `parseAssignmentList`), whose arguments become the body's
/// entry arguments with the result types, which are also the operands' types.
#[dialect_op(tst.iter, traits = [NoTerminator, SingleBlock],
             format = "custom<IterArgs>($inits, type($inits), $body, type($results)) attr-dict")]
#[derive(Debug)]
pub struct IterOp {
    #[operand]
    pub inits: Vec<Value>,
    #[region]
    pub body: RegionId,
    #[result]
    pub results: Vec<Value>,
}

/// `custom<IterArgs>` of `tst.iter`.
fn parse_iter_args<'a>(
    p: &mut Parser<'a>,
    inits: &mut Vec<UnresolvedOperand<'a>>,
    init_types: &mut Vec<Type>,
    body: &mut Vec<RegionId>,
    result_types: &mut Vec<Type>,
) -> ParseResult<()> {
    p.parse_keyword("iter_args")?;
    let mut args = Vec::new();
    p.parse_assignment_list(&mut args, inits)?;
    p.parse_arrow_type_list(result_types)?;
    if args.len() != result_types.len() {
        let loc = p.previous_end_location();
        return Err(p.emit_error_at(
            loc,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    for (arg, ty) in args.iter_mut().zip(result_types.iter()) {
        arg.ty = ty.clone();
    }
    init_types.extend(result_types.iter().cloned());
    let region = p.ir_mut().create_region();
    p.parse_region(region, &args)?;
    body.push(region);
    Ok(())
}

fn print_iter_args(
    p: &mut Printer<'_>,
    inits: &[Value],
    _init_types: &[Type],
    body: &[RegionId],
    result_types: &[Type],
) {
    let ir = p.ir();
    let Some(&region) = body.first() else {
        return;
    };
    let args = ir
        .region(region)
        .blocks
        .first()
        .map_or(&[][..], |b| ir.block(*b).args.as_slice());
    p.write_str("iter_args(");
    for (i, (arg, init)) in args.iter().zip(inits).enumerate() {
        if i != 0 {
            p.write_str(", ");
        }
        p.print_operand(*arg);
        p.write_str(" = ");
        p.print_operand(*init);
    }
    p.write_str(") -> (");
    p.print_type_list(result_types);
    p.write_str(") ");
    p.print_region(region, false, false);
}

// ----- builders declared next to the op (ODS's `builders = [OpBuilder<(ins …)>]`) -------------

impl GpuModuleOp {
    /// `gpu.module`'s builder `(ins "StringRef":$name, CArg<"ArrayAttr", "{}">:$targets)`: the
    /// body gets its block, which the generated [`create`](Self::create) leaves to its caller.
    pub fn create_named(
        ir: &mut rods::ir::Ir,
        loc: rods::ir::Location,
        name: &str,
        targets: Option<Confined<ArrayAttr, ArrayMinCount<1>>>,
    ) -> rods::ir::OpId {
        let body = ir.create_region();
        ir.create_block(body, loc.clone());
        let name = SymbolNameAttr(rods::ir::StringAttr::from(name));
        Self::create(ir, loc, name, targets, None, body)
    }
}

impl ForOp {
    /// `scf.for`'s builder: the body with its induction variable, an `index` argument; returns
    /// the op and the body's block, where the caller appends the loop's ops.
    pub fn create_loop(
        ir: &mut rods::ir::Ir,
        loc: rods::ir::Location,
        lb: Value,
        ub: Value,
    ) -> (rods::ir::OpId, rods::ir::BlockId) {
        let body = ir.create_region();
        let block = ir.create_block(body, loc.clone());
        ir.add_block_argument(block, Type::Index);
        (Self::create(ir, loc, lb, ub, body), block)
    }
}
