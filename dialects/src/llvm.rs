//! The `llvm` dialect's types and the attributes host code carries outside `llvm` ops
//! (`LLVMTypes.td`, `LLVMTypes.h`, `LLVMAttrDefs.td` and `LLVMEnums.td` of LLVM 22), declared
//! with rods: `!llvm.ptr`, `!llvm.array`, `!llvm.func`, `!llvm.struct`, `!llvm.target`, the
//! trivial types (`!llvm.void`, `!llvm.token`, `!llvm.label`, `!llvm.metadata`,
//! `!llvm.x86_amx`, `!llvm.ppc_fp128`), `#llvm.linkage`, `#llvm.cconv`, and the module's
//! `#llvm.target` with its `#llvm.target_features`.
//!
//! Inside an LLVM type, other LLVM types print stripped of their `!llvm.` prefix
//! (`!llvm.array<4 x ptr>`) and read in either form: upstream's `custom<PrettyLLVMType>`.
//!
//! Where upstream writes the parser and printer by hand (`hasCustomAssemblyFormat`: the struct
//! type), the format is one custom directive after the empty literal ``` `` ```, which keeps the
//! printer from putting a space before it: the directive reads and prints the whole body.
//! The dialect checks an `llvm.data_layout` attribute on any op ([`verify_operation_attribute`],
//! upstream's `LLVMDialect::verifyOperationAttribute`): a string LLVM's data layout parser
//! accepts ([`data_layout`]). It checks the `llvm.…` attributes of function arguments and
//! results ([`verify_region_attribute`], upstream's
//! `verifyParameterAttribute`): `llvm.noalias` is a unit attribute on a pointer, `llvm.align`
//! an integer, `llvm.sret` a type; the argument's type is checked only when LLVM can represent
//! it ([`is_compatible_type`]).
//!
//! A type body that is none of the dialect's mnemonics goes where upstream's
//! `LLVMDialect::parseType` sends it (`parse_unknown_llvm_type`, the dialect's
//! `parse_unknown_type`): a builtin or other dialect's type there is «unexpected type, expected
//! keyword» (`!llvm.i32`, `!llvm<(i32) -> ()>`), another keyword «unknown LLVM type: foo».

use std::cell::RefCell;

pub mod data_layout;

use rods::diag::ParseResult;
use rods::ir::print::{Printer, type_to_string};
use rods::ir::{StringAttr, Type, VectorElementTypeInterface};
use rods::ods::EnumProp;
use rods::syntax::parser::Parser;
use rods::{dialect_attr, dialect_enum, dialect_type};

/// The mnemonics upstream's `dispatchParse` reads stripped inside LLVM types, in its order.
const STRIPPED_MNEMONICS: &[&str] = &[
    "void",
    "ppc_fp128",
    "token",
    "label",
    "metadata",
    "func",
    "ptr",
    "array",
    "struct",
    "target",
    "x86_amx",
];

/// `custom<PrettyLLVMType>` (upstream's `parsePrettyLLVMType` / `dispatchParse`): any type in
/// full (`i32`, `!llvm.ptr`, `!gpu.async.token`), else an LLVM type without its prefix
/// (`ptr<1>`, `struct<(i32)>`); another keyword is «unknown LLVM type: KEY».
fn parse_pretty_llvmtype(p: &mut Parser<'_>) -> ParseResult<(Type,)> {
    if let Some(ty) = p.parse_optional_type()? {
        return Ok((ty,));
    }
    let loc = p.current_location();
    let key = p.parse_keyword_any()?;
    let def = STRIPPED_MNEMONICS
        .contains(&key)
        .then(|| p.registry().type_def("llvm", key))
        .flatten();
    match def {
        Some(def) => p.parse_type_body(def).map(|ty| (ty,)),
        None => Err(p.emit_error_at(loc, format!("unknown LLVM type: {key}"))),
    }
}

/// Upstream's `detail::parseType` (`dispatchParse` with `allowAny = false`) for a body that is
/// none of the dialect's mnemonics: any type there is «unexpected type, expected keyword» at
/// the body (`!llvm.f32`; `!llvm.tensor` is the tensor type's own «expected '<' in tensor
/// type»), another keyword «unknown LLVM type: KEY».
fn parse_unknown_llvm_type(p: &mut Parser<'_>) -> ParseResult<Type> {
    let loc = p.current_location();
    if p.parse_optional_type()?.is_some() {
        return Err(p.emit_error_at(loc, "unexpected type, expected keyword"));
    }
    let key = p.parse_keyword_any()?;
    Err(p.emit_error_at(loc, format!("unknown LLVM type: {key}")))
}

/// `custom<PrettyLLVMType>` (upstream's `printPrettyLLVMType` / `dispatchPrint`): an LLVM type
/// stripped of its `!llvm.` prefix, except a float type (`!llvm.ppc_fp128`, which implements
/// `FloatTypeInterface`); any other type in full.
fn print_pretty_llvmtype(p: &mut Printer<'_>, ty: &Type) {
    match ty.as_dialect().map(|d| d.get()) {
        Some(d) if d.def().dialect == "llvm" && d.def().mnemonic != "ppc_fp128" => {
            p.write_str(d.def().mnemonic);
            d.print_body(p);
        }
        _ => p.print_type(ty),
    }
}

/// The LLVM type `ty` is, by mnemonic (`void`, `ptr`, …), if it is one.
fn llvm_kind(ty: &Type) -> Option<&'static str> {
    let def = ty.as_dialect()?.get().def();
    (def.dialect == "llvm").then_some(def.mnemonic)
}

/// `LLVMArrayType::isValidElementType` and `LLVMStructType::isValidElementType`: anything but
/// `void`, `label`, `metadata`, a function or `token`.
fn is_valid_element_type(ty: &Type) -> bool {
    !matches!(
        llvm_kind(ty),
        Some("void" | "label" | "metadata" | "func" | "token")
    )
}

// DEFINE_TRIVIAL_LLVM_TYPE(LLVMVoidType, "llvm.void");
/// The LLVM `void` type, the result type of functions returning nothing: `!llvm.void`.
#[dialect_type(llvm.void, name = "LLVMVoidType")]
pub struct LLVMVoidType {}

// DEFINE_TRIVIAL_LLVM_TYPE(LLVMTokenType, "llvm.token");
/// The LLVM `token` type, for values that cannot be inspected: `!llvm.token`.
#[dialect_type(llvm.token, name = "LLVMTokenType")]
pub struct LLVMTokenType {}

