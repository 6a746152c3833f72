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
/// Result<(), String>` you write, run by the parser and by `get_checked`), `canonicalize` (a
/// `fn canonicalize(&mut self)` you write, run on every value the parser, `new` and
/// `get_checked` build, before `verify`: MLIR's custom `get` builder with
/// `skipDefaultBuilders`, as `#gpu.kernel_table` sorts its kernels), `interfaces = [I, …]`
/// (traits declared with `rods::attr_interface!` that the struct implements), `summary = "…"`.
///
/// A `custom<F>(…)` directive calls your `parse_f` and `print_f` (snake case of `F`):
/// `fn parse_f(p: &mut Parser<'_>, refs…) -> ParseResult<(T, …)>` returns the values of the
/// `$p` arguments in order (an optional parameter's as `Option<T>`; the whole tuple in
/// `Option<…>` when the directive begins an optional group) and receives each `ref($q)` as
/// `Option<&T>` and each code string as written; `fn print_f(p: &mut Printer<'_>, …)` receives
/// every argument in order, a `String` as `&str`, a `Vec<T>` as `&[T]`, any other `T` as `&T`.
/// A function of another signature is a compile error at the directive that names the expected
/// one.
///
/// Field options: `Option<T>` is an optional parameter (absent by default, elided when absent);
/// `#[param(default = EXPR)]` a default-valued one (elided when equal to the default, filled in
/// when missing); `#[param(name = "O")]` the name used in the format and in `struct` keys;
/// `#[param(cpp_type = "unsigned")]` the C++ type MLIR's parse error names («failed to parse
/// LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`»), where the Rust
/// type's spelling (`u32`) is not the TableGen declaration's. Parameter types implement `rods::ods::AttrParam` (`Attribute`, `StringAttr`, `String`,
/// integers, `bool` (read as MLIR reads it: `true`, `false`, `0`, `1`), `DictionaryAttr`,
/// arrays, other dialect attributes, enums declared with `#[dialect_enum]` — MLIR's
/// `EnumParameter`, so `$value` of an enum makes an `EnumAttr` —, and `Vec<T>` of any of them:
/// MLIR's `ArrayRefParameter`, one or more comma-separated, each in full under `qualified`;
/// `#[param(default = Vec::new())]` is `OptionalArrayRefParameter`).
///
/// Generated: `Clone`/`Debug`/`PartialEq`/`Eq`/`Hash`, `DEF` (registry entry), `new`,
/// `get_checked` (runs `verify`), `into_attribute` (without parameters: one value, built once
/// and shared, as MLIR's context uniques it), accessors, the parser and printer of the
/// format, and the traits that let the attribute be an op attribute or another attribute's
/// parameter. A mistake in the declaration is a compile error pointing at it. `DEF.doc` keeps
/// the summary (`summary`, else the doc comment's first paragraph), the description (the rest),
/// the format and each parameter's Rust type and doc comment, for the dialect's reference
/// documentation (`rods::doc`). List the attribute in a [`dialect!`](macro@dialect).
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
/// rods::dialect! { static MY = { name: "my", attrs: [TaggedAttr] }; }
///
/// let mut registry = rods::dialect::Registry::new();
/// registry.register(&MY);
/// let src = bytes::Bytes::from_static(b"\"x.op\"() {a = #my.tagged<\"n\", 3>} : () -> ()");
/// let opts = rods::syntax::parser::ParseOptions { allow_unregistered: true, ..Default::default() };
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

/// Declares a dialect type, as MLIR's `TypeDef` does in TableGen.
///
/// Everything [`dialect_attr`](macro@dialect_attr) says holds, for `!dialect.mnemonic`: the
/// struct's fields are the parameters, the format is the same assembly format language with the
/// same checks (`params`, `struct(...)`, optional groups, `custom<F>(…)`, `qualified`), the
/// same field options and arguments (`name = "TST_PairType"`, `verify`, `interfaces = [I, …]`
/// with traits named by `rods::type_interface!`, `summary`). A parameter of type `Type` is any
/// type, printed in full; a parameter whose type is another `#[dialect_type]` prints stripped
/// (`<i32, f32>`, or in full when its body is empty), as a dialect attribute parameter does.
///
/// Generated: `DEF` (a `TypeDef` to list in the dialect's `types`), `new`, `get_checked`,
/// `into_type` (without parameters: one value, built once and shared), accessors, the parser
/// and printer; the type as an `AttrParam` (a parameter of
/// other attributes and types), a `TypeConstraint` (`TypeAttrOf<PairType>`: «type attribute
/// of SUMMARY») and, without parameters, a `BuildableType` (`#[result(type = TokenType)]`).
///
/// ```
/// use rods::ir::Type;
/// use rods::dialect_type;
///
/// /// `!my.pair<i32, f32>`.
/// #[dialect_type(my.pair, verify, format = "`<` $first `,` $second `>`")]
/// pub struct PairType {
///     pub first: Type,
///     pub second: Type,
/// }
///
/// impl PairType {
///     fn verify(&self) -> Result<(), String> {
///         if self.first == Type::None { Err("the first type cannot be none".into()) } else { Ok(()) }
///     }
/// }
///
/// /// `!my.token`.
/// #[dialect_type(my.token)]
/// pub struct TokenType {}
///
/// rods::dialect! { static MY = { name: "my", types: [PairType, TokenType] }; }
///
/// let mut registry = rods::dialect::Registry::new();
/// registry.register(&MY);
/// let src = bytes::Bytes::from_static(b"\"x.op\"() : () -> (!my.pair<i32, !my.token>, !my<token>)");
/// let opts = rods::syntax::parser::ParseOptions { allow_unregistered: true, ..Default::default() };
/// let module = rods::syntax::parser::parse_source(&src, 0..src.len(), &registry, &opts).unwrap();
/// let mut out = Vec::new();
/// rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
/// assert!(String::from_utf8(out).unwrap().contains("() -> (!my.pair<i32, !my.token>, !my.token)"));
///
/// assert!(PairType::get_checked(Type::None, Type::i32()).is_err());
/// let ty: Type = PairType::new(Type::i32(), TokenType::new().into_type()).into_type();
/// assert!(ty.downcast_ref::<PairType>().is_some());
/// ```
#[proc_macro_attribute]
pub fn dialect_type(args: TokenStream, item: TokenStream) -> TokenStream {
    rods_codegen::expand_type(args.into(), item.into()).into()
}

