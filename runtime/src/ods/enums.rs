//! Enum attributes (MLIR's `EnumAttr.td`): the runtime half of `#[dialect_enum]`. An
//! [`EnumInfo`] describes one enum (its cases, width, and for bit enums the separator and group
//! printing); the functions here are what the generated `symbolize` / `stringify`, the op-format
//! parser and printer (a bare case keyword, MLIR's `genEnumAttrParser` / `genEnumAttrPrinter`)
//! and the parameter parser of an `EnumAttr`-wrapped dialect attribute (MLIR's
//! `parameterParser`) call, so that the generated code stays small.

use std::borrow::Cow;

use crate::diag::ParseResult;
use crate::ir::print::Printer;
use crate::ir::{Attribute, IntegerAttr, StringAttr, Type};
use crate::syntax::parser::Parser;

/// One case of an enum: its string form and value (`I64EnumAttrCase<"OEQ", 1, "oeq">` is
/// `{ str: "oeq", value: 1 }`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnumCase {
    /// The string form (what the textual IR spells).
    pub str: &'static str,
    /// The value (for a bit enum: the bits; a group ORs its members', `none` is 0).
    pub value: u64,
}

/// What a bit enum (`BitEnumAttr`) adds to an [`EnumInfo`].
#[derive(Clone, Copy, Debug)]
pub struct BitEnumInfo {
    /// Printed between the cases of a value (`|`, `,`, `, `); parsing splits at its `|` or `,`
    /// and ignores spaces.
    pub separator: &'static str,
    /// MLIR's `printBitEnumPrimaryGroups`: groups whose bits are all set print first (in
    /// reverse declaration order), instead of their bits.
    pub primary_groups: bool,
    /// The OR of every case (`validBits`).
    pub valid_bits: u64,
}

/// An enum's description: what the generated code of `#[dialect_enum]` hands these functions.
#[derive(Clone, Copy, Debug)]
pub struct EnumInfo {
    /// The type named in messages («expected ::mlir::gpu::Dimension to be one of: x, y, z»).
    pub cpp_type: &'static str,
    /// The width of the integer attribute that stores a value (32 or 64; 8 or 16 for bit enums).
    pub width: u32,
    /// The cases in declaration order.
    pub cases: &'static [EnumCase],
    /// `Some` for a bit enum.
    pub bits: Option<BitEnumInfo>,
    /// MLIR's `genSpecializedAttr`: the attribute's storage class checks the value, so the
    /// generic form's property conversion rejects a value that is not a case («Invalid
    /// attribute `p` in property conversion»); otherwise any integer attribute converts and the
    /// verifier reports it.
    pub specialized: bool,
}

/// MLIR's `canFormatStringAsKeyword`: a letter or `_`, then letters, digits, `_`, `$` or `.`
/// (the printer's bare identifiers).
fn is_keyword(s: &str) -> bool {
    crate::ir::print::is_bare_identifier(s.as_bytes())
}

impl EnumInfo {
    /// The mask of the storage width.
    fn mask(&self) -> u64 {
        if self.width >= 64 {
            u64::MAX
        } else {
            (1u64 << self.width) - 1
        }
    }

    /// The case of value 0 of a bit enum (`none`), if it declares one.
    fn none_case(&self) -> Option<&EnumCase> {
        self.bits?;
        self.cases.iter().find(|c| c.value == 0)
    }

    /// `symbolizeE(StringRef)`: the value spelled `s`. For a bit enum: the `none` case alone,
    /// or cases separated by the separator's `|` or `,` (spaces around them ignored).
    pub fn symbolize_str(&self, s: &str) -> Option<u64> {
        let Some(bits) = &self.bits else {
            return self.cases.iter().find(|c| c.str == s).map(|c| c.value);
        };
        if let Some(none) = self.none_case()
            && none.str == s
        {
            return Some(0);
        }
        let split = if bits.separator.contains('|') {
            '|'
        } else {
            ','
        };
        let mut value = 0;
        for symbol in s.split(split) {
            let symbol = symbol.trim_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
            let case = self
                .cases
                .iter()
                .find(|c| c.value != 0 && c.str == symbol)?;
            value |= case.value;
        }
        Some(value)
    }