// DEFINE_TRIVIAL_LLVM_TYPE(LLVMLabelType, "llvm.label");
/// The LLVM `label` type, of basic block labels: `!llvm.label`.
#[dialect_type(llvm.label, name = "LLVMLabelType")]
pub struct LLVMLabelType {}

// DEFINE_TRIVIAL_LLVM_TYPE(LLVMMetadataType, "llvm.metadata");
/// The LLVM `metadata` type, of metadata operands: `!llvm.metadata`.
#[dialect_type(llvm.metadata, name = "LLVMMetadataType")]
pub struct LLVMMetadataType {}

// def LLVMX86AMXType : LLVMType<"LLVMX86AMX", "x86_amx"> {
//   let summary = "LLVM x86_amx type.";
// }
/// The x86_amx type represents a value held in an AMX tile register on an x86 machine. Can only
/// be used in AMX intrinsics calls: `!llvm.x86_amx`.
#[dialect_type(llvm.x86_amx, name = "LLVMX86AMXType", summary = "LLVM x86_amx type.")]
pub struct LLVMX86AMXType {}

// def LLVMPPCFP128Type : LLVMType<"LLVMPPCFP128", "ppc_fp128",
//     [DeclareTypeInterfaceMethods<FloatTypeInterface, ["getFloatSemantics"]>]> {
//   let summary = "128 bit FP type with IBM double-double semantics";
// }
/// A 128 bit floating-point type with IBM double-double semantics: `!llvm.ppc_fp128`. A float
/// type, it prints in full inside other LLVM types (`!llvm.array<2 x !llvm.ppc_fp128>`) and may
/// be a vector's element type (upstream's float types are `VectorElementTypeInterface`s).
#[dialect_type(llvm.ppc_fp128, name = "LLVMPPCFP128Type",
               interfaces = [VectorElementTypeInterface],
               summary = "128 bit FP type with IBM double-double semantics")]
pub struct LLVMPPCFP128Type {}

impl VectorElementTypeInterface for LLVMPPCFP128Type {}

// def LLVMArrayType : LLVMType<"LLVMArray", "array", [...]> {
//   let parameters = (ins "Type":$elementType, "uint64_t":$numElements);
//   let assemblyFormat = [{
//     `<` $numElements `x` custom<PrettyLLVMType>($elementType) `>`
//   }];
//   let genVerifyDecl = 1;
// }
/// The `!llvm.array` type represents a fixed-size array of element types. It is an aggregate
/// type representing consecutive elements in memory, parameterized by the number of elements
/// and the element type: `!llvm.array<4 x i32>`.
#[dialect_type(llvm.array, name = "LLVMArrayType", verify, summary = "LLVM array type",
               format = "`<` $numElements `x` custom<PrettyLLVMType>($elementType) `>`")]
pub struct LLVMArrayType {
    /// The element type.
    #[param(name = "elementType")]
    pub element_type: Type,
    /// The number of elements.
    #[param(name = "numElements", cpp_type = "uint64_t")]
    pub num_elements: u64,
}

impl LLVMArrayType {
    fn verify(&self) -> Result<(), String> {
        // `!llvm.array<4 x i32>` holds values; `!llvm.array<4 x void>` cannot.
        if is_valid_element_type(&self.element_type) {
            Ok(())
        } else {
            Err(format!(
                "invalid array element type: '{}'",
                type_to_string(&self.element_type)
            ))
        }
    }
}

// def LLVMFunctionType : LLVMType<"LLVMFunction", "func"> {
//   let parameters = (ins "Type":$returnType, ArrayRefParameter<"Type">:$params,
//                         "bool":$varArg);
//   let assemblyFormat = [{
//     `<` custom<PrettyLLVMType>($returnType) ` ` `(`
//     custom<FunctionTypes>($params, $varArg) `>`
//   }];
//   let genVerifyDecl = 1;
// }
/// The `!llvm.func` is a function type. It consists of a single return type (unlike MLIR which
/// can have multiple), a list of parameter types and can optionally be variadic:
/// `!llvm.func<i32 (i32, ...)>`.
#[dialect_type(llvm.func, name = "LLVMFunctionType", verify, summary = "LLVM function type",
               format = "`<` custom<PrettyLLVMType>($returnType) ` ` `(` custom<FunctionTypes>($params, $varArg) `>`")]
pub struct LLVMFunctionType {
    /// The result type (`void` when there is none).
    #[param(name = "returnType")]
    pub return_type: Type,
    /// The parameter types.
    pub params: Vec<Type>,
    /// Whether the function is variadic.
    #[param(name = "varArg")]
    pub var_arg: bool,
}

impl LLVMFunctionType {
    fn verify(&self) -> Result<(), String> {
        // `isValidResultType`: not a function, `metadata` or `label`.
        if matches!(
            llvm_kind(&self.return_type),
            Some("func" | "metadata" | "label")
        ) {
            return Err(format!(
                "invalid function result type: '{}'",
                type_to_string(&self.return_type)
            ));
        }
        // `isValidArgumentType`: not `void` or a function.
        if let Some(arg) = self
            .params
            .iter()
            .find(|t| matches!(llvm_kind(t), Some("void" | "func")))
        {
            return Err(format!(
                "invalid function argument type: '{}'",
                type_to_string(arg)
            ));
        }
        Ok(())
    }
}

/// `custom<FunctionTypes>` (upstream's `parseFunctionTypes`): what follows the `(`: the
/// parameter types, possibly ending with `...`, then `)`.
fn parse_function_types(p: &mut Parser<'_>) -> ParseResult<(Vec<Type>, bool)> {
    let mut params = Vec::new();
    if p.parse_optional_r_paren() {
        return Ok((params, false));
    }
    if p.parse_optional_ellipsis() {
        p.parse_r_paren()?;
        return Ok((params, true));
    }
    params.push(parse_pretty_llvmtype(p)?.0);
    while p.parse_optional_comma() {
        if p.parse_optional_ellipsis() {
            p.parse_r_paren()?;
            return Ok((params, true));
        }
        params.push(parse_pretty_llvmtype(p)?.0);
    }
    p.parse_r_paren()?;
    Ok((params, false))
}