/// Declares a dialect operation, as MLIR's `Op` does in TableGen.
///
/// Fields are inherent attributes (properties) by default, typed by their kind: `StrAttr`,
/// `SymbolNameAttr`, `I32Attr`, `I64Attr`, `BoolAttr`, `UnitAttr`, `ArrayAttr`, `DictAttr`
/// (MLIR's `DictionaryAttr`), `TypeAttr`, `AnyAttr`, typed arrays (`rods::typed_array_attr!`),
/// interfaces (`AttrInterface<dyn I>`), dialect attributes, enum properties (`EnumProp<E>`,
/// see `dialect_enum`), enums (`#[dialect_enum]`: the
/// bare case in formats), and `Confined<K, C>` with
/// constraints (`ArrayMinCount<N>`, `IntMinValue<N>`, …, tuples, `AllAttrOf`, your own
/// `rods::ods::AttrConstraint`). `Option<K>` is MLIR's `OptionalAttr`;
/// `#[attr(default = EXPR)]` its `DefaultValuedAttr`; both at once its
/// `DefaultValuedOptionalAttr` (never stored by default, elided from the attr-dict while it
/// equals the default); `#[attr(name = "…")]` renames.
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
/// format leaves out must be buildable (rustc says so otherwise). A `#[dialect_type]` with
/// parameters as the constraint of a single operand or result prints stripped in `type($x)`
/// (`<i32, f32>` for `!my.pair<i32, f32>`, as MLIR's `printStrippedAttrOrType`) and reads
/// either form (`parseCustomTypeWithFallback`: another full type is «invalid kind of type
/// specified: expected my.pair, but found '…'»; a dialect type without parameters is read in
/// full and checked the same way); `qualified(type($x))` prints and reads the
/// full form (`TypeConstraint::parse_in_format` / `print_in_format` decide, for your own
/// constraints too). The `type($x)` of a `Vec`, `type(operands)` and `type(results)` read one
/// type at least, comma-separated (MLIR's `parseTypeList`): an empty list reads back only from
/// an optional group anchored on it (`(`:` type($xs)^)?`).
///
/// **Type relation traits** (`traits = [...]`), verified with MLIR's messages after the type
/// constraints and, as mlir-tblgen decides, inferring types the format omits from printed ones:
/// `SameOperandsAndResultType` (`$lhs `,` $rhs attr-dict `:` type($result)` parses like
/// `arith.addi`), `SameTypeOperands`, `AllTypesMatch(["a", "b", "result"])` (a name may be a
/// typed attribute the format binds: `attr-dict $value` gives the result type, as
/// `arith.constant`),
/// `TypesMatchWith("summary", "lhs", "result", transformer)` with a `fn(&Type) -> Type`
/// (`rods::ods::i1_same_shape` for comparisons; onto an `Option` operand it is MLIR's
/// `OptionalTypesMatchWith`, checked when the operand is there; when the second name is a
/// variable-length group, a `fn(&Type) -> Vec<Type>` giving the group's whole type list,
/// compared with all its types and inferring them: `rods::ods::function_inputs` /
/// `function_results` for `func.call_indirect`), `ShapedTypeMatchesElementCountAndTypes("dest",
/// "elements")` (a variadic group with one value per element of a shaped value's type, each of
/// its element type: `vector.from_elements`); relation traits with arguments may come several
/// times; verified only: `SameOperandsElementType`,
/// `SameOperandsAndResultElementType`, `SameOperandsShape`, `SameOperandsAndResultShape`,
/// `AllElementTypesMatch([…])`, `AllShapesMatch([…])`, and any predicate,
/// `PredOpTrait("summary", pred)` with a `fn(&Ir, OpId) -> bool` («failed to verify that
/// SUMMARY», checked with the other predicate traits in trait order; arith's
/// `SameInputOutputTensorDims`). As in mlir-tblgen, types printed only
/// through `type(operands)` / `type(results)` infer nothing, and with `operands` an inferred
/// variable-length group gets one type. A type neither printed, inferred nor
/// buildable is mlir-tblgen's compile error «type of operand #0, named 'lhs', is not buildable
/// and a buildable type cannot be inferred».
///
/// **Result type inference**: `traits = [InferTypeOpInterface]` with an
/// `infer_return_types(args: &rods::ods::InferTypeArgs<'_>) -> Result<Vec<Type>, String>` in
/// the struct's `impl` (MLIR's `DeclareOpInterfaceMethods<InferTypeOpInterface>`; `args` holds
/// the operands' types and the inherent attributes, `Err` is the message emitted at the op). A
/// format that prints no result type then infers them all after the operands and attributes
/// (mlir-tblgen's rule; one printed result type brings the usual rules back); `build_in` infers
/// them; the verifier checks the op's result types against the inferred ones once the ops in
/// its regions are verified (MLIR's `verifyWithRegions`; before the op's `verify_regions`): «'OP' op inferred type(s) 'f32' are incompatible with return type(s) of operation
/// 'i32'» followed by «'OP' op failed to infer returned types», as MLIR's default
/// `refineReturnTypes` (types compatible when equal). `FirstAttrDerivedResultType` gives
/// `build_in` every result the type of the op's first attribute (a `TypeAttr`'s value, a typed
/// attribute's type) when no result is variable-length; as upstream, formats do not use it.
///
/// **Segments**: more than one variable-length operand (result) group needs
/// `traits = [AttrSizedOperandSegments]` (`AttrSizedResultSegments`), and the trait needs two
/// such groups (mlir-tblgen's errors otherwise). The op then stores each group's size in the
/// `operandSegmentSizes` (`resultSegmentSizes`) property, a `DenseI32ArrayAttr` the custom
/// parser sets from the groups it read (an entry of the attr-dict overrides it), the generic form
/// prints (`<{operandSegmentSizes = array<i32: 1, 0, 2>}>`) and custom forms never do; `build`
/// sets both from the struct's fields (one result per value of a result field); the
/// verifier checks it with MLIR's messages before everything else. A format with `operands`
/// (`type(results)`) does not tell the groups apart: as mlir-tblgen's, its parser stores no
/// sizes (the attr-dict gives them) and its printer prints them in the attr-dict.
///
/// **Variadic of variadic** (MLIR's `VariadicOfVariadic<T, "sizes">`): a `Vec<Vec<Value>>`
/// operand with `#[operand(segments = "sizes")]`, `sizes` a required `DenseI32ArrayAttr`
/// attribute of the op holding the size of each sub-group (`cf.switch`'s `caseOperands`). The
/// group counts as one variable-length operand group; the typed view splits it by `sizes`, the
/// verifier checks `sizes` in the group's turn («'sizes' attribute cannot have negative
/// elements», «caseOperands count (N) does not match with the total size (M) specified in
/// attribute 'sizes'»), `build` and `create` set it from the sub-groups, the attr-dict never
/// prints it. A `custom<F>` directive receives `$group` as `&mut Vec<Vec<UnresolvedOperand>>`
/// (printing: `&[Vec<Value>]`) and `type($group)` as `&mut Vec<Vec<Type>>` (`&[Vec<Type>]`); the
/// parser stores the sizes of what it read after the attr-dict. Outside a custom directive
/// (`$group`, `type($group)`, `operands`) the group is not generated yet (a compile error).
///
/// **Other traits** (MLIR's `OpBase.td`), each verified with MLIR's messages where MLIR verifies
/// it: `Symbol` (a `sym_visibility`, inherent or not, is `"public"`, `"private"` or
/// `"nested"`), `SymbolTable`, `IsolatedFromAbove`, `Terminator`, `NoTerminator`,
/// `SingleBlock` («expects region #0 to have 0 or 1 blocks», «expects a non-empty block»),
/// `NoRegionArguments` («region should have no arguments»), `HasParent(ParentOp)` /
/// `ParentOneOf([A, B])` («expects parent op 'func.func'», «expects parent op to be one of 'a,
/// b'»), `SingleBlockImplicitTerminator(YieldOp)` (`SingleBlock`; each region ends with a
/// `YieldOp` — «expects regions to end with 'y', found 'x'» — which the custom form inserts
/// when the text leaves it out and prints only when it has operands, results or attributes),
/// `Elementwise` / `ElementwiseMappable` (`Scalarizable`, `Vectorizable`, `Tensorizable` are
/// recorded), `ResultsAreFloatLike`; recorded for passes (`OpDef::traits`): `Commutative`,
/// `Idempotent`, `Involution`, `ConstantLike` (one result, no operands), `ReturnLike`,
/// `AutomaticAllocationScope` and `AffineScope` (the op needs a region), `Pure`,
/// `NoMemoryEffect` (which `Pure` includes), `RecursiveMemoryEffects` (not with the other
/// two), `AlwaysSpeculatable`, `RecursivelySpeculatable`, `ConditionallySpeculatable` (MLIR's
/// op interface, whose C++ method rods does not model: not speculatable). An op named in a trait is its Rust type (a `#[dialect_op]`
/// struct; its `OPERATION_NAME`) or its full name as a string (`HasParent("builtin.module")`).
/// Structural traits (`SingleBlock`, `NoRegionArguments`, the parents, the segments, the
/// implicit terminator) are verified before the op's attributes and types, the others after,
/// in declaration order, as mlir-tblgen orders them.
///
/// **Verifiers**: `verify` (ODS's `hasVerifier`) calls the op's
/// `fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic>` after the generated checks (so
/// `Self::from_op(ir, op)` succeeds there); `verify_regions` (`hasRegionVerifier`) calls
/// `fn verify_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic>` once the ops in the op's
/// regions have been verified. Report with `rods::ods::emit_op_error` («'OP' op …») or
/// `rods::ods::emit_error` (MLIR's `emitError`, without the op's name); the verifier adds the
/// «see current operation» note.
///
/// **Folder**: `fold` (ODS's `hasFolder`) makes the op's own `fn fold(ir: &mut Ir, op: OpId,
/// operands: &[Option<Attribute>]) -> Option<OpFoldResult>` its folder (MLIR's `OpFoldResult
/// fold(FoldAdaptor)`); an op with another number of results than one returns
/// `Option<Vec<OpFoldResult>>`, one per result (MLIR's `LogicalResult fold(FoldAdaptor,
/// SmallVectorImpl<OpFoldResult> &)`). `operands` holds the constant value of each operand
/// (`None`: not a constant); `None` means «does not fold», the op's own result (or an empty
/// list) «updated in place», an `OpFoldResult::Attr` a constant the op's dialect materializes
/// (`materialize_constant` in `rods::dialect!`), an `OpFoldResult::Value` an existing value.
/// The traits `Commutative`, `Idempotent` and `Involution` fold too, after the op's folder
/// (`rods::pass::fold_op`; `--canonicalize` runs them).
///
/// **Canonicalization patterns**: `canonicalizer` (ODS's `hasCanonicalizer`) makes the op's own
/// `fn canonicalization_patterns(patterns: &mut PatternSet)` (MLIR's
/// `getCanonicalizationPatterns`) add its patterns (`rods::pass::RewritePattern`,
/// `OpRewritePattern`) to the canonicalizer's, which `--canonicalize` tries on the ops it does
/// not fold. `canonicalize` (ODS's `hasCanonicalizeMethod`) makes the op's own `fn
/// canonicalize(op: FooOpHandle, rewriter: &mut rods::pass::Rewriter<'_>) -> bool` (MLIR's
/// `static LogicalResult canonicalize(FooOp, PatternRewriter &)`: `true` when it rewrote the op)
/// a pattern rooted at the op; with both, the method's pattern comes first (an example in the
/// docs of `rods::pass::Canonicalize`).
///
/// ```
/// use rods::dialect_op;
/// use rods::ir::{Ir, OpId, RegionId, Value};
/// use rods::diag::Diagnostic;
///
/// /// `scf.yield`-like: only inside `my.scope`.
/// #[dialect_op(my.yield, traits = [Terminator, ReturnLike, Pure, HasParent(ScopeOp)],
///              format = "attr-dict ($values^ `:` type($values))?")]
/// pub struct YieldOp {
///     #[operand] pub values: Vec<Value>,
/// }
///
/// /// The region ends with an implicit `my.yield`; the op checks what it yields.
/// #[dialect_op(my.scope, traits = [SingleBlockImplicitTerminator(YieldOp), NoRegionArguments],
///              verify_regions, format = "$body attr-dict (`:` type($results)^)?")]
/// pub struct ScopeOp {
///     #[result] pub results: Vec<Value>,
///     #[region] pub body: RegionId,
/// }
///
/// impl ScopeOp {
///     fn verify_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
///         let body = ir.region(ir.op(op).regions()[0]).blocks[0];
///         let Some(&yield_op) = ir.block(body).ops.last() else { return Ok(()) };
///         if ir.op(yield_op).operands.len() != ir.op(op).results.len() {
///             return Err(rods::ods::emit_op_error(ir, op, "yields the wrong number of values"));
///         }
///         Ok(())
///     }
/// }
///
/// rods::dialect! { static MY = { name: "my", ops: [YieldOp, ScopeOp] }; }
/// let mut registry = rods::dialect::Registry::new();
/// registry.register(&MY);
/// let run = |text: &'static str| {
///     let src = bytes::Bytes::from_static(text.as_bytes());
///     let module = rods::syntax::parser::parse_source(&src, 0..src.len(), &registry, &Default::default())
///         .map_err(|d| d[0].message.clone())?;
///     rods::verify::verify(&module).map_err(|d| d[0].message.clone())?;
///     let mut out = Vec::new();
///     rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
///     Ok::<String, String>(String::from_utf8(out).unwrap())
/// };
/// // The implicit `my.yield` is inserted, and not printed.
/// assert_eq!(run("my.scope {\n}").unwrap(), "module {\n  my.scope {\n  }\n}\n\n");
/// assert_eq!(run("my.yield").unwrap_err(), "'my.yield' op expects parent op 'my.scope'");
/// assert_eq!(run("%0 = my.scope {\n} : i32").unwrap_err(), "'my.scope' op yields the wrong number of values");
/// ```
///
/// **Custom directives**: `custom<F>(args)` calls `parse_f` and `print_f` (`F` in snake case),
/// functions in scope next to the op. rustc checks each against the signature the arguments
/// give, reported at the format string («expected fn pointer `for<'__a> fn(&mut
/// Parser<'__a>, …) -> …`, found fn item …»):
///
/// ```text
/// fn parse_f<'a>(p: &mut Parser<'a>, ARGS…) -> ParseResult<(Option<Attribute>, …)>
/// fn print_f(p: &mut Printer<'_>, ARGS…)
/// ```
///
/// | argument | `parse_f` gets | `print_f` gets |
/// | --- | --- | --- |
/// | `$attr` | nothing: it returns the attribute, one `Option<Attribute>` of the tuple per `$attr` in order (stored when `Some`; `()` without any) | `Option<&Attribute>` |
/// | `ref($attr)` | `Option<&Attribute>` | `Option<&Attribute>` |
/// | `$operand` (single, `Option` or `Vec`) | `&mut Vec<UnresolvedOperand<'a>>` | `&[Value]` |
/// | `type($x)`, `type(operands)`, `type(results)` | `&mut Vec<Type>` | `&[Type]` |
/// | `$region` (single or `Vec`) | `&mut Vec<RegionId>` | `&[RegionId]` |
/// | `$successor` | `&mut Vec<BlockId>` | `&[BlockId]` |
/// | `ref(…)` of a value or a type | `&[UnresolvedOperand<'a>]`, `&[Type]`, `&[RegionId]`, `&[BlockId]` | as without `ref` |
/// | `attr-dict` | `&mut ThinVec<NamedAttribute>` (the discardable attributes) | `&[NamedAttribute]` |
/// | `ref(attr-dict)` | `&ThinVec<NamedAttribute>` | `&[NamedAttribute]` |
/// | `"expr"` | the Rust expression | the Rust expression |
///
/// As the first element of an optional group, `parse_f` returns `ParseResult<Option<(…)>>`:
/// `Ok(None)` when its text is absent. A parser may create a region and parse it with entry
/// arguments it read (`Parser::parse_region(region, &[arg])`, MLIR's `parseRegion(region,
/// args)`; `parse_argument_without_type`, `parse_optional_argument`, `parse_assignment_list`
/// read them), and a printer print it without them (`Printer::print_region(region, false,
/// false)`, MLIR's `printRegion(region, /*printEntryBlockArgs=*/false)`; the values keep
/// their names, `%arg0`). The parser peeks at punctuation with `peek_l_brace`, `peek_arrow`,
/// `peek_colon`, … (every `parse_optional_X` has a `peek_X`).
///
/// ```
/// use rods::diag::ParseResult;
/// use rods::dialect_op;
/// use rods::ir::{RegionId, Type, Value};
/// use rods::ods::Index;
/// use rods::syntax::parser::{Parser, UnresolvedOperand};
/// use rods::syntax::printer::Printer;
///
/// /// `my.for %i = %lb to %ub { … }`: the body's entry argument is the induction variable.
/// #[dialect_op(my.for, traits = [NoTerminator, SingleBlock],
///              format = "custom<Header>($lb, $ub, $body) attr-dict")]
/// pub struct ForOp {
///     #[operand(type = Index)] pub lb: Value,
///     #[operand(type = Index)] pub ub: Value,
///     #[region] pub body: RegionId,
/// }
///
/// fn parse_header<'a>(
///     p: &mut Parser<'a>,
///     lb: &mut Vec<UnresolvedOperand<'a>>,
///     ub: &mut Vec<UnresolvedOperand<'a>>,
///     body: &mut Vec<RegionId>,
/// ) -> ParseResult<()> {
///     let mut iv = p.parse_argument_without_type()?;
///     iv.ty = Type::Index;
///     p.parse_equal()?;
///     lb.push(p.parse_operand()?);
///     p.parse_keyword("to")?;
///     ub.push(p.parse_operand()?);
///     let region = p.ir_mut().create_region();
///     p.parse_region(region, &[iv])?;
///     body.push(region);
///     Ok(())
/// }
///
/// fn print_header(p: &mut Printer<'_>, lb: &[Value], ub: &[Value], body: &[RegionId]) {
///     let ir = p.ir();
///     let entry = ir.region(body[0]).blocks[0];
///     p.print_operand(ir.block(entry).args[0]);
///     p.write_str(" = ");
///     p.print_operands(lb);
///     p.write_str(" to ");
///     p.print_operands(ub);
///     p.write_str(" ");
///     p.print_region(body[0], false, false);
/// }
///
/// rods::dialect! { static MY = { name: "my", ops: [ForOp] }; }
/// let mut registry = rods::dialect::Registry::new();
/// registry.register(&MY);
/// let text = "\"x.f\"() ({\n^bb0(%a: index):\n  my.for %i = %a to %a {\n    \"x.use\"(%i) : (index) -> ()\n  }\n}) : () -> ()";
/// let src = bytes::Bytes::from(text);
/// let opts = rods::syntax::parser::ParseOptions { allow_unregistered: true, ..Default::default() };
/// let module = rods::syntax::parser::parse_source(&src, 0..src.len(), &registry, &opts).unwrap();
/// let mut out = Vec::new();
/// rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
/// assert!(String::from_utf8(out).unwrap().contains(
///     "my.for %arg1 = %arg0 to %arg0 {\n      \"x.use\"(%arg1) : (index) -> ()\n    }"
/// ));
/// ```
///
/// **Op interfaces** (`interfaces = [...]`): `OpAsmOpInterface` — the op implements
/// `rods::ods::OpAsmOpInterface` (its result names, `%generated`; its block argument names; its
/// `DEFAULT_DIALECT`, which ops directly inside its regions may leave out in the custom form,
/// when parsed and when printed). The printer makes the names valid and unique in their scope
/// as MLIR does (`%generated_0`; a name given to a result other than the first starts a result
/// group: `%base_buffer, %offset, %sizes:2 = …`); the generic form ignores them. An op of
/// several result groups that does not list the interface names each group after its field,
/// as mlir-tblgen does (`%low, %high = arith.mulsi_extended …`).
/// `BranchOpInterface` — the op's successors receive operands: `#[successor(operands =
/// "destOperands")]` names the variadic operand group each successor's block arguments take
/// (as `cf.br` / `cf.cond_br`; every successor names one, or none does and the op implements
/// `rods::ods::BranchOpInterface` itself), and the verifier checks them against the block:
/// «branch has N operands for successor #I, but target block has M», «type mismatch for bb
/// argument #J of successor #I». `WeightedBranchOpInterface` — the op implements
/// `rods::ods::WeightedBranchOpInterface` (its branch weights, as `cf.cond_br`'s), which the
/// verifier checks after the successors' operands: «expects number of branch weights to match
/// number of successors: N vs M», «branch weights cannot all be zero». `RegionKindInterface` — the op implements
/// `rods::ods::RegionKindInterface` (each region's `RegionKind`), or lists the trait
/// `HasOnlyGraphRegion` (every region a graph region, as `builtin.module`'s): ops in a graph
/// region come in any order, and it has at most one block. Every other region of a registered
/// op is an SSA-CFG region, where the verifier checks dominance as MLIR does (a definition
/// before its uses in its block, in a block that dominates theirs otherwise; uses in
/// unreachable blocks are not checked).
/// `SymbolUserOpInterface` — the op implements `rods::ods::SymbolUserOpInterface`
/// (`verify_symbol_uses(ir, op, symbols)`, which reads the op in place, as MLIR's method of the
/// op class does), recorded as `OpDef::verify_symbol_uses`: the verifier runs it for the users
/// under each symbol table once the table's ops are verified, in MLIR's order.
/// Any other interface is a trait declared with `rods::op_interface!(Trait)` (a user's, or upstream's
/// `CallOpInterface`, `CallableOpInterface`, `FunctionOpInterface`,
/// `RegionBranchOpInterface`, `RegionBranchTerminatorOpInterface`, `LoopLikeOpInterface` in
/// `rods::ods`) that the
/// struct — the op's typed view, `from_op` — implements; `rods::ods::cast_op_interface::<dyn
/// Trait>(ir, op)` returns it for an op in the IR (MLIR's `dyn_cast`). The verifier runs
/// `FunctionOpInterface`'s checks after the other traits
/// (`rods::ods::verify_function_op`; `parse_function_op` / `print_function_op` are func.func's
/// custom form, to register as the op's `OpDef::parse` / `print`); `RegionBranchOpInterface`'s
/// edge checks (`verify_region_branch_op`) and `LoopLikeOpInterface`'s (`verify_loop_like_op`)
/// with the regions, in the order the op lists them. An unknown name, or a trait the
/// op does not implement, is rustc's error at the name.
///
/// **Default-valued attributes** (`#[attr(default = EXPR)]`): an op always has one, as MLIR's
/// properties always hold it (`populateDefaultProperties`), but it is stored only while it
/// differs from the default (`AttrSpec::default`): `Ir::property` and the typed view give the
/// default for one not stored, the generic form prints it; custom forms (`attr-dict`,
/// `prop-dict`, optional groups) elide it while it equals the default.
///
/// Arguments: `dialect.opname` (first), `format = "…"` (MLIR's op assembly format: literals,
/// `$var`, `attr-dict`, `attr-dict-with-keyword`, `prop-dict`, optional groups with else branch,
/// `custom<F>(…)`, `qualified`, `type(…)`, `functional-type`, `operands`, `results`, `regions`,
/// `successors`, `oilist`; without it the op has only the generic form), `traits = [Symbol, …]`,
/// `interfaces = [OpAsmOpInterface, BranchOpInterface, RegionKindInterface, Trait, …]`,
/// `summary = "…"`, `verify`, `verify_regions`, `fold` (see «Folder»), `canonicalize` and
/// `canonicalizer` (see «Canonicalization patterns»), `custom_assembly` (ODS's
/// `hasCustomAssemblyFormat`, instead of `format`: the op's own `fn parse(p: &mut Parser<'_>,
/// state: &mut OperationState) -> ParseResult` reads what follows its name and `fn print(p: &mut
/// Printer<'_>, op: OpId)` prints it — `func.func`-like ops call `rods::ods::parse_function_op`
/// / `print_function_op` there), `tracked` (the IR lists every op of this definition as it
/// creates them, `Ir::tracked_ops`, so that a check looking for them across a module need not
/// walk it; rods' own extension, not ODS's). Field options: `#[attr(name = "…", default = EXPR)]`,
/// `#[operand(name = "…", type = T, segments = "…")]` (`segments`: MLIR's `VariadicOfVariadic`
/// on a `Vec<Vec<Value>>` field), `#[result(…)]` likewise, `#[region(name = "…",
/// constraint = SizedRegion<1>)]` (MLIR's region constraints `AnyRegion`, `SizedRegion<N>`,
/// `MinSizedRegion<N>`, `MaxSizedRegion<N>` in `rods::ods`, checked after the operand and result
/// types: «region #0 ('body') failed to verify constraint: region with 1 blocks»; on a `Vec`
/// field, MLIR's `VariadicRegion<…>`), `#[successor(name = "…", operands = "group")]`.
///
/// Generated: `OPERATION_NAME`, `DEF` (registry entry with parser, printer — MLIR's exact spacing — and verifier:
/// «'OP' op requires attribute 'a'» in alphabetical order, then «'OP' op attribute 'a' failed to
/// satisfy constraint: SUMMARY» in declaration order), `from_op` (typed view), the builders
/// below, accessors.
///
/// **Builders** (MLIR's generated `build` methods): `create(ir: &mut Ir, loc, …)` creates the
/// op (detached: append it with `Ir::append_op`) from its fields in declaration order, each
/// of its field's type — a result field only when its types are neither buildable nor
/// inferred, as `Type`, `Option<Type>` or `Vec<Type>`. When they are inferred (from the
/// operands' types through a type relation trait, by `InferTypeOpInterface` or
/// `FirstAttrDerivedResultType`) it takes no result types and returns `Option<OpId>`, `None`
/// when inference fails (MLIR's builder without result types); otherwise `OpId`. It is not
/// generated when a field is named `ir` or `loc`, nor for inferred results with
/// `AttrSizedResultSegments`. From the typed struct, `build(&self, loc)` gives an
/// `OperationState` (the caller adds the types of results that are not buildable) and
/// `build_in(&self, ir, loc)` one with the inferred types. More builders (ODS's `builders =
/// [OpBuilder<(ins …)>]`) are plain associated functions in an `impl` next to the op, usually
/// over `create`:
///
/// ```
/// use rods::dialect_op;
/// use rods::ir::{Ir, Location, OpId, RegionId, StringAttr, Type};
/// use rods::ods::{I32Attr, SymbolNameAttr};
///
/// #[dialect_op(my.kernel, traits = [Symbol, NoTerminator, SingleBlock],
///              format = "$sym_name (`level` $level^)? attr-dict-with-keyword $body")]
/// pub struct KernelOp {
///     pub sym_name: SymbolNameAttr,
///     pub level: Option<I32Attr>,
///     #[region] pub body: RegionId,
/// }
///
/// impl KernelOp {
///     /// `(ins "StringRef":$name)`: a kernel with an empty body block.
///     pub fn create_named(ir: &mut Ir, loc: Location, name: &str) -> OpId {
///         let body = ir.create_region();
///         ir.create_block(body, loc.clone());
///         Self::create(ir, loc, SymbolNameAttr(StringAttr::from(name)), Some(I32Attr(2)), body)
///     }
/// }
///
/// rods::dialect! { static MY = { name: "my", ops: [KernelOp] }; }
/// let mut registry = rods::dialect::Registry::new();
/// registry.register(&MY);
/// let mut module = rods::ir::Module::new();
/// let top = module.body().unwrap();
/// let kernel = KernelOp::create_named(&mut module.ir, Location::Unknown, "k");
/// module.ir.append_op(top, kernel);
/// rods::verify::verify(&module).unwrap();
/// let mut out = Vec::new();
/// rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
/// assert_eq!(String::from_utf8(out).unwrap(), "module {\n  my.kernel @k level 2 {\n  }\n}\n\n");
/// ```
///
/// `DEF.doc` keeps what the dialect's reference documentation shows (`rods::doc`, as
/// `mlir-tblgen -gen-dialect-doc`): the summary (`summary = "…"`, else the doc comment's first
/// paragraph), the description (the rest of the doc comment), the format, the traits and
/// interfaces as MLIR lists them, and each attribute's, operand's, result's and successor's
/// constraint summary. List the op in a [`dialect!`](macro@dialect).
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
/// rods::dialect! { static MY = { name: "my", ops: [TableOp] }; }
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

