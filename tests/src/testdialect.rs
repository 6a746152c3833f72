//! `tst`: a test dialect declared with `#[dialect_attr]` / `#[dialect_op]` that uses every format
//! feature and constraint the macros support, so the corpus in `tests/corpus/testdialect` checks
//! the generated parsers, printers and verifiers end to end (parse → verify → print, and
//! MLIR's diagnostics under `--verify-diagnostics`). Register it with [`register`].

#![allow(missing_docs)]

use rods::diag::ParseResult;
use rods::dialect::Registry;
use rods::ir::{Attribute, BlockId, DictionaryAttr, RegionId, StringAttr, Type, Value};
use std::borrow::Cow;

use rods::ods::{
    AnyAttr, AnyComplex, AnyFloat, AnyInteger, AnyRankedTensor, AnyTypeOf, ArrayAttr,
    ArrayMinCount, AttrInterface, BoolAttr, BoolLike, Confined, F32, FlatSymbolRefAttr, FloatLike,
    I1, I32, I32Attr, I64Attr, Index, IntMinValue, SignlessIntegerOrIndexLike, StrAttr,
    SymbolNameAttr, TensorOf, TypeAttr, TypeAttrOf, TypeConstraint, UnitAttr, VectorOfAnyRankOf,
    i1_same_shape,
};
use rods::syntax::parser::{Parser, UnresolvedOperand};
use rods::syntax::printer::Printer;
use rods::{dialect_attr, dialect_enum, dialect_op, dialect_type};

/// An attribute that names a compilation target (the dialect's attribute interface).
pub trait TargetLike: Send + Sync {
    /// The optimization level.
    fn level(&self) -> i32;
}
rods::attr_interface!(TargetLike);

// ----- attributes ---------------------------------------------------------------------------

/// Literals and parameters: `#tst.pair<"name", 3>`.
#[dialect_attr(tst.pair, name = "TST_PairAttr", format = "`<` $name `,` $count `>`")]
pub struct PairAttr {
    pub name: StringAttr,
    pub count: i64,
}

/// A target: `struct(...)` with defaults and an optional parameter, all optional so it prints
/// bare; a verify hook.
#[dialect_attr(tst.target, name = "TST_TargetAttr", verify, interfaces = [TargetLike],
               format = "(`<` struct($O, $chip, $flags, $fast)^ `>`)?")]
pub struct TargetAttr {
    #[param(name = "O", default = 2)]
    pub opt_level: i32,
    #[param(default = "sm_50".to_owned())]
    pub chip: String,
    pub flags: Option<DictionaryAttr>,
    #[param(default = false)]
    pub fast: bool,
}

impl TargetAttr {
    fn verify(&self) -> Result<(), String> {
        if !(0..=3).contains(&self.opt_level) {
            return Err("The optimization level must be a number between 0 and 3.".into());
        }
        if self.chip.is_empty() {
            return Err("The target chip cannot be empty.".into());
        }
        Ok(())
    }
}

impl TargetLike for TargetAttr {
    fn level(&self) -> i32 {
        self.opt_level
    }
}

/// `params`: `#tst.list<1, "b">`, the optional `b` elided with its comma.
#[dialect_attr(tst.list, name = "TST_ListAttr", format = "`<` params `>`")]
pub struct ListAttr {
    pub a: i64,
    pub b: Option<StringAttr>,
}

/// An optional group with an else branch: `#tst.select<#tst.target>` or `#tst.select<none>`.
#[dialect_attr(tst.select, name = "TST_SelectAttr", format = "`<` (`none`):($target^)? `>`")]
pub struct SelectAttr {
    pub target: Option<Attribute>,
}

/// `qualified($p)` next to a stripped nested attribute, and `custom<F>($p, ref($q))`:
/// `#tst.wrap<<"a", 1>, #tst.pair<"b", 2>, x3>`.
#[dialect_attr(tst.wrap, name = "TST_WrapAttr",
               format = "`<` $inner `,` qualified($outer) `,` custom<Times>($times, ref($inner)) `>`")]
pub struct WrapAttr {
    pub inner: PairAttr,
    pub outer: PairAttr,
    pub times: u32,
}

/// `custom<Times>` of `#tst.wrap`: `xN`.
fn parse_times(p: &mut Parser<'_>, inner: Option<&PairAttr>) -> ParseResult<(u32,)> {
    let _ = inner;
    let loc = p.current_location();
    let kw = p.parse_keyword_any()?;
    match kw.strip_prefix('x').and_then(|n| n.parse().ok()) {
        Some(n) => Ok((n,)),
        None => Err(p.emit_error_at(loc, "expected `x` followed by a count")),
    }
}

fn print_times(p: &mut Printer<'_>, times: &u32, inner: &PairAttr) {
    let _ = inner;
    p.write_str(&format!("x{times}"));
}

/// `custom<Raw>` writes its text as is, so that a test can unbalance the body around a nested
/// attribute: `#tst.raw<#tst.pair<"a", 1> x>`, or, when the text leaves the `<` unclosed,
/// MLIR's fallback `#tst<raw<#tst.pair<"a", 1> )>>` (the printer's pretty-form check).
#[dialect_attr(tst.raw, name = "TST_RawAttr", format = "`<` $inner custom<Raw>($text) `>`")]
pub struct RawAttr {
    pub inner: Attribute,
    pub text: String,
}

/// `custom<Raw>` of `#tst.raw`: a string literal (printed without its quotes).
fn parse_raw(p: &mut Parser<'_>) -> ParseResult<(String,)> {
    let s = p.parse_string()?;
    Ok((String::from_utf8_lossy(s.as_bytes()).into_owned(),))
}

fn print_raw(p: &mut Printer<'_>, text: &str) {
    p.write_str(text);
}

/// Two attributes printed in the reverse of their declaration order: the alias walk follows the
/// printer, so `#tst.swap<affine_map<A>, affine_map<B>>` names `A` `#map` and `B` `#map1`.
#[dialect_attr(tst.swap, name = "TST_SwapAttr", format = "`<` $second `,` $first `>`")]
pub struct SwapAttr {
    pub first: Attribute,
    pub second: Attribute,
}

/// No parameters: `#tst.unit` (and `#tst.unit<>` parses).
#[dialect_attr(tst.unit, name = "TST_UnitAttr")]
pub struct UnitLikeAttr {}

