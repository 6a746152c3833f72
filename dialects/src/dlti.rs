//! The `dlti` dialect (Data Layout and Target Information) of LLVM 22 (`DLTIAttrs.td`,
//! `DLTI.cpp`), declared with rods: `#dlti.dl_entry`, `#dlti.dl_spec`, `#dlti.map`,
//! `#dlti.target_system_spec`, `#dlti.target_device_spec` and
//! `#dlti.function_pointer_alignment`.
//!
//! The specs and the map are lists of entries written `"key" = value` or `type = value` (or as
//! `#dlti.dl_entry<key, value>` attributes), printed `key = value`:
//! `module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", i64 = 64>}`.
//! Their parsers and printers are upstream's hand-written ones (`hasCustomAssemblyFormat`):
//! each format is one custom directive after the empty literal ``` `` ```, which keeps the
//! printer from putting a space before it.
//!
//! The dialect checks the discardable attributes named `dlti.…` ([`verify_operation_attribute`],
//! upstream's `DLTIDialect::verifyOperationAttribute`): `dlti.dl_spec`, `dlti.target_system_spec`
//! and `dlti.map` hold the attribute of that name, and a module's `dlti.dl_spec` entries are
//! checked as upstream's `verifyDataLayoutSpec` checks them.

use rods::diag::{Diagnostic, ParseResult};
use rods::dialect_attr;
use rods::ir::print::{Printer, type_to_string};
use rods::ir::{Attribute, Ir, NamedAttribute, OpId, StringAttr, SubElement, Type};
use rods::ods::{AttrParam, emit_error};
use rods::syntax::parser::Parser;

/// The key of a DLTI entry (upstream's `DataLayoutEntryKey`, a union of a type and a string):
/// `i64` in `i64 = 64`, `"dlti.endianness"` in `"dlti.endianness" = "little"`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DataLayoutEntryKey {
    /// A type key.
    Type(Type),
    /// A string key.
    String(StringAttr),
}

impl DataLayoutEntryKey {
    /// The key as upstream's `keyToStr` writes it: the type, or the quoted string (no aliases).
    pub fn to_text(&self) -> String {
        match self {
            DataLayoutEntryKey::Type(t) => type_to_string(t),
            DataLayoutEntryKey::String(s) => String::from_utf8_lossy(
                &rods::ir::print::print_attribute_to_bytes(&Attribute::String(s.clone())),
            )
            .into_owned(),
        }
    }

    /// The string key, if it is one.
    pub fn as_str(&self) -> Option<&StringAttr> {
        match self {
            DataLayoutEntryKey::String(s) => Some(s),
            DataLayoutEntryKey::Type(_) => None,
        }
    }

    fn print(&self, p: &mut Printer<'_>) {
        match self {
            DataLayoutEntryKey::Type(t) => p.write_str(&type_to_string(t)),
            DataLayoutEntryKey::String(s) => p.print_string(s.as_bytes()),
        }
    }
}

/// A key reads as a type or a quoted string («expected a type or a quoted string»), the way
/// `#dlti.dl_entry` reads it.
impl AttrParam for DataLayoutEntryKey {
    fn parse(p: &mut Parser<'_>) -> ParseResult<Self> {
        match Self::parse_optional(p)? {
            Some(key) => Ok(key),
            None => Err(p.emit_error("expected a type or a quoted string")),
        }
    }
    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Self>> {
        if let Some(ty) = p.parse_optional_type()? {
            return Ok(Some(DataLayoutEntryKey::Type(ty)));
        }
        Ok(p.parse_optional_string().map(DataLayoutEntryKey::String))
    }
    fn print(&self, p: &mut Printer<'_>) {
        DataLayoutEntryKey::print(self, p);
    }
    fn walk_sub_elements(&self, f: &mut dyn FnMut(SubElement<'_>)) {
        // The printer writes a type key without aliases (upstream's `keyToStr`): nothing here
        // needs one.
        let _ = f;
    }
}

// def DLTI_DataLayoutEntryAttr :
//     DLTIAttr<"DataLayoutEntry", [DataLayoutEntryInterface]> {
//   let parameters = (ins
//     "DataLayoutEntryKey":$key, "Attribute":$value
//   );
//   let genStorageClass = 0;
//   let mnemonic = "dl_entry";
//   let genVerifyDecl = 0;
//   let hasCustomAssemblyFormat = 1;
// }
/// An attribute to represent an entry of a data layout specification: a key (a type or a
/// string) and a value, `#dlti.dl_entry<"dlti.endianness", "big">`,
/// `#dlti.dl_entry<i64, 64 : i32>`.
#[dialect_attr(dlti.dl_entry, name = "DLTI_DataLayoutEntryAttr",
               summary = "An attribute to represent an entry of a data layout specification.",
               format = "`` custom<DataLayoutEntry>($key, $value)")]
