//! `rods-macros`: the proc-macro entry points. Each is one line forwarding to `rods-codegen`,
//! which re-emits the item with `compile_error!`s when the declaration is rejected.

#![forbid(unsafe_code)]

use proc_macro::TokenStream;

/// Declares a dialect attribute, as MLIR's `AttrDef` does in TableGen.
///
/// The struct's fields are the parameters; the format is MLIR's attribute assembly format
/// (literals, `$param`, `params`, `struct(...)`, optional groups `(…^)?`, `qualified($p)`,
/// `custom<F>($p, ref($q))`). Arguments: `dialect.mnemonic` (first), `format = "…"` (required
/// when there are parameters), `name = "GPU_ObjectAttr"` (the record name in «failed to parse
/// NAME parameter …» messages; default: the struct name), `verify` (a `fn verify(&self) ->
/// Result<(), String>` you write, run by the parser and by `get_checked`), `interfaces = [I, …]`
/// (traits declared with `rods::attr_interface!` that the struct implements), `summary = "…"`.
///
/// Field options: `Option<T>` is an optional parameter (absent by default, elided when absent);
/// `#[param(default = EXPR)]` a default-valued one (elided when equal to the default, filled in
/// when missing); `#[param(name = "O")]` the name used in the format and in `struct` keys.
/// Parameter types implement `rods::ods::AttrParam` (`Attribute`, `StringAttr`, `String`,
/// integers, `bool`, `DictionaryAttr`, arrays, other dialect attributes, …).
///
/// Generated: `Clone`/`Debug`/`PartialEq`/`Eq`/`Hash`, `DEF` (registry entry), `new`,
/// `get_checked` (runs `verify`), `into_attribute`, accessors, the parser and printer of the
/// format, and the traits that let the attribute be an op attribute or another attribute's
/// parameter. A mistake in the declaration is a compile error pointing at it.
///
/// ```
/// use rods::ir::{Attribute, StringAttr};
/// use rods::dialect_attr;
///
/// /// `#my.tagged<"name", 3>`, or `#my.tagged<"name">` when the count is the default.
/// #[dialect_attr(my.tagged, verify, format = "`<` $name (`,` $count^)? `>`")]
/// pub struct TaggedAttr {
///     pub name: StringAttr,
///     pub count: Option<i64>,
/// }
///
/// impl TaggedAttr {
///     fn verify(&self) -> Result<(), String> {
///         if self.name.is_empty() { Err("the name cannot be empty".into()) } else { Ok(()) }
///     }
/// }
///
/// static MY: rods::dialect::Dialect =
///     rods::dialect::Dialect { name: "my", ops: &[], attrs: &[&TaggedAttr::DEF] };
///
/// let mut registry = rods::dialect::Registry::new();
/// registry.register(&MY);
/// let src = bytes::Bytes::from_static(b"\"x.op\"() {a = #my.tagged<\"n\", 3>} : () -> ()");
/// let opts = rods::syntax::parser::ParseOptions { allow_unregistered: true };
/// let module = rods::syntax::parser::parse_source(&src, 0..src.len(), &registry, &opts).unwrap();
/// let mut out = Vec::new();
/// rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
/// assert!(String::from_utf8(out).unwrap().contains("{a = #my.tagged<\"n\", 3>}"));
///
/// assert!(TaggedAttr::get_checked(StringAttr::from(""), None).is_err());
/// let attr: Attribute = TaggedAttr::new(StringAttr::from("n"), None).into_attribute();
/// assert!(attr.downcast_ref::<TaggedAttr>().is_some());
/// ```
#[proc_macro_attribute]
pub fn dialect_attr(args: TokenStream, item: TokenStream) -> TokenStream {
    rods_codegen::expand_attr(args.into(), item.into()).into()
}

