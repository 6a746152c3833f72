//! What upstream's `ViewLikeInterface` (`mlir/lib/Interfaces/ViewLikeInterface.cpp`) gives the
//! ops that take mixed static and dynamic offsets, sizes and strides (`memref.subview`,
//! `vector.extract`, `scf.forall`…): the `custom<DynamicIndexList>` directive
//! (`[%a, 4, %b]`, the static entries in a `DenseI64ArrayAttr` where a dynamic entry is
//! [`K_DYNAMIC`]), the attribute kinds it stores into, and the verifier helpers of
//! `OffsetSizeAndStrideOpInterface`.

use std::borrow::Cow;
use std::sync::Arc;

use rods::diag::{Diagnostic, ParseResult, Reported};
use rods::ir::print::Printer;
use rods::ir::{Attribute, DenseArrayAttr, Ir, Location, OpId, Type, Value};
use rods::ods::{OpAttr, emit_error};
use rods::syntax::parser::{Parser, UnresolvedOperand};

/// MLIR's `ShapedType::kDynamic`: the static entry of a dynamic offset, size or stride.
pub const K_DYNAMIC: i64 = i64::MIN;

/// Whether a static entry stands for a dynamic value (MLIR's `ShapedType::isDynamic`).
pub fn is_dynamic(v: i64) -> bool {
    v == K_DYNAMIC
}

/// `DenseI64ArrayAttr`: «i64 dense array attribute» (`array<i64: 1, 2>`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DenseI64ArrayAttr(pub Arc<[i64]>);

impl DenseI64ArrayAttr {
    /// The raw attribute `array<i64: …>` of `values`.
    pub fn attr(values: &[i64]) -> Attribute {
        Attribute::DenseArray(Arc::new(DenseArrayAttr {
            element: Type::i64(),
            values: values.iter().map(|v| *v as u64).collect(),
        }))
    }

    /// The elements of `attr` if it is an `array<i64: …>`.
    pub fn values_of(attr: &Attribute) -> Option<Vec<i64>> {
        match attr {
            Attribute::DenseArray(a) if a.element == Type::i64() => {
                Some(a.values.iter().map(|v| *v as i64).collect())
            }
            _ => None,
        }
    }
}

impl OpAttr for DenseI64ArrayAttr {
    fn summary() -> Cow<'static, str> {
        "i64 dense array attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::DenseArray(a) if a.element == Type::i64())
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        Self::values_of(attr).map(|v| DenseI64ArrayAttr(v.into()))
    }
    fn to_attr(&self) -> Attribute {
        Self::attr(&self.0)
    }
}

/// `DenseI64ArrayAttr` bound in an op format (`vector.constant_mask [2, 3] : …`): upstream's
/// `DenseArrayAttrImpl<int64_t>::parse` / `print`, the elements in square brackets.
impl rods::ods::OpAttrFormat for DenseI64ArrayAttr {
    const SYNTAX: rods::ods::AttrSyntax = rods::ods::AttrSyntax::Full;
    const OPTIONAL_START: rods::ods::OptionalStart = rods::ods::OptionalStart::LSquare;