rods::typed_array_attr!(
    /// an array of pairs
    pub PairArrayAttr, PairAttr, "an array of tst pair attributes"
);

// ----- enums (MLIR's `EnumAttr.td`) ---------------------------------------------------------

/// Like arith's `CmpIPredicate`: an `I64EnumAttr` whose summary is the default «allowed 64-bit
/// signless integer cases: 0, 1, …».
#[dialect_enum(I64EnumAttr, cpp_namespace = "::tst")]
pub enum CmpPredicate {
    #[case(value = 0, str = "eq")]
    Eq,
    #[case(value = 1, str = "ne")]
    Ne,
    #[case(value = 2, str = "slt")]
    Slt,
    #[case(value = 3, str = "sle")]
    Sle,
    #[case(value = 4, str = "sgt")]
    Sgt,
    #[case(value = 5, str = "sge")]
    Sge,
    #[case(value = 6, str = "ult")]
    Ult,
    #[case(value = 7, str = "ule")]
    Ule,
    #[case(value = 8, str = "ugt")]
    Ugt,
    #[case(value = 9, str = "uge")]
    Uge,
}

/// Like arith's `RoundingMode`: an `I32EnumAttr` with a summary; `far-away` is no keyword, so
/// formats print it quoted.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::tst",
    summary = "Floating point rounding mode"
)]
pub enum RoundingMode {
    #[case(value = 0, str = "to_nearest_even")]
    ToNearestEven,
    #[case(value = 1, str = "downward")]
    Downward,
    #[case(value = 2, str = "upward")]
    Upward,
    #[case(value = 3, str = "toward_zero")]
    TowardZero,
    #[case(value = 4, str = "far-away")]
    FarAway,
}

/// Like gpu's `Dimension` (`genSpecializedAttr = 0`), wrapped by [`DimensionAttr`].
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::tst",
    gen_specialized_attr = false,
    summary = "a dimension, either 'x', 'y', or 'z'"
)]
pub enum Dimension {
    #[case(value = 0, str = "x")]
    X,
    #[case(value = 1, str = "y")]
    Y,
    #[case(value = 2, str = "z")]
    Z,
}

/// `EnumAttr<TST_Dialect, Dimension, "dim">` with its default format `$value`: printed
/// `#tst<dim x>` (the body ` x` is not a pretty one), `tst.thread_id  x` in an op.
#[dialect_attr(tst.dim, name = "TST_DimensionAttr", format = "$value",
               summary = "a dimension, either 'x', 'y', or 'z'")]
pub struct DimensionAttr {
    pub value: Dimension,
}

/// `EnumAttr<TST_Dialect, RoundingMode, "rounding">`: `far-away` is no keyword, so rods prints
/// it quoted (`#tst.rounding<"far-away">`) where MLIR's unquoted text would not read back.
#[dialect_attr(tst.rounding, name = "TST_RoundingModeAttr", format = "`<` $value `>`",
               summary = "Floating point rounding mode")]
pub struct RoundingModeAttr {
    pub value: RoundingMode,
}

/// Like arith's `FastMathFlags`: a bit enum with `none`, a group of every bit, `,` between
/// cases and primary groups (`fast` prints alone).
#[dialect_enum(
    I32BitEnumAttr,
    cpp_namespace = "::tst",
    summary = "Floating point fast math flags",
    separator = ",",
    print_bit_enum_primary_groups,
    gen_specialized_attr = false
)]
pub enum FastMathFlags {
    #[case(none, str = "none")]
    None,
    #[case(bit = 0, str = "reassoc")]
    Reassoc,
    #[case(bit = 1, str = "nnan")]
    Nnan,
    #[case(bit = 2, str = "ninf")]
    Ninf,
    #[case(bit = 3, str = "nsz")]
    Nsz,
    #[case(bit = 4, str = "arcp")]
    Arcp,
    #[case(bit = 5, str = "contract")]
    Contract,
    #[case(bit = 6, str = "afn")]
    Afn,
    #[case(group = [Reassoc, Nnan, Ninf, Nsz, Arcp, Contract, Afn], str = "fast")]
    Fast,
}

/// `EnumAttr<TST_Dialect, FastMathFlags, "fastmath">` with format `` `<` $value `>` ``.
#[dialect_attr(tst.fastmath, name = "TST_FastMathAttr", format = "`<` $value `>`",
               summary = "Floating point fast math flags")]
pub struct FastMathAttr {
    pub value: FastMathFlags,
}

/// Like arith's `IntegerOverflowFlags`: the separator `, `.
#[dialect_enum(
    I32BitEnumAttr,
    cpp_namespace = "::tst",
    summary = "Integer overflow arith flags",
    separator = ", ",
    print_bit_enum_primary_groups,
    gen_specialized_attr = false
)]
pub enum IntegerOverflowFlags {
    #[case(none, str = "none")]
    None,
    #[case(bit = 0, str = "nsw")]
    Nsw,
    #[case(bit = 1, str = "nuw")]
    Nuw,
}

/// `EnumAttr<TST_Dialect, IntegerOverflowFlags, "overflow">`.
#[dialect_attr(tst.overflow, name = "TST_IntegerOverflowAttr", format = "`<` $value `>`",
               summary = "Integer overflow arith flags")]
pub struct IntegerOverflowAttr {
    pub value: IntegerOverflowFlags,
}

/// A bit enum with the default `|` separator, groups printed after their bits (no primary
/// groups), used directly as an op attribute (a value that is not one bit prints quoted).
#[dialect_enum(I8BitEnumAttr, cpp_namespace = "::tst", summary = "access bits")]
pub enum Access {
    #[case(none, str = "none")]
    None,
    #[case(bit = 0, str = "read")]
    Read,
    #[case(bit = 1, str = "write")]
    Write,
    #[case(bit = 2, str = "exec")]
    Exec,
    #[case(group = [Read, Write], str = "rw")]
    ReadWrite,
}

/// Dialect types as parameters: a stripped `!tst.pair` (`<i32, f32>`), an optional stripped
/// `!tst.token` (its body is empty, so it prints in full) and a `Type`:
/// `#tst.typed<<i32, f32>, index, !tst.token>`.
#[dialect_attr(tst.typed, name = "TST_TypedAttr",
               format = "`<` $pair `,` $any (`,` $token^)? `>`")]