/// `custom<FunctionTypes>` (upstream's `printFunctionTypes`).
fn print_function_types(p: &mut Printer<'_>, params: &[Type], var_arg: &bool) {
    p.interleave_comma(params.iter(), |p, t| print_pretty_llvmtype(p, t));
    if *var_arg {
        if !params.is_empty() {
            p.write_str(", ");
        }
        p.write_str("...");
    }
    p.write_str(")");
}

// def LLVMPointerType : LLVMType<"LLVMPointer", "ptr", [..., VectorElementTypeInterface]> {
//   let parameters = (ins DefaultValuedParameter<"unsigned", "0">:$addressSpace);
//   let assemblyFormat = [{
//     (`<` $addressSpace^ `>`)?
//   }];
// }
/// The `!llvm.ptr` type is an LLVM pointer type. This type typically represents a reference to
/// an object in memory. Pointers are optionally parameterized by the address space:
/// `!llvm.ptr`, `!llvm.ptr<1>` (address space 0 is elided).
#[dialect_type(llvm.ptr, name = "LLVMPointerType", summary = "LLVM pointer type",
               interfaces = [VectorElementTypeInterface],
               format = "(`<` $addressSpace^ `>`)?")]
pub struct LLVMPointerType {
    /// The address space.
    #[param(name = "addressSpace", default = 0, cpp_type = "unsigned")]
    pub address_space: u32,
}

impl VectorElementTypeInterface for LLVMPointerType {}

// def LLVMTargetExtType : LLVMType<"LLVMTargetExt", "target"> {
//   let parameters = (ins StringRefParameter<>:$extTypeName,
//                         OptionalArrayRefParameter<"Type">:$typeParams,
//                         OptionalArrayRefParameter<"unsigned int">:$intParams);
//   let assemblyFormat = [{
//     `<` $extTypeName (`,` custom<ExtTypeParams>($typeParams, $intParams)^ )? `>`
//   }];
// }
/// LLVM dialect target extension type, which are generally unintrospectable from
/// target-independent optimizations. Target extension types have a string name, and optionally
/// have type and/or integer parameters (types first): `!llvm.target<"spirv.Image", i32, 1>`.
#[dialect_type(llvm.target, name = "LLVMTargetExtType",
               summary = "LLVM target-specific extension type",
               format = "`<` $extTypeName (`,` custom<ExtTypeParams>($typeParams, $intParams)^ )? `>`")]
pub struct LLVMTargetExtType {
    /// The extension type's name.
    #[param(name = "extTypeName")]
    pub ext_type_name: String,
    /// The type parameters.
    #[param(name = "typeParams", default = Vec::new())]
    pub type_params: Vec<Type>,
    /// The integer parameters.
    #[param(name = "intParams", default = Vec::new(), cpp_type = "::llvm::ArrayRef<unsigned int>")]
    pub int_params: Vec<u32>,
}

/// `custom<ExtTypeParams>` (upstream's `parseExtTypeParams`): types, then integers, separated
/// by commas; «failed to parse parameter list for target extension type» otherwise.
fn parse_ext_type_params(p: &mut Parser<'_>) -> ParseResult<(Vec<Type>, Vec<u32>)> {
    let mut types = Vec::new();
    let mut ints = Vec::new();
    // An integer that failed (its error reported) is followed, as upstream's, by an attempt
    // at a type while no integer has been read; the list then fails even if that succeeds.
    let mut failed = None;
    loop {
        let ok = match p.parse_optional_integer_of_width(u32::BITS, false) {
            Ok(Some(v)) => {
                ints.push(v as u32);
                true
            }
            int => {
                if let Err(reported) = int {
                    failed = Some(reported);
                }
                ints.is_empty()
                    && match p.parse_after_error(parse_pretty_llvmtype) {
                        Ok((ty,)) => {
                            types.push(ty);
                            true
                        }
                        Err(_) => false,
                    }
            }
        };
        if !ok {
            return Err(p.emit_follow_up_error_at(
                p.current_location(),
                "failed to parse parameter list for target extension type",
            ));
        }
        if !p.parse_optional_comma() {
            return match failed {
                Some(reported) => Err(reported),
                None => Ok((types, ints)),
            };
        }
    }
}

/// `custom<ExtTypeParams>` (upstream's `printExtTypeParams`): the types in full, then the
/// integers.
fn print_ext_type_params(p: &mut Printer<'_>, types: &[Type], ints: &[u32]) {
    p.interleave_comma(types.iter(), |p, t| p.print_type(t));
    if !types.is_empty() && !ints.is_empty() {
        p.write_str(", ");
    }
    p.interleave_comma(ints.iter(), |p, i| p.print_u64(u64::from(*i)));
}

// def LLVMStructType : LLVMType<"LLVMStruct", "struct", [MutableType, ...]> {
//   let parameters = (ins
//     StringRefParameter<"struct name", [{""}]>:$name,
//     OptionalArrayRefParameter<"mlir::Type">:$body
//   );
//   let storageClass = "LLVMStructTypeStorage";
//   let genStorageClass = 0;
//   let skipDefaultBuilders = 1;
//   let hasCustomAssemblyFormat = 1;
// }
/// LLVM dialect structure type representing a collection of different-typed elements
/// manipulated together. Struct types can optionally be packed, meaning that their elements
/// immediately follow each other in memory without accounting for potential alignment.
///
/// Literal structs (`!llvm.struct<(i32, ptr)>`, `!llvm.struct<packed (i8, i32)>`) are their
/// body; identified structs have a name (`!llvm.struct<"name", (i32)>`), may be opaque
/// (`!llvm.struct<"name", opaque>`) and may refer to themselves inside their body
/// (`!llvm.struct<"list", (ptr, struct<"list">)>`: the inner one is a
/// [`recursive_reference`](Self::recursive_reference)).
///
/// Upstream's storage class holds the packed, identified and opaque bits besides the two
/// declared parameters; they are parameters here. Identified structs are values here, not
/// entries of a context-wide table; the parser keeps the table for the text it reads: there,
/// as in MLIR, one name has one body («identified type already used with a different body»,
/// «redeclaring defined struct as opaque»). Structs built through the API are not checked
/// against each other.
#[dialect_type(llvm.struct, name = "LLVMStructType", verify, summary = "LLVM struct type",
               format = "`` custom<Struct>($name, $body, $packed, $opaque, $recursive_reference)")]