    /// `parseLSquare`, then `]` or the comma-separated integers (`parseInteger`) and
    /// `parseRSquare`, which reports «expected ']'» after a failed element too.
    fn parse(p: &mut Parser<'_>) -> ParseResult<Attribute> {
        if !p.parse_optional_l_square() {
            return Err(wrong_token(p, "expected '['".to_owned()));
        }
        if p.parse_optional_r_square() {
            return Ok(DenseI64ArrayAttr::attr(&[]));
        }
        let mut values = Vec::new();
        let mut failed = false;
        loop {
            match p.parse_integer_i64() {
                Ok(v) => values.push(v),
                Err(_) => {
                    failed = true;
                    break;
                }
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        if !p.parse_optional_r_square() {
            let loc = p.wrong_token_location();
            return Err(if failed {
                p.emit_context_error_after_failure(loc, "expected ']'")
            } else {
                wrong_token(p, "expected ']'".to_owned())
            });
        }
        if failed {
            return Err(Reported);
        }
        Ok(DenseI64ArrayAttr::attr(&values))
    }

    fn print(attr: &Attribute, p: &mut Printer<'_>) {
        let Some(values) = DenseI64ArrayAttr::values_of(attr) else {
            p.print_attribute(attr);
            return;
        };
        p.write_str("[");
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_i64(*v);
        }
        p.write_str("]");
    }
}

/// `DenseBoolArrayAttr`: «i1 dense array attribute» (`array<i1: true, false>`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DenseBoolArrayAttr(pub Arc<[bool]>);

impl DenseBoolArrayAttr {
    /// The raw attribute `array<i1: …>` of `values`.
    pub fn attr(values: &[bool]) -> Attribute {
        Attribute::DenseArray(Arc::new(DenseArrayAttr {
            element: Type::i1(),
            values: values.iter().map(|v| u64::from(*v)).collect(),
        }))
    }
}

impl OpAttr for DenseBoolArrayAttr {
    fn summary() -> Cow<'static, str> {
        "i1 dense array attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::DenseArray(a) if a.element == Type::i1())
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        match attr {
            Attribute::DenseArray(a) if a.element == Type::i1() => Some(DenseBoolArrayAttr(
                a.values.iter().map(|v| *v & 1 == 1).collect(),
            )),
            _ => None,
        }
    }
    fn to_attr(&self) -> Attribute {
        Self::attr(&self.0)
    }
}

/// MLIR's `AsmParser::Delimiter` (the four a dynamic index list may be enclosed in).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Delimiter {
    /// `( … )`
    Paren,
    /// `< … >`
    LessGreater,
    /// `[ … ]`
    #[default]
    Square,
    /// `{ … }`
    Braces,
}

impl Delimiter {
    /// The opening and closing characters.
    pub fn chars(self) -> (&'static str, &'static str) {
        match self {
            Delimiter::Paren => ("(", ")"),
            Delimiter::LessGreater => ("<", ">"),
            Delimiter::Square => ("[", "]"),
            Delimiter::Braces => ("{", "}"),
        }
    }

    fn parse_optional_left(self, p: &mut Parser<'_>) -> bool {
        match self {
            Delimiter::Paren => p.parse_optional_l_paren(),
            Delimiter::LessGreater => p.parse_optional_less(),
            Delimiter::Square => p.parse_optional_l_square(),
            Delimiter::Braces => p.parse_optional_l_brace(),
        }
    }

    fn parse_optional_right(self, p: &mut Parser<'_>) -> bool {
        match self {
            Delimiter::Paren => p.parse_optional_r_paren(),
            Delimiter::LessGreater => p.parse_optional_greater(),
            Delimiter::Square => p.parse_optional_r_square(),
            Delimiter::Braces => p.parse_optional_r_brace(),
        }
    }
}

/// What [`parse_dynamic_index_list_with`] read: one static entry per element ([`K_DYNAMIC`]
/// for an SSA value) and one scalable flag per element (`[4]` is scalable; always false for a
/// value).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DynamicIndexList {
    /// The static entries.
    pub integers: Vec<i64>,
    /// The scalable flags, one per entry.
    pub scalables: Vec<bool>,
}

/// Reports MLIR's `emitWrongTokenError`: `msg` at [`Parser::wrong_token_location`], without the
/// custom-op prefix (what the parser's own `parseCommaSeparatedList` emits).
fn wrong_token(p: &mut Parser<'_>, msg: String) -> Reported {
    let loc = p.wrong_token_location();
    p.emit_context_error_at(loc, msg)
}

