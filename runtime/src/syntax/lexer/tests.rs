//! Tests of the lexer and of its string literal scan.

#![allow(clippy::unwrap_used)]

use super::string::*;
use super::*;
use crate::ir::escape::HEX;

fn kinds(s: &str) -> Vec<TokenKind> {
    let mut l = Lexer::new(s.as_bytes(), 0, s.len());
    let mut v = Vec::new();
    loop {
        let t = l.next_token();
        if t.kind == TokenKind::Eof {
            return v;
        }
        v.push(t.kind);
    }
}

#[test]
fn punctuation_and_identifiers() {
    use TokenKind::*;
    assert_eq!(
        kinds("-> ... : {-# #-} %a.b-c ^bb0 @x.y @\"q r\" #foo.bar !t a.b$ 0x1F 12 1.5e-3 // c\n-"),
        vec![
            Arrow,
            Ellipsis,
            Colon,
            FileMetadataBegin,
            FileMetadataEnd,
            PercentIdentifier,
            CaretIdentifier,
            AtIdentifier,
            AtIdentifier,
            HashIdentifier,
            ExclamationIdentifier,
            BareIdentifier,
            Integer,
            Integer,
            Float,
            Minus
        ]
    );
    // `1e5` is an integer followed by an identifier, `4xf32` likewise.
    assert_eq!(
        kinds("1e5 4xf32"),
        vec![Integer, BareIdentifier, Integer, BareIdentifier]
    );
    // A `/` that does not start a comment is a token of its own, at the end of the input too.
    assert_eq!(
        kinds("1/2 a / // c\n/"),
        vec![Integer, Slash, Integer, BareIdentifier, Slash, Slash]
    );
}

#[test]
fn errors_are_tokens() {
    assert_eq!(
        kinds("$"),
        vec![TokenKind::Error(LexError::UnexpectedCharacter)]
    );
    assert_eq!(
        kinds("\u{e9}")[0],
        TokenKind::Error(LexError::UnexpectedCharacter)
    );
    assert_eq!(
        kinds("\"ab\\q\"")[0],
        TokenKind::Error(LexError::UnknownEscape)
    );
    assert_eq!(
        kinds("\"ab")[0],
        TokenKind::Error(LexError::UnterminatedString)
    );
    assert_eq!(
        kinds("\"a\nb\"")[0],
        TokenKind::Error(LexError::UnterminatedString)
    );
    assert_eq!(kinds("%")[0], TokenKind::Error(LexError::SsaName));
    assert_eq!(kinds("..")[0], TokenKind::Error(LexError::Ellipsis));
}

#[test]
fn strings_accept_any_bytes_and_unescape() {
    let src = b"\"\xff\xfe\" \"a\\\"b\\\\\\n\\t\\0A\\ff\"";
    let mut l = Lexer::new(src, 0, src.len());
    let t = l.next_token();
    assert_eq!(t.kind, TokenKind::String);
    let t = l.next_token();
    assert_eq!(t.kind, TokenKind::String);
    let body = &src[t.start as usize + 1..t.end as usize - 1];
    assert_eq!(unescape(body).unwrap(), b"a\"b\\\n\t\n\xff");
    assert_eq!(unescape(b"plain"), None);
}

/// Lexes the string literal at the start of `src` by the fast and the exact path, asserts that
/// they give the same token and end position, and returns the token.
fn fast_agrees_with_exact(src: &[u8]) -> Token {
    let mut fast = Lexer::new(src, 1, src.len());
    let mut exact = fast;
    let a = fast.lex_string(0);
    let b = exact.lex_string_exact(0);
    assert_eq!(
        (a, fast.pos),
        (b, exact.pos),
        "{:?}",
        String::from_utf8_lossy(src)
    );
    b
}