pub struct LLVMStructType {
    /// The name of an identified struct; `None` for a literal struct.
    pub name: Option<StringAttr>,
    /// The element types.
    #[param(default = Vec::new())]
    pub body: Vec<Type>,
    /// Whether the elements follow each other without padding.
    #[param(default = false)]
    pub packed: bool,
    /// Whether the identified struct is intentionally opaque (has no body).
    #[param(default = false)]
    pub opaque: bool,
    /// Whether this is a reference, by name, to an enclosing identified struct.
    #[param(default = false)]
    pub recursive_reference: bool,
}

impl LLVMStructType {
    /// A literal struct of `body` (upstream's `getLiteral`): `!llvm.struct<(i32, ptr)>`.
    pub fn literal(body: Vec<Type>, packed: bool) -> LLVMStructType {
        LLVMStructType::new(None, body, packed, false, false)
    }

    /// An identified struct named `name` with `body`: `!llvm.struct<"name", (i32)>`.
    pub fn identified(name: &str, body: Vec<Type>, packed: bool) -> LLVMStructType {
        LLVMStructType::new(Some(StringAttr::from(name)), body, packed, false, false)
    }

    /// An intentionally opaque identified struct (upstream's `getOpaque`):
    /// `!llvm.struct<"name", opaque>`.
    pub fn opaque_named(name: &str) -> LLVMStructType {
        LLVMStructType::new(Some(StringAttr::from(name)), Vec::new(), false, true, false)
    }

    /// A reference to the enclosing identified struct named `name`, inside its body:
    /// `struct<"name">`.
    pub fn reference(name: &str) -> LLVMStructType {
        LLVMStructType::new(Some(StringAttr::from(name)), Vec::new(), false, false, true)
    }

    fn verify(&self) -> Result<(), String> {
        // As arrays: `!llvm.struct<(i32, ptr)>`, not `!llvm.struct<(void)>`.
        match self.body.iter().find(|t| !is_valid_element_type(t)) {
            Some(t) => Err(format!(
                "invalid LLVM structure element type: '{}'",
                type_to_string(t)
            )),
            None => Ok(()),
        }
    }
}

/// What an identified struct's name stands for in a parse: upstream's context-wide table of
/// identified structs, kept for one parse ([`Parser::dialect_state`]).
#[derive(Default)]
struct IdentifiedStructs(std::collections::HashMap<Vec<u8>, IdentifiedBody>);

enum IdentifiedBody {
    Opaque,
    Body { body: Vec<Type>, packed: bool },
}

/// Whether `x` and `y` are one type when identified structs are told apart by their name
/// alone, as MLIR's uniquing tells them (a `struct<"a">` inside a body and the
/// `struct<"a", (…)>` it refers to are one type): what deciding whether a body is the one a
/// name already has compares.
fn same_by_struct_names(x: &Type, y: &Type) -> bool {
    let all = |xs: &[Type], ys: &[Type]| {
        xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| same_by_struct_names(x, y))
    };
    if let (Some(a), Some(b)) = (
        x.downcast_ref::<LLVMStructType>(),
        y.downcast_ref::<LLVMStructType>(),
    ) {
        return match (&a.name, &b.name) {
            (Some(m), Some(n)) => m == n,
            (None, None) => a.packed == b.packed && all(&a.body, &b.body),
            _ => false,
        };
    }
    if let (Some(a), Some(b)) = (
        x.downcast_ref::<LLVMArrayType>(),
        y.downcast_ref::<LLVMArrayType>(),
    ) {
        return a.num_elements == b.num_elements
            && same_by_struct_names(&a.element_type, &b.element_type);
    }
    if let (Some(a), Some(b)) = (
        x.downcast_ref::<LLVMFunctionType>(),
        y.downcast_ref::<LLVMFunctionType>(),
    ) {
        return a.var_arg == b.var_arg
            && same_by_struct_names(&a.return_type, &b.return_type)
            && all(&a.params, &b.params);
    }
    x == y
}

impl IdentifiedStructs {
    /// Notes that `name` is opaque (upstream's `getOpaque`); false when it has a body.
    fn declare_opaque(&mut self, name: &[u8]) -> bool {
        if self.has_body(name) {
            return false;
        }
        self.0
            .entry(name.to_vec())
            .or_insert(IdentifiedBody::Opaque);
        true
    }

    /// Whether `name` has a body.
    fn has_body(&self, name: &[u8]) -> bool {
        matches!(self.0.get(name), Some(IdentifiedBody::Body { .. }))
    }

    /// Gives `name` its body (upstream's `setBody`); false when it has another one or is
    /// opaque.
    fn set_body(&mut self, name: &[u8], body: &[Type], packed: bool) -> bool {
        match self.0.get(name) {
            Some(IdentifiedBody::Opaque) => false,
            Some(IdentifiedBody::Body {
                body: known,
                packed: known_packed,
            }) => {
                known_packed == &packed
                    && known.len() == body.len()
                    && known
                        .iter()
                        .zip(body)
                        .all(|(k, b)| same_by_struct_names(k, b))
            }
            None => {
                self.0.insert(
                    name.to_vec(),
                    IdentifiedBody::Body {
                        body: body.to_vec(),
                        packed,
                    },
                );
                true
            }
        }
    }
}

thread_local! {
    /// The names of the identified structs being parsed, innermost last (upstream's
    /// `knownStructNames`): a struct of one of these names without a body refers to it.
    static KNOWN_STRUCT_NAMES: RefCell<Vec<Vec<u8>>> = const { RefCell::new(Vec::new()) };
}

/// Keeps a name on [`KNOWN_STRUCT_NAMES`] while an identified struct's body is parsed.
struct KnownStructName;

impl KnownStructName {
    fn push(name: &[u8]) -> KnownStructName {
        KNOWN_STRUCT_NAMES.with(|names| names.borrow_mut().push(name.to_vec()));
        KnownStructName
    }
}

impl Drop for KnownStructName {
    fn drop(&mut self) {
        KNOWN_STRUCT_NAMES.with(|names| names.borrow_mut().pop());
    }
}

/// What `custom<Struct>` reads: name, body, packed, opaque, recursive reference.
type StructParts = (Option<StringAttr>, Vec<Type>, bool, bool, bool);