pub struct DataLayoutEntryAttr {
    /// The key.
    pub key: DataLayoutEntryKey,
    /// The value.
    pub value: Attribute,
}

/// `custom<DataLayoutEntry>` (upstream's `DataLayoutEntryAttr::parse`): `<` key `,` attr `>`.
fn parse_data_layout_entry(p: &mut Parser<'_>) -> ParseResult<(DataLayoutEntryKey, Attribute)> {
    p.parse_less()?;
    let key = <DataLayoutEntryKey as AttrParam>::parse(p)?;
    p.parse_comma()?;
    let value = p.parse_attribute()?;
    p.parse_greater()?;
    Ok((key, value))
}

/// `custom<DataLayoutEntry>` (upstream's `DataLayoutEntryAttr::print`).
fn print_data_layout_entry(p: &mut Printer<'_>, key: &DataLayoutEntryKey, value: &Attribute) {
    p.write_str("<");
    key.print(p);
    p.write_str(", ");
    p.print_attribute(value);
    p.write_str(">");
}

/// One entry of a list (upstream's `parseKeyValuePair`): `type = attr` (when `try_type`),
/// `"key" = attr`, or a `#dlti.dl_entry` attribute («invalid kind of attribute specified» for
/// another attribute).
fn parse_key_value_pair(p: &mut Parser<'_>, try_type: bool) -> ParseResult<DataLayoutEntryAttr> {
    let ty = if try_type {
        p.parse_optional_type().map_err(|_| {
            // Upstream adds its own error where the type's parse stopped.
            let loc = p.current_location();
            p.emit_follow_up_error_at(loc, "error while parsing type DLTI key")
        })?
    } else {
        None
    };
    if let Some(ty) = ty {
        p.parse_equal()?;
        let value = p.parse_attribute()?;
        return Ok(DataLayoutEntryAttr::new(
            DataLayoutEntryKey::Type(ty),
            value,
        ));
    }
    if let Some(key) = p.parse_optional_string() {
        p.parse_equal()?;
        let value = p.parse_attribute()?;
        return Ok(DataLayoutEntryAttr::new(
            DataLayoutEntryKey::String(key),
            value,
        ));
    }
    let loc = p.current_location();
    let attr = p.parse_attribute()?;
    match attr.downcast_ref::<DataLayoutEntryAttr>() {
        Some(entry) => Ok(entry.clone()),
        None => Err(p.emit_error_at(loc, "invalid kind of attribute specified")),
    }
}

