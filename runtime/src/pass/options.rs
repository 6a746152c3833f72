//! Pass options (MLIR's `PassOptions`, read by `PassOptions::parseFromString`): a pass declares
//! its options ([`PassOption`]: a name, a kind of value, a description) and takes their values
//! one by one ([`Pass::set_option`](super::Pass::set_option)). [`initialize_options`] reads the
//! text `key=value key=value …` that follows a pass in a pipeline (`canonicalize{…}`) or a flag
//! (`--canonicalize=…`) as upstream does: keys and values split at spaces, a value may be
//! quoted (`'…'`, `"…"`) or braced (`{…}`), and each value is read as LLVM's `cl` parser of its
//! kind reads it (`0x10` and `010` are numbers, `TRUE` and `1` booleans), with LLVM's messages.
//!
//! One difference: a value LLVM's parser rejects is reported by LLVM on its own line (`mlir-opt:
//! for the --max-iterations option: 'x' value invalid for long argument!`) before an error whose
//! message is empty; rods puts that line in the error's message.

use std::fmt;

/// The kind of value an option takes, and how its text is read (LLVM's `cl::parser<T>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `bool`: `true`, `TRUE`, `True`, `1` or `false`, `FALSE`, `False`, `0`; the key alone,
    /// or an empty value, is `true`.
    Bool,
    /// `int64_t` (LLVM's `long`): decimal, `0x`/`0b`/`0o`-prefixed, or octal after a leading
    /// `0`, with an optional `-`.
    Long,
    /// One of named cases (`cl::values`).
    Enum(&'static [EnumCase]),
    /// A comma-separated list of strings (MLIR's `ListOption<std::string>`); each occurrence
    /// adds to the list.
    StringList,
}

/// One case of an [`OptionKind::Enum`] option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnumCase {
    /// What is written (`normal`).
    pub name: &'static str,
    /// What it means.
    pub description: &'static str,
}

/// An option a pass declares (an `Option<…>` or `ListOption<…>` of upstream's `Passes.td`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassOption {
    /// The key (`max-iterations`).
    pub name: &'static str,
    /// What it takes.
    pub kind: OptionKind,
    /// What it does.
    pub description: &'static str,
}

/// A value read for an option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// Of an [`OptionKind::Bool`] option.
    Bool(bool),
    /// Of an [`OptionKind::Long`] option.
    Long(i64),
    /// Of an [`OptionKind::Enum`] option: the case's name.
    Enum(&'static str),
    /// Of an [`OptionKind::StringList`] option: the strings one occurrence gives.
    Strings(Vec<String>),
}

impl fmt::Display for OptionValue {
    /// As MLIR prints an option's value in a pipeline: a string holding a space in braces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Long(n) => write!(f, "{n}"),
            OptionValue::Enum(name) => f.write_str(name),
            OptionValue::Strings(items) => {
                f.write_str("{")?;
                for (i, s) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    if s.contains(' ') {
                        write!(f, "{{{s}}}")?;
                    } else {
                        f.write_str(s)?;
                    }
                }
                f.write_str("}")
            }
        }
    }
}

/// Why a pass's options were not taken: the text MLIR's `Pass::initializeOptions` hands its
/// error handler (each line ends with `\n`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionsError(pub String);

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OptionsError {}

/// Sets `pass`'s options from `text` (MLIR's `Pass::initializeOptions`), in order; stops at
/// the first key the pass does not declare (`<Pass-Options-Parser>: no such option foo`), the
/// first value its kind does not read (LLVM's message: `for the --max-iterations option: 'x'
/// value invalid for long argument!`) or the first value the pass refuses. An option given
/// twice takes the last value (a list: both).
pub fn initialize_options(pass: &mut dyn super::Pass, text: &str) -> Result<(), OptionsError> {
    let declared = pass.options();
    let mut rest = text;
    while !rest.is_empty() {
        let (key, value, after) = parse_next_arg(rest);
        rest = after;
        // `=1` or a lone `=`: upstream skips an empty key.
        if key.is_empty() {
            continue;
        }
        let Some(option) = declared.iter().find(|o| o.name == key) else {
            return Err(OptionsError(format!(
                "<Pass-Options-Parser>: no such option {key}\n"
            )));
        };
        let value = read_value(option, value)
            .map_err(|message| OptionsError(format!("for the --{key} option: {message}\n")))?;
        pass.set_option(option.name, value)
            .map_err(|message| OptionsError(format!("{message}\n")))?;
    }
    Ok(())
}