pub struct TypedAttr {
    pub pair: PairType,
    pub token: Option<TokenType>,
    pub any: Type,
}

/// A parameter without parameters of its own, stripped: its body is empty, so it prints in
/// full (MLIR's `printStrippedAttrOrType` fallback): `#tst.units<#tst.unit>`.
#[dialect_attr(tst.units, name = "TST_UnitsAttr", format = "`<` $unit `>`")]
pub struct UnitsAttr {
    pub unit: UnitLikeAttr,
}

// ----- types --------------------------------------------------------------------------------

/// A type whose values can be waited on (the dialect's type interface).
pub trait Awaitable: Send + Sync {
    /// How many values one wait covers.
    fn width(&self) -> u32;
}
rods::type_interface!(Awaitable);

/// No parameters (like `!gpu.async.token`): `!tst.token`, buildable, awaitable.
#[dialect_type(tst.token, name = "TST_TokenType", summary = "tst token",
               interfaces = [Awaitable])]
pub struct TokenType {}

impl Awaitable for TokenType {
    fn width(&self) -> u32 {
        1
    }
}

/// A dotted mnemonic (as `!gpu.async.token`): `!tst.async.token`.
#[dialect_type(tst.async.token, name = "TST_AsyncTokenType")]
pub struct AsyncTokenType {}

/// Two type parameters: `!tst.pair<i32, f32>`.
#[dialect_type(tst.pair, name = "TST_PairType", summary = "pair of types",
               format = "`<` $first `,` $second `>`")]
pub struct PairType {
    pub first: Type,
    pub second: Type,
}

/// An integer and a type (like `!llvm.array<4 x i32>`), with a verify hook:
/// `!tst.vec<4 x i32>`.
#[dialect_type(tst.vec, name = "TST_VecType", verify, format = "`<` $count `x` $elem `>`")]
pub struct VecType {
    pub count: u32,
    pub elem: Type,
}

impl VecType {
    /// As `!llvm.array`'s verifier: «invalid array element type: '!llvm.void'».
    fn verify(&self) -> Result<(), String> {
        if matches!(self.elem, Type::Function(_) | Type::None) || self.elem.as_dialect().is_some() {
            let ty = rods::ir::print::type_to_string(&self.elem);
            return Err(format!("invalid vec element type: '{ty}'"));
        }
        if self.count == 0 {
            return Err("vec must have at least one element".into());
        }
        Ok(())
    }
}

/// `struct(...)` with a default and an optional parameter: `!tst.shape<rank = 2>`,
/// `!tst.shape<rank = 1, elem = f32, layout = "col">`.
#[dialect_type(tst.shape, name = "TST_ShapeType", format = "`<` struct(params) `>`")]
pub struct ShapeType {
    pub rank: u32,
    pub elem: Option<Type>,
    #[param(default = String::from("row"))]
    pub layout: String,
}

/// Another dialect type as a parameter, stripped, and `qualified`:
/// `!tst.box<<i32, f32>, !tst.pair<i1, i1>>`.
#[dialect_type(tst.box, name = "TST_BoxType",
               format = "`<` $inner `,` qualified($outer) `>`")]
pub struct BoxType {
    pub inner: PairType,
    pub outer: PairType,
}

/// An optional group and `custom<F>`: `!tst.wait` or `!tst.wait<x3>`.
#[dialect_type(tst.wait, name = "TST_WaitType", format = "(`<` custom<Count>($times)^ `>`)?")]
pub struct WaitType {
    pub times: Option<u32>,
}

// ----- ops without values -------------------------------------------------------------------

/// Like `gpu.binary`: a symbol, an optional interface-typed handler, a confined typed array.
#[dialect_op(tst.binary, traits = [Symbol],
             format = "$sym_name (`<` $handler^ `>`)? attr-dict $objects")]
#[derive(Debug)]
pub struct BinaryOp {
    pub sym_name: SymbolNameAttr,
    pub handler: Option<AttrInterface<dyn TargetLike>>,
    pub objects: Confined<PairArrayAttr, ArrayMinCount<1>>,
}

/// Every scalar kind in a format, and constraints.
#[dialect_op(tst.kinds, format = "$label $count `,` $wide `,` $flag $items `:` $any attr-dict")]
#[derive(Debug)]
pub struct KindsOp {
    pub label: StrAttr,
    pub count: Confined<I32Attr, IntMinValue<0>>,
    pub wide: I64Attr,
    pub flag: BoolAttr,
    pub items: Confined<ArrayAttr, ArrayMinCount<1>>,
    pub any: AnyAttr,
}

/// Optional groups: optional, unit (elided anchor), default-valued anchors, an else branch;
/// `attr-dict-with-keyword`.
#[dialect_op(tst.flags,
             format = "(`<` $handler^ `>`)? (`ro` $ro^)? (`lvl` $level^)? (`none`):(`val` $v^)? attr-dict-with-keyword")]
#[derive(Debug)]
pub struct FlagsOp {
    pub handler: Option<StrAttr>,
    pub ro: Option<UnitAttr>,
    #[attr(default = I32Attr(1))]
    pub level: I32Attr,
    pub v: Option<I32Attr>,
}

/// `custom<Level>`, whitespace literals and `qualified`.
#[dialect_op(tst.custom, format = "custom<Level>($level) `` `(` $n `)` ` ` `:` qualified($q) attr-dict")]
#[derive(Debug)]
pub struct CustomOp {
    pub level: Option<I32Attr>,
    pub n: I32Attr,
    pub q: AnyAttr,
}

/// `custom<Level>` of `tst.custom`: `level N`, or nothing.
fn parse_level(p: &mut Parser<'_>) -> ParseResult<(Option<Attribute>,)> {
    if !p.parse_optional_keyword("level") {
        return Ok((None,));
    }
    let n = p.parse_integer_i64()?;
    Ok((Some(Attribute::int(32, n)),))
}

fn print_level(p: &mut Printer<'_>, level: Option<&Attribute>) {
    if let Some(n) = level
        .and_then(Attribute::as_integer)
        .and_then(|i| i.as_i64())
    {
        p.write_str(&format!("level {n}"));
    }
}