#[test]
fn fast_string_path_agrees_with_exact_path() {
    let bodies: &[&[u8]] = &[
        b"",
        b"a",
        b"\\\\",
        b"a\\\"b",
        b"\\\"",
        b"\\\\\\\"x",
        b"\\41\\ff\\0A",
        b"\\4",
        b"\\4g",
        b"\\q",
        b"x\ny",
        b"x\x0by",
        b"x\x0cy",
        b"\\\n",
        b"0123456789abcdef\\n0123456789abcdef",
        b"\\00\\01\\02\\03\\04\\05\\06\\07\\08\\09\\0A\\0B\\0C",
        b"\xff\xfe plain",
        b"\\",
    ];
    for body in bodies {
        for tail in [&b"\" rest"[..], b"\"", b""] {
            let mut src = b"\"".to_vec();
            src.extend_from_slice(body);
            src.extend_from_slice(tail);
            let b = fast_agrees_with_exact(&src);
            // Strings known valid are found by their closing quote alone.
            if b.kind == TokenKind::String {
                let mut trusted = Lexer::new(&src, 1, src.len());
                trusted.trust_strings(0, src.len());
                assert_eq!(trusted.lex_string(0), b);
            }
        }
    }
}

#[test]
fn fast_string_path_agrees_with_exact_path_on_random_bodies() {
    // Runs of backslashes across the 64-byte blocks of `scan_string_body`, escapes cut by
    // the quote, bad escapes: the fast path takes the exact path's decision every time.
    let alphabet = b"\\\\\\n4Fg\"a\n";
    use proptest::prelude::RngExt;
    use proptest::test_runner::{RngAlgorithm, TestRng};
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    for _ in 0..20_000 {
        // Every other body without quote and newline, so that it spans several blocks.
        let n = if rng.random() { alphabet.len() } else { 7 };
        let mut src = b"\"".to_vec();
        for _ in 0..rng.random_range(0..200) {
            src.push(alphabet[rng.random_range(0..n)]);
        }
        src.extend_from_slice(b"\" rest");
        fast_agrees_with_exact(&src);
    }
}

#[test]
fn hex_payload_path_agrees_with_exact_path() {
    // `0x` and hex digits across the 16-byte vectors of the hex path, one byte replaced by
    // anything (a quote ends the body early, a backslash starts an escape, a newline or a
    // byte above 0x7F whose lower-case form would be a letter): the same token, end and
    // canonical flag as the other paths.
    use proptest::prelude::RngExt;
    use proptest::test_runner::{RngAlgorithm, TestRng};
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let digits = b"0123456789abcdefABCDEF";
    for round in 0..20_000 {
        let mut body = b"0x".to_vec();
        for _ in 0..rng.random_range(0..100) {
            body.push(digits[rng.random_range(0..digits.len())]);
        }
        if round % 2 == 1 && body.len() > 2 {
            let at = rng.random_range(2..body.len());
            body[at] = match rng.random_range(0..8) {
                0 => b'"',
                1 => b'\\',
                2 => b'\n',
                3 => 0xC1,
                4 => b'g',
                _ => rng.random(),
            };
        }
        let mut src = b"\"".to_vec();
        src.extend_from_slice(&body);
        src.extend_from_slice(b"\" rest");
        let tok = fast_agrees_with_exact(&src);
        let mut l = Lexer::new(&src, 1, src.len());
        if l.lex_string(0).kind == TokenKind::String && tok.end as usize == body.len() + 2 {
            assert_eq!(l.last_string_canonical(), is_canonical_escaped(&body));
        }
    }
}

