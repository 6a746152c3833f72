//! Operands, results, regions and successors in op formats: buildable types (MLIR's type
//! constraints with a `builderCall`, so a format need not print the type), and the parse/print
//! helpers that `#[dialect_op]` calls for `$operand`, `type(...)`, `functional-type`,
//! `operands`, `results`, `regions` and `successors` (shared here so generated code stays small).

use std::borrow::Cow;

use crate::diag::ParseResult;
use crate::ir::print::Printer;
use crate::ir::{BlockId, FloatKind, Location, OperationState, RegionId, Signedness, Type, Value};
use crate::syntax::parser::{Parser, UnresolvedOperand};

use super::Arity;
use super::type_constraints::TypeConstraint;

/// A type an operand or result can be declared with so that the format need not print it
/// (`#[operand(type = I32)]`, MLIR's `I32` constraint with its `builderCall`). Every buildable
/// type is a [`TypeConstraint`]: a value satisfies it when its type equals [`build`](Self::build)'s.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a buildable type",
    label = "not buildable",
    note = "the format does not print this type and no type relation trait infers it: print it with `type($...)`, declare a buildable type (`I32`, `Index`, …), or add a trait such as `SameOperandsAndResultType`"
)]
pub trait BuildableType {
    /// The type.
    fn build() -> Type;

    /// Whether `ty` is the built type ([`TypeConstraint::check`]). By default a comparison
    /// with [`build`](Self::build)'s; a `#[dialect_type]` without parameters is `isa` instead,
    /// which builds nothing.
    fn matches(ty: &Type) -> bool {
        *ty == Self::build()
    }

    /// The summary after «must be » in the verifier's message. By default the built type
    /// quoted as MLIR prints it (`'!tst.token'`).
    fn summary() -> Cow<'static, str> {
        format!("'{}'", crate::ir::print::type_to_string(&Self::build())).into()
    }

    /// [`TypeConstraint::parse_in_format`]: any type by default; a `#[dialect_type]` without
    /// parameters its full form, checked to be one («invalid kind of type specified: expected
    /// tst.token, but found 'i32'»).
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        p.parse_type()
    }
}

impl<T: BuildableType> TypeConstraint for T {
    fn summary() -> Cow<'static, str> {
        <T as BuildableType>::summary()
    }
    fn check(ty: &Type) -> bool {
        T::matches(ty)
    }
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        <T as BuildableType>::parse_in_format(p)
    }
}

macro_rules! buildable {
    ($($(#[$doc:meta])* $name:ident => $ty:expr, $summary:expr $(, $kind:literal, |$t:ident| $is:expr)?;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name;
        impl BuildableType for $name {
            fn build() -> Type {
                $ty
            }
            fn summary() -> Cow<'static, str> {
                $summary.into()
            }
            $(
                fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
                    parse_builtin_type_of_kind(p, $kind, |$t| $is)
                }
            )?
        }
    )*};
}

/// `type($x)` of a constraint whose C++ class is a builtin type (MLIR's
/// `parseCustomTypeWithFallback<IndexType>`): any type, checked to be of the class `kind`
/// names («invalid kind of type specified: expected builtin.index, but found 'i32'»).
pub fn parse_builtin_type_of_kind(
    p: &mut Parser<'_>,
    kind: &str,
    is: fn(&Type) -> bool,
) -> ParseResult<Type> {
    let loc = p.current_location();
    let ty = p.parse_type()?;
    if is(&ty) {
        return Ok(ty);
    }
    Err(wrong_kind(p, loc, &ty, kind))
}

/// «invalid kind of type specified: expected builtin.index, but found 'i32'»: `ty`, read at
/// `loc`, is not of the builtin class `kind` names.
#[cold]
pub(crate) fn wrong_kind(
    p: &mut Parser<'_>,
    loc: Location,
    ty: &Type,
    kind: &str,
) -> crate::diag::Reported {
    let found = crate::ir::print::type_to_string(ty);
    p.emit_error_at(
        loc,
        format!("invalid kind of type specified: expected {kind}, but found '{found}'"),
    )
}