/// Upstream's `parseDynamicIndexList` (`ViewLikeInterface.cpp`): `delimiter`-enclosed,
/// comma-separated entries, each an SSA value (appended to `values`; with `value_types`,
/// followed by `: type`, appended there) or an integer, possibly in square brackets (a
/// scalable entry, `[4]`). A malformed list reports what went wrong, then «expected SSA value
/// or integer» at `name_loc` (the op name's location, MLIR's `getNameLoc`).
pub fn parse_dynamic_index_list_with<'a>(
    p: &mut Parser<'a>,
    name_loc: Location,
    values: &mut Vec<UnresolvedOperand<'a>>,
    mut value_types: Option<&mut Vec<Type>>,
    delimiter: Delimiter,
) -> ParseResult<DynamicIndexList> {
    let mut list = DynamicIndexList::default();
    let mut each = |p: &mut Parser<'a>| -> ParseResult {
        let operand = p.parse_optional_operand()?;
        // `[` starts a scalable entry, which a `]` must close. Upstream looks for it after an
        // operand too: `%i[]` (or `%i[ : index]`) is `%i`, marked scalable.
        let scalable = p.parse_optional_l_square();
        list.scalables.push(scalable);
        match operand {
            Some(operand) => {
                values.push(operand);
                list.integers.push(K_DYNAMIC);
                if let Some(types) = value_types.as_deref_mut() {
                    types.push(p.parse_colon_type()?);
                }
            }
            None => list.integers.push(p.parse_integer_i64()?),
        }
        if scalable && !p.parse_optional_r_square() {
            return Err(Reported);
        }
        Ok(())
    };
    // MLIR's `parseCommaSeparatedList(delimiter, …, " in dynamic index list")`.
    let (left, right) = delimiter.chars();
    let listed = (|| {
        if !delimiter.parse_optional_left(p) {
            return Err(wrong_token(
                p,
                format!("expected '{left}' in dynamic index list"),
            ));
        }
        if delimiter.parse_optional_right(p) {
            return Ok(());
        }
        each(p)?;
        while p.parse_optional_comma() {
            each(p)?;
        }
        if !delimiter.parse_optional_right(p) {
            return Err(wrong_token(
                p,
                format!("expected '{right}' in dynamic index list"),
            ));
        }
        Ok(())
    })();
    match listed {
        Ok(()) => Ok(list),
        Err(Reported) => Err(p.emit_error_after_failure(name_loc, "expected SSA value or integer")),
    }
}

/// Upstream's `printDynamicIndexList`: `integers` in `delimiter`, each dynamic entry replaced
/// by the next of `values` (followed by `: type` when `print_types`), a scalable entry in
/// square brackets. `scalables` may be empty (no entry is scalable).
pub fn print_dynamic_index_list_with(
    p: &mut Printer<'_>,
    values: &[Value],
    integers: &[i64],
    scalables: &[bool],
    print_types: bool,
    delimiter: Delimiter,
) {
    let (left, right) = delimiter.chars();
    p.write_str(left);
    let mut next_value = values.iter();
    for (i, integer) in integers.iter().enumerate() {
        if i != 0 {
            p.write_str(", ");
        }
        let scalable = scalables.get(i).copied().unwrap_or(false);
        if scalable {
            p.write_str("[");
        }
        if is_dynamic(*integer) {
            // The verifier checks there is one value per dynamic entry.
            if let Some(v) = next_value.next() {
                p.print_operand(*v);
                if print_types {
                    p.write_str(" : ");
                    let ty = p.ir().value_type(*v).clone();
                    p.print_type(&ty);
                }
            }
        } else {
            p.print_i64(*integer);
        }
        if scalable {
            p.write_str("]");
        }
    }
    p.write_str(right);
}

