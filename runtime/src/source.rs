//! A source buffer with its name and a lazily built line index, and the rendering of
//! [`Diagnostic`]s into the exact text `mlir-opt` prints (LLVM's `SMDiagnostic::print`):
//! `FILE:LINE:COL: error: MESSAGE`, the source line with tabs expanded, and a caret line.

use std::sync::{Arc, OnceLock};

use bytes::Bytes;

use crate::diag::{Diagnostic, Severity};
use crate::ir::{Attribute, Location, LocationAttr, OffsetResolver};

impl OffsetResolver for SourceFile {
    fn buffer_name(&self) -> &str {
        &self.name
    }

    fn line_col(&self, offset: u32) -> (u32, u32) {
        SourceFile::line_col(self, offset)
    }
}

/// LLVM's tab stop when it echoes a source line.
const TAB_STOP: usize = 8;

/// A named source buffer (a file or `<stdin>`). Locations of parsed operations are byte offsets
/// into [`SourceFile::text`]; the line index that turns them into `LINE:COL` is built on first
/// use, so the common successful run never pays for it.
#[derive(Debug)]
pub struct SourceFile {
    name: Arc<str>,
    text: Bytes,
    /// Byte offset of the start of each line (line 1 starts at 0); lines end at `\n`.
    line_starts: OnceLock<Vec<u32>>,
}

/// A resolved position: file name, 1-based line and 1-based column, plus the byte offset in
/// this buffer when the position lies inside it (then the source line can be shown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolvedLoc {
    /// File name as printed.
    pub file: Arc<str>,
    /// 1-based line (0 for `<unknown>`).
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// Byte offset in this buffer, when the position can be shown with its source line.
    pub offset: Option<usize>,
}

impl SourceFile {
    /// A source buffer named `name` (`-` is shown as `<stdin>`, as LLVM does).
    pub fn new(name: impl Into<Arc<str>>, text: Bytes) -> Self {
        let name: Arc<str> = name.into();
        let name = if &*name == "-" {
            Arc::from("<stdin>")
        } else {
            name
        };
        SourceFile {
            name,
            text,
            line_starts: OnceLock::new(),
        }
    }

    /// The buffer's name as shown in diagnostics.
    pub fn name(&self) -> &Arc<str> {
        &self.name
    }

    /// The whole text.
    pub fn text(&self) -> &Bytes {
        &self.text
    }

    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut starts = Vec::with_capacity(self.text.len() / 32 + 1);
            starts.push(0);
            starts.extend(memchr::memchr_iter(b'\n', &self.text).map(|i| (i + 1) as u32));
            starts
        })
    }

    /// Number of lines, counting the (possibly empty) text after the last `\n` as a line.
    pub fn line_count(&self) -> u32 {
        self.line_starts().len() as u32
    }

    /// 1-based line and column of a byte offset (columns count bytes, as MLIR's do). Offsets
    /// past the end are clamped to the end.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let offset = offset.min(self.text.len() as u32);
        let starts = self.line_starts();
        // `starts[0] == 0 <= offset`, so the partition point is at least 1.
        let line = starts.partition_point(|&s| s <= offset);
        let start = starts.get(line.wrapping_sub(1)).copied().unwrap_or(0);
        (line as u32, offset - start + 1)
    }

    /// Byte offset of the start of 1-based `line`, if the buffer has that line.
    pub fn line_start(&self, line: u32) -> Option<usize> {
        let idx = (line as usize).checked_sub(1)?;
        self.line_starts().get(idx).map(|&s| s as usize)
    }

    /// The offset of `line:col` when it designates a character of this buffer, with LLVM's
    /// `SourceMgr::FindLocForLineAndColumn` rules (plus MLIR's refusal of line or column 0):
    /// the column may point at the line's end (its `\n`, or the end of the buffer), but no
    /// `\n` or `\r` may lie between the line start and the column.
    pub fn find_offset(&self, line: u32, col: u32) -> Option<usize> {
        if line == 0 || col == 0 {
            return None;
        }
        let start = self.line_start(line)?;
        let col0 = (col - 1) as usize;
        let end = start.checked_add(col0)?;
        let before = self.text.get(start..end)?;
        if memchr::memchr2(b'\n', b'\r', before).is_some() {
            return None;
        }
        Some(end)
    }

    /// Resolves a location to `FILE:LINE:COL` (and an offset when it lies in this buffer).
    /// `None` for [`Location::Unknown`] and a kept location with no file location inside.
    pub fn resolve(&self, loc: &Location) -> Option<ResolvedLoc> {
        match loc {
            Location::Unknown => None,
            Location::Attr(l) => self.resolve(&l.to_location()),
            Location::BufferStart => Some(ResolvedLoc {
                file: self.name.clone(),
                line: 0,
                col: 0,
                offset: None,
            }),
            Location::Offset(off) => {
                // MLIR turns the parser's position into `FILE:LINE:COL` and back, so the
                // source line is shown only when that round trip succeeds (a `\r` earlier
                // in the line defeats it).
                let (line, col) = self.line_col(*off);
                let offset = self.find_offset(line, col);
                Some(ResolvedLoc {
                    file: self.name.clone(),
                    line,
                    col,
                    offset,
                })
            }
            Location::FileLineCol { file, line, col } => {
                // Like MLIR's `SourceMgrDiagnosticHandler`, show the source line only when the
                // location names this buffer and designates a valid position in it (MLIR also
                // opens other files from disk to show their lines; rods does not read files
                // behind the user's back and prints the header line alone).
                let offset = if **file == *self.name {
                    self.find_offset(*line, *col)
                } else {
                    None
                };
                Some(ResolvedLoc {
                    file: file.clone(),
                    line: *line,
                    col: *col,
                    offset,
                })
            }
        }
    }

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
        let text: &[u8] = &self.text;
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
            Location::FileLineCol {
                file: "foo.mlir".into(),
                line: 7,
                col: 9,
            },
            "r",
        );
        assert_eq!(render(&s, &d), "foo.mlir:7:9: remark: r\n");
    }

    #[test]
    fn explicit_location_in_this_file() {
        let s = src("\"builtin.module\"() ({\n}) : () -> ()\n");
        let at = |line, col| Location::FileLineCol {
            file: "a.mlir".into(),
            line,
            col,
        };
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
