//! The rules of a `#[dialect_enum]` declaration: what mlir-tblgen's `EnumAttr.td` asserts (a
//! bit position within the storage, a separator with `|` or `,`) and what its generated C++
//! would reject when compiled (two cases with the same value or string: a duplicate `case` in
//! `stringify`'s switch, an unreachable `StringSwitch` arm), each reported on the case.

use crate::ctxt::Ctxt;
use crate::model::EnumDecl;
use crate::model::enums::CaseValue;

/// Checks an enum declaration, recording every error in `cx`.
pub fn check_enum(cx: &Ctxt, decl: &EnumDecl) {
    // The cases' rules depend on the class; a missing or unknown one is reported already.
    if decl.class.is_none() {
        return;
    }
    check_options(cx, decl);
    if !decl.item.generics.params.is_empty() {
        // Why: an enum attribute is one set of cases stored in one integer type.
        cx.error_spanned_by(&decl.item.generics, "an enum attribute cannot be generic");
    }
    if decl.cases.is_empty() {
        // Why: `enum E {}` has no value to store or print.
        cx.error_spanned_by(
            &decl.item.ident,
            "an enum attribute needs at least one case",
        );
    }
    let values = decl.values();
    for (i, case) in decl.cases.iter().enumerate() {
        check_case(cx, decl, i, values[i]);
        // Why: MLIR prints a case that is no keyword between quotes without escaping it, and
        // reads an empty string as no value: `str = ""` or `str = "a\"b"` could not be read
        // back.
        if case.str.is_empty()
            || case.str.contains(['"', '\\'])
            || case.str.chars().any(char::is_control)
        {
            cx.error_at(
                case.str_span,
                "an enum case string must be non-empty, without `\"`, `\\` or control characters (MLIR prints it quoted as is)",
            );
        }
        // Why: `#[case(value = 1, str = "a")] A, #[case(value = 2, str = "a")] B`: `a` could
        // only ever parse as one of them.
        if let Some(first) = decl.cases[..i].iter().find(|c| c.str == case.str) {
            cx.error_at(
                case.str_span,
                format!(
                    "duplicate enum case string \"{}\": case `{}` already has it",
                    case.str, first.ident
                ),
            );
        }
        // Why: two cases of one value print the same and cannot both round-trip.
        if let Some(v) = values[i]
            && let Some(j) = values[..i].iter().position(|w| *w == Some(v))
        {
            cx.error_spanned_by(
                &case.ident,
                format!(
                    "enum cases `{}` and `{}` have the same value {v}",
                    decl.cases[j].ident, case.ident
                ),
            );
        }
    }
}

fn check_options(cx: &Ctxt, decl: &EnumDecl) {
    if !decl.bit {
        // Why: `separator` and primary groups only mean something for bit enums.
        if let Some(sep) = &decl.separator {
            cx.error_spanned_by(
                sep,
                "`separator` is only for bit enums (`I32BitEnumAttr`, …)",
            );
        }
        if let Some(span) = decl.primary_groups {
            cx.error_at(
                span,
                "`print_bit_enum_primary_groups` is only for bit enums (`I32BitEnumAttr`, …)",
            );
        }
    }
    if let Some(sep) = &decl.separator {
        let s = sep.value();
        // mlir-tblgen's assertion in `BitEnumBase`: parsing splits at `|` or `,`.
        if !s.contains('|') && !s.contains(',') {
            cx.error_spanned_by(
                sep,
                "separator must contain '|' or ',' for parameter parsing",
            );
        }
    }
}

fn check_case(cx: &Ctxt, decl: &EnumDecl, index: usize, value: Option<u64>) {
    let case = &decl.cases[index];
    if let Some(span) = case.malformed {
        // Why: a case is a name with a value given in `#[case]`; `A(u32)` or `A = 3` is not.
        cx.error_at(
            span,
            "an enum case has no fields and no discriminant: give its value as `#[case(value = N)]`",
        );
    }
    let width = decl.width;
    match &case.value {
        CaseValue::Missing if case.has_case => cx.error_spanned_by(
            &case.ident,
            "expected a value for this case: `value = N`, or for bit enums `bit = N`, `none` or `group = [...]`",
        ),
        CaseValue::Missing => cx.error_spanned_by(
            &case.ident,
            "every variant needs a `#[case(...)]` giving its value (`#[case(value = N)]`)",
        ),
        CaseValue::Unparsed => {}
        CaseValue::Bit(lit) => match lit.base10_parse::<u32>() {
            Err(_) => cx.error_spanned_by(lit, "expected a non-negative integer"),
            Ok(_) if !decl.bit => {
                cx.error_spanned_by(lit, "`bit` is only for bit enums; write `value = N`");
            }
            // mlir-tblgen's assertion in `BitEnumAttrCaseBit`.
            Ok(pos) if pos >= width => {
                cx.error_spanned_by(lit, "bit position larger than underlying storage");
            }
            Ok(_) => {}
        },
        CaseValue::Value(lit) if value.is_none() => {
            cx.error_spanned_by(lit, "expected a non-negative integer");
        }
        CaseValue::Value(lit) => {
            if let Some(v) = value
                && width < 64
                && v >> width != 0
            {
                // Why: `I32EnumAttrCase<"a", 4294967296>` does not fit `uint32_t`.
                cx.error_spanned_by(
                    lit,
                    format!("value {v} does not fit the {width}-bit storage of the enum"),
                );
            }
        }
        CaseValue::None(span) => {
            if !decl.bit {
                cx.error_at(*span, "`none` is only for bit enums; write `value = 0`");
            }
        }
        CaseValue::Group(members, span) => {
            if !decl.bit {
                cx.error_at(*span, "`group` is only for bit enums");
            }
            if members.is_empty() {
                cx.error_at(*span, "a group needs at least one member case");
            }
            for m in members {
                match decl.cases.iter().find(|c| c.ident == *m) {
                    None => cx.error_spanned_by(m, format!("unknown case `{m}` in the group")),
                    Some(c) if matches!(c.value, CaseValue::Group(..)) => cx.error_spanned_by(
                        m,
                        format!("`{m}` is a group: list the cases of a group, not groups"),
                    ),
                    Some(_) => {}
                }
            }
        }
    }
}