/// `custom<Struct>` (upstream's `parseStructType`): `<` (string `,`)? `packed`? `(` types `)`
/// `>`, `<` string `, opaque>`, or `<` string `>` naming an enclosing struct.
fn parse_struct(p: &mut Parser<'_>) -> ParseResult<StructParts> {
    p.parse_less()?;
    let name = p.parse_optional_string();
    if let Some(name) = &name {
        let known = KNOWN_STRUCT_NAMES.with(|names| {
            names
                .borrow()
                .iter()
                .any(|n| n.as_slice() == name.as_bytes())
        });
        let reference = || Ok((Some(name.clone()), Vec::new(), false, false, true));
        if known {
            // `struct<"name">` refers to the enclosing struct; so does `struct<"name",
            // opaque>` (upstream's `getOpaque` of a struct whose body is still being
            // parsed), unless an earlier struct of that name has a body; any other body
            // would define it again.
            if p.parse_optional_greater() {
                return reference();
            }
            p.parse_comma()?;
            let kw_loc = p.current_location();
            if p.parse_optional_keyword("opaque") {
                p.parse_greater()?;
                if p.dialect_state::<IdentifiedStructs>()
                    .has_body(name.as_bytes())
                {
                    return Err(p.emit_error_at(kw_loc, "redeclaring defined struct as opaque"));
                }
                return reference();
            }
            return Err(p.emit_error_at(kw_loc, "identifier already used for an enclosing struct"));
        }
        let greater = p.current_location();
        if p.parse_optional_greater() {
            return Err(p.emit_error_at(
                greater,
                "struct without a body only allowed in a recursive struct",
            ));
        }
        p.parse_comma()?;
    }
    let kw_loc = p.current_location();
    if p.parse_optional_keyword("opaque") {
        let Some(name) = name else {
            return Err(p.emit_error_at(kw_loc, "only identified structs can be opaque"));
        };
        p.parse_greater()?;
        if !p
            .dialect_state::<IdentifiedStructs>()
            .declare_opaque(name.as_bytes())
        {
            return Err(p.emit_error_at(kw_loc, "redeclaring defined struct as opaque"));
        }
        return Ok((Some(name), Vec::new(), false, true, false));
    }
    let packed = p.parse_optional_keyword("packed");
    p.parse_l_paren()?;
    // Upstream's `trySetStructBody` reports a bad element of an identified struct here, at
    // the first element; a literal struct's is the type's verifier's, at the `<`.
    let subtypes_loc = p.current_location();
    let mut body = Vec::new();
    if !p.parse_optional_r_paren() {
        let _known = name.as_ref().map(|n| KnownStructName::push(n.as_bytes()));
        loop {
            body.push(parse_pretty_llvmtype(p)?.0);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_r_paren()?;
    }
    p.parse_greater()?;
    if let Some(name) = &name {
        if let Some(t) = body.iter().find(|t| !is_valid_element_type(t)) {
            let msg = format!(
                "invalid LLVM structure element type: '{}'",
                type_to_string(t)
            );
            return Err(p.emit_error_at(subtypes_loc, msg));
        }
        if !p
            .dialect_state::<IdentifiedStructs>()
            .set_body(name.as_bytes(), &body, packed)
        {
            // Upstream reports an empty body at its `packed` or `(`.
            let at = if body.is_empty() {
                kw_loc
            } else {
                subtypes_loc
            };
            return Err(p.emit_error_at(at, "identified type already used with a different body"));
        }
    }
    Ok((name, body, packed, false, false))
}

/// `custom<Struct>` (upstream's `printStructType`).
fn print_struct(
    p: &mut Printer<'_>,
    name: &Option<StringAttr>,
    body: &[Type],
    packed: &bool,
    opaque: &bool,
    recursive_reference: &bool,
) {
    p.write_str("<");
    if let Some(name) = name {
        p.print_string(name.as_bytes());
        if *recursive_reference {
            p.write_str(">");
            return;
        }
        p.write_str(", ");
        if *opaque {
            p.write_str("opaque>");
            return;
        }
    }
    if *packed {
        p.write_str("packed ");
    }
    p.write_str("(");
    p.interleave_comma(body.iter(), |p, t| print_pretty_llvmtype(p, t));
    p.write_str(")>");
}

// def LinkageEnum : LLVM_EnumAttr<"Linkage", "::llvm::GlobalValue::LinkageTypes",
//     "LLVM linkage types", [LinkageExternal, ..., LinkageCommon]> {
//   let cppNamespace = "::mlir::LLVM::linkage";
// }
/// LLVM linkage types (`LLVM_EnumAttr`, an `I64EnumAttr`), in the order of
/// `llvm::GlobalValue::LinkageTypes`; the strings are the names in LLVM IR.
#[dialect_enum(I64EnumAttr, cpp_namespace = "linkage", summary = "LLVM linkage types")]
pub enum Linkage {
    /// `external`.
    #[case(value = 0, str = "external")]
    External,
    /// `available_externally`.
    #[case(value = 1, str = "available_externally")]
    AvailableExternally,
    /// `linkonce`.
    #[case(value = 2, str = "linkonce")]
    Linkonce,
    /// `linkonce_odr`.
    #[case(value = 3, str = "linkonce_odr")]
    LinkonceODR,
    /// `weak`.
    #[case(value = 4, str = "weak")]
    Weak,
    /// `weak_odr`.
    #[case(value = 5, str = "weak_odr")]
    WeakODR,
    /// `appending`.
    #[case(value = 6, str = "appending")]
    Appending,
    /// `internal`.
    #[case(value = 7, str = "internal")]
    Internal,
    /// `private`.
    #[case(value = 8, str = "private")]
    Private,
    /// `extern_weak`.
    #[case(value = 9, str = "extern_weak")]
    ExternWeak,
    /// `common`.
    #[case(value = 10, str = "common")]
    Common,
}

// def LinkageAttr : LLVM_Attr<"Linkage", "linkage"> {
//   let parameters = (ins "linkage::Linkage":$linkage);
//   let assemblyFormat = "`<` $linkage `>`";
// }
/// The linkage of an LLVM global or function: `#llvm.linkage<internal>`.
#[dialect_attr(llvm.linkage, name = "LinkageAttr", format = "`<` $linkage `>`")]
pub struct LinkageAttr {
    /// The linkage (a plain C++ enum parameter: MLIR's `FieldParser`, as `EnumProp` reads it).
    pub linkage: EnumProp<Linkage>,
}

// def CConvEnum : LLVM_CEnumAttr<"CConv", "::llvm::CallingConv", "Calling Conventions",
//     [CConvC, CConvFast, ..., CConvM68k_INTR]> {
//   let cppNamespace = "::mlir::LLVM::cconv";
// }
/// Calling conventions (`LLVM_CEnumAttr`, an `I64EnumAttr`); the values are
/// `llvm::CallingConv`'s. As upstream's enum, it leaves out `avr_signalcc` and `amdgpu_pscc`,
/// which `LLVMEnums.td` defines but does not list.
#[dialect_enum(I64EnumAttr, summary = "Calling Conventions")]
pub enum CConv {
    /// `ccc`, the C calling convention.
    #[case(value = 0, str = "ccc")]
    C,
    /// `fastcc`.
    #[case(value = 8, str = "fastcc")]
    Fast,
    /// `coldcc`.
    #[case(value = 9, str = "coldcc")]
    Cold,
    /// `cc_10` (GHC).
    #[case(value = 10, str = "cc_10")]
    GHC,
    /// `cc_11` (HiPE).
    #[case(value = 11, str = "cc_11")]
    HiPE,
    /// `anyregcc`.
    #[case(value = 13, str = "anyregcc")]
    AnyReg,
    /// `preserve_mostcc`.
    #[case(value = 14, str = "preserve_mostcc")]
    PreserveMost,
    /// `preserve_allcc`.
    #[case(value = 15, str = "preserve_allcc")]
    PreserveAll,
    /// `swiftcc`.
    #[case(value = 16, str = "swiftcc")]
    Swift,
    /// `cxx_fast_tlscc`.
    #[case(value = 17, str = "cxx_fast_tlscc")]
    CxxFastTls,
    /// `tailcc`.
    #[case(value = 18, str = "tailcc")]
    Tail,
    /// `cfguard_checkcc`.
    #[case(value = 19, str = "cfguard_checkcc")]
    CFGuardCheck,
    /// `swifttailcc`.
    #[case(value = 20, str = "swifttailcc")]
    SwiftTail,
    /// `x86_stdcallcc`.
    #[case(value = 64, str = "x86_stdcallcc")]
    X86StdCall,
    /// `x86_fastcallcc`.
    #[case(value = 65, str = "x86_fastcallcc")]
    X86FastCall,
    /// `arm_apcscc`.
    #[case(value = 66, str = "arm_apcscc")]
    ArmApcs,
    /// `arm_aapcscc`.
    #[case(value = 67, str = "arm_aapcscc")]
    ArmAapcs,
    /// `arm_aapcs_vfpcc`.
    #[case(value = 68, str = "arm_aapcs_vfpcc")]
    ArmAapcsVfp,
    /// `msp430_intrcc`.
    #[case(value = 69, str = "msp430_intrcc")]
    Msp430Intr,
    /// `x86_thiscallcc`.
    #[case(value = 70, str = "x86_thiscallcc")]
    X86ThisCall,
    /// `ptx_kernelcc`.
    #[case(value = 71, str = "ptx_kernelcc")]
    PtxKernel,
    /// `ptx_devicecc`.
    #[case(value = 72, str = "ptx_devicecc")]
    PtxDevice,
    /// `spir_funccc`.
    #[case(value = 75, str = "spir_funccc")]
    SpirFunc,
    /// `spir_kernelcc`.
    #[case(value = 76, str = "spir_kernelcc")]
    SpirKernel,
    /// `intel_ocl_bicc`.
    #[case(value = 77, str = "intel_ocl_bicc")]
    IntelOclBi,
    /// `x86_64_sysvcc`.
    #[case(value = 78, str = "x86_64_sysvcc")]
    X86_64SysV,
    /// `win64cc`.
    #[case(value = 79, str = "win64cc")]
    Win64,
    /// `x86_vectorcallcc`.
    #[case(value = 80, str = "x86_vectorcallcc")]
    X86VectorCall,
    /// `hhvmcc`.
    #[case(value = 81, str = "hhvmcc")]
    DummyHhvm,
    /// `hhvm_ccc`.
    #[case(value = 82, str = "hhvm_ccc")]
    DummyHhvmC,
    /// `x86_intrcc`.
    #[case(value = 83, str = "x86_intrcc")]
    X86Intr,
    /// `avr_intrcc`.
    #[case(value = 84, str = "avr_intrcc")]
    AvrIntr,
    /// `avr_builtincc`.
    #[case(value = 86, str = "avr_builtincc")]
    AvrBuiltin,
    /// `amdgpu_vscc`.
    #[case(value = 87, str = "amdgpu_vscc")]
    AmdgpuVs,
    /// `amdgpu_gscc`.
    #[case(value = 88, str = "amdgpu_gscc")]
    AmdgpuGs,
    /// `amdgpu_cscc`.
    #[case(value = 90, str = "amdgpu_cscc")]
    AmdgpuCs,
    /// `amdgpu_kernelcc`.
    #[case(value = 91, str = "amdgpu_kernelcc")]
    AmdgpuKernel,
    /// `x86_regcallcc`.
    #[case(value = 92, str = "x86_regcallcc")]
    X86RegCall,
    /// `amdgpu_hscc`.
    #[case(value = 93, str = "amdgpu_hscc")]
    AmdgpuHs,
    /// `msp430_builtincc`.
    #[case(value = 94, str = "msp430_builtincc")]
    Msp430Builtin,
    /// `amdgpu_lscc`.
    #[case(value = 95, str = "amdgpu_lscc")]
    AmdgpuLs,
    /// `amdgpu_escc`.
    #[case(value = 96, str = "amdgpu_escc")]
    AmdgpuEs,
    /// `aarch64_vectorcallcc`.
    #[case(value = 97, str = "aarch64_vectorcallcc")]
    AArch64VectorCall,
    /// `aarch64_sve_vectorcallcc`.
    #[case(value = 98, str = "aarch64_sve_vectorcallcc")]
    AArch64SveVectorCall,
    /// `wasm_emscripten_invokecc`.
    #[case(value = 99, str = "wasm_emscripten_invokecc")]
    WasmEmscriptenInvoke,
    /// `amdgpu_gfxcc`.
    #[case(value = 100, str = "amdgpu_gfxcc")]
    AmdgpuGfx,
    /// `m68k_intrcc`.
    #[case(value = 101, str = "m68k_intrcc")]
    M68kIntr,
}

// def CConvAttr : LLVM_Attr<"CConv", "cconv"> {
//   let parameters = (ins "CConv":$CallingConv);
//   let assemblyFormat = "`<` $CallingConv `>`";
// }
/// The calling convention of an LLVM function or call: `#llvm.cconv<ccc>`.
#[dialect_attr(llvm.cconv, name = "CConvAttr", format = "`<` $CallingConv `>`")]
pub struct CConvAttr {
    /// The calling convention.
    #[param(name = "CallingConv")]
    pub calling_conv: EnumProp<CConv>,
}

// def LLVM_TargetFeaturesAttr : LLVM_Attr<"TargetFeatures", "target_features",
//                                         [DLTIQueryInterface]> {
//   let parameters = (ins OptionalArrayRefParameter<"StringAttr">:$features);
//   let assemblyFormat = "`<` `[` (`]`) : ($features^ `]`)? `>`";
//   let genVerifyDecl = 1;
// }
/// Represents the LLVM target features as a list that can be checked within passes/rewrites:
/// `#llvm.target_features<["+sme", "+sve", "+sme-f64f64"]>`; each starts with `+` or `-`.
#[dialect_attr(llvm.target_features, name = "LLVM_TargetFeaturesAttr", verify,
               summary = "LLVM target features attribute",
               format = "`<` `[` (`]`) : ($features^ `]`)? `>`")]