    /// `symbolizeE(uint)`: `value` if it is a case (for a bit enum: if it sets only valid bits).
    pub fn symbolize_value(&self, value: u64) -> Option<u64> {
        match &self.bits {
            None => self.cases.iter().any(|c| c.value == value).then_some(value),
            Some(bits) => (value & !bits.valid_bits == 0).then_some(value),
        }
    }

    /// `stringifyE`: the string form of `value` (`""` when an int enum has no such case). A bit
    /// enum prints `none` for 0, else the cases whose bits are all set, joined by the separator:
    /// every case in declaration order, or with primary groups the groups first (in reverse
    /// declaration order, each clearing its bits), then the single bits.
    pub fn stringify(&self, value: u64) -> Cow<'static, str> {
        let Some(bits) = &self.bits else {
            return Cow::Borrowed(
                self.cases
                    .iter()
                    .find(|c| c.value == value)
                    .map_or("", |c| c.str),
            );
        };
        if value == 0
            && let Some(none) = self.none_case()
        {
            return Cow::Borrowed(none.str);
        }
        let mut strs: Vec<&'static str> = Vec::new();
        let contained = |c: &EnumCase, v: u64| c.value != 0 && c.value & v == c.value;
        if bits.primary_groups {
            let mut v = value;
            for c in self.cases.iter().rev() {
                if !c.value.is_power_of_two() && contained(c, v) {
                    strs.push(c.str);
                    v &= !c.value;
                }
            }
            for c in self.cases {
                if c.value.is_power_of_two() && contained(c, v) {
                    strs.push(c.str);
                }
            }
        } else {
            strs.extend(
                self.cases
                    .iter()
                    .filter(|c| contained(c, value))
                    .map(|c| c.str),
            );
        }
        if let [one] = strs.as_slice() {
            return Cow::Borrowed(one);
        }
        Cow::Owned(strs.join(bits.separator))
    }

    /// The value of `attr` if it is an integer attribute of the storage width (zero-extended,
    /// as `getZExtValue`).
    pub(crate) fn raw_value(&self, attr: &Attribute) -> Option<u64> {
        match attr {
            Attribute::Integer(i) if i.ty().is_signless_int(self.width) => {
                Some(i.value().to_u128()? as u64 & self.mask())
            }
            _ => None,
        }
    }

    /// The value of `attr` if it satisfies the enum's predicate: a signless integer attribute of
    /// the width whose value is a case (a bit enum: sets only valid bits).
    pub fn value_of(&self, attr: &Attribute) -> Option<u64> {
        self.raw_value(attr).and_then(|v| self.symbolize_value(v))
    }

    /// Whether `attr` has the kind's storage class: with `specialized`, the predicate itself;
    /// otherwise any integer attribute (MLIR's `IntegerAttr` storage).
    pub fn satisfies_storage(&self, attr: &Attribute) -> bool {
        if self.specialized {
            self.value_of(attr).is_some()
        } else {
            matches!(attr, Attribute::Integer(_))
        }
    }

    /// The integer attribute storing `value` (`CmpIPredicateAttr::get`: `2 : i64`).
    pub fn to_attr(&self, value: u64) -> Attribute {
        Attribute::Integer(IntegerAttr::new(Type::int(self.width), value as i64))
    }

    /// «a, b, c»: every case's string, for messages.
    fn case_list(&self) -> String {
        let strs: Vec<&str> = self.cases.iter().map(|c| c.str).collect();
        strs.join(", ")
    }

    /// Whether `value` prints as a bare keyword in an op format (MLIR's `genEnumAttrPrinter`):
    /// it is a case whose string is a keyword, and for a bit enum a single bit.
    fn prints_bare(&self, value: u64) -> bool {
        self.cases.iter().any(|c| {
            c.value == value
                && is_keyword(c.str)
                && (self.bits.is_none() || c.value.is_power_of_two())
        })
    }

    /// Parses an op-format variable `$name` of this enum kind (MLIR's `genEnumAttrParser`): a
    /// case keyword, or a string that symbolizes. Nothing there is «expected string or keyword
    /// containing one of the following enum values for attribute 'NAME' [a, b]» unless
    /// `optional` (an `OptionalAttr`, or the first element of an optional group); an empty
    /// string sets nothing; a string that is no case is «invalid NAME attribute specification:
    /// "s"».
    pub fn parse_op_attr(
        &self,
        p: &mut Parser<'_>,
        name: &str,
        optional: bool,
    ) -> ParseResult<Option<Attribute>> {
        let loc = p.current_location();
        let case = p
            .peek_keyword()
            .and_then(|kw| self.cases.iter().find(|c| c.str == kw && is_keyword(c.str)));
        // A case spelled as a keyword gives its value without a second lookup; a bit enum's
        // keyword is read by `symbolize_str`, which knows its none case.
        if let Some(c) = case
            && self.bits.is_none()
        {
            p.parse_optional_keyword_any();
            return Ok(Some(self.to_attr(c.value)));
        }
        let keyword = case.and_then(|_| p.parse_optional_keyword_any());
        let text: Cow<'_, str> = match keyword {
            Some(kw) => Cow::Borrowed(kw),
            None => match p.parse_optional_string() {
                Some(s) => Cow::Owned(String::from_utf8_lossy(s.as_bytes()).into_owned()),
                None if optional => return Ok(None),
                None => {
                    return Err(p.emit_error_at(
                        loc,
                        format!(
                            "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                            self.case_list()
                        ),
                    ));
                }
            },
        };
        if text.is_empty() {
            return Ok(None);
        }
        match self.symbolize_str(&text) {
            Some(v) => Ok(Some(self.to_attr(v))),
            None => Err(p.emit_error_at(
                loc,
                format!("invalid {name} attribute specification: \"{text}\""),
            )),
        }
    }

    /// Prints an op-format variable of this enum kind: the case bare when it is a keyword (and,
    /// for a bit enum, a single bit), else quoted. An attribute that is not of the kind prints
    /// in full.
    pub fn print_op_attr(&self, attr: &Attribute, p: &mut Printer<'_>) {
        let Some(v) = self.value_of(attr) else {
            p.print_attribute(attr);
            return;
        };
        let s = self.stringify(v);
        if self.prints_bare(v) {
            p.write_str(&s);
        } else {
            p.write_str("\"");
            p.write_str(&s);
            p.write_str("\"");
        }
    }

    /// Parses the enum as a dialect attribute's parameter (MLIR's `parameterParser` of an
    /// `EnumParameter`): a keyword or string that symbolizes, else «expected TYPE to be one of:
    /// a, b» at its start; a bit enum reads several, separated by `|` or `,`.
    pub fn parse_param(&self, p: &mut Parser<'_>) -> ParseResult<u64> {
        let loc = p.current_location();
        let mut flags = 0;
        loop {
            let text = parse_keyword_or_string(p)?;
            match self.symbolize_str(&text) {
                Some(v) => flags |= v,
                None => {
                    return Err(p.emit_error_at(
                        loc,
                        format!(
                            "expected {} to be one of: {}",
                            self.cpp_type,
                            self.case_list()
                        ),
                    ));
                }
            }
            let more = match &self.bits {
                None => false,
                Some(b) if b.separator.contains('|') => p.parse_optional_vertical_bar(),
                Some(_) => p.parse_optional_comma(),
            };
            if !more {
                return Ok(flags);
            }
        }
    }

    /// Prints the parameter: `stringify`, unquoted when the parser reads it back as keywords.
    ///
    /// MLIR prints it unquoted whatever it holds, so a case that is no keyword
    /// (`#tst.rounding<far-away>`) prints text no parser reads back; rods quotes it
    /// (`#tst.rounding<"far-away">`), which the parameter parser accepts.
    pub fn print_param(&self, value: u64, p: &mut Printer<'_>) {
        let s = self.stringify(value);
        let readable = match &self.bits {
            None => is_keyword(&s),
            Some(bits) => {
                let split = if bits.separator.contains('|') {
                    '|'
                } else {
                    ','
                };
                s.split(split)
                    .all(|piece| is_keyword(piece.trim_matches(' ')))
            }
        };
        if readable {
            p.write_str(&s);
        } else {
            p.print_string(s.as_bytes());
        }
    }
}

