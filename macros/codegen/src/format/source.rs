//! The format string as written in the user's code: its value, and the mapping from byte ranges
//! of the value back to spans of the string literal token.

use std::ops::Range;

use proc_macro2::Span;

use super::parser::FormatError;

/// A format string literal (`"…"` or `r"…"`), ready to turn byte ranges of its value into spans
/// and errors.
#[derive(Clone, Debug)]
pub struct FormatSource {
    /// The literal as written.
    pub lit: syn::LitStr,
    /// Its value (escapes processed).
    pub value: String,
    /// `offsets[i]` = offset in the token text of the value's byte `i`; one extra entry for the end.
    offsets: Vec<usize>,
}

impl FormatSource {
    /// Wraps a string literal.
    pub fn new(lit: syn::LitStr) -> Self {
        let value = lit.value();
        let text = lit.token().to_string();
        let offsets = value_offsets(&text, value.len());
        FormatSource {
            lit,
            value,
            offsets,
        }
    }

    /// The span of a byte range of the value: a sub-span of the literal where the compiler
    /// supports it (nightly), else the whole literal.
    pub fn span(&self, range: Range<usize>) -> Option<Span> {
        let start = *self.offsets.get(range.start)?;
        let end = *self.offsets.get(range.end)?;
        self.lit.token().subspan(start..end.max(start))
    }

    /// Builds a spanned error for `err`. When only the whole literal can be blamed, the message is
    /// followed by the offending line of the format with a caret under the offending piece, as in
    /// mlir-tblgen's own diagnostics.
    pub fn error(&self, err: &FormatError) -> syn::Error {
        match self.span(err.range.clone()) {
            Some(span) => syn::Error::new(span, &err.message),
            None => syn::Error::new(
                self.lit.span(),
                format!("{}{}", err.message, excerpt(&self.value, err.range.clone())),
            ),
        }
    }
}

/// `\n  <line>\n  <caret>`: the line of `src` holding `range.start`, underlined.
pub fn excerpt(src: &str, range: Range<usize>) -> String {
    let start = floor_char_boundary(src, range.start.min(src.len()));
    let line_start = src[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = src[start..].find('\n').map_or(src.len(), |i| start + i);
    let line: String = src[line_start..line_end]
        .chars()
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect();
    let column = src[line_start..start].chars().count();
    let end = floor_char_boundary(src, range.end.clamp(start, line_end));
    let width = src[start..end].chars().count().max(1);
    let mut caret = " ".repeat(column);
    caret.push('^');
    caret.push_str(&"~".repeat(width - 1));
    format!("\n  {}\n  {}", line.trim_end(), caret)
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Maps each byte of a string literal's value to its offset in the literal's token text.
fn value_offsets(text: &str, value_len: usize) -> Vec<usize> {
    let fallback = || (0..=value_len).map(|i| i.min(text.len())).collect();
    let bytes = text.as_bytes();
    // Raw string: r#*"…"#*, the value is verbatim.
    if let Some(rest) = text.strip_prefix('r') {
        let hashes = rest.bytes().take_while(|&b| b == b'#').count();
        let prefix = 1 + hashes + 1;
        return (0..=value_len).map(|i| prefix + i).collect();
    }
    if bytes.first() != Some(&b'"') {
        return fallback();
    }
    let mut offsets = Vec::with_capacity(value_len + 1);
    let mut i = 1;
    while i < bytes.len() && bytes[i] != b'"' {
        if bytes[i] != b'\\' {
            // A plain character: each of its bytes maps to itself.
            let len = utf8_len(bytes[i]);
            offsets.extend(i..i + len);
            i += len;
            continue;
        }
        let start = i;
        let Some(&esc) = bytes.get(i + 1) else { break };
        i += 2;
        let produced = match esc {
            b'x' => {
                i += 2;
                1
            }
            b'u' => {
                let close = text[i..].find('}').map_or(i, |p| i + p);
                let digits = text[i..close].trim_start_matches('{');
                i = close + 1;
                u32::from_str_radix(&digits.replace('_', ""), 16)
                    .ok()
                    .and_then(char::from_u32)
                    .map_or(1, char::len_utf8)
            }
            b'\n' | b'\r' => {
                // Line continuation: the newline and the following whitespace produce nothing.
                while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                    i += 1;
                }
                0
            }
            _ => 1,
        };
        offsets.extend(std::iter::repeat_n(start, produced));
    }
    offsets.push(i.min(text.len()));
    if offsets.len() == value_len + 1 {
        offsets
    } else {
        fallback()
    }
}

fn utf8_len(first: u8) -> usize {
    match first {
        0xF0..=0xFF => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(code: &str) -> FormatSource {
        FormatSource::new(syn::parse_str(code).expect("a string literal"))
    }

    #[test]
    fn plain_string_offsets_skip_the_quote() {
        let s = source(r#""`<` $x""#);
        assert_eq!(s.offsets, [1, 2, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn escapes_map_to_their_backslash() {
        let s = source(r#""a\"b\u{e9}c""#);
        assert_eq!(s.value, "a\"béc");
        assert_eq!(s.offsets, [1, 2, 4, 5, 5, 11, 12]);
    }

    #[test]
    fn raw_strings_are_verbatim() {
        let s = source(r###"r#"`\n` $x"#"###);
        assert_eq!(s.value, "`\\n` $x");
        assert_eq!(s.offsets[0], 3);
        assert_eq!(s.offsets[s.value.len()], 3 + s.value.len());
    }

    #[test]
    fn excerpt_underlines_the_range() {
        assert_eq!(
            excerpt("$a\n  ($x $y)? attr-dict", 5..13),
            "\n    ($x $y)? attr-dict\n    ^~~~~~~~"
        );
        assert_eq!(
            excerpt("$sym $objcts", 5..12),
            "\n  $sym $objcts\n       ^~~~~~~"
        );
    }

    #[test]
    fn errors_fall_back_to_the_literal_with_an_excerpt() {
        let s = source(r#""$x ^""#);
        let err = s.error(&FormatError::new(
            3..4,
            "expected literal, variable, directive, or optional group",
        ));
        assert_eq!(
            err.to_string(),
            "expected literal, variable, directive, or optional group\n  $x ^\n     ^"
        );
    }
}
