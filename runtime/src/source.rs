//! The rendering of [`Diagnostic`]s against a [`SourceFile`] (a named buffer with its line
//! index, kept in [`crate::ir`]) into the exact text `mlir-opt` prints (LLVM's `SMDiagnostic::print`):
//! `FILE:LINE:COL: error: MESSAGE`, the source line with tabs expanded, and a caret line.

use crate::diag::{Diagnostic, Severity};
use crate::ir::{Attribute, Location, LocationAttr};

pub use crate::ir::source_file::{ResolvedLoc, SourceFile};

/// LLVM's tab stop when it echoes a source line.
const TAB_STOP: usize = 8;

impl SourceFile {
    /// Renders a diagnostic and its notes exactly as `mlir-opt` does, replacing bytes that
    /// are not valid UTF-8 in echoed source lines by U+FFFD (use [`SourceFile::render_bytes`]
    /// for byte-exact output).
    pub fn render(&self, d: &Diagnostic, out: &mut String) {
        let mut bytes = Vec::new();
        self.render_bytes(d, &mut bytes);
        out.push_str(&String::from_utf8_lossy(&bytes));
    }

    /// Renders a diagnostic and its notes exactly as `mlir-opt` does, byte for byte. A note
    /// shows its source line only when its location differs from the previous one's (MLIR's
    /// `SourceMgrDiagnosticHandler::emitDiagnostic`).
    ///
    /// A diagnostic at a call site location is followed by a `called from` note at each
    /// caller, outermost last (MLIR's call stack); the first note is then compared with the
    /// last caller.
    pub fn render_bytes(&self, d: &Diagnostic, out: &mut Vec<u8>) {
        self.render_message(&d.loc, d.severity, &d.message, true, 0, out);
        let mut prev = self.resolve(&d.loc);
        if let Location::Attr(l) = &d.loc {
            let mut at = &**l;
            // MLIR's `callStackLimit`.
            for _ in 0..10 {
                let Some(caller) = call_site_caller(at) else {
                    break;
                };
                let caller_loc = Location::Attr(caller.clone());
                self.render_message(&caller_loc, Severity::Note, "called from", true, 0, out);
                prev = self.resolve(&caller_loc);
                at = caller;
            }
        }
        for note in &d.notes {
            let here = self.resolve(&note.loc);
            let same = match (&prev, &here) {
                (Some(a), Some(b)) => a.file == b.file && a.line == b.line && a.col == b.col,
                (None, None) => true,
                _ => false,
            };
            self.render_message(&note.loc, note.severity, &note.message, !same, 0, out);
            prev = here;
        }
    }

    /// Renders one message without notes: the header line and, when `show_source` and the
    /// location lies in this buffer, the source line and a caret line. `range_len` underlines
    /// that many bytes from the location with `~` (LLVM's `SMRange`), as the diagnostics
    /// verifier does for `expected error "…" was not produced`.
    pub fn render_message(
        &self,
        loc: &Location,
        severity: Severity,
        message: &str,
        show_source: bool,
        range_len: usize,
        out: &mut Vec<u8>,
    ) {
        let Some(r) = self.resolve(loc) else {
            // MLIR prints an unknown location as LLVM's invalid `SMLoc`, and a known one
            // without a file location inside (`loc("name")`) before the message.
            out.extend_from_slice(b"<unknown>:0: ");
            match loc {
                Location::Attr(l) if **l != LocationAttr::Unknown => {
                    out.extend_from_slice(severity.as_str().as_bytes());
                    out.extend_from_slice(b": ");
                    let attr = Attribute::Location(l.clone());
                    out.extend(crate::ir::print::print_attribute_to_bytes(&attr));
                    out.extend_from_slice(b": ");
                    out.extend_from_slice(message.as_bytes());
                    out.push(b'\n');
                }
                _ => push_label(severity, message, out),
            }
            return;
        };
        out.extend_from_slice(r.file.as_bytes());
        out.extend_from_slice(format!(":{}:{}: ", r.line, r.col).as_bytes());
        push_label(severity, message, out);
        if !show_source {
            return;
        }
        if let Some(offset) = r.offset {
            self.render_source_line(offset, range_len, out);
        }
    }