pub struct TargetFeaturesAttr {
    /// The features.
    #[param(default = Vec::new())]
    pub features: Vec<StringAttr>,
}

impl TargetFeaturesAttr {
    fn verify(&self) -> Result<(), String> {
        // Each feature is `+name` or `-name`, one feature: `"avx"`, `""` and `"+a,b"` are not.
        for feature in &self.features {
            let bytes = feature.as_bytes();
            match bytes.first() {
                None => return Err("target features can not be null or empty".to_owned()),
                Some(b'+' | b'-') => {}
                Some(_) => return Err("target features must start with '+' or '-'".to_owned()),
            }
            if bytes.contains(&b',') {
                return Err("target features can not contain ','".to_owned());
            }
        }
        Ok(())
    }

    /// Whether `feature` (`+sve`) is in the list.
    pub fn contains(&self, feature: &str) -> bool {
        self.features
            .iter()
            .any(|f| f.as_bytes() == feature.as_bytes())
    }

    /// The features as LLVM writes them: joined by commas (`getFeaturesString`).
    pub fn features_string(&self) -> String {
        let features: Vec<String> = self
            .features
            .iter()
            .map(|f| String::from_utf8_lossy(f.as_bytes()).into_owned())
            .collect();
        features.join(",")
    }
}

// def LLVM_TargetAttr : LLVM_Attr<"Target", "target", [LLVM_TargetAttrInterface]> {
//   let summary = "LLVM target info: triple, chip, features";
//   let parameters = (ins "StringAttr":$triple,
//                         "StringAttr":$chip,
//                         OptionalParameter<"TargetFeaturesAttr", "">:$features);
//   let assemblyFormat = [{`<` struct($triple, $chip, $features) `>`}];
// }
/// An attribute to hold LLVM target information, specifying LLVM's target `triple` string, the
/// target `chip` string (i.e. the `cpu` string), and target `features` as an attribute. The
/// latter is optional: `#llvm.target<triple = "x86_64-unknown-linux", chip = "skylake",
/// features = <["+avx"]>>`, as modules carry it (`llvm.target`).
#[dialect_attr(llvm.target, name = "LLVM_TargetAttr",
               summary = "LLVM target info: triple, chip, features",
               format = "`<` struct($triple, $chip, $features) `>`")]