/// `custom<DynamicIndexList>($values, $static_values)`: upstream's `parseDynamicIndexList`
/// with its defaults (square brackets, no value types; scalable flags are read and dropped, as
/// the inline overload of upstream's header does). Returns the `DenseI64ArrayAttr`.
pub fn parse_dynamic_index_list<'a>(
    p: &mut Parser<'a>,
    values: &mut Vec<UnresolvedOperand<'a>>,
) -> ParseResult<(Option<Attribute>,)> {
    let name_loc = p.name_location();
    let list = parse_dynamic_index_list_with(p, name_loc, values, None, Delimiter::Square)?;
    Ok((Some(DenseI64ArrayAttr::attr(&list.integers)),))
}

/// `custom<DynamicIndexList>($values, $static_values)`: upstream's `printDynamicIndexList`
/// with its defaults (square brackets, no value types, no scalable entries).
pub fn print_dynamic_index_list(
    p: &mut Printer<'_>,
    values: &[Value],
    integers: Option<&Attribute>,
) {
    let integers = integers
        .and_then(DenseI64ArrayAttr::values_of)
        .unwrap_or_default();
    print_dynamic_index_list_with(p, values, &integers, &[], false, Delimiter::Square);
}

/// An entry of a mixed static/dynamic list (MLIR's `OpFoldResult` as `getMixedValues`
/// builds it): an SSA value or a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpFoldResult {
    /// A dynamic entry.
    Value(Value),
    /// A static entry.
    Constant(i64),
}

impl OpFoldResult {
    /// The constant, if static.
    pub fn constant(self) -> Option<i64> {
        match self {
            OpFoldResult::Constant(c) => Some(c),
            OpFoldResult::Value(_) => None,
        }
    }
}

/// MLIR's `getMixedValues(staticValues, dynamicValues)`: each static entry, or the next
/// dynamic value where it is [`K_DYNAMIC`].
pub fn mixed_values(static_values: &[i64], dynamic_values: &[Value]) -> Vec<OpFoldResult> {
    let mut next = dynamic_values.iter();
    static_values
        .iter()
        .filter_map(|v| {
            if is_dynamic(*v) {
                next.next().map(|d| OpFoldResult::Value(*d))
            } else {
                Some(OpFoldResult::Constant(*v))
            }
        })
        .collect()
}

/// Upstream's `verifyListOfOperandsOrIntegers`: `static_values` has `num_elements` entries
/// («expected N NAME values, got M») and one dynamic value per [`K_DYNAMIC`] entry
/// («expected N dynamic NAME values»). Reported at the op, without the op-name prefix.
pub fn verify_list_of_operands_or_integers(
    ir: &Ir,
    op: OpId,
    name: &str,
    num_elements: usize,
    static_values: &[i64],
    num_values: usize,
) -> Result<(), Diagnostic> {
    if static_values.len() != num_elements {
        return Err(emit_error(
            ir,
            op,
            format!(
                "expected {num_elements} {name} values, got {}",
                static_values.len()
            ),
        ));
    }
    let expected = static_values.iter().filter(|v| is_dynamic(**v)).count();
    if num_values != expected {
        return Err(emit_error(
            ir,
            op,
            format!("expected {expected} dynamic {name} values"),
        ));
    }
    Ok(())
}

/// The operands and static lists of an op with `OffsetSizeAndStrideOpInterface`.
#[derive(Clone, Copy, Debug)]
pub struct OffsetsSizesStrides<'a> {
    /// The dynamic offsets.
    pub offsets: &'a [Value],
    /// The dynamic sizes.
    pub sizes: &'a [Value],
    /// The dynamic strides.
    pub strides: &'a [Value],
    /// The static offsets ([`K_DYNAMIC`] for a dynamic one).
    pub static_offsets: &'a [i64],
    /// The static sizes.
    pub static_sizes: &'a [i64],
    /// The static strides.
    pub static_strides: &'a [i64],
}

impl OffsetsSizesStrides<'_> {
    /// `getMixedOffsets`.
    pub fn mixed_offsets(&self) -> Vec<OpFoldResult> {
        mixed_values(self.static_offsets, self.offsets)
    }

    /// `getMixedSizes`.
    pub fn mixed_sizes(&self) -> Vec<OpFoldResult> {
        mixed_values(self.static_sizes, self.sizes)
    }

    /// `getMixedStrides`.
    pub fn mixed_strides(&self) -> Vec<OpFoldResult> {
        mixed_values(self.static_strides, self.strides)
    }
}