    /// LLVM's `SMDiagnostic::print` body after the header: the line (cut at `\n` or `\r`,
    /// tabs expanded), then the caret line, unless the line holds non-ASCII bytes, in which
    /// case LLVM prints the line alone.
    fn render_source_line(&self, offset: usize, range_len: usize, out: &mut Vec<u8>) {
        let text: &[u8] = self.text();
        let offset = offset.min(text.len());
        let line_start = text[..offset]
            .iter()
            .rposition(|&b| b == b'\n' || b == b'\r')
            .map_or(0, |p| p + 1);
        let line_end =
            memchr::memchr2(b'\n', b'\r', &text[offset..]).map_or(text.len(), |p| offset + p);
        let line = &text[line_start..line_end];
        let col0 = offset - line_start;

        print_expanded_line(line, out);
        if line.iter().any(|b| !b.is_ascii()) {
            return;
        }

        let num_columns = line.len();
        let mut caret = vec![b' '; num_columns + 1];
        if range_len > 0 {
            let from = col0.min(num_columns);
            let to = col0.saturating_add(range_len).min(num_columns);
            for c in &mut caret[from..to] {
                *c = b'~';
            }
        }
        caret[col0.min(num_columns)] = b'^';
        let keep = caret.iter().rposition(|&c| c != b' ').map_or(0, |p| p + 1);
        caret.truncate(keep);

        // Expand tabs in the caret line the same way as in the source line.
        let mut out_col = 0usize;
        for (i, &c) in caret.iter().enumerate() {
            if line.get(i) != Some(&b'\t') {
                out.push(c);
                out_col += 1;
                continue;
            }
            loop {
                out.push(c);
                out_col += 1;
                if out_col.is_multiple_of(TAB_STOP) {
                    break;
                }
            }
        }
        out.push(b'\n');
    }
}

/// The caller of the call site `l` is or holds (MLIR's `getCallSiteLoc`: a name's child, the
/// first fused location that holds one).
fn call_site_caller(l: &LocationAttr) -> Option<&std::sync::Arc<LocationAttr>> {
    match l {
        LocationAttr::CallSite { caller, .. } => Some(caller),
        LocationAttr::Name { child, .. } => call_site_caller(child),
        LocationAttr::Fused { locations, .. } => locations.iter().find_map(call_site_caller),
        _ => None,
    }
}

fn push_label(severity: Severity, message: &str, out: &mut Vec<u8>) {
    out.extend_from_slice(severity.as_str().as_bytes());
    out.extend_from_slice(b": ");
    out.extend_from_slice(message.as_bytes());
    out.push(b'\n');
}