/// Declares an enum attribute, as MLIR's `EnumAttr.td` does in TableGen (`I32EnumAttr`,
/// `I64EnumAttr`, `I8`/`I16`/`I32`/`I64BitEnumAttr`).
///
/// The first argument is the ODS class; then `cpp_namespace = "::mlir::arith"` (the type named
/// in messages is `cpp_namespace::Name`; without it, the Rust name), `summary = "…"` (default
/// for int enums: «allowed 64-bit signless integer cases: 0, 1, …»), and for bit enums
/// `separator = ","` (default `|`) and `print_bit_enum_primary_groups`;
/// `gen_specialized_attr = false` makes the generic form's property conversion accept any
/// integer attribute (the verifier then reports a wrong value).
///
/// Each variant is a case: `#[case(value = N)]`, with `str = "…"` for its string form (default:
/// the variant's name). Bit enums take `#[case(bit = N)]` (`1 << N`), `#[case(none)]` (0),
/// `#[case(group = [A, B])]` (their OR) or `#[case(value = N)]`. Two cases with the same string
/// or value, a bit past the storage width, a group of unknown cases are compile errors.
///
/// Generated: for int enums the Rust `enum` (`#[repr(u32)]`/`#[repr(u64)]`, discriminants the
/// values), for bit enums a `Copy` struct of the bits with one constant per case and `|`, `&`,
/// `^`, `!`, `contains_all`, `contains_any`; both with `symbolize`, `stringify`, `from_value`,
/// `value` (MLIR's `symbolizeE` / `stringifyE`), `Display`, `FromStr`, `Debug`, `Eq`, `Hash`.
/// The type is an op attribute kind (`pub predicate: CmpIPredicate` in a `#[dialect_op]`):
/// the bare case in formats (`arith.cmpi slt, …`; a case that is no keyword, or a bit-enum value
/// that is not one bit, quoted), an integer attribute `2 : i64` in the generic form; and a
/// parameter of a `#[dialect_attr]` (MLIR's `EnumAttr<Dialect, Enum, "mnemonic">`, whose default
/// format is `$value`: `#gpu<dim x>`, or `` `<` $value `>` ``: `#arith.fastmath<nnan,ninf>`).
/// `rods::ods::EnumProp<E>` stores it as a property instead (MLIR's `EnumProp<E>`; with
/// `#[attr(default = EnumProp(E::Case))]` its `DefaultValuedProp`): the case bare in formats
/// (`ptr.ptr_add nuw …`; a bit enum's keywords joined by `|`: `nuw|nsw`), read with MLIR's
/// messages («expected one of [a, b] for SUMMARY, got: c», then «invalid value for property
/// NAME, expected SUMMARY»); in the generic form an integer of the enum's width (`<{flags = 2 :
/// i32}>`) converted from any integer attribute («expected IntegerAttr storage for ::ns::E»
/// otherwise), 0 when absent without a default; «property 'NAME' failed to satisfy constraint:
/// SUMMARY» from the verifier; an attr-dict entry of its name stays a discardable attribute.
///
/// ```
/// use rods::{dialect_attr, dialect_enum, dialect_op};
///
/// #[dialect_enum(I64EnumAttr, cpp_namespace = "::my")]
/// pub enum Cmp {
///     #[case(value = 0, str = "eq")] Eq,
///     #[case(value = 1, str = "lt")] Lt,
/// }
///
/// #[dialect_enum(I32BitEnumAttr, summary = "my flags", separator = ",",
///                print_bit_enum_primary_groups)]
/// pub enum Flags {
///     #[case(none, str = "none")] None,
///     #[case(bit = 0, str = "a")] A,
///     #[case(bit = 1, str = "b")] B,
///     #[case(group = [A, B], str = "all")] All,
/// }
///
/// /// `#my.flags<a>` (MLIR's `EnumAttr<My_Dialect, Flags, "flags">`).
/// #[dialect_attr(my.flags, name = "My_FlagsAttr", summary = "my flags",
///                format = "`<` $value `>`")]
/// pub struct FlagsAttr {
///     pub value: Flags,
/// }
///
/// #[dialect_op(my.cmp, format = "$predicate (`flags` $flags^)? attr-dict")]
/// pub struct CmpOp {
///     pub predicate: Cmp,
///     pub flags: Option<FlagsAttr>,
/// }
///
/// assert_eq!(Cmp::symbolize("lt"), Some(Cmp::Lt));
/// assert_eq!(Cmp::Lt.value(), 1);
/// assert_eq!((Flags::A | Flags::B).stringify(), "all");
/// assert_eq!("a,b".parse::<Flags>(), Ok(Flags::All));
///
/// rods::dialect! { static MY = { name: "my", ops: [CmpOp], attrs: [FlagsAttr] }; }
/// let mut registry = rods::dialect::Registry::new();
/// registry.register(&MY);
/// let print = |text: &'static str, generic: bool| {
///     let src = bytes::Bytes::from_static(text.as_bytes());
///     let module = rods::syntax::parser::parse_source(&src, 0..src.len(), &registry, &Default::default())
///         .map_err(|d| d[0].message.clone())?;
///     let opts = rods::syntax::printer::PrintOptions { generic, ..Default::default() };
///     let mut out = Vec::new();
///     rods::syntax::printer::print_module(&module, &opts, &mut out);
///     Ok::<String, String>(String::from_utf8(out).unwrap())
/// };
/// assert!(print("my.cmp lt flags <b>", false).unwrap().contains("my.cmp lt flags <b>"));
/// assert!(print("my.cmp lt", true).unwrap().contains("<{predicate = 1 : i64}>"));
/// assert_eq!(
///     print("my.cmp gt", false).unwrap_err(),
///     "custom op 'my.cmp' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, lt]"
/// );
/// ```
#[proc_macro_attribute]
pub fn dialect_enum(args: TokenStream, item: TokenStream) -> TokenStream {
    rods_codegen::expand_enum(args.into(), item.into()).into()
}