#[test]
fn canonical_escaped_iff_printing_gives_the_source_back() {
    let alphabet: &[&[u8]] = &[
        b"a", b" ", b"~", b"\\\\", b"\\22", b"\\0A", b"\\0a", b"\\n", b"\\t", b"\\\"", b"\\41",
        b"\\5C", b"\\7F", b"\\FF", b"\\1f", b"\x7f", b"\xe9", b"\t",
    ];
    use proptest::prelude::RngExt;
    use proptest::test_runner::{RngAlgorithm, TestRng};
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    for _ in 0..20_000 {
        let mut body = Vec::new();
        for _ in 0..rng.random_range(0..90) {
            // Mostly canonical pieces, so that both answers are common.
            let i = rng.random_range(0..64);
            body.extend_from_slice(alphabet[if i < 56 { i % 7 } else { i - 56 + 7 }]);
        }
        // The lexer's answer, found while validating, is the same.
        let mut src = b"\"".to_vec();
        src.extend_from_slice(&body);
        src.extend_from_slice(b"\" ");
        let mut l = Lexer::new(&src, 1, src.len());
        assert_eq!(l.lex_string(0).kind, TokenKind::String);
        assert_eq!(l.last_string_canonical(), is_canonical_escaped(&body));
        let value = unescape(&body).unwrap_or_else(|| body.clone());
        let mut printed = Vec::new();
        crate::ir::escape::write_escaped(&mut printed, &value);
        assert_eq!(
            is_canonical_escaped(&body),
            printed == body,
            "{:?}",
            String::from_utf8_lossy(&body)
        );
    }
}

#[test]
fn backslash_mask_marks_backslashes() {
    // Blocks as `check_string_body` passes them: a body's last block padded.
    for len in [0, 1, 7, 8, 9, 63, 64] {
        for i in 0..len {
            let mut b = [BODY_PAD; 64];
            b[..len].fill(b'a');
            b[i] = b'\\';
            if i + 3 < len {
                b[i + 3] = b'\\';
            }
            // Neighbours of 0x5C that an inexact zero-byte test would confuse.
            if i + 1 < len {
                b[i + 1] = 0xDC;
            }
            let want = (1u64 << i) | if i + 3 < len { 1 << (i + 3) } else { 0 };
            assert_eq!(scan_block(&b).0, want, "len {len}, i {i}");
        }
    }
    let mut block = [b'a'; 64];
    block[5] = 0x5D;
    assert_eq!(scan_block(&block), (0, false));
    assert_eq!(scan_block(&[b'\\'; 64]), (u64::MAX, false));
    // Bytes outside printable ASCII, anywhere in the block.
    for at in [0, 7, 8, 15, 16, 60, 63] {
        for (c, odd) in [
            (0x00, true),
            (0x1f, true),
            (0x20, false),
            (0x7e, false),
            (0x7f, true),
            (0x80, true),
            (0xff, true),
            (0x0a, true),
        ] {
            let mut b = [b'~'; 64];
            b[at] = c;
            assert_eq!(scan_block(&b).1, odd, "{c:#x} at {at}");
        }
    }
}

#[test]
fn canonical_hex_escapes_is_exact_or_left_to_the_table() {
    // Every pair of bytes after a backslash, at the start, middle, end (second byte past
    // the 64) and vector boundaries of a block: a marked pair is a valid canonical escape;
    // an unmarked one goes to `ESCAPE_PAIR`, so only canonical escapes the vectors leave
    // out (`\22`, `\7F`) may be both unmarked and canonical.
    for at in [0, 1, 14, 15, 16, 31, 32, 47, 48, 62, 63] {
        for pair in 0..=u16::MAX {
            let [e, n] = pair.to_le_bytes();
            let mut block = [b'a'; BLOCK + 1];
            block[at] = e;
            block[at + 1] = n;
            let marked = canonical_hex_escapes(&block) & (1 << at) != 0;
            let flags = ESCAPE_PAIR[usize::from(pair)];
            if marked {
                assert_eq!(
                    flags,
                    VALID_ESCAPE | CANONICAL_ESCAPE,
                    "{e:#x} {n:#x} at {at}"
                );
            } else if flags & CANONICAL_ESCAPE != 0 {
                assert!(
                    matches!([e, n], [b'2', b'2'] | [b'7', b'F']),
                    "{e:#x} {n:#x} at {at}"
                );
            }
            // Of the other bytes, only a backslash is marked (the block is `a`s).
            let others = canonical_hex_escapes(&block) & !(1 << at);
            let backslash = if n == b'\\' && at < 63 {
                1 << (at + 1)
            } else {
                0
            };
            assert_eq!(others, backslash, "{e:#x} {n:#x} at {at}");
        }
    }
}