/// LLVM's `printSourceLine`: tabs become spaces up to the next multiple of [`TAB_STOP`].
fn print_expanded_line(line: &[u8], out: &mut Vec<u8>) {
    let mut out_col = 0usize;
    let mut rest = line;
    while let Some(tab) = memchr::memchr(b'\t', rest) {
        out.extend_from_slice(&rest[..tab]);
        out_col += tab;
        loop {
            out.push(b' ');
            out_col += 1;
            if out_col.is_multiple_of(TAB_STOP) {
                break;
            }
        }
        rest = &rest[tab + 1..];
    }
    out.extend_from_slice(rest);
    out.push(b'\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use bytes::Bytes;

    fn src(text: &str) -> SourceFile {
        SourceFile::new("a.mlir", Bytes::copy_from_slice(text.as_bytes()))
    }

    fn render(s: &SourceFile, d: &Diagnostic) -> String {
        let mut out = String::new();
        s.render(d, &mut out);
        out
    }

    #[test]
    fn line_col_counts_bytes_and_newlines() {
        let s = src("ab\ncd\n\nx");
        assert_eq!(s.line_col(0), (1, 1));
        assert_eq!(s.line_col(2), (1, 3));
        assert_eq!(s.line_col(3), (2, 1));
        assert_eq!(s.line_col(6), (3, 1));
        assert_eq!(s.line_col(7), (4, 1));
        assert_eq!(s.line_col(8), (4, 2));
        assert_eq!(s.line_col(100), (4, 2));
        assert_eq!(s.line_count(), 4);
    }

    #[test]
    fn error_with_caret_and_expanded_tab() {
        // mlir-opt-22 on `\t  "x.op"() {a = 1 : i32, b = } : () -> ()`.
        let line = "\t  \"x.op\"() {a = 1 : i32, b = } : () -> ()";
        let s = src(&format!("\"x.op\"() : () -> ()\n{line}\n"));
        let off = 20 + 29;
        let d = Diagnostic::error(Location::Offset(off), "expected attribute value");
        assert_eq!(
            render(&s, &d),
            "a.mlir:2:30: error: expected attribute value\n\
             \x20         \"x.op\"() {a = 1 : i32, b = } : () -> ()\n\
             \x20                                   ^\n"
        );
    }

    #[test]
    fn note_at_same_location_has_no_source_line() {
        let s = src("\"builtin.module\"() ({\n");
        let d = Diagnostic::error(Location::Offset(0), "'builtin.module' op oops")
            .with_note(Location::Offset(0), "see current operation: x")
            .with_note(Location::Offset(1), "elsewhere");
        assert_eq!(
            render(&s, &d),
            "a.mlir:1:1: error: 'builtin.module' op oops\n\"builtin.module\"() ({\n^\n\
             a.mlir:1:1: note: see current operation: x\n\
             a.mlir:1:2: note: elsewhere\n\"builtin.module\"() ({\n ^\n"
        );
    }

    #[test]
    fn unknown_and_foreign_locations() {
        let s = src("x\n");
        let d = Diagnostic::new(Severity::Warning, Location::Unknown, "w");
        assert_eq!(render(&s, &d), "<unknown>:0: warning: w\n");
        let d = Diagnostic::new(
            Severity::Remark,
            Location::file_line_col("foo.mlir", 7, 9),
            "r",
        );
        assert_eq!(render(&s, &d), "foo.mlir:7:9: remark: r\n");
    }

    #[test]
    fn explicit_location_in_this_file() {
        let s = src("\"builtin.module\"() ({\n}) : () -> ()\n");
        let at = |line, col| Location::file_line_col("a.mlir", line, col);
        // Column at the line's end is valid; one past it, or 0, is not.
        let cases = [
            (
                1,
                22,
                "a.mlir:1:22: error: m\n\"builtin.module\"() ({\n                     ^\n",
            ),
            (1, 23, "a.mlir:1:23: error: m\n"),
            (1, 0, "a.mlir:1:0: error: m\n"),
            (0, 3, "a.mlir:0:3: error: m\n"),
            (3, 1, "a.mlir:3:1: error: m\n\n^\n"),
            (4, 1, "a.mlir:4:1: error: m\n"),
        ];
        for (line, col, expected) in cases {
            assert_eq!(render(&s, &Diagnostic::error(at(line, col), "m")), expected);
        }
    }

    #[test]
    fn non_ascii_line_has_no_caret() {
        let s = SourceFile::new("h.mlir", Bytes::from_static(b"a = \"\xff\", b\n"));
        let mut out = Vec::new();
        s.render_bytes(&Diagnostic::error(Location::Offset(9), "m"), &mut out);
        assert_eq!(out, b"h.mlir:1:10: error: m\na = \"\xff\", b\n");
    }

    #[test]
    fn carriage_return_ends_the_shown_line() {
        // mlir-opt-22 shows the line up to a `\r` when the column is before it (here
        // `"x.op"() {a = 1, b = ` with the caret at its end), and the header alone after it.
        let cases = [
            (
                "\"x.op\"() {a = 1, b = \r } : () -> ()\n",
                20,
                "a.mlir:1:21: error: expected attribute value\n\"x.op\"() {a = 1, b = \n                    ^\n",
            ),
            (
                "\"x.op\"() {a = 1,\r b = } : () -> ()\n",
                21,
                "a.mlir:1:22: error: expected attribute value\n",
            ),
        ];
        for (text, offset, expected) in cases {
            let d = Diagnostic::error(Location::Offset(offset), "expected attribute value");
            assert_eq!(render(&src(text), &d), expected);
        }
    }

    #[test]
    fn range_is_underlined() {
        let s = src("\t// expected-note@-3{{x}}\n// expected-error @+1 {{nomatch}}\n");
        let underlined = |offset, len| {
            let mut out = Vec::new();
            s.render_message(
                &Location::Offset(offset),
                Severity::Error,
                "e",
                true,
                len,
                &mut out,
            );
            String::from_utf8_lossy(&out).into_owned()
        };
        assert_eq!(
            underlined(29, 7),
            "a.mlir:2:4: error: e\n// expected-error @+1 {{nomatch}}\n   ^~~~~~~\n"
        );
        assert_eq!(
            underlined(4, 1),
            "a.mlir:1:5: error: e\n        // expected-note@-3{{x}}\n           ^\n"
        );
    }

    #[test]
    fn stdin_name() {
        assert_eq!(&**SourceFile::new("-", Bytes::new()).name(), "<stdin>");
    }
}