/// Types in properties: `TypeAttrOf<PairType>` («type attribute of pair of types») and a
/// plain `TypeAttr`: `tst.typed !tst.pair<i32, f32>, index`; and an attribute without
/// parameters, which prints in full where it would print stripped: `… index #tst.unit`.
#[dialect_op(tst.typed, format = "$pair `,` $any ($marker^)? attr-dict")]
#[derive(Debug)]
pub struct TypedOp {
    pub pair: TypeAttrOf<PairType>,
    pub any: TypeAttr,
    pub marker: Option<UnitLikeAttr>,
}

/// An optional symbol reference anchoring a group, which starts only at an `@` (upstream's
/// `parseOptionalAttribute(SymbolRefAttr&)`): in `tst.sym_opt {a}` the dictionary is the
/// attr-dict.
#[dialect_op(tst.sym_opt, format = "($callee^)? attr-dict")]
#[derive(Debug)]
pub struct SymOptOp {
    pub callee: Option<FlatSymbolRefAttr>,
}

/// `prop-dict`.
#[dialect_op(tst.props, format = "$name prop-dict attr-dict")]
#[derive(Debug)]
pub struct PropsOp {
    pub name: StrAttr,
    pub level: Option<I32Attr>,
}

// ----- ops with values ----------------------------------------------------------------------

/// A region holder: `attr-dict-with-keyword` before a region.
#[dialect_op(tst.module, traits = [NoTerminator], format = "attr-dict-with-keyword $body")]
#[derive(Debug)]
pub struct ModuleOp {
    #[region]
    pub body: RegionId,
}

/// Two operands, a result, `type(...)` of each.
#[dialect_op(tst.add, format = "$a `,` $b attr-dict `:` type($a) `,` type($b) `->` type($r)")]
#[derive(Debug)]
pub struct AddOp {
    #[operand]
    pub a: Value,
    #[operand]
    pub b: Value,
    #[result]
    pub r: Value,
}

/// Variadic operands and results with `functional-type`.
#[dialect_op(tst.call, format = "`(` $args `)` attr-dict `:` functional-type($args, $res)")]
#[derive(Debug)]
pub struct CallOp {
    #[operand]
    pub args: Vec<Value>,
    #[result]
    pub res: Vec<Value>,
}

/// An optional operand anchoring a group, and an operand of buildable type.
#[dialect_op(tst.cond, format = "$x (`if` $cond^ `:` type($cond))? attr-dict")]
#[derive(Debug)]
pub struct CondOp {
    #[operand]
    pub cond: Option<Value>,
    #[operand(type = I32)]
    pub x: Value,
}

/// `operands`, `type(operands)`, `type(results)`. Each type list reads one type at least (as
/// MLIR's `parseTypeList`): with no operands or no results, the print does not read back.
#[dialect_op(tst.all, format = "operands attr-dict `:` type(operands) `->` type(results)")]
#[derive(Debug)]
pub struct AllOp {
    #[operand]
    pub p: Vec<Value>,
    #[result]
    pub o: Vec<Value>,
}

/// A variadic operand anchoring a group.
#[dialect_op(tst.maybe, format = "($v^ `:` type($v))? attr-dict")]
#[derive(Debug)]
pub struct MaybeOp {
    #[operand]
    pub v: Vec<Value>,
}

/// `regions`.
#[dialect_op(tst.regions, traits = [NoTerminator], format = "attr-dict-with-keyword regions")]
#[derive(Debug)]
pub struct RegionsOp {
    #[region]
    pub first: RegionId,
    #[region]
    pub more: Vec<RegionId>,
}

/// A result of buildable type: nothing to print.
#[dialect_op(tst.const, format = "attr-dict")]
#[derive(Debug)]
pub struct ConstOp {
    #[result(type = I32)]
    pub r: Value,
}

/// A result of a buildable dialect type (`!tst.token`): nothing to print.
#[dialect_op(tst.token_src, format = "attr-dict")]
#[derive(Debug)]
pub struct TokenSrcOp {
    #[result(type = TokenType)]
    pub t: Value,
}

/// Successors.
#[dialect_op(tst.br, traits = [Terminator], format = "$dest `,` `[` $others `]` attr-dict")]
#[derive(Debug)]
pub struct BrOp {
    #[successor]
    pub dest: BlockId,
    #[successor]
    pub others: Vec<BlockId>,
}

/// `oilist`: clauses in any order, printed in declaration order; a unit-only clause is just its
/// keyword.
#[dialect_op(tst.oilist,
             format = "oilist(`a` `=` $a | `u` $u | `v` `(` $v `:` type($v) `)`) attr-dict")]
#[derive(Debug)]
pub struct OilistOp {
    pub a: Option<I32Attr>,
    pub u: Option<UnitAttr>,
    #[operand]
    pub v: Vec<Value>,
}

/// `custom<F>` with value arguments: an operand and its type, read as `%x as i32`.
#[dialect_op(tst.cast, format = "custom<As>($src, type($src)) attr-dict `->` type($dst)")]
#[derive(Debug)]
pub struct CastOp {
    #[operand]
    pub src: Value,
    #[result]
    pub dst: Value,
}

/// `custom<As>` of `tst.cast`: `%x as T`.
fn parse_as<'a>(
    p: &mut Parser<'a>,
    operands: &mut Vec<UnresolvedOperand<'a>>,
    types: &mut Vec<Type>,
) -> ParseResult<()> {
    operands.push(p.parse_operand()?);
    p.parse_keyword("as")?;
    types.push(p.parse_type()?);
    Ok(())
}

fn print_as(p: &mut Printer<'_>, values: &[Value], types: &[Type]) {
    p.print_operands(values);
    p.write_str(" as ");
    p.print_type_list(types);
}

/// An enum as a bare keyword (`tst.cmpi slt`; `{predicate = 2 : i64}` in the generic form),
/// an optional one, a default-valued one (elided when `to_nearest_even`).
#[dialect_op(tst.cmpi,
             format = "$predicate (`else` $other^)? (`rounding` $rounding^)? attr-dict")]
#[derive(Debug)]
pub struct CmpIOp {
    pub predicate: CmpPredicate,
    pub other: Option<CmpPredicate>,
    #[attr(default = RoundingMode::ToNearestEven)]
    pub rounding: RoundingMode,
}