/// Declares a dialect, as MLIR's `Dialect` record does in TableGen: a `static`
/// [`Dialect`](../rods/dialect/struct.Dialect.html) to register, with its name, its summary and
/// description (the doc comment) for the reference documentation, the dialects it depends on
/// (registering it registers them, as MLIR loads them), and its ops, attributes and types.
///
/// ```text
/// rods::dialect! {
///     /// Description (Markdown): the doc comment.
///     pub static GPU_DIALECT = {
///         name: "gpu",                          // required: the namespace
///         summary: "…",                         // else the doc comment's first paragraph
///         dependent_dialects: [crate::nvvm::NVVM_DIALECT],
///         ops: [BinaryOp, LaunchOp],            // #[dialect_op] types, or `&AN_OP_DEF`
///         attrs: [ObjectAttr],                  // #[dialect_attr] types, or `&AN_ATTR_DEF`
///         types: [AsyncTokenType],              // #[dialect_type] types, or `&A_TYPE_DEF`
///         verify_operation_attribute: verify_gpu_attribute, // a fn, see below
///         verify_region_arg_attribute: verify_arg_attr,       // a fn, see below
///         verify_region_result_attribute: verify_result_attr, // the same, for results
///         materialize_constant: materialize,    // a fn, see below
///         unknown_type_message: "unknown gpu type: {}", // see below
///         unknown_attr_message: "…{}…",
///         parse_unknown_type: parse_fallback,   // a fn, instead of unknown_type_message
///     };
/// }
/// ```
///
/// Every key but `name` may be left out (an empty list; no attribute check).
/// `verify_operation_attribute` (MLIR's `hasOperationAttrVerify`, `Dialect::
/// verifyOperationAttribute`) names a `fn(&Ir, OpId, &NamedAttribute) -> Result<(), (OpId,
/// Diagnostic)>` that the verifier calls for every discardable attribute `NAME.…` of every op
/// (registered or not), before the op's own verifier, when the dialect is registered in the
/// registry the IR was parsed with (`Ir::set_attribute_verifiers` for IR built otherwise); the
/// error names the op it is reported at, whose «see current operation» note the verifier adds
/// (`gpu.container_module` on a module reports a bad `gpu.launch_func` at the launch).
/// `verify_region_arg_attribute` and `verify_region_result_attribute` (MLIR's
/// `hasRegionArgAttrVerify` / `hasRegionResultAttrVerify`) name a `fn(&Ir, OpId, usize, usize,
/// &NamedAttribute) -> Result<(), Diagnostic>` (`VerifyRegionAttributeFn`: the op, the region,
/// the argument's or result's index, the attribute) that a function op's verifier calls for
/// each entry `NAME.…` of its `arg_attrs` / `res_attrs` (the llvm dialect's `llvm.noalias` on a
/// non-pointer argument is «"llvm.noalias" attribute attached to non-pointer LLVM type»).
/// `materialize_constant` (MLIR's `hasConstantMaterializer`, `Dialect::materializeConstant`)
/// names a `fn(&mut Ir, &Attribute, &Type, Location) -> Option<OpId>` that makes a detached
/// constant op of the dialect holding a value a folder gave (`arith.constant` for arith).
/// `unknown_type_message` and `unknown_attr_message` state the dialect's own message for a
/// mnemonic it does not define (the fallback of MLIR's hand-written `Dialect::parseType` /
/// `parseAttribute`: `!gpu.mma` is «unknown gpu type: mma»), `{}` standing once for the
/// mnemonic; the parser reports it at the mnemonic, in place of the generated dispatch's
/// «unknown  type `mma` in dialect `gpu`». A message without its one `{}`, or on a dialect that
/// lists no types (attributes), whose `!NAME.foo` is «dialect 'NAME' provides no type parsing
/// hook», is a compile error.
/// `parse_unknown_type` names a `fn(&mut Parser<'_>) -> ParseResult<Type>` (`ParseTypeFn`) for
/// what a hand-written `Dialect::parseType` does with a body that starts with none of the
/// dialect's mnemonics (a keyword it does not define, or no keyword): the parser calls it at
/// the body's first token, and it reads a type or reports its error (the llvm dialect's
/// `!llvm.i32` is «unexpected type, expected keyword»). It takes the place of
/// `unknown_type_message`; both, or the hook on a dialect without types, is a compile error.
/// An entry is the type a declaration
/// macro annotated (its `DEF` is listed) or `&EXPR`, a reference to a definition written out
/// (an op's: `OpDef { name: "my.op", verify, ..OpDef::NONE }`, so that it keeps compiling when
/// `OpDef` gains a field).
/// Mistakes are compile errors at the entry: an entry listed twice, and, checked by constants
/// over the listed definitions, an op whose name is not `name.…`, an attribute or type of
/// another dialect, two ops with one name or two attributes (types) with one mnemonic.
///
/// ```
/// use rods::ir::StringAttr;
/// use rods::{dialect_attr, dialect_op};
///
/// /// `#my.tag<"x">`.
/// #[dialect_attr(my.tag, format = "`<` $name `>`")]
/// pub struct TagAttr {
///     pub name: StringAttr,
/// }
///
/// /// Does nothing.
/// #[dialect_op(my.noop, format = "attr-dict")]
/// pub struct NoopOp {}
///
/// rods::dialect! {
///     /// A dialect of examples.
///     pub static MY_DIALECT = {
///         name: "my",
///         summary: "Examples",
///         ops: [NoopOp],
///         attrs: [TagAttr],
///     };
/// }
///
/// rods::dialect! {
///     /// Loads `my` with it.
///     pub static MINE = { name: "mine", dependent_dialects: [MY_DIALECT] };
/// }
///
/// let mut registry = rods::dialect::Registry::new();
/// registry.register(&MINE);
/// assert!(registry.op("my.noop").is_some() && registry.attr("my", "tag").is_some());
/// let doc = rods::doc::dialect_markdown(&MY_DIALECT);
/// assert!(doc.contains("# 'my' Dialect\n\n_Examples_\n\nA dialect of examples."));
/// assert!(doc.contains("### `my.noop` (") && doc.contains("::NoopOp)\n\n_Does nothing._\n"));
/// ```
#[proc_macro]
pub fn dialect(input: TokenStream) -> TokenStream {
    rods_codegen::expand_dialect(input.into()).into()
}