/// The value `text` gives `option` (`None`: the key came without `=`), or LLVM's message.
fn read_value(option: &PassOption, text: Option<&str>) -> Result<OptionValue, String> {
    // Only a boolean may come without a value (LLVM's `ValueOptional`).
    let Some(text) = text.or(if option.kind == OptionKind::Bool {
        Some("")
    } else {
        None
    }) else {
        return Err("requires a value!".to_owned());
    };
    match option.kind {
        OptionKind::Bool => match text {
            "" | "true" | "TRUE" | "True" | "1" => Ok(OptionValue::Bool(true)),
            "false" | "FALSE" | "False" | "0" => Ok(OptionValue::Bool(false)),
            _ => Err(format!(
                "'{text}' is invalid value for boolean argument! Try 0 or 1"
            )),
        },
        OptionKind::Long => parse_long(text)
            .map(OptionValue::Long)
            .ok_or_else(|| format!("'{text}' value invalid for long argument!")),
        OptionKind::Enum(cases) => cases
            .iter()
            .find(|c| c.name == text)
            .map(|c| OptionValue::Enum(c.name))
            .ok_or_else(|| format!("Cannot find option named '{text}'!")),
        OptionKind::StringList => Ok(OptionValue::Strings(parse_comma_separated_list(text))),
    }
}

/// LLVM's `StringRef::getAsInteger(0, int64_t)`: an optional `-`, then digits in the radix
/// the prefix says (`0x`, `0b` in either case, `0o`, or a `0` before a digit for octal), the
/// whole text and within range.
fn parse_long(text: &str) -> Option<i64> {
    match text.strip_prefix('-') {
        Some(digits) => {
            let magnitude = parse_unsigned(digits)?;
            // `-0` is fine; below `i64::MIN` is not.
            0i64.checked_sub_unsigned(magnitude)
        }
        None => i64::try_from(parse_unsigned(text)?).ok(),
    }
}

/// LLVM's `consumeUnsignedInteger` with the radix sensed from the prefix, over all of `text`.
fn parse_unsigned(text: &str) -> Option<u64> {
    let bytes = text.as_bytes();
    let prefixed = |p: &[u8]| bytes.len() >= 2 && bytes[..2].eq_ignore_ascii_case(p);
    let (radix, digits) = if prefixed(b"0x") {
        (16, &bytes[2..])
    } else if prefixed(b"0b") {
        (2, &bytes[2..])
    } else if bytes.starts_with(b"0o") {
        (8, &bytes[2..])
    } else if bytes.len() > 1 && bytes[0] == b'0' && bytes[1].is_ascii_digit() {
        (8, &bytes[1..])
    } else {
        (10, bytes)
    };
    if digits.is_empty() {
        return None;
    }
    let mut value: u64 = 0;
    for &b in digits {
        let digit = match b {
            b'0'..=b'9' => b - b'0',
            b'a'..=b'z' => b - b'a' + 10,
            b'A'..=b'Z' => b - b'A' + 10,
            _ => return None,
        };
        if u32::from(digit) >= radix {
            return None;
        }
        value = value
            .checked_mul(u64::from(radix))?
            .checked_add(u64::from(digit))?;
    }
    Some(value)
}