/// `qualified($x)` of an enum: MLIR formats the case all the same.
#[dialect_op(tst.qcmpi, format = "qualified($predicate) attr-dict")]
#[derive(Debug)]
pub struct QualifiedCmpIOp {
    pub predicate: CmpPredicate,
}

/// An optional enum as the first element of its group, and a bit enum used directly.
#[dialect_op(tst.access, format = "($mode^)? `bits` $bits attr-dict")]
#[derive(Debug)]
pub struct AccessOp {
    pub mode: Option<RoundingMode>,
    pub bits: Access,
}

/// An enum without a specialized attribute (`genSpecializedAttr = 0`) used directly: its
/// storage is any integer attribute, so a wrong value fails the verifier, not the property
/// conversion.
#[dialect_op(tst.dim, format = "$dim attr-dict")]
#[derive(Debug)]
pub struct DimOp {
    pub dim: Dimension,
}

/// Like `gpu.thread_id`: an `EnumAttr` printed by its own format ` x` after the op's space.
#[dialect_op(tst.thread_id, format = "$dimension attr-dict")]
#[derive(Debug)]
pub struct ThreadIdOp {
    pub dimension: DimensionAttr,
}

/// Like `arith.addf` / `arith.addi`: `EnumAttr`s in optional groups, glued to their keyword;
/// `overflow<none>` is the default (elided).
#[dialect_op(tst.arith,
             format = "(`fastmath` `` $fastmath^)? (`overflow` `` $overflow^)? attr-dict")]
#[derive(Debug)]
pub struct ArithOp {
    pub fastmath: Option<FastMathAttr>,
    #[attr(default = IntegerOverflowAttr::new(IntegerOverflowFlags::None))]
    pub overflow: IntegerOverflowAttr,
}

/// `custom<Count>` of `!tst.wait`: `xN`.
fn parse_count(p: &mut Parser<'_>) -> ParseResult<(Option<u32>,)> {
    let loc = p.current_location();
    let kw = p.parse_keyword_any()?;
    match kw.strip_prefix('x').and_then(|n| n.parse().ok()) {
        Some(n) => Ok((Some(n),)),
        None => Err(p.emit_error_at(loc, "expected `x` followed by a count")),
    }
}

fn print_count(p: &mut Printer<'_>, times: &Option<u32>) {
    if let Some(n) = times {
        p.write_str(&format!("x{n}"));
    }
}

// ----- type constraints ------------------------------------------------------------------------

/// A user-defined type constraint: «even-width integer».
#[derive(Debug)]
pub struct EvenWidthInteger;

impl TypeConstraint for EvenWidthInteger {
    fn summary() -> Cow<'static, str> {
        "even-width integer".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::Integer { width, .. } if width % 2 == 0)
    }
}

/// Container, composed and user-defined constraints; a buildable `I1` operand the format does
/// not print; a variadic group, its values and types printed only when it has some.
#[dialect_op(tst.tc_kinds,
             format = "$flag `,` $t `,` $r `,` $v `,` $c (`[` $rest^ `]`)? attr-dict `:` type($t) `,` type($r) `,` type($v) `,` type($c) (`[` type($rest)^ `]`)? `->` type($res) `,` type($even)")]
#[derive(Debug)]
pub struct TcKindsOp {
    #[operand(type = I1)]
    pub flag: Value,
    #[operand(type = TensorOf<(I32, F32)>)]
    pub t: Value,
    #[operand(type = AnyRankedTensor)]
    pub r: Value,
    #[operand(type = VectorOfAnyRankOf<FloatLike>)]
    pub v: Value,
    #[operand(type = AnyComplex)]
    pub c: Value,
    #[operand(type = AnyTypeOf<(Index, AnyFloat)>)]
    pub rest: Vec<Value>,
    #[result(type = AnyTypeOf<(I32, F32)>)]
    pub res: Value,
    #[result(type = EvenWidthInteger)]
    pub even: Value,
}

// ----- type relation traits and inference ------------------------------------------------------

/// Like `arith.addi`: `SameOperandsAndResultType`, so the format prints the result type only
/// and the parser gives it to both operands.
#[dialect_op(tst.tc_add, traits = [SameOperandsAndResultType],
             format = "$lhs `,` $rhs attr-dict `:` type($result)")]
#[derive(Debug)]
pub struct TcAddOp {
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub lhs: Value,
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub rhs: Value,
    #[result(type = SignlessIntegerOrIndexLike)]
    pub result: Value,
}

/// Like `arith.cmpi` (without its predicate): `SameTypeOperands`, and the result type derived
/// from the left operand's with a transformer.
#[dialect_op(tst.tc_cmp,
             traits = [SameTypeOperands,
                       TypesMatchWith("result type has i1 element type and same shape as operands",
                                      "lhs", "result", i1_same_shape)],
             format = "$lhs `,` $rhs attr-dict `:` type($lhs)")]
#[derive(Debug)]
pub struct TcCmpOp {
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub lhs: Value,
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub rhs: Value,
    #[result(type = BoolLike)]
    pub result: Value,
}

/// Like `arith.select`: `AllTypesMatch` over both values and the result.
#[dialect_op(tst.tc_select,
             traits = [AllTypesMatch(["true_value", "false_value", "result"])],
             format = "$condition `,` $true_value `,` $false_value attr-dict `:` type($condition) `,` type($result)")]
#[derive(Debug)]
pub struct TcSelectOp {
    #[operand(type = BoolLike)]
    pub condition: Value,
    #[operand]
    pub true_value: Value,
    #[operand]
    pub false_value: Value,
    #[result]
    pub result: Value,
}

/// Like `arith.constant`: `AllTypesMatch(["value", "result"])` takes the result type from the
/// typed attribute the format binds.
#[dialect_op(tst.tc_constant, traits = [AllTypesMatch(["value", "result"])],
             format = "attr-dict $value")]
#[derive(Debug)]
pub struct TcConstantOp {
    pub value: AnyAttr,
    #[result]
    pub result: Value,
}

/// Verify-only relations: like `memref.copy` (`SameOperandsElementType`, `SameOperandsShape`),
/// `arith.extui` (`SameOperandsAndResultShape`) and `amdgpu.raw_buffer_store`
/// (`AllElementTypesMatch`).
#[dialect_op(tst.tc_shapes,
             traits = [AllElementTypesMatch(["a", "r"]), SameOperandsElementType, SameOperandsShape,
                       SameOperandsAndResultShape],
             format = "$a `,` $b attr-dict `:` functional-type(operands, results)")]
