//! The lexical facts the printer checks before it writes a name or a dialect symbol in its short
//! form: bare identifiers (`isBareIdentifier`), the pretty form of a dialect symbol
//! (`#dialect.sym<…>`) and balanced bracket groups; the parser's dialect-symbol scan shares the
//! bracket tables.

/// The opening bracket a closing `>`, `]`, `)` or `}` matches (`{` for anything else), for the
/// balanced-body scans of the parser and of the printer's pretty-form check.
pub(crate) fn opening_bracket(close: u8) -> u8 {
    match close {
        b'>' => b'<',
        b']' => b'[',
        b')' => b'(',
        _ => b'{',
    }
}

/// The bytes `skip_dialect_symbol_body` stops at: brackets, `"`, `-` (of `->`) and NUL.
pub(crate) static BODY_SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    let special = b"<[({>])}\"-\0";
    let mut i = 0;
    while i < special.len() {
        t[special[i] as usize] = true;
        i += 1;
    }
    t
};

/// The bytes after the first of a bare identifier: `[A-Za-z0-9_$.]`.
static BARE_IDENTIFIER_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        t[i] = c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.';
        i += 1;
    }
    t
};

/// The bytes a string literal holds as they are (printable ASCII but `"` and `\`).
pub(super) static PLAIN_STRING_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0x20;
    while i < 0x7F {
        t[i] = i != b'"' as usize && i != b'\\' as usize;
        i += 1;
    }
    t
};

/// MLIR's `isBareIdentifier`: `[A-Za-z_][A-Za-z0-9_$.]*`.
pub(crate) fn is_bare_identifier(name: &[u8]) -> bool {
    match name.split_first() {
        Some((first, rest)) => {
            (first.is_ascii_alphabetic() || *first == b'_')
                && rest.iter().all(|c| BARE_IDENTIFIER_CHAR[*c as usize])
        }
        None => false,
    }
}

/// `isDialectSymbolSimpleEnoughForPrettyForm`: an identifier (`[A-Za-z][A-Za-z0-9._]*`)
/// optionally followed by one `<…>` group running to the end.
///
/// MLIR only checks that the rest starts with `<` and ends with `>`, so it prints
/// `#tst<a<1>, b<2>>` as `#tst.a<1>, b<2>`, which does not parse (its `<1>` closes the body).
/// rods requires the `<` to be closed by the last `>`, scanning as the parser's
/// `skip_dialect_symbol_body` does (brackets, `->`, string literals); found by the `attribute`
/// fuzz target.
pub(crate) fn is_pretty_dialect_symbol(sym: &[u8]) -> bool {
    is_pretty_symbol_at(sym, 0, &[], &mut Vec::new())
}

/// The bytes of the name part of a pretty dialect symbol: `[A-Za-z0-9._]`.
pub(super) static SYMBOL_NAME_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        t[i] = c.is_ascii_alphanumeric() || c == b'.' || c == b'_';
        i += 1;
    }
    t
};

/// [`is_pretty_dialect_symbol`] for `text[start..]`, jumping over the spans of `text` listed
/// in `spans` (ascending, disjoint `(start, end)` offsets; see `Printer::string_spans`): string
/// literals and nested dialect attributes already found balanced. `stack` is scratch space.
pub(super) fn is_pretty_symbol_at(
    text: &[u8],
    start: usize,
    spans: &[(usize, usize)],
    stack: &mut Vec<u8>,
) -> bool {
    let sym = text.get(start..).unwrap_or(&[]);
    match sym.first() {
        Some(c) if c.is_ascii_alphabetic() => {}
        _ => return false,
    }
    let rest_at = sym.iter().position(|&c| !SYMBOL_NAME_CHAR[c as usize]);
    match rest_at {
        None => true,
        Some(i) => {
            sym[i] == b'<' && balanced_group_end(text, start + i, spans, stack) == Some(text.len())
        }
    }
}

/// The end offset of the balanced `<…>`, `[…]`, `(…)` or `{…}` group starting at `text[from]`,
/// as the parser's `skip_dialect_symbol_body` finds it; `None` when it is not closed or closed
/// by the wrong kind. The spans in `spans` (string literals, balanced nested attributes) are
/// jumped over in one step; the gaps between them are scanned for [`BODY_SPECIAL`] bytes, and
/// a string literal not in `spans` is skipped byte by byte.
pub(super) fn balanced_group_end(
    text: &[u8],
    from: usize,
    spans: &[(usize, usize)],
    stack: &mut Vec<u8>,
) -> Option<usize> {
    stack.clear();
    let mut spans = spans.iter();
    let mut pos = from;
    loop {
        // The next span not behind `pos`: one behind it began inside a string skipped by hand
        // (which no span can) and is dropped, as scanning its bytes would have done.
        let span = spans.by_ref().find(|s| s.0 >= pos);
        let gap_end = span.map_or(text.len(), |s| s.0);
        while pos < gap_end {
            let c = *text.get(pos)?;
            pos += 1;
            if !BODY_SPECIAL[c as usize] {
                continue;
            }
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if text.get(pos) == Some(&b'>') => pos += 1,
                // The guard pops: a matching close falls through to `_`.
                b'>' | b']' | b')' | b'}' if stack.pop() != Some(opening_bracket(c)) => {
                    return None;
                }
                b'"' => pos = string_literal_end(text, pos)?,
                0 => return None,
                _ => {}
            }
            if stack.is_empty() {
                return Some(pos);
            }
        }
        match span {
            // Landed on the span: jump over it.
            Some(s) if pos == s.0 => pos = s.1,
            // Past it (behind a string skipped by hand): scan on.
            Some(_) => {}
            None => return None,
        }
    }
}