/// `custom<AngleBracketedEntries>` (upstream's `parseAngleBracketedEntries<Attr>`): `<`
/// entries `>`, with type keys when `try_type`; «no DLTI entries provided» for `<>` unless
/// `allow_empty`. Both that and what the attribute's `get_checked` (`check`, upstream's
/// `Attr::getChecked`) rejects are reported at the attribute's name, as upstream reports them
/// (`parser.getNameLoc()`): `dl_spec` of `#dlti.dl_spec<"a" = 1, "a" = 2>`.
///
/// A missing `<` is upstream's too: it checks for no entries before it looks at how the
/// list's parse went, and a failed entry is one. So «expected '<'» is followed by «no DLTI
/// entries provided» unless `allow_empty`; where empty is allowed, the attribute is read as
/// empty and the parse goes on after the error (`mlir-opt` shows it, prints
/// `#dlti.dl_spec<>` and exits 0).
fn parse_angle_bracketed_entries<A>(
    p: &mut Parser<'_>,
    try_type: bool,
    allow_empty: bool,
    check: fn(Vec<DataLayoutEntryAttr>) -> Result<A, String>,
) -> ParseResult<(Vec<DataLayoutEntryAttr>,)> {
    let loc = p.name_location();
    let mut entries = Vec::new();
    match p.parse_less() {
        Err(e) if !allow_empty => {
            p.emit_follow_up_error_at(loc, "no DLTI entries provided");
            return Err(e);
        }
        // Read as empty; the error stays reported.
        Err(_) => p.continue_after_error(),
        Ok(()) if p.parse_optional_greater() => {}
        Ok(()) => {
            loop {
                entries.push(parse_key_value_pair(p, try_type)?);
                if !p.parse_optional_comma() {
                    break;
                }
            }
            p.parse_greater()?;
        }
    }
    if entries.is_empty() && !allow_empty {
        return Err(p.emit_error_at(loc, "no DLTI entries provided"));
    }
    if let Err(msg) = check(entries.clone()) {
        return Err(p.emit_error_at(loc, msg));
    }
    Ok((entries,))
}

/// `custom<AngleBracketedEntries>` (upstream's `printAngleBracketedEntries`): `<key = value,
/// …>`.
fn print_angle_bracketed_entries<A>(
    p: &mut Printer<'_>,
    entries: &[DataLayoutEntryAttr],
    _try_type: bool,
    _allow_empty: bool,
    _check: fn(Vec<DataLayoutEntryAttr>) -> Result<A, String>,
) {
    p.write_str("<");
    p.interleave_comma(entries.iter(), |p, e| {
        e.key.print(p);
        p.write_str(" = ");
        p.print_attribute(&e.value);
    });
    p.write_str(">");
}

/// Upstream's `verifyEntries`: keys are unique and not empty strings, and types only where
/// `allow_types`.
fn verify_entries(entries: &[DataLayoutEntryAttr], allow_types: bool) -> Result<(), String> {
    for (i, entry) in entries.iter().enumerate() {
        // Device specs take string keys only; a string key is not empty: `"" = 1` is rejected.
        match &entry.key {
            DataLayoutEntryKey::Type(_) if !allow_types => {
                return Err("type as DLTI key is not allowed".to_owned());
            }
            DataLayoutEntryKey::String(s) if s.as_bytes().is_empty() => {
                return Err("empty string as DLTI key is not allowed".to_owned());
            }
            _ => {}
        }
        // Keys are unique: `"a" = 1, "a" = 2` or `i32 = 1, #dlti.dl_entry<i32, 2>` is not.
        if entries[..i].iter().any(|e| e.key == entry.key) {
            return Err(format!("repeated DLTI key: {}", entry.key.to_text()));
        }
    }
    Ok(())
}

/// The value of the entry whose key is `key` (upstream's `DLTIQueryInterface::query`).
fn query<'a>(
    entries: &'a [DataLayoutEntryAttr],
    key: &DataLayoutEntryKey,
) -> Option<&'a Attribute> {
    entries.iter().find(|e| e.key == *key).map(|e| &e.value)
}

// def DLTI_DataLayoutSpecAttr :
//     DLTIAttr<"DataLayoutSpec", [DataLayoutSpecInterface]> {
//   let parameters = (ins
//     ArrayRefParameter<"DataLayoutEntryInterface", "">:$entries
//   );
//   let mnemonic = "dl_spec";
//   let genVerifyDecl = 1;
//   let hasCustomAssemblyFormat = 1;
// }
/// An attribute to represent a data layout specification: a list of entries with unique keys,
/// types or strings, `#dlti.dl_spec<"dlti.endianness" = "little", index = 32 : i32>`; may be
/// empty.
#[dialect_attr(dlti.dl_spec, name = "DLTI_DataLayoutSpecAttr", verify,
               summary = "An attribute to represent a data layout specification.",
               format = "`` custom<AngleBracketedEntries>($entries, \"true\", \"true\", \"DataLayoutSpecAttr::get_checked\")")]
pub struct DataLayoutSpecAttr {
    /// The entries.
    pub entries: Vec<DataLayoutEntryAttr>,
}