/// A Rust enum declared with `#[dialect_enum]`: its [`EnumInfo`] and the conversions between a
/// case and its value. The functions of this module that take a `T: DialectEnum` are what the
/// generated `OpAttr`, `OpAttrFormat` and `AttrParam` impls call.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a `#[dialect_enum]` enum",
    label = "not a `#[dialect_enum]`",
    note = "declare the enum with `#[dialect_enum]` (`EnumProp<E>` and enum parameters take one)"
)]
pub trait DialectEnum: Copy + 'static {
    /// The enum's description.
    const INFO: EnumInfo;
    /// The case (or, for a bit enum, the set of bits) of `value`, if valid.
    fn from_raw(value: u64) -> Option<Self>;
    /// The value.
    fn raw(self) -> u64;
}

/// The typed value of an enum attribute (`OpAttr::from_attr`).
pub fn from_attr<T: DialectEnum>(attr: &Attribute) -> Option<T> {
    T::INFO.value_of(attr).and_then(T::from_raw)
}

/// `$x` where it is required, outside a named attribute's context (a nameless message).
pub fn parse_op_attr<T: DialectEnum>(p: &mut Parser<'_>) -> ParseResult<Attribute> {
    let loc = p.current_location();
    match T::INFO.parse_op_attr(p, "", false)? {
        Some(a) => Ok(a),
        None => Err(p.emit_error_at(loc, "expected a non-empty enum case")),
    }
}