/// The offset after the `"` closing the string literal whose body starts at `text[pos]`
/// (escapes `\x` taken as two bytes); `None` when it is not closed.
pub(super) fn string_literal_end(text: &[u8], mut pos: usize) -> Option<usize> {
    loop {
        match text.get(pos)? {
            b'\\' => pos += 2,
            b'"' => return Some(pos + 1),
            _ => pos += 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::escape::write_escaped;

    fn esc(s: &[u8]) -> String {
        let mut out = Vec::new();
        write_escaped(&mut out, s);
        String::from_utf8(out).unwrap_or_default()
    }

    #[test]
    fn escaping() {
        assert_eq!(
            esc(b"q\"b\\n\t\n\x00\xFF\xC3\xA9"),
            "q\\22b\\\\n\\09\\0A\\00\\FF\\C3\\A9"
        );
        assert_eq!(
            esc(b"plain text that is longer than 8"),
            "plain text that is longer than 8"
        );
        assert_eq!(esc(b"0123456\x7f89abcdef\""), "0123456\\7F89abcdef\\22");
        // Every byte, alone and inside long runs, matches the byte-wise definition.
        for b in 0u8..=255 {
            let want = if b == b'\\' {
                "\\\\".to_string()
            } else if (0x20..0x7F).contains(&b) && b != b'"' {
                (b as char).to_string()
            } else {
                format!("\\{b:02X}")
            };
            assert_eq!(esc(&[b]), want);
            let long = [b'a', b'b', b'c', b'd', b'e', b'f', b'g', b, b'h', b'i'];
            assert_eq!(esc(&long), format!("abcdefg{want}hi"));
        }
    }

    #[test]
    fn escaping_mixed_runs_and_dense_blocks() {
        // Text runs, dense binary and block boundaries all agree with the byte-wise definition.
        let mut data = Vec::new();
        use proptest::prelude::RngExt;
        use proptest::test_runner::{RngAlgorithm, TestRng};
        let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
        for i in 0..2000 {
            data.push(if (i / 100) % 2 == 0 {
                rng.random_range(b'a'..=b'z')
            } else {
                rng.random()
            });
        }
        for len in [0, 1, 7, 8, 9, 63, 64, 65, 200, 2000] {
            let part = &data[..len];
            let mut want = String::new();
            for &b in part {
                match b {
                    b'\\' => want.push_str("\\\\"),
                    0x20..0x7F if b != b'"' => want.push(b as char),
                    _ => want.push_str(&format!("\\{b:02X}")),
                }
            }
            assert_eq!(esc(part), want, "length {len}");
        }
    }

    #[test]
    fn balanced_scan_jumps_over_spans() {
        let end = |text: &[u8], spans: &[(usize, usize)]| {
            balanced_group_end(text, 0, spans, &mut Vec::new())
        };
        // A span is jumped over whole: its bytes are not looked at (here they would unbalance
        // the group), nor are the bytes of a span the scan has already passed.
        assert_eq!(end(b"<)>", &[]), None);
        assert_eq!(end(b"<)>", &[(1, 2)]), Some(3));
        assert_eq!(end(b"<\"a)\">", &[(1, 5)]), Some(6));
        assert_eq!(end(b"<a)(>", &[(2, 3), (3, 4)]), Some(5));
        assert_eq!(end(b"<a>)", &[(3, 4)]), Some(3));
        // Adjacent spans, and a span at the very end of an unclosed group.
        assert_eq!(end(b"<\"a\"\"b\">", &[(1, 4), (4, 7)]), Some(8));
        assert_eq!(end(b"<\"a\"", &[(1, 4)]), None);
        // A string scanned by hand that runs past a span's start: the span is dropped and the
        // scan goes on after the string, through the rest of the span's bytes.
        assert_eq!(end(b"<\"x\"y)>", &[(3, 6)]), None);
        assert_eq!(end(b"<\"x\"y(\">", &[(3, 7)]), None);
        assert_eq!(end(b"<\"x\"y>", &[(3, 5)]), Some(6));
        // Escapes in a string scanned by hand: `\\"` does not close it, `\\\\` does not escape.
        assert_eq!(end(b"<\"\\\">\">", &[]), Some(7));
        assert_eq!(end(b"<\"\\\\\">", &[]), Some(6));
        // `->` is an arrow, not a close.
        assert_eq!(end(b"<->>", &[]), Some(4));
        assert_eq!(end(b"<->", &[]), None);
    }

    #[test]
    fn identifiers() {
        assert!(is_bare_identifier(b"_ok.x$y"));
        assert!(!is_bare_identifier(b"0m"));
        assert!(!is_bare_identifier(b"a-b"));
        assert!(!is_bare_identifier(b""));
        assert!(is_pretty_dialect_symbol(b"a<b>"));
        assert!(is_pretty_dialect_symbol(b"a.b_c"));
        assert!(!is_pretty_dialect_symbol(b"a-b"));
        assert!(!is_pretty_dialect_symbol(b"a<b>c"));
        // The `<` must be closed by the last `>` (MLIR only checks the first and last bytes).
        assert!(!is_pretty_dialect_symbol(
            b"w.<\"aM\", 1>, 3ap<w.<\"aM\", 1>, 3>"
        ));
        assert!(!is_pretty_dialect_symbol(b"a<1>, b<2>"));
        assert!(is_pretty_dialect_symbol(b"a<\">\", [x], (->)>"));
        assert!(is_pretty_dialect_symbol(b"a<\"\\\"<\">"));
        assert!(!is_pretty_dialect_symbol(b"a<(>)>"));
        assert!(!is_pretty_dialect_symbol(b"_a"));
        assert!(!is_pretty_dialect_symbol(b"\"x\""));
    }
}