/// `(valid, canonical)` for a string body, byte by byte: what [`check_string_body`]
/// computes by blocks.
fn reference_check_string_body(body: &[u8]) -> (bool, bool) {
    let hex = |c: u8| HEX[usize::from(c)];
    let mut canonical = true;
    let mut i = 0;
    while let Some(&c) = body.get(i) {
        if c != b'\\' {
            if matches!(c, b'\n' | 0x0b | 0x0c) {
                return (false, false);
            }
            canonical &= (0x20..0x7f).contains(&c);
            i += 1;
            continue;
        }
        match (body.get(i + 1).copied(), body.get(i + 2).copied()) {
            (Some(b'\\'), _) => i += 2,
            (Some(b'"' | b'n' | b't'), _) => {
                canonical = false;
                i += 2;
            }
            (Some(e), Some(n)) if hex(e) != 0xFF && hex(n) != 0xFF => {
                let value = (hex(e) << 4) | hex(n);
                canonical &= !e.is_ascii_lowercase()
                    && !n.is_ascii_lowercase()
                    && (!(0x20..0x7f).contains(&value) || value == b'"');
                i += 3;
            }
            _ => return (false, false),
        }
    }
    (true, canonical)
}

/// Pieces of string bodies: escapes valid and not, canonical and not, and bytes around
/// them, so that random bodies mix them and runs of backslashes cross the 64-byte blocks.
const BODY_PIECES: &[&[u8]] = &[
    b"a", b" ", b"~", b"\"", b"\\", b"\\\\", b"\\\\\\", b"\\22", b"\\0A", b"\\0a", b"\\a0",
    b"\\41", b"\\5C", b"\\7F", b"\\7E", b"\\20", b"\\1F", b"\\FF", b"\\n", b"\\t", b"\\\"", b"\\q",
    b"\\4", b"\\4g", b"\\\n", b"4", b"F", b"f", b"n", b"\n", b"\x0b", b"\x0c", b"\x0d", b"\t",
    b"\x00", b"\x7f", b"\x80", b"\xe9", b"\xff",
];

fn body_from_pieces(picks: &[usize]) -> Vec<u8> {
    picks
        .iter()
        .flat_map(|&i| BODY_PIECES[i % BODY_PIECES.len()].iter().copied())
        .collect()
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig {
        cases: 4000,
        ..proptest::prelude::ProptestConfig::default()
    })]

    #[test]
    fn string_body_check_agrees_with_byte_by_byte_reference(
        picks in proptest::collection::vec(0usize..1000, 0..160),
        // Mostly canonical pieces, so that long valid bodies are common.
        canonical_only in proptest::prelude::any::<bool>(),
    ) {
        let picks: Vec<usize> = if canonical_only {
            // Printable bytes and canonical escapes only.
            picks.iter().map(|&i| [0, 1, 2, 4, 5, 7, 8, 13, 16, 17][i % 10]).collect()
        } else {
            picks
        };
        let body = body_from_pieces(&picks);
        proptest::prop_assert_eq!(
            check_string_body(&body),
            reference_check_string_body(&body),
            "{:?}",
            String::from_utf8_lossy(&body)
        );
    }

    #[test]
    fn string_scan_agrees_with_quote_search_then_reference(
        picks in proptest::collection::vec(0usize..1000, 0..160),
        canonical_only in proptest::prelude::any::<bool>(),
        tail in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..80),
    ) {
        // Bodies with and without quotes (escaped or not) anywhere, then a quote and any
        // bytes: the fused scan finds the first quote and answers as the reference does.
        let picks: Vec<usize> = if canonical_only {
            picks.iter().map(|&i| [0, 1, 2, 3, 4, 5, 7, 8, 13, 16, 17, 20][i % 12]).collect()
        } else {
            picks
        };
        let mut src = b"x\"".to_vec();
        src.extend(body_from_pieces(&picks));
        src.push(b'"');
        src.extend(&tail);
        proptest::prop_assert_eq!(
            scan_string_body(&src, 2),
            reference_scan_string_body(&src, 2),
            "{:?}",
            String::from_utf8_lossy(&src)
        );
    }

    #[test]
    fn string_body_check_agrees_with_reference_on_any_bytes(
        body in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..300),
    ) {
        proptest::prop_assert_eq!(
            check_string_body(&body),
            reference_check_string_body(&body)
        );
    }
}