/// Upstream's `detail::verifyOffsetSizeAndStrideOp`, what `OffsetSizeAndStrideOpInterface`
/// verifies: one dynamic value per dynamic entry of each list (strides, sizes, then offsets:
/// «expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes'
/// (0 vs 1)», LLVM 22), matching ranks of the mixed lists, `max_ranks` (`getArrayAttrMaxRanks`: offsets,
/// sizes, strides) entries in each static list with one value per dynamic entry, and
/// non-negative static offsets and sizes. Reported at the op, without the op-name prefix.
pub fn verify_offset_size_and_stride_op(
    ir: &Ir,
    op: OpId,
    max_ranks: [usize; 3],
    lists: &OffsetsSizesStrides<'_>,
) -> Result<(), Diagnostic> {
    // LLVM 22 first matches each dynamic list with its static one, strides first.
    for (name, values, statics) in [
        ("strides", lists.strides, lists.static_strides),
        ("sizes", lists.sizes, lists.static_sizes),
        ("offsets", lists.offsets, lists.static_offsets),
    ] {
        let dynamic = statics.iter().filter(|v| is_dynamic(**v)).count();
        if values.len() != dynamic {
            return Err(emit_error(
                ir,
                op,
                format!(
                    "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({} vs {dynamic})",
                    values.len()
                ),
            ));
        }
    }
    let (offsets, sizes, strides) = (
        lists.static_offsets.len(),
        lists.static_sizes.len(),
        lists.static_strides.len(),
    );
    // Offsets are either a single entry (when at most one is expected) or one per size.
    if !(offsets == 1 && max_ranks[0] == 1) && offsets != sizes {
        return Err(emit_error(
            ir,
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({offsets} vs {sizes}) so the rank of the result type is well-formed."
            ),
        ));
    }
    if sizes != strides {
        return Err(emit_error(
            ir,
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({sizes} vs {strides}) so the rank of the result type is well-formed."
            ),
        ));
    }
    verify_list_of_operands_or_integers(
        ir,
        op,
        "offset",
        max_ranks[0],
        lists.static_offsets,
        lists.offsets.len(),
    )?;
    verify_list_of_operands_or_integers(
        ir,
        op,
        "size",
        max_ranks[1],
        lists.static_sizes,
        lists.sizes.len(),
    )?;
    verify_list_of_operands_or_integers(
        ir,
        op,
        "stride",
        max_ranks[2],
        lists.static_strides,
        lists.strides.len(),
    )?;
    if let Some(o) = lists
        .static_offsets
        .iter()
        .find(|o| **o < 0 && !is_dynamic(**o))
    {
        return Err(emit_error(
            ir,
            op,
            format!("expected offsets to be non-negative, but got {o}"),
        ));
    }
    if let Some(s) = lists
        .static_sizes
        .iter()
        .find(|s| **s < 0 && !is_dynamic(**s))
    {
        return Err(emit_error(
            ir,
            op,
            format!("expected sizes to be non-negative, but got {s}"),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    //! The directive and the verifier helpers through a small op: `vl.slice %src[%i, 4] :
    //! type`, its static entries in a property, its dynamic ones as operands.

    use super::*;
    use rods::dialect::Registry;
    use rods::dialect_op;
    use rods::driver::{DriverOptions, process_buffer};
    use rods::ods::Index;
    use rods::source::SourceFile;

    // A test op: `$source custom<DynamicIndexList>($offsets, $static_offsets) attr-dict
    // `:` type($source)`, verified like an op whose offsets match the source's rank.
    /// A test op with a dynamic index list.
    #[dialect_op(vl.slice, verify, summary = "a slice",
                 format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) attr-dict `:` type($source)")]
    #[derive(Debug)]
    pub struct SliceOp {
        /// The sliced value.
        #[operand]
        pub source: Value,
        /// The dynamic offsets.
        #[operand(type = Index)]
        pub offsets: Vec<Value>,
        /// The static offsets.
        pub static_offsets: DenseI64ArrayAttr,
    }

    impl SliceOp {
        fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
            let s = SliceOp::from_op(ir, op).expect("a vl.slice");
            let rank = match ir.value_type(s.source) {
                Type::MemRef(m) => m.rank().unwrap_or(0),
                _ => 0,
            };
            verify_list_of_operands_or_integers(
                ir,
                op,
                "offset",
                rank,
                &s.static_offsets.0,
                s.offsets.len(),
            )
        }
    }

    // A test op of the general form: parentheses, value types, scalable entries.
    /// A test op with a typed, parenthesized dynamic index list.
    #[dialect_op(vl.tile, summary = "a tile",
                 format = "$source `` custom<ParenIndexList>($sizes, type($sizes), $static_sizes, $scalable_sizes) attr-dict `:` type($source)")]
    #[derive(Debug)]
    #[allow(dead_code, reason = "only parsed and printed")]
    pub struct TileOp {
        /// The tiled value.
        #[operand]
        pub source: Value,
        /// The dynamic sizes.
        #[operand]
        pub sizes: Vec<Value>,
        /// The static sizes.
        pub static_sizes: DenseI64ArrayAttr,
        /// The scalable flags.
        pub scalable_sizes: DenseBoolArrayAttr,
    }

    fn parse_paren_index_list<'a>(
        p: &mut Parser<'a>,
        values: &mut Vec<UnresolvedOperand<'a>>,
        types: &mut Vec<Type>,
    ) -> ParseResult<(Option<Attribute>, Option<Attribute>)> {
        let name_loc = p.name_location();
        let list =
            parse_dynamic_index_list_with(p, name_loc, values, Some(types), Delimiter::Paren)?;
        Ok((
            Some(DenseI64ArrayAttr::attr(&list.integers)),
            Some(DenseBoolArrayAttr::attr(&list.scalables)),
        ))
    }

    fn print_paren_index_list(
        p: &mut Printer<'_>,
        values: &[Value],
        _types: &[Type],
        integers: Option<&Attribute>,
        scalables: Option<&Attribute>,
    ) {
        let integers = integers
            .and_then(DenseI64ArrayAttr::values_of)
            .unwrap_or_default();
        let scalables = scalables
            .and_then(DenseBoolArrayAttr::from_attr)
            .map(|s| s.0.to_vec())
            .unwrap_or_default();
        print_dynamic_index_list_with(p, values, &integers, &scalables, true, Delimiter::Paren);
    }

    rods::dialect! {
        /// `vl`: the ops that test the dynamic index list.
        pub static VL_DIALECT = {
            name: "vl",
            ops: [SliceOp, TileOp],
        };
    }

    fn run(text: &str, generic: bool) -> (String, String) {
        let mut registry = Registry::new();
        registry.register(&crate::func::FUNC_DIALECT);
        registry.register(&VL_DIALECT);
        let src = SourceFile::new("t.mlir", text.as_bytes().to_vec().into());
        let opts = DriverOptions {
            generic,
            ..DriverOptions::default()
        };
        let out = process_buffer(&src, &registry, &opts);
        (
            String::from_utf8_lossy(&out.output).into_owned(),
            String::from_utf8_lossy(&out.render_reports(&src)).into_owned(),
        )
    }

    fn body(op: &str) -> String {
        format!("func.func @f(%m: memref<4x4xf32>, %i: index) {{\n  {op}\n  return\n}}\n")
    }

    #[test]
    fn static_and_dynamic_entries_round_trip() {
        let text = body("vl.slice %m[%i, 3] : memref<4x4xf32>");
        let (out, err) = run(&text, false);
        assert_eq!(err, "");
        assert!(
            out.contains("vl.slice %arg0[%arg1, 3] : memref<4x4xf32>"),
            "{out}"
        );
        let (out, _) = run(&text, true);
        assert!(
            out.contains("\"vl.slice\"(%arg0, %arg1) <{static_offsets = array<i64: -9223372036854775808, 3>}> : (memref<4x4xf32>, index) -> ()"),
            "{out}"
        );
    }

    #[test]
    fn scalable_entries_are_read_and_dropped() {
        let (out, err) = run(&body("vl.slice %m[[2], 0x3] : memref<4x4xf32>"), false);
        assert_eq!(err, "");
        assert!(
            out.contains("vl.slice %arg0[2, 3] : memref<4x4xf32>"),
            "{out}"
        );
    }

    #[test]
    fn malformed_lists_report_then_expect_value_or_integer() {
        let (_, err) = run(&body("vl.slice %m[%i, 3 : memref<4x4xf32>"), false);
        assert!(
            err.starts_with("t.mlir:2:20: error: expected ']' in dynamic index list\n"),
            "{err}"
        );
        assert!(
            err.contains("t.mlir:2:3: error: custom op 'vl.slice' expected SSA value or integer\n"),
            "{err}"
        );
        let (_, err) = run(&body("vl.slice %m[%i, x] : memref<4x4xf32>"), false);
        assert!(
            err.starts_with("t.mlir:2:19: error: custom op 'vl.slice' expected integer value\n"),
            "{err}"
        );
        let (_, err) = run(&body("vl.slice %m : memref<4x4xf32>"), false);
        assert!(
            err.starts_with("t.mlir:2:14: error: expected '[' in dynamic index list\n"),
            "{err}"
        );
    }

    #[test]
    fn the_verifier_helper_counts_entries_and_values() {
        let (_, err) = run(&body("vl.slice %m[1] : memref<4x4xf32>"), false);
        assert!(
            err.contains("error: expected 2 offset values, got 1\n"),
            "{err}"
        );
        let text = body(
            "\"vl.slice\"(%m) <{static_offsets = array<i64: -9223372036854775808, 3>}> : (memref<4x4xf32>) -> ()",
        );
        let (_, err) = run(&text, false);
        assert!(
            err.contains("error: expected 1 dynamic offset values\n"),
            "{err}"
        );
    }

    #[test]
    fn the_general_printer_writes_types_scalables_and_delimiters() {
        assert_eq!(
            mixed_values(&[1, K_DYNAMIC, 2], &[]),
            vec![OpFoldResult::Constant(1), OpFoldResult::Constant(2)]
        );
        assert_eq!(Delimiter::Paren.chars(), ("(", ")"));
        assert_eq!(Delimiter::default(), Delimiter::Square);
        let text = body("vl.tile %m(%i : index, [4], %i : index) : memref<4x4xf32>");
        let (out, err) = run(&text, false);
        assert_eq!(err, "");
        assert!(
            out.contains("vl.tile %arg0(%arg1 : index, [4], %arg1 : index) : memref<4x4xf32>"),
            "{out}"
        );
        let (out, _) = run(&text, true);
        assert!(
            out.contains("scalable_sizes = array<i1: false, true, false>, static_sizes = array<i64: -9223372036854775808, 4, -9223372036854775808>"),
            "{out}"
        );
        let (_, err) = run(&body("vl.tile %m(%i) : memref<4x4xf32>"), false);
        assert!(
            err.starts_with("t.mlir:2:16: error: expected ':'\n"),
            "{err}"
        );
        let (_, err) = run(&body("vl.tile %m([4 : memref<4x4xf32>"), false);
        assert!(
            err.starts_with(
                "t.mlir:2:3: error: custom op 'vl.tile' expected SSA value or integer\n"
            ),
            "{err}"
        );
    }
}