#[derive(Debug)]
pub struct TcShapesOp {
    #[operand]
    pub a: Value,
    #[operand]
    pub b: Value,
    #[result]
    pub r: Value,
}

// ----- result type inference -------------------------------------------------------------------

/// `InferTypeOpInterface`, like `vector.extract` without positions: the result is the element
/// type of the operand, so the format prints no result type.
#[dialect_op(tst.tc_elem, traits = [InferTypeOpInterface], format = "$v attr-dict `:` type($v)")]
#[derive(Debug)]
pub struct TcElemOp {
    #[operand]
    pub v: Value,
    #[result]
    pub r: Value,
}

impl TcElemOp {
    /// The element type of a vector or tensor operand.
    fn infer_return_types(args: &rods::ods::InferTypeArgs<'_>) -> Result<Vec<Type>, String> {
        match args.operand_types {
            [Type::Vector(v)] => Ok(vec![v.element.clone()]),
            [Type::Tensor(t)] if t.shape.is_some() => Ok(vec![t.element.clone()]),
            [ty] => Err(format!(
                "'tst.tc_elem' op expected a vector or ranked tensor, got '{}'",
                rods::ir::print::type_to_string(ty)
            )),
            _ => Err("'tst.tc_elem' op expected one operand".into()),
        }
    }
}

/// `InferTypeOpInterface` over variable-length groups, like `memref.distinct_objects`: one
/// result of each operand's type; an optional attribute asks for an extra `index` result. The
/// operands and their types are in an optional group, so that no operands reads back
/// (`tst.tc_same {extra}`), also before an op with results.
#[dialect_op(tst.tc_same, traits = [InferTypeOpInterface],
             format = "(`(` $operands^ `:` type($operands) `)`)? attr-dict")]
#[derive(Debug)]
pub struct TcSameOp {
    #[operand]
    pub operands: Vec<Value>,
    pub extra: Option<UnitAttr>,
    #[result]
    pub results: Vec<Value>,
}

impl TcSameOp {
    /// The operands' types, and `index` with `extra`.
    fn infer_return_types(args: &rods::ods::InferTypeArgs<'_>) -> Result<Vec<Type>, String> {
        let mut types = args.operand_types.to_vec();
        if args.property("extra").is_some() {
            types.push(Type::Index);
        }
        Ok(types)
    }
}

/// `FirstAttrDerivedResultType`: builders give the result the type of the first attribute (a
/// `TypeAttr`'s value).
#[dialect_op(tst.tc_fad, traits = [FirstAttrDerivedResultType],
             format = "$ty `,` $v attr-dict `:` type($v) `->` type($r)")]
#[derive(Debug)]
pub struct TcFadOp {
    pub ty: TypeAttr,
    #[operand]
    pub v: Value,
    #[result]
    pub r: Value,
}

// ----- dialect types in op formats ---------------------------------------------------------------

/// Operands and a result constrained by dialect types, like `emitc.load` (`!emitc.lvalue<i32>`
/// prints `<i32>`): `type($x)` of a type with parameters prints its stripped body and reads it
/// or the full form; `qualified(type($q))` the full form; a type without parameters
/// (`!tst.token`) prints in full.
#[dialect_op(tst.tc_dtype,
             format = "$x `,` $q `,` $t attr-dict `:` type($x) `,` qualified(type($q)) `,` type($t) `->` type($r)")]
#[derive(Debug)]
pub struct TcDialectTypeOp {
    #[operand(type = PairType)]
    pub x: Value,
    #[operand(type = PairType)]
    pub q: Value,
    #[operand(type = TokenType)]
    pub t: Value,
    #[result(type = VecType)]
    pub r: Value,
}

// ----- enum properties ---------------------------------------------------------------------------

/// Like ptr's `PtrAddFlags`: an enum the ops below store as a property.
#[dialect_enum(I32EnumAttr, cpp_namespace = "::tst", summary = "Pointer add flags")]
pub enum AddFlags {
    #[case(value = 0, str = "none")]
    None,
    #[case(value = 1, str = "nusw")]
    Nusw,
    #[case(value = 2, str = "nuw")]
    Nuw,
    #[case(value = 3, str = "inbounds")]
    Inbounds,
}

/// Like ptr's `PtrDiffFlags`: an `I8BitEnum` stored as a property (`nuw|nsw`, bare).
#[dialect_enum(
    I8BitEnumAttr,
    cpp_namespace = "::tst",
    summary = "Pointer difference flags"
)]
pub enum DiffFlags {
    #[case(none, str = "none")]
    None,
    #[case(bit = 0, str = "nuw")]
    Nuw,
    #[case(bit = 1, str = "nsw")]
    Nsw,
}

/// `EnumProp`s, like `ptr.ptr_add` (`DefaultValuedProp<EnumProp<Ptr_PtrAddFlags>,
/// "PtrAddFlags::none">`, anchoring an optional group) and `ptr.ptr_diff` (a bit enum): the
/// generic form stores them as integers (`<{flags = 2 : i32}>`), the custom form writes the case.
#[dialect_op(tst.tc_prop,
             format = "($flags^)? $a `,` $pred (`bits` $bits^)? attr-dict `:` type($a)")]
#[derive(Debug)]
pub struct TcPropOp {
    #[attr(default = rods::ods::EnumProp(AddFlags::None))]
    pub flags: rods::ods::EnumProp<AddFlags>,
    pub pred: rods::ods::EnumProp<CmpPredicate>,
    #[attr(default = rods::ods::EnumProp(DiffFlags::None))]
    pub bits: rods::ods::EnumProp<DiffFlags>,
    #[operand]
    pub a: Value,
}

// ----- segment sizes -----------------------------------------------------------------------------

/// Several variable-length operand and result groups (`AttrSizedOperandSegments`,
/// `AttrSizedResultSegments`): the parser stores `operandSegmentSizes` / `resultSegmentSizes`,
/// the generic form prints them, custom forms never do. A type list of a variadic group is in an
/// optional group anchored on it: an empty one is left out.
#[dialect_op(tst.tc_segments, traits = [AttrSizedOperandSegments, AttrSizedResultSegments],
             format = "`(` $a `)` `[` $b `]` $d (`opt` $c^)? attr-dict `:` (`[` type($b)^ `]`)? type($d) (`->` `(` type($r)^ `)`)? `(` type($s) `)`")]