/// The enum as a dialect attribute's parameter (`AttrParam::parse`).
pub fn parse_param<T: DialectEnum>(p: &mut Parser<'_>) -> ParseResult<T> {
    let loc = p.current_location();
    let v = T::INFO.parse_param(p)?;
    T::from_raw(v).ok_or_else(|| p.emit_error_at(loc, "invalid enum value"))
}

/// The parameter if present (`AttrParam::parse_optional`).
pub fn parse_optional_param<T: DialectEnum>(p: &mut Parser<'_>) -> ParseResult<Option<T>> {
    if p.peek_keyword().is_some() || p.peek_string() {
        parse_param(p).map(Some)
    } else {
        Ok(None)
    }
}

/// The error of `FromStr` on a `#[dialect_enum]` type: MLIR's «expected TYPE to be one of: a,
/// b, c».
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseEnumError {
    message: String,
}

impl ParseEnumError {
    /// The error for `T`.
    pub fn new<T: DialectEnum>() -> Self {
        ParseEnumError {
            message: format!(
                "expected {} to be one of: {}",
                T::INFO.cpp_type,
                T::INFO.case_list()
            ),
        }
    }
}

impl std::fmt::Display for ParseEnumError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParseEnumError {}

/// MLIR's `parseKeywordOrString`: a bare identifier or a string literal, else «expected valid
/// keyword or string».
fn parse_keyword_or_string<'a>(p: &mut Parser<'a>) -> ParseResult<Cow<'a, str>> {
    if let Some(kw) = p.parse_optional_keyword_any() {
        return Ok(Cow::Borrowed(kw));
    }
    match p.parse_optional_string() {
        Some(s) => Ok(Cow::Owned(string_text(&s))),
        None => Err(p.emit_error("expected valid keyword or string")),
    }
}