impl DataLayoutSpecAttr {
    fn verify(&self) -> Result<(), String> {
        verify_entries(&self.entries, true)
    }

    /// The value for `key`.
    pub fn query(&self, key: &DataLayoutEntryKey) -> Option<&Attribute> {
        query(&self.entries, key)
    }
}

// def DLTI_MapAttr : DLTIAttr<"Map", [DLTIQueryInterface]> {
//   let parameters = (ins
//     ArrayRefParameter<"DataLayoutEntryInterface", "">:$entries
//   );
//   let mnemonic = "map";
//   let genVerifyDecl = 1;
//   let hasCustomAssemblyFormat = 1;
// }
/// A mapping of DLTI-information by way of key-value pairs: keys are types or strings, values
/// any attribute (other maps to nest them), `#dlti.map<"L1" = #dlti.map<"size" = 65536 : i32>>`;
/// may be empty.
#[dialect_attr(dlti.map, name = "DLTI_MapAttr", verify,
               summary = "A mapping of DLTI-information by way of key-value pairs",
               format = "`` custom<AngleBracketedEntries>($entries, \"true\", \"true\", \"MapAttr::get_checked\")")]
pub struct MapAttr {
    /// The entries.
    pub entries: Vec<DataLayoutEntryAttr>,
}

impl MapAttr {
    fn verify(&self) -> Result<(), String> {
        verify_entries(&self.entries, true)
    }

    /// The value for `key`.
    pub fn query(&self, key: &DataLayoutEntryKey) -> Option<&Attribute> {
        query(&self.entries, key)
    }
}

// def DLTI_TargetSystemSpecAttr :
//     DLTIAttr<"TargetSystemSpec", [TargetSystemSpecInterface]> {
//   let parameters = (ins
//     ArrayRefParameter<"DataLayoutEntryInterface">:$entries
//   );
//   let mnemonic = "target_system_spec";
//   let genVerifyDecl = 1;
//   let hasCustomAssemblyFormat = 1;
// }
/// An attribute to represent target system specification: device IDs (strings) mapped to
/// device specs, `#dlti.target_system_spec<"CPU" = #dlti.target_device_spec<…>>`.
#[dialect_attr(dlti.target_system_spec, name = "DLTI_TargetSystemSpecAttr", verify,
               summary = "An attribute to represent target system specification.",
               format = "`` custom<AngleBracketedEntries>($entries, \"false\", \"false\", \"TargetSystemSpecAttr::get_checked\")")]
pub struct TargetSystemSpecAttr {
    /// The devices.
    pub entries: Vec<DataLayoutEntryAttr>,
}

impl TargetSystemSpecAttr {
    fn verify(&self) -> Result<(), String> {
        for (i, entry) in self.entries.iter().enumerate() {
            // A device is named by a string: `"CPU" = …`, not `i32 = …`.
            let Some(id) = entry.key.as_str() else {
                return Err("non-string key of DLTI system spec".to_owned());
            };
            // Each value is a valid device spec: `"CPU" = 1` is not.
            match entry.value.downcast_ref::<TargetDeviceSpecAttr>() {
                Some(device) => device.verify()?,
                None => {
                    return Err(format!(
                        "value associated with key {} is not a DLTI device spec",
                        entry.key.to_text()
                    ));
                }
            }
            // Device IDs are unique: `"C" = …, "C" = …` is not.
            if self.entries[..i]
                .iter()
                .any(|e| e.key.as_str().is_some_and(|s| s == id))
            {
                return Err(format!(
                    "repeated device ID in dlti.target_system_spec: {}",
                    entry.key.to_text()
                ));
            }
        }
        Ok(())
    }

    /// The spec of the device `id` (upstream's `getDeviceSpecForDeviceID`).
    pub fn device_spec(&self, id: &str) -> Option<&TargetDeviceSpecAttr> {
        self.entries
            .iter()
            .find(|e| {
                e.key
                    .as_str()
                    .is_some_and(|s| s.as_bytes() == id.as_bytes())
            })
            .and_then(|e| e.value.downcast_ref::<TargetDeviceSpecAttr>())
    }
}