/// What [`scan_string_body`] does in one pass: the first quote by `memchr`, then the body
/// before it checked byte by byte.
fn reference_scan_string_body(src: &[u8], pos: usize) -> Option<(usize, bool)> {
    let q = memchr::memchr(b'"', src.get(pos..)?)?;
    let (valid, canonical) = reference_check_string_body(src.get(pos..pos + q)?);
    valid.then_some((q, canonical))
}

#[test]
fn string_scan_finds_quotes_at_block_boundaries() {
    // The closing quote at every offset around the first blocks (in the block, as its
    // lookahead byte, just past it), after plain, escaped and binary bodies, with and
    // without bytes after it; an escaped quote first, and no quote at all.
    for q in (0..200).filter(|q| q % 64 < 4 || q % 64 > 59) {
        for fill in [&b"a"[..], b"\\FF", b"\\\\", b"\x80"] {
            let body: Vec<u8> = fill.iter().copied().cycle().take(q).collect();
            for tail in [&b""[..], b" ", b"\"rest\""] {
                let mut src = b"\"".to_vec();
                src.extend(&body);
                src.push(b'"');
                src.extend(tail);
                assert_eq!(
                    scan_string_body(&src, 1),
                    reference_scan_string_body(&src, 1),
                    "q {q}, {:?}",
                    String::from_utf8_lossy(&src)
                );
            }
            let mut src = b"\"".to_vec();
            src.extend(&body);
            assert_eq!(scan_string_body(&src, 1), None, "unclosed, q {q}");
            src.extend(b"\\\"a\"");
            assert_eq!(
                scan_string_body(&src, 1),
                reference_scan_string_body(&src, 1),
                "escaped quote, q {q}"
            );
        }
    }
    assert_eq!(scan_string_body(b"\"\\0A\"", 1), Some((3, true)));
    assert_eq!(scan_string_body(b"\"\\\"\"", 1), None);
}

#[test]
fn string_body_check_at_block_boundaries() {
    // A body of `len` bytes of "a" with `piece` written at `at`; every answer is the
    // reference's, and a few are spelled out.
    let pieces: &[&[u8]] = &[
        b"\\", b"\\\\", b"\\41", b"\\0A", b"\\0a", b"\\n", b"\\4", b"\\\\\\", b"\n", b"\x0b",
        b"\x0c", b"\x80", b"\xff", b"\x7f",
    ];
    for len in [1, 2, 3, 62, 63, 64, 65, 66, 127, 128, 129, 130, 200] {
        for piece in pieces {
            for at in (0..len).filter(|at| at % 64 < 3 || at % 64 > 60 || at + 3 > len) {
                let mut body = vec![b'a'; len];
                for (k, &c) in piece.iter().enumerate() {
                    if let Some(b) = body.get_mut(at + k) {
                        *b = c;
                    }
                }
                assert_eq!(
                    check_string_body(&body),
                    reference_check_string_body(&body),
                    "{:?}",
                    String::from_utf8_lossy(&body)
                );
            }
        }
    }
    let at = |at: usize, piece: &[u8], len: usize| {
        let mut body = vec![b'a'; len];
        body[at..at + piece.len()].copy_from_slice(piece);
        check_string_body(&body)
    };
    // An escape across the boundary of the first two blocks, each way.
    assert_eq!(at(63, b"\\41", 130), (true, false));
    assert_eq!(at(62, b"\\0A", 130), (true, true));
    assert_eq!(at(63, b"\\0a", 130), (true, false));
    assert_eq!(at(63, b"\\\\", 130), (true, true));
    // A backslash as the last byte of the body (it would escape the closing quote),
    // at and off the block boundaries; an even run is two escaped backslashes.
    for len in [1, 63, 64, 65, 128] {
        assert_eq!(at(len - 1, b"\\", len), (false, false), "{len}");
        assert_eq!(at(len - 1, b"\\", len + 1), (false, false), "{len}");
    }
    assert_eq!(at(126, b"\\\\", 128), (true, true));
    assert_eq!(at(63, b"\\4", 65), (false, false));
    // Newline, vertical tab, form feed end a string; carriage return and bytes >= 0x80 are
    // valid, not canonical.
    for c in [b'\n', 0x0b, 0x0c] {
        assert_eq!(at(100, &[c], 130), (false, false));
    }
    assert_eq!(at(100, b"\r", 130), (true, false));
    assert_eq!(at(64, b"\x80\xff", 130), (true, false));
    assert_eq!(at(0, b"\\7f", 3), (true, false));
    assert_eq!(at(0, b"\\7F", 3), (true, true));
    assert_eq!(check_string_body(b""), (true, true));
}