fn string_text(s: &StringAttr) -> String {
    String::from_utf8_lossy(s.as_bytes()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    const FASTMATH: EnumInfo = EnumInfo {
        cpp_type: "::mlir::arith::FastMathFlags",
        width: 32,
        cases: &[
            EnumCase {
                str: "none",
                value: 0,
            },
            EnumCase {
                str: "reassoc",
                value: 1,
            },
            EnumCase {
                str: "nnan",
                value: 2,
            },
            EnumCase {
                str: "ninf",
                value: 4,
            },
            EnumCase {
                str: "fast",
                value: 7,
            },
        ],
        bits: Some(BitEnumInfo {
            separator: ",",
            primary_groups: true,
            valid_bits: 7,
        }),
        specialized: false,
    };

    #[test]
    fn bit_enums_print_groups_first_or_in_order() {
        assert_eq!(FASTMATH.stringify(0), "none");
        assert_eq!(FASTMATH.stringify(6), "nnan,ninf");
        assert_eq!(FASTMATH.stringify(7), "fast");
        let plain = EnumInfo {
            bits: Some(BitEnumInfo {
                separator: "|",
                primary_groups: false,
                valid_bits: 7,
            }),
            ..FASTMATH
        };
        assert_eq!(plain.stringify(7), "reassoc|nnan|ninf|fast");
    }

    #[test]
    fn bit_enums_symbolize_lists() {
        assert_eq!(FASTMATH.symbolize_str("nnan, ninf"), Some(6));
        assert_eq!(FASTMATH.symbolize_str("none"), Some(0));
        assert_eq!(FASTMATH.symbolize_str("none,nnan"), None);
        assert_eq!(FASTMATH.symbolize_str("nnan,,ninf"), None);
        assert_eq!(FASTMATH.symbolize_value(8), None);
        assert_eq!(FASTMATH.symbolize_value(5), Some(5));
    }

    proptest::proptest! {
        /// Every valid bit-enum value prints as text that reads back as the same value, with
        /// primary groups or without, whatever the separator.
        #[test]
        fn bit_enum_values_round_trip(v in 0u64..8, primary: bool, bar: bool) {
            let info = EnumInfo {
                bits: Some(BitEnumInfo {
                    separator: if bar { "|" } else { ", " },
                    primary_groups: primary,
                    valid_bits: 7,
                }),
                ..FASTMATH
            };
            let text = info.stringify(v);
            proptest::prop_assert_eq!(info.symbolize_str(&text), Some(v), "{}", text);
        }
    }

    #[test]
    fn keywords_are_mlir_bare_identifiers() {
        assert!(is_keyword("to_nearest_even"));
        assert!(is_keyword("a.b$"));
        assert!(!is_keyword("a-b"));
        assert!(!is_keyword("9x"));
        assert!(!is_keyword(""));
    }
}

/// An enum stored as a property, not an attribute (MLIR's `EnumProp<E>`; `#[attr(default =
/// EnumProp(E::Case))]` is its `DefaultValuedProp`). The generic form stores it as an integer
/// attribute of the enum's width (`<{flags = 2 : i32}>`), converting any integer attribute
/// (`2 : i64` is stored as `2 : i32`; anything else is «expected IntegerAttr storage for
/// ::ns::E»); without a default an absent value is 0, as a default-constructed property. A
/// custom form writes the case bare (`nuw`, `nuw|nsw`) or as a string, reading it with
/// MLIR's messages («expected one of [a, b] for SUMMARY, got: c», then «invalid value for
/// property NAME, expected SUMMARY»); an attr-dict entry of the same name stays a discardable
/// attribute; the verifier says «property 'NAME' failed to satisfy constraint: SUMMARY».
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EnumProp<E>(pub E);

impl<E: DialectEnum> EnumProp<E> {
    /// The storage of an absent property without a default: 0 (MLIR's default-constructed
    /// enum), which the verifier rejects unless 0 is a case.
    pub fn zero_storage() -> Attribute {
        E::INFO.to_attr(0)
    }
}

/// `EnumProp`'s `convertFromAttribute`: any integer attribute, zero-extended
/// (`getZExtValue`) and truncated to the enum's width.
fn convert_enum_prop<E: DialectEnum>(attr: &Attribute) -> Result<Attribute, String> {
    match attr {
        Attribute::Integer(i) if let Some(v) = i.value().to_u128() => {
            let mask = if E::INFO.width >= 64 {
                u64::MAX
            } else {
                (1u64 << E::INFO.width) - 1
            };
            Ok(E::INFO.to_attr(v as u64 & mask))
        }
        _ => Err(format!(
            "expected IntegerAttr storage for {}",
            E::INFO.cpp_type
        )),
    }
}

impl<E: DialectEnum + super::OpAttr> EnumProp<E> {
    /// `FieldParser<E>` / `FieldParser<std::optional<E>>` (MLIR's `EnumProp` parsers): a
    /// keyword or string that symbolizes. `optional`: `None` when neither is there; else a
    /// required property named `name` reports «expected keyword for SUMMARY» and, for a case
    /// that is not one, «expected one of [a, b] for SUMMARY, got: c», each followed by
    /// «invalid value for property NAME, expected SUMMARY».
    fn parse_prop(
        p: &mut Parser<'_>,
        name: &str,
        optional: bool,
    ) -> ParseResult<Option<Attribute>> {
        let summary = E::summary();
        if E::INFO.bits.is_some() {
            return Self::parse_bits(p, name, optional, &summary);
        }
        let loc = p.current_location();
        let text: Option<String> = match p.parse_optional_keyword_any() {
            Some(kw) => Some(kw.to_owned()),
            None => p
                .parse_optional_string()
                .map(|s| String::from_utf8_lossy(s.as_bytes()).into_owned()),
        };
        let first = match &text {
            None if optional => return Ok(None),
            None => format!("expected keyword for {summary}"),
            Some(t) => match E::INFO.symbolize_str(t) {
                Some(v) => return Ok(Some(E::INFO.to_attr(v))),
                None => {
                    let cases: Vec<&str> = E::INFO.cases.iter().map(|c| c.str).collect();
                    format!(
                        "expected one of [{}] for {summary}, got: {t}",
                        cases.join(", ")
                    )
                }
            },
        };
        Err(Self::parse_error(
            p,
            (loc.clone(), loc),
            first,
            name,
            optional,
            &summary,
        ))
    }

    /// A bit enum's `FieldParser`: keywords (no strings) joined by `|` (`nuw | nsw`);
    /// «expected keyword for SUMMARY» (after a `|`: «… after '|'»).
    fn parse_bits(
        p: &mut Parser<'_>,
        name: &str,
        optional: bool,
        summary: &str,
    ) -> ParseResult<Option<Attribute>> {
        let mut value = 0;
        let mut first = true;
        let start = p.current_location();
        loop {
            let loc = p.current_location();
            let Some(kw) = p.parse_optional_keyword_any() else {
                let message = match first {
                    true if optional => return Ok(None),
                    true => format!("expected keyword for {summary}"),
                    false => format!("expected keyword for {summary} after '|'"),
                };
                let locs = (loc, start);
                return Err(Self::parse_error(p, locs, message, name, optional, summary));
            };
            first = false;
            match E::INFO.symbolize_str(kw) {
                Some(v) if !kw.contains(['|', ',']) => value |= v,
                _ => {
                    let cases: Vec<&str> = E::INFO.cases.iter().map(|c| c.str).collect();
                    let message = format!(
                        "expected one of [{}] for {summary}, got: {kw}",
                        cases.join(", ")
                    );
                    let locs = (loc, start);
                    return Err(Self::parse_error(p, locs, message, name, optional, summary));
                }
            }
            if !p.parse_optional_vertical_bar() {
                return Ok(Some(E::INFO.to_attr(value)));
            }
        }
    }

    /// `message` at the first location, and for a required property «invalid value for
    /// property NAME, expected SUMMARY» after it at the second (the property's start: the
    /// generated parser's own error).
    fn parse_error(
        p: &mut Parser<'_>,
        (loc, start): (crate::ir::Location, crate::ir::Location),
        message: String,
        name: &str,
        optional: bool,
        summary: &str,
    ) -> crate::diag::Reported {
        if optional {
            return p.emit_error_at(loc, message);
        }
        let second = format!("invalid value for property {name}, expected {summary}");
        p.emit_errors_at(loc, message, start, second)
    }
}

/// `EnumProp<E>` as a `#[dialect_attr]` / `#[dialect_type]` parameter: a parameter of the
/// plain C++ enum type (`"linkage::Linkage":$linkage` rather than `EnumParameter`), which MLIR
/// reads with `FieldParser<E>`, the parser of `EnumProp`: a keyword or string, «expected
/// keyword for SUMMARY» or «expected one of [a, b] for SUMMARY, got: c» (then the attribute's
/// «failed to parse … which is to be a `TYPE`»), printed bare.
impl<
    E: DialectEnum
        + super::OpAttr
        + super::AttrParam
        + std::fmt::Debug
        + Eq
        + std::hash::Hash
        + Send
        + Sync,
> super::AttrParam for EnumProp<E>
{
    const CPP_TYPE: Option<&'static str> = <E as super::AttrParam>::CPP_TYPE;

    fn parse(p: &mut Parser<'_>) -> ParseResult<Self> {
        let loc = p.current_location();
        match <Self as super::AttrParam>::parse_optional(p)? {
            Some(v) => Ok(v),
            None => Err(p.emit_error_at(loc, format!("expected keyword for {}", E::summary()))),
        }
    }
    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Self>> {
        let loc = p.current_location();
        match Self::parse_prop(p, "", true)? {
            None => Ok(None),
            Some(attr) => match E::INFO.value_of(&attr).and_then(E::from_raw) {
                Some(e) => Ok(Some(EnumProp(e))),
                None => Err(p.emit_error_at(loc, "expected a non-empty enum case")),
            },
        }
    }
    fn print(&self, p: &mut Printer<'_>) {
        p.write_str(&E::INFO.stringify(self.0.raw()));
    }
}

impl<E: DialectEnum + super::OpAttr> super::OpAttr for EnumProp<E> {
    const CONVERT: Option<crate::ir::def::ConvertPropertyFn> = Some(convert_enum_prop::<E>);

    fn summary() -> Cow<'static, str> {
        E::summary()
    }
    fn satisfies(attr: &Attribute) -> bool {
        E::INFO.value_of(attr).is_some()
    }
    fn satisfies_storage(attr: &Attribute) -> bool {
        matches!(attr, Attribute::Integer(_))
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        E::INFO.value_of(attr).and_then(E::from_raw).map(EnumProp)
    }
    fn to_attr(&self) -> Attribute {
        E::INFO.to_attr(self.0.raw())
    }
}