// def DLTI_TargetDeviceSpecAttr :
//     DLTIAttr<"TargetDeviceSpec", [TargetDeviceSpecInterface]> {
//   let parameters = (ins
//     ArrayRefParameter<"DataLayoutEntryInterface">:$entries
//   );
//   let mnemonic = "target_device_spec";
//   let genVerifyDecl = 1;
//   let hasCustomAssemblyFormat = 1;
// }
/// An attribute to represent target device specification: string keys only,
/// `#dlti.target_device_spec<"max_vector_op_width" = 64 : ui32>`.
#[dialect_attr(dlti.target_device_spec, name = "DLTI_TargetDeviceSpecAttr", verify,
               summary = "An attribute to represent target device specification.",
               format = "`` custom<AngleBracketedEntries>($entries, \"false\", \"false\", \"TargetDeviceSpecAttr::get_checked\")")]
pub struct TargetDeviceSpecAttr {
    /// The entries.
    pub entries: Vec<DataLayoutEntryAttr>,
}

impl TargetDeviceSpecAttr {
    fn verify(&self) -> Result<(), String> {
        verify_entries(&self.entries, false)
    }

    /// The value for `key`.
    pub fn query(&self, key: &DataLayoutEntryKey) -> Option<&Attribute> {
        query(&self.entries, key)
    }
}

// def DLTI_FunctionPointerAlignmentAttr :
//     DLTIAttr<"FunctionPointerAlignment", []> {
//   let parameters = (ins
//     "uint64_t":$alignment,
//     "bool":$function_dependent
//   );
//   let assemblyFormat = [{
//     `<`
//     $alignment `,`
//     `function_dependent` `=` $function_dependent
//     `>`
//   }];
//   let mnemonic = "function_pointer_alignment";
// }
/// An attribute to represent function pointer alignment: the alignment and whether it also
/// depends on the function's own alignment,
/// `#dlti.function_pointer_alignment<64, function_dependent = false>`.
#[dialect_attr(dlti.function_pointer_alignment, name = "DLTI_FunctionPointerAlignmentAttr",
               summary = "An attribute to represent function pointer alignment.",
               format = "`<` $alignment `,` `function_dependent` `=` $function_dependent `>`")]
pub struct FunctionPointerAlignmentAttr {
    /// The alignment, in bits.
    #[param(cpp_type = "uint64_t")]
    pub alignment: u64,
    /// Whether the function's own alignment also applies.
    pub function_dependent: bool,
}

rods::dialect! {
    /// The `dlti` dialect: data layout and target information.
    pub static DLTI_DIALECT = {
        name: "dlti",
        attrs: [
            DataLayoutEntryAttr,
            DataLayoutSpecAttr,
            MapAttr,
            TargetSystemSpecAttr,
            TargetDeviceSpecAttr,
            FunctionPointerAlignmentAttr,
        ],
        verify_operation_attribute: verify_operation_attribute,
    };
}

/// `dlti.dl_spec`: the name of a data layout spec attached to an op.
pub const DATA_LAYOUT_ATTR_NAME: &str = "dlti.dl_spec";
/// `dlti.target_system_spec`: the name of a target system spec attached to an op.
pub const TARGET_SYSTEM_SPEC_ATTR_NAME: &str = "dlti.target_system_spec";
/// `dlti.map`: the name of a map attached to an op.
pub const MAP_ATTR_NAME: &str = "dlti.map";