buildable! {
    /// `I1`: `i1`, «1-bit signless integer».
    I1 => Type::i1(), "1-bit signless integer", "builtin.integer", |t| matches!(t, Type::Integer { .. });
    /// `I8`: `i8`, «8-bit signless integer».
    I8 => Type::int(8), "8-bit signless integer", "builtin.integer", |t| matches!(t, Type::Integer { .. });
    /// `SI8`: `si8`, «8-bit signed integer».
    SI8 => Type::Integer { width: 8, signedness: Signedness::Signed }, "8-bit signed integer";
    /// `UI8`: `ui8`, «8-bit unsigned integer».
    UI8 => Type::Integer { width: 8, signedness: Signedness::Unsigned }, "8-bit unsigned integer";
    /// `I16`: `i16`, «16-bit signless integer».
    I16 => Type::int(16), "16-bit signless integer", "builtin.integer", |t| matches!(t, Type::Integer { .. });
    /// `I32`: `i32`, «32-bit signless integer».
    I32 => Type::i32(), "32-bit signless integer", "builtin.integer", |t| matches!(t, Type::Integer { .. });
    /// `I64`: `i64`, «64-bit signless integer».
    I64 => Type::i64(), "64-bit signless integer", "builtin.integer", |t| matches!(t, Type::Integer { .. });
    /// `I128`: `i128`, «128-bit signless integer».
    I128 => Type::int(128), "128-bit signless integer", "builtin.integer", |t| matches!(t, Type::Integer { .. });
    /// `Index`: `index`, «index».
    Index => Type::Index, "index", "builtin.index", |t| *t == Type::Index;
    /// `F16`: `f16`, «16-bit float».
    F16 => Type::Float(FloatKind::F16), "16-bit float";
    /// `F32`: `f32`, «32-bit float».
    F32 => Type::Float(FloatKind::F32), "32-bit float";
    /// `F64`: `f64`, «64-bit float».
    F64 => Type::Float(FloatKind::F64), "64-bit float";
    /// `BF16`: `bf16`, «bfloat16 type».
    BF16 => Type::Float(FloatKind::BF16), "bfloat16 type";
    /// `NoneType`: `none`, «none type».
    NoneType => Type::None, "none type";
}

/// The values of one operand, result, region or successor group (or their types) that a
/// generated parser collects: most groups hold one, kept inline, so parsing an op allocates
/// nothing per group; more go to a `Vec`. A group may also borrow its values
/// ([`ValueGroup::share`]): a `functional-type` directive's groups are the parsed function
/// type's own input and result lists, as MLIR's generated parsers take `getInputs()` and
/// `getResults()` without copying them; a group is copied out only when it is changed.
#[derive(Debug)]
pub struct ValueGroup<'s, T> {
    /// The values while `many` is empty: none, one, or borrowed ones.
    head: Head<'s, T>,
    /// The values when `head` is [`Head::Empty`] (several of them, or none).
    many: Vec<T>,
}

/// What a [`ValueGroup`] holds without a list of its own.
#[derive(Debug)]
enum Head<'s, T> {
    Empty,
    One(T),
    Shared(&'s [T]),
}

impl<T> Default for ValueGroup<'_, T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> ValueGroup<'_, T> {
    /// An empty group.
    pub const fn new() -> Self {
        Self {
            head: Head::Empty,
            many: Vec::new(),
        }
    }
}

impl<'s, T: Clone> ValueGroup<'s, T> {
    /// Whether the group holds nothing, inline, borrowed or in `many`.
    #[inline]
    fn is_unused(&self) -> bool {
        matches!(self.head, Head::Empty) && self.many.is_empty()
    }

    /// Appends `values`, borrowing them when the group is empty.
    pub fn share(&mut self, values: &'s [T]) {
        if self.is_unused() {
            self.head = Head::Shared(values);
        } else {
            self.extend(values.iter().cloned());
        }
    }