pub struct TargetAttr {
    /// The target triple.
    pub triple: StringAttr,
    /// The target chip (`cpu`).
    pub chip: StringAttr,
    /// The target features.
    pub features: Option<TargetFeaturesAttr>,
}

rods::dialect! {
    /// The `llvm` dialect: its types, `#llvm.linkage`, `#llvm.cconv`, `#llvm.target` and
    /// `#llvm.target_features` (not its ops).
    pub static LLVM_DIALECT = {
        name: "llvm",
        parse_unknown_type: parse_unknown_llvm_type,
        attrs: [
            LinkageAttr,
            CConvAttr,
            TargetFeaturesAttr,
            TargetAttr,
        ],
        types: [
            LLVMVoidType,
            LLVMTokenType,
            LLVMLabelType,
            LLVMMetadataType,
            LLVMX86AMXType,
            LLVMPPCFP128Type,
            LLVMArrayType,
            LLVMFunctionType,
            LLVMPointerType,
            LLVMTargetExtType,
            LLVMStructType,
        ],
        verify_operation_attribute: verify_operation_attribute,
        verify_region_arg_attribute: verify_region_attribute::<false>,
        verify_region_result_attribute: verify_region_attribute::<true>,
    };
}

/// `llvm.data_layout`: the LLVM data layout string of a module.
pub const DATA_LAYOUT_ATTR_NAME: &str = "llvm.data_layout";

/// The `llvm` dialect's check of the discardable attributes named `llvm.…` (upstream's
/// `LLVMDialect::verifyOperationAttribute`): `llvm.data_layout` is a string that LLVM's data
/// layout parser accepts, `"e-m:e-i64:64"` but not `"x"` or `3`.
pub fn verify_operation_attribute(
    ir: &rods::ir::Ir,
    op: rods::ir::OpId,
    attr: &rods::ir::NamedAttribute,
) -> Result<(), (Option<rods::ir::OpId>, rods::diag::Diagnostic)> {
    if !attr.name.is(DATA_LAYOUT_ATTR_NAME) {
        return Ok(());
    }
    let error = |m: String| Err((Some(op), rods::ods::emit_op_error(ir, op, m)));
    let Some(layout) = attr.value.as_string() else {
        return error(format!(
            "expected '{DATA_LAYOUT_ATTR_NAME}' to be a string attributes"
        ));
    };
    match data_layout::verify_data_layout(&String::from_utf8_lossy(layout.as_bytes())) {
        // LLVM's error log ends its message with a newline, which mlir-opt prints.
        Err(message) => error(format!("invalid data layout descriptor: {message}\n")),
        Ok(()) => Ok(()),
    }
}

