//! `--split-input-file`: cutting a buffer into chunks at `// -----` exactly as MLIR's
//! `splitAndProcessBuffer` (LLVM 22) does, near-miss warnings included.
//!
//! MLIR splits the buffer at every occurrence of the marker minus its last two dashes
//! (`// ---`), then walks the pieces: a piece that starts with the two remaining dashes (and
//! is longer than them, and whose next byte is not `'0'` — upstream's check for "no further
//! dash" compares against the digit zero) ends the chunk before it; any other piece is a near
//! miss, reported as a warning, and glued back onto the current chunk. The marker may sit
//! anywhere in a line: what follows it on the line belongs to the next chunk.
//!
//! Chunks are byte ranges of the original buffer, so locations in them keep the original
//! line numbers.

use std::ops::Range;

use crate::diag::{Diagnostic, Severity};
use crate::ir::Location;

/// The marker between chunks, in the input and in the output.
pub const SPLIT_MARKER: &str = "// -----";

/// The chunks of a buffer and the near-miss warnings found while splitting.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Split {
    /// Byte ranges of the chunks, in order.
    pub chunks: Vec<Range<usize>>,
    /// `near miss with file split marker` warnings, in order.
    pub warnings: Vec<Diagnostic>,
}

/// Splits `text` at `// -----` markers the way `mlir-opt --split-input-file` does.
pub fn split_input_file(text: &[u8]) -> Split {
    const CHECK_LEN: usize = 2;
    let marker = SPLIT_MARKER.as_bytes();
    let prefix = &marker[..marker.len() - CHECK_LEN];
    let suffix = &marker[marker.len() - CHECK_LEN..];

    // The pieces between occurrences of the shortened marker (`StringRef::split`).
    let mut pieces = Vec::new();
    let mut start = 0;
    for hit in memchr::memmem::find_iter(text, prefix) {
        if hit < start {
            continue; // overlapping occurrence; `StringRef::split` resumes after the separator
        }
        pieces.push(start..hit);
        start = hit + prefix.len();
    }
    pieces.push(start..text.len());

    let mut split = Split::default();
    let mut prev: Range<usize> = 0..0;
    for piece in pieces {
        // Upstream tests `prev.empty()`, so an empty chunk lets the next piece in unchecked.
        if prev.is_empty() {
            prev = piece;
            continue;
        }
        let bytes = &text[piece.clone()];
        let expected_suffix =
            bytes.starts_with(suffix) && bytes.len() > CHECK_LEN && bytes[CHECK_LEN] != b'0';
        if expected_suffix {
            split.chunks.push(prev);
            prev = piece.start + CHECK_LEN..piece.end;
        } else {
            split.warnings.push(Diagnostic::new(
                Severity::Warning,
                Location::Offset(piece.start as u32),
                "near miss with file split marker",
            ));
            prev = prev.start..piece.end;
        }
    }
    if !prev.is_empty() {
        split.chunks.push(prev);
    }
    split
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunks(text: &str) -> Vec<&str> {
        split_input_file(text.as_bytes())
            .chunks
            .into_iter()
            .map(|r| &text[r])
            .collect()
    }

    #[test]
    fn plain_markers() {
        assert_eq!(chunks("a\n// -----\nb\n"), vec!["a\n", "\nb\n"]);
        assert_eq!(chunks("a\n  // -----  \nb"), vec!["a\n  ", "  \nb"]);
        assert_eq!(chunks(""), Vec::<&str>::new());
        assert_eq!(chunks("a"), vec!["a"]);
    }

    #[test]
    fn marker_anywhere_in_a_line() {
        // mlir-opt-22 splits `// ------` leaving `-`, and `// ----- foo` leaving ` foo`.
        assert_eq!(chunks("a\n// ------\nb"), vec!["a\n", "-\nb"]);
        assert_eq!(chunks("a\n// ----- foo\nb"), vec!["a\n", " foo\nb"]);
        assert_eq!(chunks("x // -----\ny"), vec!["x ", "\ny"]);
        assert_eq!(chunks("a\n//-----\nb"), vec!["a\n//-----\nb"]);
    }

    #[test]
    fn near_misses() {
        let text = "a\n// ----\nb\n// -----";
        let s = split_input_file(text.as_bytes());
        assert_eq!(s.chunks, vec![0..text.len()]);
        assert_eq!(s.warnings.len(), 2);
        assert_eq!(s.warnings[0].loc, Location::Offset(8));
        assert_eq!(s.warnings[1].loc, Location::Offset(18));
        // `'0'` after the marker is upstream's "dash after the marker" check.
        assert_eq!(split_input_file(b"a\n// -----0\nb").warnings.len(), 1);
    }

    #[test]
    fn leading_marker_is_not_checked() {
        // The first piece is empty, so the second becomes the first chunk unchecked.
        assert_eq!(
            chunks("// ----\nx\n// -----\n// -----\n"),
            vec!["-\nx\n", "\n", "\n"]
        );
        assert_eq!(chunks("// -----\nx"), vec!["--\nx"]);
    }
}