    /// Moves the values of `head` into `many`, and returns it.
    #[inline(never)]
    fn own(&mut self) -> &mut Vec<T> {
        match std::mem::replace(&mut self.head, Head::Empty) {
            Head::Empty => {}
            Head::One(v) => self.many.push(v),
            Head::Shared(values) => self.many.extend_from_slice(values),
        }
        &mut self.many
    }

    /// Appends `v`.
    #[inline]
    pub fn push(&mut self, v: T) {
        if self.is_unused() {
            self.head = Head::One(v);
            return;
        }
        self.own().push(v);
    }

    /// The values as a `Vec` (what a custom directive fills), moved there if inline or
    /// borrowed.
    pub fn vec_mut(&mut self) -> &mut Vec<T> {
        self.own()
    }
}

impl<T> std::ops::Deref for ValueGroup<'_, T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        match &self.head {
            Head::Empty => &self.many,
            Head::One(v) => std::slice::from_ref(v),
            Head::Shared(values) => values,
        }
    }
}

impl<T: Clone> Extend<T> for ValueGroup<'_, T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        let iter = iter.into_iter();
        // Known to hold several: straight to the list, in one allocation.
        if iter.size_hint().0 > 1 || !self.is_unused() {
            self.own().extend(iter);
            return;
        }
        for v in iter {
            self.push(v);
        }
    }
}

impl<'s, T: Clone> IntoIterator for ValueGroup<'s, T> {
    type Item = T;
    type IntoIter = std::iter::Chain<
        std::iter::Chain<std::option::IntoIter<T>, std::vec::IntoIter<T>>,
        std::iter::Cloned<std::slice::Iter<'s, T>>,
    >;
    fn into_iter(self) -> Self::IntoIter {
        let (one, shared) = match self.head {
            Head::Empty => (None, &[][..]),
            Head::One(v) => (Some(v), &[][..]),
            Head::Shared(values) => (None, values),
        };
        one.into_iter()
            .chain(self.many)
            .chain(shared.iter().cloned())
    }
}

/// `$operand`: one operand, an optional one, or a possibly empty comma-separated list; records
/// where it started (for «number of operands and types do not match»).
pub fn parse_operand_var<'a>(
    p: &mut Parser<'a>,
    arity: Arity,
    out: &mut ValueGroup<UnresolvedOperand<'a>>,
    loc: &mut Location,
) -> ParseResult {
    *loc = p.current_location();
    match arity {
        Arity::Single => out.push(p.parse_operand()?),
        Arity::Optional => out.extend(p.parse_optional_operand()?),
        Arity::Variadic => p.parse_operand_list_into(out)?,
    }
    Ok(())
}

/// `$operand` as the first element of an optional group: whether it is present.
pub fn parse_optional_operand_var<'a>(
    p: &mut Parser<'a>,
    arity: Arity,
    out: &mut ValueGroup<UnresolvedOperand<'a>>,
    loc: &mut Location,
) -> ParseResult<bool> {
    *loc = p.current_location();
    match arity {
        Arity::Variadic => p.parse_operand_list_into(out)?,
        _ => out.extend(p.parse_optional_operand()?),
    }
    Ok(!out.is_empty())
}

/// `type($x)`: one type, an optional one, or a comma-separated list of at least one, as
/// MLIR's generated parsers read them (`parseType`, `parseOptionalType`, `parseTypeList`):
/// `: 5` for a variadic is «expected non-function type».
pub fn parse_type_var(p: &mut Parser<'_>, arity: Arity, out: &mut ValueGroup<Type>) -> ParseResult {
    match arity {
        Arity::Single => out.push(p.parse_type()?),
        Arity::Optional => out.extend(p.parse_optional_type()?),
        Arity::Variadic => loop {
            out.push(p.parse_type()?);
            if !p.parse_optional_comma() {
                break;
            }
        },
    }
    Ok(())
}

