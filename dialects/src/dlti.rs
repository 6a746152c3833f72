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
//! Upstream's `DLTIDialect::verifyOperationAttribute` (the checks of `dlti.dl_spec` /
//! `dlti.target_system_spec` / `dlti.map` discardable attributes on ops, and the module's data
//! layout entries) is a dialect hook rods' registry does not have: those checks are not run.

use rods::diag::ParseResult;
use rods::dialect_attr;
use rods::ir::print::{Printer, type_to_string};
use rods::ir::{Attribute, StringAttr, SubElement, Type};
use rods::ods::AttrParam;
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
    if try_type && let Some(ty) = p.parse_optional_type()? {
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

/// `custom<AngleBracketedEntries>` (upstream's `parseAngleBracketedEntries`): `<` entries `>`,
/// with type keys when `try_type`; «no DLTI entries provided» for `<>` unless `allow_empty`.
fn parse_angle_bracketed_entries(
    p: &mut Parser<'_>,
    try_type: bool,
    allow_empty: bool,
) -> ParseResult<(Vec<DataLayoutEntryAttr>,)> {
    let loc = p.current_location();
    p.parse_less()?;
    let mut entries = Vec::new();
    if !p.parse_optional_greater() {
        loop {
            entries.push(parse_key_value_pair(p, try_type)?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_greater()?;
    }
    if entries.is_empty() && !allow_empty {
        return Err(p.emit_error_at(loc, "no DLTI entries provided"));
    }
    Ok((entries,))
}

/// `custom<AngleBracketedEntries>` (upstream's `printAngleBracketedEntries`): `<key = value,
/// …>`.
fn print_angle_bracketed_entries(
    p: &mut Printer<'_>,
    entries: &[DataLayoutEntryAttr],
    _try_type: bool,
    _allow_empty: bool,
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
               format = "`` custom<AngleBracketedEntries>($entries, \"true\", \"true\")")]
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
               format = "`` custom<AngleBracketedEntries>($entries, \"true\", \"true\")")]
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
               format = "`` custom<AngleBracketedEntries>($entries, \"false\", \"false\")")]
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
               format = "`` custom<AngleBracketedEntries>($entries, \"false\", \"false\")")]
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
    };
}