/// Declares a dialect operation, as MLIR's `Op` does in TableGen.
///
/// Fields are inherent attributes (properties) by default, typed by their kind: `StrAttr`,
/// `SymbolNameAttr`, `I32Attr`, `I64Attr`, `BoolAttr`, `UnitAttr`, `ArrayAttr`, `DictAttr`
/// (MLIR's `DictionaryAttr`), `TypeAttr`, `AnyAttr`, typed arrays (`rods::typed_array_attr!`),
/// interfaces (`AttrInterface<dyn I>`), dialect attributes, and `Confined<K, C>` with
/// constraints (`ArrayMinCount<N>`, `IntMinValue<N>`, …, tuples, `AllAttrOf`, your own
/// `rods::ods::AttrConstraint`). `Option<K>` is MLIR's `OptionalAttr`;
/// `#[attr(default = EXPR)]` its `DefaultValuedAttr`; `#[attr(name = "…")]` renames.
/// `#[operand]`, `#[result]`, `#[region]`, `#[successor]` mark values (`Option<…>` optional,
/// `Vec<…>` variadic).
///
/// **Type constraints**: `#[operand(type = T)]` / `#[result(type = T)]` take any
/// `rods::ods::TypeConstraint` (MLIR's `CommonTypeConstraints.td` with its summaries:
/// `AnyType`, `AnyInteger`, `AnySignlessInteger`, `SignlessIntegerLike`,
/// `SignlessIntegerOrIndexLike`, `AnyFloat`, `FloatLike`, `BoolLike`, `AnyComplex`, `AnyTensor`,
/// `AnyRankedTensor`, `AnyShaped`, `AnyVectorOfAnyRank`, …; composed: `AnyTypeOf<(A, B)>`,
/// `AllOfType<…>`, `TensorOf<(I32, F32)>`, `RankedTensorOf<…>`, `VectorOfAnyRankOf<…>`,
/// `TensorRankOf<T, R>`, `Complex<T>`; or your own type implementing the trait). The verifier
/// reports «'OP' op operand #N must be SUMMARY, but got 'TYPE'» («variadic of SUMMARY» for a
/// `Vec`), operands before results, in declaration order. A buildable constraint
/// (`rods::ods::BuildableType`: `I1`…`I128`, `Index`, `F16`, `F32`, `F64`, `BF16`, `NoneType`,
/// your own) lets the format leave the type out; a user-defined constraint whose type the
/// format leaves out must be buildable (rustc says so otherwise).
///
/// **Type relation traits** (`traits = [...]`), verified with MLIR's messages after the type
/// constraints and, as mlir-tblgen decides, inferring types the format omits from printed ones:
/// `SameOperandsAndResultType` (`$lhs `,` $rhs attr-dict `:` type($result)` parses like
/// `arith.addi`), `SameTypeOperands`, `AllTypesMatch(["a", "b", "result"])` (a name may be a
/// typed attribute the format binds: `attr-dict $value` gives the result type, as
/// `arith.constant`),
/// `TypesMatchWith("summary", "lhs", "result", transformer)` with a `fn(&Type) -> Type`
/// (`rods::ods::i1_same_shape` for comparisons); verified only: `SameOperandsElementType`,
/// `SameOperandsAndResultElementType`, `SameOperandsShape`, `SameOperandsAndResultShape`,
/// `AllElementTypesMatch([…])`, `AllShapesMatch([…])`. A type neither printed, inferred nor
/// buildable is mlir-tblgen's compile error «type of operand #0, named 'lhs', is not buildable
/// and a buildable type cannot be inferred».
///
/// **Segments**: more than one variable-length operand (result) group needs
/// `traits = [AttrSizedOperandSegments]` (`AttrSizedResultSegments`), and the trait needs two
/// such groups (mlir-tblgen's errors otherwise). The op then stores each group's size in the
/// `operandSegmentSizes` (`resultSegmentSizes`) property, a `DenseI32ArrayAttr` the custom
/// parser sets from the groups it read (an entry of the attr-dict overrides it), the generic form
/// prints (`<{operandSegmentSizes = array<i32: 1, 0, 2>}>`) and custom forms never do; the
/// verifier checks it with MLIR's messages before everything else. The format must bind each
/// group (`$name`, `type($name)`), not `operands` / `type(results)`.
///
/// **Default-valued attributes** (`#[attr(default = EXPR)]`) are stored when an op is written
/// without them, so the generic form prints them (MLIR's `populateDefaultProperties`); custom
/// forms (`attr-dict`, `prop-dict`, optional groups) elide them while they equal the default.
///
/// Arguments: `dialect.opname` (first), `format = "…"` (MLIR's op assembly format: literals,
/// `$var`, `attr-dict`, `attr-dict-with-keyword`, `prop-dict`, optional groups with else branch,
/// `custom<F>(…)`, `qualified`, `type(…)`, `functional-type`, `operands`, `results`, `regions`,
/// `successors`, `oilist`; without it the op has only the generic form), `traits = [Symbol, …]`,
/// `summary = "…"`.
///
/// Generated: `DEF` (registry entry with parser, printer — MLIR's exact spacing — and verifier:
/// «'OP' op requires attribute 'a'» in alphabetical order, then «'OP' op attribute 'a' failed to
/// satisfy constraint: SUMMARY» in declaration order), `from_op` (typed view), `build`,
/// `build_in` (where every result type is buildable or inferred from the operands' types
/// through a type relation trait: `build` with the result types), accessors.
///
/// ```
/// use rods::dialect_op;
/// use rods::ods::{ArrayAttr, ArrayMinCount, Confined, I32Attr, SymbolNameAttr};
///
/// #[dialect_op(my.table, traits = [Symbol],
///              format = "$sym_name (`size` $size^)? attr-dict $entries")]
/// pub struct TableOp {
///     pub sym_name: SymbolNameAttr,
///     pub size: Option<I32Attr>,
///     pub entries: Confined<ArrayAttr, ArrayMinCount<1>>,
/// }
///
/// static MY: rods::dialect::Dialect =
///     rods::dialect::Dialect { name: "my", ops: &[&TableOp::DEF], attrs: &[] };
/// let mut registry = rods::dialect::Registry::new();
/// registry.register(&MY);
///
/// let run = |text: &'static str| {
///     let src = bytes::Bytes::from_static(text.as_bytes());
///     let module = rods::syntax::parser::parse_source(&src, 0..src.len(), &registry, &Default::default())
///         .map_err(|d| d[0].message.clone())?;
///     rods::verify::verify(&module).map_err(|d| d[0].message.clone())?;
///     let mut out = Vec::new();
///     rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
///     Ok::<String, String>(String::from_utf8(out).unwrap())
/// };
/// assert_eq!(run("my.table @t size 4 [1, 2]").unwrap(), "module {\n  my.table @t size 4 [1, 2]\n}\n\n");
/// assert_eq!(
///     run("my.table @t []").unwrap_err(),
///     "'my.table' op attribute 'entries' failed to satisfy constraint: array attribute with at least 1 elements"
/// );
/// assert_eq!(run("\"my.table\"() : () -> ()").unwrap_err(), "'my.table' op requires attribute 'entries'");
/// ```
#[proc_macro_attribute]
pub fn dialect_op(args: TokenStream, item: TokenStream) -> TokenStream {
    rods_codegen::expand_op(args.into(), item.into()).into()
}