#[test]
fn unescape_dense_and_mixed() {
    // Every byte escaped as MLIR prints it, in runs of text and dense binary, decodes back.
    let mut data = Vec::new();
    use proptest::prelude::RngExt;
    use proptest::test_runner::{RngAlgorithm, TestRng};
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    for i in 0..3000 {
        data.push(if (i / 150) % 2 == 0 {
            rng.random_range(b'a'..=b'z')
        } else {
            rng.random()
        });
    }
    for len in [1, 2, 3, 21, 22, 64, 65, 150, 151, 300, 3000] {
        let raw = &data[..len];
        let mut esc = Vec::new();
        crate::ir::escape::write_escaped(&mut esc, raw);
        esc.extend_from_slice(b"\\n\\t\\\"\\\\x\\\\");
        let mut want = raw.to_vec();
        want.extend_from_slice(b"\n\t\"\\x\\");
        match unescape(&esc) {
            Some(got) => assert_eq!(got, want, "length {len}"),
            None => panic!("no escape found"),
        }
    }
    assert_eq!(unescape(b"\\n").as_deref(), Some(&b"\n"[..]));
    assert_eq!(unescape(b"ab\\41").as_deref(), Some(&b"abA"[..]));
}

/// A string left open at the end of a chunk is blamed where MLIR's lexer, reading on into the
/// rest of the buffer, stops: the end of the marker's line; at the chunk's end when a quote,
/// a backslash or the end of the buffer comes first.
#[test]
fn string_open_at_chunk_end() {
    let at = |src: &str, end: usize| {
        let t = Lexer::new(src.as_bytes(), 0, end).next_token();
        assert_eq!(t.kind, TokenKind::Error(LexError::UnterminatedString));
        t.start
    };
    assert_eq!(at("\"J// -----\nx", 2), 10);
    assert_eq!(at("\"J// ----- tail\x0bx", 2), 15);
    assert_eq!(at("\"J// ----- \"x\"\n", 2), 2);
    assert_eq!(at("\"J// ----- \\n\n", 2), 2);
    assert_eq!(at("\"J// -----", 2), 2);
    assert_eq!(at("\"J", 2), 2);
}

#[test]
fn error_messages_are_mlirs() {
    let msg = |s: &str| match kinds(s)[0] {
        TokenKind::Error(e) => e.message(),
        k => panic!("{s:?} lexed as {k:?}"),
    };
    assert_eq!(msg("$"), "unexpected character");
    assert_eq!(msg(".."), "expected three consecutive dots for an ellipsis");
    assert_eq!(msg("# "), "invalid attribute name");
    assert_eq!(msg("%"), "invalid SSA name");
    assert_eq!(msg("^"), "invalid block name");
    assert_eq!(msg("!"), "invalid type identifier");
    assert_eq!(
        msg("@1"),
        "@ identifier expected to start with letter or '_'"
    );
    assert_eq!(msg("\"\\q\""), "unknown escape in string literal");
    assert_eq!(msg("\"ab"), "expected '\"' in string literal");
}