#[derive(Debug)]
pub struct TcSegmentsOp {
    #[operand(type = Index)]
    pub a: Vec<Value>,
    #[operand]
    pub b: Vec<Value>,
    #[operand(type = I32)]
    pub c: Option<Value>,
    #[operand]
    pub d: Value,
    #[result(type = AnyInteger)]
    pub r: Vec<Value>,
    #[result]
    pub s: Option<Value>,
}

/// `operands` and `type(results)` on an op with segment sizes, which mlir-tblgen accepts: the
/// parser does not tell the groups apart, so the sizes come from the attr-dict, where the
/// printer prints them.
#[dialect_op(tst.tc_seg_all, traits = [AttrSizedOperandSegments, AttrSizedResultSegments],
             format = "operands attr-dict `:` type(operands) `->` type(results)")]
#[derive(Debug)]
pub struct TcSegAllOp {
    #[operand]
    pub a: Vec<Value>,
    #[operand]
    pub b: Vec<Value>,
    #[result]
    pub r: Vec<Value>,
    #[result]
    pub s: Vec<Value>,
}

/// `operands` with an inferred variadic group (`SameOperandsAndResultType` from the printed
/// result type): as mlir-tblgen's parser, each group is given one type.
#[dialect_op(tst.tc_ops_infer, traits = [SameOperandsAndResultType],
             format = "operands attr-dict `:` type($r)")]
#[derive(Debug)]
pub struct TcOpsInferOp {
    #[operand]
    pub a: Vec<Value>,
    #[operand]
    pub b: Value,
    #[result]
    pub r: Value,
}

// ----- traits and verifiers ----------------------------------------------------------------

/// `tensor.generate`, declared as TensorOps.td declares it: `SingleBlockImplicitTerminator`
/// (the format's `$body` gets a `tst.gen_yield` when it has none, and prints without one that
/// has nothing to print), `hasVerifier` and `hasRegionVerifier` with MLIR's messages.
#[dialect_op(tst.generate, traits = [RecursiveMemoryEffects, SingleBlockImplicitTerminator(GenYieldOp)],
             interfaces = [OpAsmOpInterface], verify, verify_regions,
             format = "$dynamicExtents $body attr-dict `:` type($result)")]
#[derive(Debug)]
pub struct GenerateOp {
    #[operand(name = "dynamicExtents", type = Index)]
    pub dynamic_extents: Vec<Value>,
    #[result(type = AnyRankedTensor)]
    pub result: Value,
    #[region]
    pub body: RegionId,
}

impl GenerateOp {
    /// The result's ranked tensor type.
    fn result_type(ir: &rods::ir::Ir, op: rods::ir::OpId) -> Option<&rods::ir::TensorType> {
        match ir.value_type(ir.op(op).results[0]) {
            Type::Tensor(t) if t.shape.is_some() => Some(t),
            _ => None,
        }
    }

    /// One operand per dynamic size of the result.
    fn verify(ir: &rods::ir::Ir, op: rods::ir::OpId) -> Result<(), rods::diag::Diagnostic> {
        let Some(ty) = Self::result_type(ir, op) else {
            return Ok(());
        };
        let dynamic = ty.shape.iter().flatten().filter(|d| d.is_none()).count();
        let given = ir.op(op).operands.len();
        if given != dynamic {
            return Err(rods::ods::emit_op_error(
                ir,
                op,
                format!("incorrect number of dynamic sizes, has {given}, expected {dynamic}"),
            ));
        }
        Ok(())
    }

    /// Index arguments, one per dimension; a yield of the element type.
    fn verify_regions(ir: &rods::ir::Ir, op: rods::ir::OpId) -> Result<(), rods::diag::Diagnostic> {
        let Some(ty) = Self::result_type(ir, op) else {
            return Ok(());
        };
        let Some(entry) = ir.region(ir.op(op).regions()[0]).blocks.first() else {
            return Ok(());
        };
        let block = ir.block(*entry);
        if !block
            .args
            .iter()
            .all(|a| matches!(ir.value_type(*a), Type::Index))
        {
            return Err(rods::ods::emit_error(
                ir,
                op,
                "all body arguments must be index",
            ));
        }
        if block.args.len() != ty.shape.as_ref().map_or(0, Vec::len) {
            return Err(rods::ods::emit_error(
                ir,
                op,
                "must have one body argument per input dimension",
            ));
        }
        let yielded = block
            .ops
            .last()
            .and_then(|y| ir.op(*y).operands.first())
            .map(|v| ir.value_type(*v));
        if yielded != Some(&ty.element) {
            return Err(rods::ods::emit_op_error(
                ir,
                op,
                "body must be terminated with a `yield` operation of the tensor element type",
            ));
        }
        Ok(())
    }
}

/// `tensor.generate`'s `getAsmResultNames`: `%generated`.
impl rods::ods::OpAsmOpInterface for GenerateOp {
    fn asm_result_names(
        ir: &rods::ir::Ir,
        op: rods::ir::OpId,
        set_name: &mut dyn FnMut(Value, &str),
    ) {
        set_name(ir.op(op).results[0], "generated");
    }
}

/// `memref.extract_strided_metadata`'s result names, one result group each:
/// `%base_buffer, %offset, %sizes:2 = …`.
#[dialect_op(tst.metadata, interfaces = [OpAsmOpInterface],
             format = "$source attr-dict `:` type($source) `->` type(results)")]
#[derive(Debug)]
pub struct MetadataOp {
    #[operand]
    pub source: Value,
    #[result]
    pub base_buffer: Value,
    #[result]
    pub offset: Value,
    #[result]
    pub sizes: Vec<Value>,
}

impl rods::ods::OpAsmOpInterface for MetadataOp {
    fn asm_result_names(
        ir: &rods::ir::Ir,
        op: rods::ir::OpId,
        set_name: &mut dyn FnMut(Value, &str),
    ) {
        let results = &ir.op(op).results;
        for (i, name) in ["base_buffer", "offset", "sizes"].into_iter().enumerate() {
            if let Some(v) = results.get(i) {
                set_name(*v, name);
            }
        }
    }
}