/// MLIR's `parseNextArg`: the next key of `options`, its value (`None` without `=`) and what
/// follows. A key ends at a space or `=`, a value at a space outside quotes and braces.
fn parse_next_arg(options: &str) -> (&str, Option<&str>, &str) {
    let bytes = options.as_bytes();
    let Some(end) = bytes.iter().position(|&b| b == b' ' || b == b'=') else {
        let (key, rest) = extract_arg(options, bytes.len());
        return (key, None, rest);
    };
    let (key, rest) = extract_arg(options, end);
    if bytes[end] == b' ' {
        return (key, None, rest);
    }
    // `rest` starts at the `=`.
    let options = &rest[1..];
    let bytes = options.as_bytes();
    let mut i = 0;
    while i < bytes.len() && bytes[i] != b' ' {
        match bytes[i] {
            // A quoted run goes to the closing quote (to the end of the text without one).
            b'\'' | b'"' => i = closing_quote(bytes, i).unwrap_or(i),
            // `{…}` (options of a nested pipeline) goes to its matching brace, quotes inside
            // skipped; the brace itself is looked at again, as upstream's loop does.
            b'{' => {
                let mut depth = 1;
                i += 1;
                while i < bytes.len() {
                    match bytes[i] {
                        b'\'' | b'"' => i = closing_quote(bytes, i).unwrap_or(i),
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
                i -= 1;
            }
            _ => {}
        }
        i += 1;
    }
    let (value, rest) = extract_arg(options, i.min(bytes.len()));
    (key, Some(value), rest)
}

/// The position of the quote closing the one at `open`.
fn closing_quote(bytes: &[u8], open: usize) -> Option<usize> {
    let quote = bytes[open];
    memchr::memchr(quote, &bytes[open + 1..]).map(|p| open + 1 + p)
}

/// The whitespace LLVM's `StringRef::trim` removes.
fn is_llvm_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r')
}

/// LLVM's `StringRef::trim`.
pub(super) fn llvm_trim(s: &str) -> &str {
    s.trim_matches(is_llvm_space)
}

/// LLVM's `StringRef::ltrim`.
pub(super) fn llvm_ltrim(s: &str) -> &str {
    s.trim_start_matches(is_llvm_space)
}

/// MLIR's `extractArgAndUpdateOptions`: the first `size` bytes of `options`, trimmed and
/// without the quotes around them (or the braces, when they match), and the rest of
/// `options`, trimmed at its start.
fn extract_arg(options: &str, size: usize) -> (&str, &str) {
    let arg = llvm_trim(&options[..size]);
    let rest = llvm_ltrim(&options[size..]);
    if arg.len() <= 1 {
        return (arg, rest);
    }
    for quote in ['\'', '"'] {
        if arg.starts_with(quote) && arg.ends_with(quote) {
            return (llvm_trim(&arg[1..arg.len() - 1]), rest);
        }
    }
    if arg.starts_with('{') && find_char(arg.as_bytes(), 1, b'}') == Some(arg.len() - 1) {
        return (llvm_trim(&arg[1..arg.len() - 1]), rest);
    }
    (arg, rest)
}

/// MLIR's `findChar`: the first `c` in `s` from `index` that is not inside `{…}`, `(…)`,
/// `[…]` or quotes.
fn find_char(s: &[u8], index: usize, c: u8) -> Option<usize> {
    // The closers looked for, innermost last (upstream recurses; this cannot overflow).
    let mut wanted = vec![c];
    let mut i = index;
    while i < s.len() {
        let b = s[i];
        if wanted.last() == Some(&b) {
            wanted.pop();
            if wanted.is_empty() {
                return Some(i);
            }
        } else {
            match b {
                b'{' => wanted.push(b'}'),
                b'(' => wanted.push(b')'),
                b'[' => wanted.push(b']'),
                b'"' | b'\'' => i = closing_quote(s, i)?,
                _ => {}
            }
        }
        i += 1;
    }
    None
}

/// MLIR's `parseCommaSeparatedList` of strings: `a,{b,c},'d e'` is `a`, `b,c`, `d e`.
fn parse_comma_separated_list(text: &str) -> Vec<String> {
    let mut items = Vec::new();
    if text.is_empty() {
        return items;
    }
    let mut rest = text;
    while let Some(comma) = find_char(rest.as_bytes(), 0, b',') {
        let (item, after) = extract_arg(rest, comma);
        items.push(item.to_owned());
        // `after` starts at the comma.
        rest = &after[1..];
    }
    items.push(extract_arg(rest, rest.len()).0.to_owned());
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(mut text: &str) -> Vec<(String, Option<String>)> {
        let mut out = Vec::new();
        while !text.is_empty() {
            let (k, v, rest) = parse_next_arg(text);
            out.push((k.to_owned(), v.map(str::to_owned)));
            text = rest;
        }
        out
    }

    #[test]
    fn keys_and_values_split_at_spaces_outside_quotes_and_braces() {
        let pair = |k: &str, v: Option<&str>| (k.to_owned(), v.map(str::to_owned));
        assert_eq!(
            args("a=1  b c='x y' d={e=1 f={g}} h=\"1 2\""),
            [
                pair("a", Some("1")),
                pair("b", None),
                pair("c", Some("x y")),
                pair("d", Some("e=1 f={g}")),
                pair("h", Some("1 2")),
            ]
        );
        assert_eq!(args("=1"), [pair("", Some("1"))]);
        assert_eq!(args("a= 1"), [pair("a", Some("")), pair("1", None)]);
        // An unclosed quote is a character; an unclosed brace runs to the end.
        assert_eq!(args("a='x y"), [pair("a", Some("'x")), pair("y", None)]);
        assert_eq!(args("a={x y"), [pair("a", Some("{x y"))]);
        assert_eq!(args("a={x}{y}"), [pair("a", Some("{x}{y}"))]);
    }

    #[test]
    fn numbers_read_as_llvm_reads_a_long() {
        for (text, value) in [
            ("10", Some(10)),
            ("0x1F", Some(31)),
            ("0X1f", Some(31)),
            ("0b11", Some(3)),
            ("0o17", Some(15)),
            ("017", Some(15)),
            ("0", Some(0)),
            ("-0x1", Some(-1)),
            ("-0", Some(0)),
            ("9223372036854775807", Some(i64::MAX)),
            ("-9223372036854775808", Some(i64::MIN)),
            ("9223372036854775808", None),
            ("-9223372036854775809", None),
            ("+1", None),
            ("", None),
            ("-", None),
            ("0x", None),
            ("08", None),
            ("0O7", None),
            ("1 ", None),
            ("99999999999999999999999", None),
        ] {
            assert_eq!(parse_long(text), value, "{text}");
        }
    }

    #[test]
    fn lists_split_at_commas_outside_brackets() {
        assert_eq!(
            parse_comma_separated_list("a, {b,c} ,'d e',f(g,h),[i,j]"),
            ["a", "b,c", "d e", "f(g,h)", "[i,j]"]
        );
        assert!(parse_comma_separated_list("").is_empty());
        assert_eq!(parse_comma_separated_list("a,"), ["a", ""]);
    }

    #[test]
    fn nested_brackets_do_not_recurse() {
        let deep = "{".repeat(1 << 20);
        assert_eq!(find_char(deep.as_bytes(), 0, b','), None);
        assert_eq!(
            parse_comma_separated_list(&deep),
            std::slice::from_ref(&deep)
        );
    }

    #[test]
    fn values_print_as_mlir_prints_them() {
        let list = OptionValue::Strings(vec!["a".into(), "b,c".into(), "x y".into()]);
        assert_eq!(list.to_string(), "{a,b,c,{x y}}");
        assert_eq!(OptionValue::Long(-1).to_string(), "-1");
        assert_eq!(OptionValue::Bool(true).to_string(), "true");
    }
}