/// `type($x)` as the first element of an optional group: whether a type is present.
pub fn parse_optional_type_var(
    p: &mut Parser<'_>,
    arity: Arity,
    out: &mut ValueGroup<Type>,
) -> ParseResult<bool> {
    let Some(first) = p.parse_optional_type()? else {
        return Ok(false);
    };
    out.push(first);
    if arity == Arity::Variadic {
        while p.parse_optional_comma() {
            out.push(p.parse_type()?);
        }
    }
    Ok(true)
}

/// `functional-type($inputs, $results)`: `(i32, i64) -> f32`. As MLIR's generated parsers
/// (`parseType(FunctionType&)`), a whole type is read and must be a function type («invalid
/// kind of type specified: expected builtin.function, but found 'i32'»), then split; read as
/// a generic op's type, from the parser's type cache when spelled so before.
pub fn parse_functional_type_vars(
    p: &mut Parser<'_>,
    inputs: &mut ValueGroup<Type>,
    results: &mut ValueGroup<Type>,
) -> ParseResult {
    if let Type::Function(f) = super::call::parse_function_type_in_format(p)? {
        // Uniqued: the lists live as long as the process.
        let f = f.get();
        inputs.share(f.inputs());
        results.share(f.results());
    }
    Ok(())
}

/// `$region`: one region (`{…}`), or a possibly empty comma-separated list of regions.
pub fn parse_region_var(
    p: &mut Parser<'_>,
    arity: Arity,
    out: &mut ValueGroup<RegionId>,
) -> ParseResult {
    if arity == Arity::Single {
        let region = p.ir_mut().create_region();
        p.parse_region(region, &[])?;
        out.push(region);
        return Ok(());
    }
    parse_optional_region_var(p, arity, out).map(|_| ())
}

/// `$region` (or `regions`) of an op with `SingleBlock`: as [`parse_region_var`], then each
/// region written empty (`{}`) gets an empty block, as MLIR's generated parsers do
/// (`emplaceBlock`): `gpu.module @m {}` holds one block, which the generic form prints as
/// `^bb0:`.
pub fn parse_single_block_region_var(
    p: &mut Parser<'_>,
    arity: Arity,
    out: &mut ValueGroup<RegionId>,
) -> ParseResult {
    let start = out.len();
    parse_region_var(p, arity, out)?;
    for &region in out.iter().skip(start) {
        if p.ir().region(region).blocks.is_empty() {
            let loc = p.previous_end_location();
            p.ir_mut().create_block(region, loc);
        }
    }
    Ok(())
}

/// `$region` as the first element of an optional group: whether one was parsed.
pub fn parse_optional_region_var(
    p: &mut Parser<'_>,
    arity: Arity,
    out: &mut ValueGroup<RegionId>,
) -> ParseResult<bool> {
    let region = p.ir_mut().create_region();
    if !p.parse_optional_region(region, &[])? {
        // A single region that is absent is an empty region.
        if arity == Arity::Single {
            out.push(region);
        }
        return Ok(false);
    }
    out.push(region);
    if arity == Arity::Variadic {
        while p.parse_optional_comma() {
            let region = p.ir_mut().create_region();
            p.parse_region(region, &[])?;
            out.push(region);
        }
    }
    Ok(true)
}

/// `$successor`: one block reference, or a possibly empty comma-separated list.
pub fn parse_successor_var(
    p: &mut Parser<'_>,
    arity: Arity,
    out: &mut ValueGroup<BlockId>,
) -> ParseResult {
    if arity == Arity::Single {
        out.push(p.parse_successor()?);
        return Ok(());
    }
    parse_optional_successor_var(p, out).map(|_| ())
}

/// `$successor` as the first element of an optional group (a list): whether one was parsed.
pub fn parse_optional_successor_var(
    p: &mut Parser<'_>,
    out: &mut ValueGroup<BlockId>,
) -> ParseResult<bool> {
    let Some(first) = p.parse_optional_successor()? else {
        return Ok(false);
    };
    out.push(first);
    while p.parse_optional_comma() {
        out.push(p.parse_successor()?);
    }
    Ok(true)
}