impl<E: DialectEnum + super::OpAttr> super::OpAttrFormat for EnumProp<E> {
    const SYNTAX: super::AttrSyntax = super::AttrSyntax::Full;

    fn parse(p: &mut Parser<'_>) -> ParseResult<Attribute> {
        let loc = p.current_location();
        Self::parse_prop(p, "", false)?
            .ok_or_else(|| p.emit_error_at(loc, "expected a non-empty enum case"))
    }
    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Attribute>> {
        Self::parse_prop(p, "", true)
    }
    fn parse_named(
        p: &mut Parser<'_>,
        name: &str,
        _optional_attr: bool,
    ) -> ParseResult<Option<Attribute>> {
        Self::parse_prop(p, name, false)
    }
    fn parse_optional_named(p: &mut Parser<'_>, name: &str) -> ParseResult<Option<Attribute>> {
        Self::parse_prop(p, name, true)
    }
    fn parse_qualified_named(
        p: &mut Parser<'_>,
        name: &str,
        _optional_attr: bool,
    ) -> ParseResult<Option<Attribute>> {
        Self::parse_prop(p, name, false)
    }
    /// `$_printer << $_storage`: the case (`stringifyEnum`), bare.
    fn print(attr: &Attribute, p: &mut Printer<'_>) {
        match E::INFO.raw_value(attr) {
            Some(v) => p.write_str(&E::INFO.stringify(v)),
            None => p.print_attribute(attr),
        }
    }
    fn print_qualified(attr: &Attribute, p: &mut Printer<'_>) {
        Self::print(attr, p);
    }
}