/// `LLVMDialect::isCompatibleType`: whether `ty` has a representation in LLVM's type system —
/// signless integers, `bf16`, `f16`, `f32`, `f64`, `f80`, `f128`, one-dimensional vectors of
/// such types, and the llvm dialect's types whose element, field, parameter and result types
/// are such types.
pub fn is_compatible_type(ty: &Type) -> bool {
    use rods::ir::{FloatKind, Signedness};
    match ty {
        Type::Integer { signedness, .. } => *signedness == Signedness::Signless,
        Type::Float(kind) => matches!(
            kind,
            FloatKind::BF16
                | FloatKind::F16
                | FloatKind::F32
                | FloatKind::F64
                | FloatKind::F80
                | FloatKind::F128
        ),
        Type::Vector(v) => v.shape.len() == 1 && is_compatible_type(&v.element),
        Type::Dialect(d) if d.get().def().dialect == "llvm" => {
            if let Some(s) = d.downcast_ref::<LLVMStructType>() {
                s.body.iter().all(is_compatible_type)
            } else if let Some(f) = d.downcast_ref::<LLVMFunctionType>() {
                is_compatible_type(&f.return_type) && f.params.iter().all(is_compatible_type)
            } else if let Some(a) = d.downcast_ref::<LLVMArrayType>() {
                is_compatible_type(&a.element_type)
            } else if let Some(t) = d.downcast_ref::<LLVMTargetExtType>() {
                t.type_params.iter().all(is_compatible_type)
            } else {
                // `ptr`, `void`, `token`, `label`, `metadata`, `ppc_fp128`, `x86_amx`.
                true
            }
        }
        _ => false,
    }
}

/// The llvm dialect's check of a `llvm.…` attribute on an argument or result of type `ty`
/// (upstream's `LLVMDialect::verifyParameterAttribute`): the attribute's kind (unit, type or
/// integer), and, when `ty` is [compatible](is_compatible_type), that it fits the type —
/// `llvm.noalias` on a pointer, `llvm.signext` on an integer. Other `llvm.…` names pass.
pub fn verify_parameter_attribute(
    ir: &rods::ir::Ir,
    op: rods::ir::OpId,
    ty: &Type,
    attr: &rods::ir::NamedAttribute,
) -> Result<(), rods::diag::Diagnostic> {
    use rods::ir::Attribute;
    let name = attr.name.as_bytes();
    let error = |what: &str| {
        let name = quoted_name(attr);
        Err(rods::ods::emit_error(ir, op, format!("{name} {what}")))
    };
    let (value_ok, value_kind, needs) = match name {
        b"llvm.noalias" | b"llvm.readonly" | b"llvm.readnone" | b"llvm.writeonly"
        | b"llvm.nest" | b"llvm.nocapture" | b"llvm.nofree" | b"llvm.nonnull" => (
            matches!(attr.value, Attribute::Unit),
            "a unit",
            Some(ParamType::Pointer),
        ),
        b"llvm.sret" | b"llvm.byval" | b"llvm.byref" | b"llvm.elementtype" | b"llvm.inalloca"
        | b"llvm.preallocated" => (
            matches!(attr.value, Attribute::Type(_)),
            "a type",
            Some(ParamType::Pointer),
        ),
        b"llvm.signext" | b"llvm.zeroext" => (
            matches!(attr.value, Attribute::Unit),
            "a unit",
            Some(ParamType::Integer),
        ),
        b"llvm.align" | b"llvm.dereferenceable" | b"llvm.dereferenceable_or_null" => (
            matches!(attr.value, Attribute::Integer(_)),
            "an integer",
            Some(ParamType::Pointer),
        ),
        b"llvm.alignstack" => (
            matches!(attr.value, Attribute::Integer(_)),
            "an integer",
            None,
        ),
        b"llvm.noundef" | b"llvm.inreg" | b"llvm.returned" => {
            (matches!(attr.value, Attribute::Unit), "a unit", None)
        }
        _ => return Ok(()),
    };
    if !value_ok {
        return error(&format!("should be {value_kind} attribute"));
    }
    // The type is walked only for a name that constrains it.
    let check_value_type = needs.is_some() && is_compatible_type(ty);
    match needs {
        Some(ParamType::Pointer) if check_value_type && llvm_kind(ty) != Some("ptr") => {
            error("attribute attached to non-pointer LLVM type")
        }
        Some(ParamType::Integer) if check_value_type && !matches!(ty, Type::Integer { .. }) => {
            error("attribute attached to non-integer LLVM type")
        }
        _ => Ok(()),
    }
}

/// The type a parameter attribute needs its argument or result to have.
enum ParamType {
    Pointer,
    Integer,
}

/// The llvm dialect's check of a `llvm.…` attribute on a function's argument (`RESULT` false:
/// upstream's `LLVMDialect::verifyRegionArgAttribute`) or result (`RESULT` true:
/// `verifyRegionResultAttribute`, which first rejects any on a `void` result and the names
/// that only apply to arguments, `llvm.byval`, `llvm.sret`, …): then
/// [`verify_parameter_attribute`] with the argument's or result's type, for a function op.
pub fn verify_region_attribute<const RESULT: bool>(
    ir: &rods::ir::Ir,
    op: rods::ir::OpId,
    _region: usize,
    index: usize,
    attr: &rods::ir::NamedAttribute,
) -> Result<(), rods::diag::Diagnostic> {
    let Some(signature) = rods::ods::function_type_of(ir, op) else {
        return Ok(());
    };
    let types = if RESULT {
        signature.results()
    } else {
        signature.inputs()
    };
    let Some(ty) = types.get(index) else {
        return Ok(());
    };
    if !RESULT {
        return verify_parameter_attribute(ir, op, ty, attr);
    }
    if llvm_kind(ty) == Some("void") {
        return Err(rods::ods::emit_error(
            ir,
            op,
            "cannot attach result attributes to functions with a void return",
        ));
    }
    if matches!(
        attr.name.as_bytes(),
        b"llvm.allocalign"
            | b"llvm.allocptr"
            | b"llvm.byval"
            | b"llvm.byref"
            | b"llvm.inalloca"
            | b"llvm.nest"
            | b"llvm.nocapture"
            | b"llvm.nofree"
            | b"llvm.preallocated"
            | b"llvm.readnone"
            | b"llvm.readonly"
            | b"llvm.returned"
            | b"llvm.alignstack"
            | b"llvm.sret"
            | b"llvm.writeonly"
    ) {
        return Err(rods::ods::emit_error(
            ir,
            op,
            format!("{} is not a valid result attribute", quoted_name(attr)),
        ));
    }
    verify_parameter_attribute(ir, op, ty, attr)
}

/// An attribute's name as MLIR streams a `StringAttr` into a message: quoted and escaped.
fn quoted_name(attr: &rods::ir::NamedAttribute) -> String {
    rods::ir::Attribute::String(StringAttr::new(attr.name.as_bytes().to_vec())).to_string()
}