/// Block argument names and a default dialect (`gpu.launch`, `func.func`): `%bx`, `%x_y` (a
/// name made an identifier), a third argument left numbered; `stop` inside is `tst.stop`.
#[dialect_op(tst.launch, traits = [NoTerminator], interfaces = [OpAsmOpInterface],
             format = "$body attr-dict")]
#[derive(Debug)]
pub struct LaunchOp {
    #[region]
    pub body: RegionId,
}

impl rods::ods::OpAsmOpInterface for LaunchOp {
    const DEFAULT_DIALECT: Option<&'static str> = Some("tst");

    fn asm_block_arg_names(
        ir: &rods::ir::Ir,
        region: RegionId,
        set_name: &mut dyn FnMut(Value, &str),
    ) {
        let Some(entry) = ir.region(region).blocks.first() else {
            return;
        };
        for (v, name) in ir.block(*entry).args.iter().zip(["bx", "x y", ""]) {
            set_name(*v, name);
        }
    }
}

/// `tensor.yield`: a terminator allowed in two ops, one named by its Rust type, one by its name.
#[dialect_op(tst.gen_yield, traits = [Pure, ReturnLike, Terminator, ParentOneOf([GenerateOp, "tst.pad"])],
             format = "$value attr-dict `:` type($value)")]
#[derive(Debug)]
pub struct GenYieldOp {
    #[operand]
    pub value: Value,
}

/// A terminator allowed anywhere.
#[dialect_op(tst.stop, traits = [Terminator], format = "attr-dict")]
#[derive(Debug)]
pub struct StopOp {}

/// `memref.alloca_scope`'s traits: its terminator, with nothing to print, is left out of the
/// custom form and inserted when parsed.
#[dialect_op(tst.scope,
             traits = [AutomaticAllocationScope, SingleBlockImplicitTerminator("tst.stop"),
                       RecursiveMemoryEffects, NoRegionArguments],
             format = "$body attr-dict")]
#[derive(Debug)]
pub struct ScopeOp {
    #[region]
    pub body: RegionId,
}

/// Region traits: `SingleBlock`, `NoRegionArguments`, and a parent (`HasParent`).
#[dialect_op(tst.pad, traits = [SingleBlock, NoRegionArguments, HasParent("tst.module")],
             format = "$body attr-dict")]
#[derive(Debug)]
pub struct PadOp {
    #[region]
    pub body: RegionId,
}

/// `Elementwise` and `ResultsAreFloatLike`, with marker traits the runtime records.
#[dialect_op(tst.elementwise, traits = [Elementwise, ResultsAreFloatLike, Commutative, Pure],
             format = "operands attr-dict `:` functional-type(operands, results)")]
#[derive(Debug)]
pub struct ElementwiseOp {
    #[operand]
    pub inputs: Vec<Value>,
    #[result]
    pub result: Value,
}

rods::dialect! {
    /// `tst`: a dialect that uses every format feature and constraint the macros support.
    pub static TST_DIALECT = {
        name: "tst",
        summary: "The rods test dialect",
        // Its own message for an attribute mnemonic it does not define (its types keep the
        // generated dispatch's).
        unknown_attr_message: "attribute '{}' is not one of tst's",
        verify_operation_attribute: crate::tst_dialect_attr::verify_operation_attribute,
        materialize_constant: crate::tst_fold::materialize_constant,
        ops: [
            BinaryOp,
            KindsOp,
            FlagsOp,
            CustomOp,
            PropsOp,
            ModuleOp,
            AddOp,
            CallOp,
            CondOp,
            AllOp,
            MaybeOp,
            RegionsOp,
            ConstOp,
            BrOp,
            OilistOp,
            CastOp,
            CmpIOp,
            QualifiedCmpIOp,
            AccessOp,
            ThreadIdOp,
            DimOp,
            ArithOp,
            TypedOp,
            SymOptOp,
            TokenSrcOp,
            TcKindsOp,
            TcAddOp,
            TcCmpOp,
            TcSelectOp,
            TcShapesOp,
            TcSegmentsOp,
            TcConstantOp,
            TcElemOp,
            TcSameOp,
            TcFadOp,
            TcDialectTypeOp,
            TcPropOp,
            TcSegAllOp,
            TcOpsInferOp,
            GenerateOp,
            GenYieldOp,
            PadOp,
            StopOp,
            ScopeOp,
            MetadataOp,
            LaunchOp,
            ElementwiseOp,
            crate::tst_fold::FoldConstOp,
            crate::tst_fold::FoldAddOp,
            crate::tst_fold::FoldPairOp,
            crate::tst_fold::InvoluteOp,
            crate::tst_canon::CanonNopOp,
            crate::tst_canon::CanonDoubleOp,
            crate::tst_region::GpuModuleOp,
            crate::tst_region::LabeledOp,
            crate::tst_region::DictAnchorOp,
            crate::tst_region::MaybeRegionOp,
            crate::tst_region::BlocksOp,
            crate::tst_region::AllRegionsOp,
            crate::tst_region::ForOp,
            crate::tst_region::IterOp,
            crate::tst_iface::CopyOp,
            crate::tst_iface::PickOp,
            crate::tst_iface::FuncOp,
            crate::tst_iface::ReturnOp,
            crate::tst_iface::InvokeOp,
            crate::tst_iface::IfOp,
            crate::tst_iface::YieldOp,
            crate::tst_iface::WhileOp,
            crate::tst_iface::ConditionOp,
            crate::tst_cf::BranchOp,
            crate::tst_cf::CondBranchOp,
            crate::tst_cf::ExitOp,
            crate::tst_cf::BodyOp,
            crate::tst_cf::GraphOp,
        ],
        attrs: [
            PairAttr,
            TargetAttr,
            ListAttr,
            SelectAttr,
            WrapAttr,
            RawAttr,
            SwapAttr,
            UnitLikeAttr,
            DimensionAttr,
            RoundingModeAttr,
            FastMathAttr,
            IntegerOverflowAttr,
            TypedAttr,
            UnitsAttr,
        ],
        types: [
            TokenType,
            AsyncTokenType,
            PairType,
            VecType,
            ShapeType,
            BoxType,
            WaitType,
        ],
    };
}

/// Registers the `tst` dialect.
pub fn register(registry: &mut Registry) {
    registry.register(&TST_DIALECT);
}