/// Resolves one operand group against its types into the op's operands (MLIR's
/// `resolveOperands`, «number of operands and types do not match: got N operands and M types»).
pub fn resolve<'a>(
    p: &mut Parser<'a>,
    operands: &[UnresolvedOperand<'a>],
    types: &[Type],
    loc: Location,
    state: &mut OperationState,
) -> ParseResult {
    p.resolve_operands(operands, types, loc, &mut state.operands)
}

/// Resolves an operand group whose types the format infers from another group, as
/// [`resolve`] of [`resolved_types`](super::resolved_types) would, without building the type
/// list when one source type gives every operand's.
pub fn resolve_resolved<'a>(
    p: &mut Parser<'a>,
    operands: &[UnresolvedOperand<'a>],
    source: &[Type],
    single: bool,
    transformer: fn(&Type) -> Type,
    loc: Location,
    state: &mut OperationState,
) -> ParseResult {
    if single && let Some(t) = source.first() {
        let ty = transformer(t);
        for o in operands {
            p.resolve_operand(o, &ty, &mut state.operands)?;
        }
        return Ok(());
    }
    let types = super::resolved_types(source, single, operands.len(), transformer);
    resolve(p, operands, &types, loc, state)
}

/// Resolves an operand group whose type is buildable: every operand gets `ty`.
pub fn resolve_buildable<'a>(
    p: &mut Parser<'a>,
    operands: &[UnresolvedOperand<'a>],
    ty: Type,
    state: &mut OperationState,
) -> ParseResult {
    for o in operands {
        p.resolve_operand(o, &ty, &mut state.operands)?;
    }
    Ok(())
}

/// `n` copies of a buildable type (the types of a result group nothing printed).
pub fn buildable_types(ty: Type, n: usize) -> Vec<Type> {
    vec![ty; n]
}

/// The values of group `index` among groups of the given arities, or of the given segment
/// sizes (`AttrSized…Segments`); empty when the op does not fit its declaration (the verifier
/// reports that).
pub fn group<'l, T>(
    list: &'l [T],
    arities: &[Arity],
    sizes: Option<&[i32]>,
    index: usize,
) -> &'l [T] {
    group_at(list, arities, sizes, index).1
}

/// Group `index` as [`group`] finds it, with the position of its first value in `list` (what
/// «operand #N» counts).
#[inline]
pub fn group_at<'l, T>(
    list: &'l [T],
    arities: &[Arity],
    sizes: Option<&[i32]>,
    index: usize,
) -> (usize, &'l [T]) {
    super::segments::group_range(list.len(), arities, sizes, index)
        .and_then(|r| Some((r.start, list.get(r)?)))
        .unwrap_or((0, &[]))
}

/// The types of some values.
pub fn types_of(p: &Printer<'_>, values: &[Value]) -> Vec<Type> {
    values
        .iter()
        .map(|v| p.ir().value_type(*v).clone())
        .collect()
}

/// The types of the values of each sub-group of a variadic-of-variadic group.
pub fn nested_types_of(p: &Printer<'_>, groups: &[Vec<Value>]) -> Vec<Vec<Type>> {
    groups.iter().map(|g| types_of(p, g)).collect()
}

/// A variadic-of-variadic group's sub-groups in the printer: `values` split by the op's sizes
/// attribute `name` (none when they do not fit, as in an op that failed to verify).
pub fn value_groups(
    p: &Printer<'_>,
    op: crate::ir::OpId,
    name: &str,
    values: &[Value],
) -> Vec<Vec<Value>> {
    super::segments::segment_sizes(p.ir(), op, name)
        .and_then(|sizes| super::segments::split_value_groups(values, &sizes))
        .unwrap_or_default()
}

/// Flattens the sub-groups a custom directive parsed for a variadic-of-variadic group into the
/// group's operands and types, and returns the sub-group sizes (the value of its sizes
/// attribute, which the parser sets after the attr-dict, as mlir-tblgen's).
pub fn flatten_value_groups<'a>(
    groups: Vec<Vec<UnresolvedOperand<'a>>>,
    type_groups: Vec<Vec<Type>>,
    operands: &mut ValueGroup<UnresolvedOperand<'a>>,
    types: &mut ValueGroup<Type>,
) -> Vec<usize> {
    let sizes = groups.iter().map(Vec::len).collect();
    operands.extend(groups.into_iter().flatten());
    types.extend(type_groups.into_iter().flatten());
    sizes
}