/// The `dlti` dialect's check of the discardable attributes named `dlti.…` (upstream's
/// `DLTIDialect::verifyOperationAttribute`): `dlti.dl_spec` is a `#dlti.dl_spec` (whose entries a
/// `builtin.module` checks, `verify_data_layout_spec`), `dlti.target_system_spec` a
/// `#dlti.target_system_spec`, `dlti.map` a `#dlti.map`; no other `dlti.…` name is accepted.
pub fn verify_operation_attribute(
    ir: &Ir,
    op: OpId,
    attr: &NamedAttribute,
) -> Result<(), (Option<OpId>, Diagnostic)> {
    let error = |m: String| Err((Some(op), emit_error(ir, op, m)));
    if attr.name.is(DATA_LAYOUT_ATTR_NAME) {
        let Some(spec) = attr.value.downcast_ref::<DataLayoutSpecAttr>() else {
            return error(format!(
                "'{DATA_LAYOUT_ATTR_NAME}' is expected to be a #dlti.dl_spec attribute"
            ));
        };
        if ir.op(op).name.as_str() == "builtin.module" {
            return verify_data_layout_spec(ir, op, spec)
                // Reported at the op's location alone (upstream's `emitError(loc)`).
                .map_err(|m| (None, Diagnostic::error(ir.op_loc(op).into_owned(), m)));
        }
        return Ok(());
    }
    if attr.name.is(TARGET_SYSTEM_SPEC_ATTR_NAME) {
        if attr.value.downcast_ref::<TargetSystemSpecAttr>().is_none() {
            return error(format!(
                "'{TARGET_SYSTEM_SPEC_ATTR_NAME}' is expected to be a #dlti.target_system_spec \
                 attribute"
            ));
        }
        return Ok(());
    }
    if attr.name.is(MAP_ATTR_NAME) {
        if attr.value.downcast_ref::<MapAttr>().is_none() {
            return error(format!(
                "'{MAP_ATTR_NAME}' is expected to be a #dlti.map attribute"
            ));
        }
        return Ok(());
    }
    error(format!(
        "attribute '{}' not supported by dialect",
        String::from_utf8_lossy(attr.name.as_bytes())
    ))
}

/// Which group of upstream's `bucketEntriesByType` a type key falls in (its `TypeID`): all
/// integer types share one, each float type has its own, a dialect type its definition's.
#[derive(PartialEq)]
enum TypeGroup {
    Builtin(std::mem::Discriminant<Type>, Option<rods::ir::FloatKind>),
    Dialect(&'static str, &'static str),
}

fn type_group(ty: &Type) -> TypeGroup {
    match ty {
        Type::Float(kind) => TypeGroup::Builtin(std::mem::discriminant(ty), Some(*kind)),
        Type::Dialect(d) => {
            let def = d.get().def();
            TypeGroup::Dialect(def.dialect, def.mnemonic)
        }
        _ => TypeGroup::Builtin(std::mem::discriminant(ty), None),
    }
}

/// A type as MLIR streams it into a diagnostic: quoted, `'!llvm.ptr'`.
fn quoted(ty: &Type) -> String {
    format!("'{}'", type_to_string(ty))
}

/// An entry as MLIR streams it into a diagnostic: `#dlti.dl_entry<i32, 3 : i64>`.
fn entry_text(entry: &DataLayoutEntryAttr) -> String {
    String::from_utf8_lossy(&rods::ir::print::print_attribute_to_bytes(
        &Attribute::dialect(entry.clone()),
    ))
    .into_owned()
}

/// The values of a `DenseIntElementsAttr` (integer or index elements) and whether its elements
/// are `i64`, when `value` is one with at most `max` elements (`None` for the count otherwise).
fn dense_ints(value: &Attribute, max: u64) -> Option<(Option<Vec<u64>>, bool)> {
    let dense = value.as_dense_elements()?;
    let element = dense.element_type();
    if !element.is_int_or_index() {
        return None;
    }
    let values = (dense.num_elements() <= max).then(|| {
        dense
            .values()
            .map(|v| v.to_u128().unwrap_or(0) as u64)
            .collect::<Vec<_>>()
    });
    Some((values, element.is_signless_int(64)))
}