/// Prints values as a comma-separated list (`%a, %b`).
pub fn print_values(p: &mut Printer<'_>, values: &[Value]) {
    p.print_operands(values);
}

/// Prints regions as a comma-separated list (MLIR's `printRegion` with its defaults).
pub fn print_regions(p: &mut Printer<'_>, regions: &[RegionId]) {
    for (i, r) in regions.iter().enumerate() {
        if i != 0 {
            p.write_str(", ");
        }
        p.print_region(*r, true, false);
    }
}

/// Prints successors as a comma-separated list.
pub fn print_successors(p: &mut Printer<'_>, blocks: &[BlockId]) {
    for (i, b) in blocks.iter().enumerate() {
        if i != 0 {
            p.write_str(", ");
        }
        p.print_successor(*b);
    }
}

/// Whether any of the regions has a block (the presence of a region anchor).
pub fn regions_present(p: &Printer<'_>, regions: &[RegionId]) -> bool {
    regions.iter().any(|r| !p.ir().region(*r).blocks.is_empty())
}

/// MLIR's `ensureTerminator` for the regions of a `SingleBlockImplicitTerminator<T>` op, after
/// its custom form was parsed: an empty region gets a block, and a block whose last op is not
/// a registered terminator gets a `T` op without operands at the op's location (`scf.if %c {
/// }` holds an `scf.yield`). `terminator` is `T`'s definition, or `None` when `T` (named by
/// `name`) is not registered.
pub fn ensure_terminator(
    p: &mut Parser<'_>,
    regions: &[RegionId],
    terminator: Option<&'static crate::dialect::OpDef>,
    name: &str,
    loc: &Location,
) -> ParseResult {
    for region in regions {
        let block = match p.ir().region(*region).blocks.first() {
            Some(b) => *b,
            None => p.ir_mut().create_block(*region, loc.clone()),
        };
        let ir = p.ir();
        if ir.block(block).ops.last().is_some_and(|op| {
            ir.op(*op)
                .name
                .def()
                .is_some_and(|def| def.traits.terminator)
        }) {
            continue;
        }
        let Some(def) = terminator else {
            return Err(p.emit_error_at(
                loc.clone(),
                format!("implicit terminator '{name}' is not registered"),
            ));
        };
        let state = OperationState::new(crate::ir::OperationName::registered(def), loc.clone());
        let ir = p.ir_mut();
        let op = ir.create_op(state);
        ir.append_op(block, op);
    }
    Ok(())
}

/// Prints the regions of a `SingleBlockImplicitTerminator` op (MLIR's generated printer): the
/// entry block's terminator is left out when it has no operands, results or attributes.
pub fn print_regions_implicit_terminator(p: &mut Printer<'_>, regions: &[RegionId]) {
    for (i, r) in regions.iter().enumerate() {
        if i != 0 {
            p.write_str(", ");
        }
        let ir = p.ir();
        let terminator = ir.region(*r).blocks.first().and_then(|b| {
            let last = *ir.block(*b).ops.last()?;
            // MLIR's `getTerminator`: an op that might be a terminator (registered with the
            // trait, or unregistered).
            ir.op(last)
                .name
                .def()
                .is_none_or(|def| def.traits.terminator)
                .then_some(last)
        });
        let print_terminator = terminator.is_none_or(|t| {
            let op = ir.op(t);
            // The properties MLIR's check sees include the defaults not stored.
            !op.attributes.is_empty()
                || !op.properties.is_empty()
                || op.name.def().is_some_and(|d| d.has_property_defaults())
                || !op.operands.is_empty()
                || !op.results.is_empty()
        });
        p.print_region_full(*r, true, print_terminator, false);
    }
}