/// Upstream's `verifyDataLayoutSpec` for a module's `#dlti.dl_spec`: type entries by type (in
/// the order each kind of type first appears), then string entries by the dialect their prefix
/// names, when MLIR would have loaded that dialect: `dlti` and `builtin` always are, another
/// when an op of it is in the IR (upstream also loads the dialects of attributes and types, and
/// dependent dialects: keys of those are not checked here).
fn verify_data_layout_spec(ir: &Ir, op: OpId, spec: &DataLayoutSpecAttr) -> Result<(), String> {
    let mut groups: Vec<(TypeGroup, Vec<&DataLayoutEntryAttr>)> = Vec::new();
    for entry in &spec.entries {
        if let DataLayoutEntryKey::Type(ty) = &entry.key {
            let group = type_group(ty);
            match groups.iter_mut().find(|(g, _)| *g == group) {
                Some((_, list)) => list.push(entry),
                None => groups.push((group, vec![entry])),
            }
        }
    }
    for (_, entries) in &groups {
        let DataLayoutEntryKey::Type(sample) = &entries[0].key else {
            continue;
        };
        verify_type_entries(sample, entries)?;
    }
    for entry in &spec.entries {
        let DataLayoutEntryKey::String(key) = &entry.key else {
            continue;
        };
        let key = String::from_utf8_lossy(key.as_bytes());
        let Some((dialect, _)) = key.split_once('.') else {
            continue;
        };
        match dialect {
            "dlti" => verify_dlti_entry(&key, &entry.value)?,
            // No other dialect takes identifier entries (none has upstream's
            // `DataLayoutDialectInterface`): `"builtin.x" = 1` is rejected.
            _ if dialect == "builtin" || has_registered_op_of(ir, op, dialect) => {
                return Err(format!(
                    "the '{dialect}' dialect does not support identifier data layout entries"
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

/// Whether the IR that holds `op` has a registered op of `dialect` (which MLIR would have
/// loaded to parse it).
fn has_registered_op_of(ir: &Ir, op: OpId, dialect: &str) -> bool {
    use rods::ir::{WalkOrder, WalkResult};
    let mut root = op;
    while let Some(parent) = ir.parent_op(root) {
        root = parent;
    }
    let found = ir.walk(root, WalkOrder::PreOrder, |o| {
        let name = &ir.op(o).name;
        let of_dialect = name
            .as_str()
            .split_once('.')
            .is_some_and(|(ns, _)| ns == dialect);
        if of_dialect && name.def().is_some() {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    found == WalkResult::Interrupt
}

/// The checks of the entries of one kind of type: `index` takes an integer, integer and float
/// types `dense<[abi, preferred]> : vector<2xi64>` (or `[abi]`), `!llvm.ptr` and literal
/// `!llvm.struct`s their own forms; other builtin types, and dialect types without a data layout,
/// take none.
fn verify_type_entries(sample: &Type, entries: &[&DataLayoutEntryAttr]) -> Result<(), String> {
    use crate::llvm::{LLVMArrayType, LLVMPPCFP128Type, LLVMPointerType, LLVMStructType};
    let is_float =
        matches!(sample, Type::Float(_)) || sample.downcast_ref::<LLVMPPCFP128Type>().is_some();
    match sample {
        // `index = 32 : i32`, not `index = "32"`.
        Type::Index => {
            if entries[0].value.as_integer().is_none() {
                return Err(format!(
                    "expected integer attribute in the data layout entry for {}",
                    quoted(sample)
                ));
            }
            Ok(())
        }
        // `i32 = dense<[32, 64]> : vector<2xi64>`: one or two i64, preferred ≥ abi.
        Type::Integer { .. } => verify_int_or_float_entries(entries),
        _ if is_float => verify_int_or_float_entries(entries),
        Type::Dialect(_) => {
            if sample.downcast_ref::<LLVMPointerType>().is_some() {
                return verify_pointer_entries(entries);
            }
            if sample.downcast_ref::<LLVMStructType>().is_some() {
                return verify_struct_entries(entries);
            }
            if sample.downcast_ref::<LLVMArrayType>().is_some() {
                return Ok(());
            }
            Err("data layout specified for a type that does not support it".to_owned())
        }
        _ => Err("unexpected data layout for a built-in type".to_owned()),
    }
}

/// Integer and float types: `dense<[abi]>` or `dense<[abi, preferred]>` of `i64`, with
/// `preferred ≥ abi` (`dense<[64, 32]>` is rejected).
fn verify_int_or_float_entries(entries: &[&DataLayoutEntryAttr]) -> Result<(), String> {
    for entry in entries {
        let Some((values, true)) = dense_ints(&entry.value, 2) else {
            return Err(format!(
                "expected a dense i64 elements attribute in the data layout entry {}",
                entry_text(entry)
            ));
        };
        let Some(values) = values.filter(|v| !v.is_empty()) else {
            return Err(format!(
                "expected 1 or 2 elements in the data layout entry {}",
                entry_text(entry)
            ));
        };
        if values
            .get(1)
            .is_some_and(|preferred| *preferred < values[0])
        {
            return Err(format!(
                "preferred alignment is expected to be greater than or equal to the abi \
                 alignment in data layout entry {}",
                entry_text(entry)
            ));
        }
    }
    Ok(())
}

/// `!llvm.ptr` (upstream's `LLVMPointerType::verifyEntries`): `dense<[size, abi, preferred]>` or
/// with an index width, of `i64`, `preferred ≥ abi`.
fn verify_pointer_entries(entries: &[&DataLayoutEntryAttr]) -> Result<(), String> {
    for entry in entries {
        let DataLayoutEntryKey::Type(key) = &entry.key else {
            continue;
        };
        let Some((Some(values), is_i64)) = dense_ints(&entry.value, 4)
            .filter(|(v, _)| v.as_ref().is_some_and(|v| v.len() == 3 || v.len() == 4))
        else {
            return Err(format!(
                "expected layout attribute for {} to be a dense integer elements attribute with \
                 3 or 4 elements",
                quoted(key)
            ));
        };
        if !is_i64 {
            return Err(format!("expected i64 parameters for {}", quoted(key)));
        }
        if values[1] > values[2] {
            return Err(
                "preferred alignment is expected to be at least as large as ABI alignment"
                    .to_owned(),
            );
        }
    }
    Ok(())
}

/// A literal empty `!llvm.struct<()>` (upstream's `LLVMStructType::verifyEntries`):
/// `dense<[abi]>` or `dense<[abi, preferred]>` of `i64`, `preferred ≥ abi`.
fn verify_struct_entries(entries: &[&DataLayoutEntryAttr]) -> Result<(), String> {
    use crate::llvm::LLVMStructType;
    for entry in entries {
        let DataLayoutEntryKey::Type(key) = &entry.key else {
            continue;
        };
        let Some((Some(values), is_i64)) =
            dense_ints(&entry.value, 2).filter(|(v, _)| v.as_ref().is_some_and(|v| !v.is_empty()))
        else {
            return Err(format!(
                "expected layout attribute for {} to be a dense integer elements attribute of 1 \
                 or 2 elements",
                quoted(key)
            ));
        };
        if !is_i64 {
            return Err(format!("expected i64 entries for {}", quoted(key)));
        }
        if let Some(st) = key.downcast_ref::<LLVMStructType>()
            && (st.name.is_some() || !st.body.is_empty())
        {
            return Err(format!(
                "unexpected layout attribute for struct {}",
                quoted(key)
            ));
        }
        if values.len() == 2 && values[0] > values[1] {
            return Err(
                "preferred alignment is expected to be at least as large as ABI alignment"
                    .to_owned(),
            );
        }
    }
    Ok(())
}

/// The `dlti` dialect's entries (upstream's `TargetDataLayoutInterface::verifyEntry`):
/// `"dlti.endianness"` is `"big"` or `"little"`; the other known keys take any value; any other
/// `dlti.…` key is unknown.
fn verify_dlti_entry(key: &str, value: &Attribute) -> Result<(), String> {
    if key == "dlti.endianness" {
        let ok = value
            .as_string()
            .is_some_and(|s| s.as_bytes() == b"big" || s.as_bytes() == b"little");
        if ok {
            return Ok(());
        }
        return Err(
            "'dlti.endianness' data layout entry is expected to be either 'big' or 'little'"
                .to_owned(),
        );
    }
    const KNOWN: &[&str] = &[
        "dlti.default_memory_space",
        "dlti.alloca_memory_space",
        "dlti.program_memory_space",
        "dlti.global_memory_space",
        "dlti.stack_alignment",
        "dlti.function_pointer_alignment",
        "dlti.legal_int_widths",
        "dlti.mangling_mode",
    ];
    if KNOWN.contains(&key) {
        return Ok(());
    }
    Err(format!("unknown data layout entry name: {key}"))
}
