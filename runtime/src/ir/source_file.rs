//! A named source buffer and its line index: what turns the parser's byte-offset locations
//! into `FILE:LINE:COL`. Rendering diagnostics against it is [`crate::source`]'s.

use std::sync::{Arc, OnceLock};

use bytes::Bytes;

use crate::ir::{Location, OffsetResolver};

impl OffsetResolver for SourceFile {
    fn buffer_name(&self) -> &str {
        &self.name
    }

    fn line_col(&self, offset: u32) -> (u32, u32) {
        SourceFile::line_col(self, offset)
    }
}

/// A named source buffer (a file or `<stdin>`). Locations of parsed operations are byte offsets
/// into [`SourceFile::text`]; the line index that turns them into `LINE:COL` is built on first
/// use, so the common successful run never pays for it.
#[derive(Debug)]
pub struct SourceFile {
    name: Arc<str>,
    text: Bytes,
    /// Byte offset of the start of each line (line 1 starts at 0); lines end at `\n`.
    line_starts: OnceLock<Vec<u32>>,
    /// What releases the memory of the text the parser has moved past
    /// ([`SourceFile::with_release_input`]).
    release: Option<ReleaseInput>,
}

/// A callback told of ranges of an input the parser has moved past
/// ([`ParseOptions::release_input`](crate::syntax::parser::ParseOptions::release_input)):
/// the memory holding them may be released (`rods-opt` drops a mapped file's pages, which
/// come back from the page cache if they are read again).
///
/// It is a `'static` reference (leak a boxed closure for one made at run time), so that
/// [`ParseOptions`](crate::syntax::parser::ParseOptions) stays `Copy`-able into constants.
#[derive(Clone, Copy)]
pub struct ReleaseInput(&'static (dyn Fn(std::ops::Range<usize>) + Send + Sync));

impl ReleaseInput {
    /// Calls `f` with each range of the input the parser moves past.
    pub fn new(f: &'static (dyn Fn(std::ops::Range<usize>) + Send + Sync)) -> ReleaseInput {
        ReleaseInput(f)
    }

    /// Tells it of `range`.
    pub fn call(&self, range: std::ops::Range<usize>) {
        (self.0)(range);
    }
}

impl std::fmt::Debug for ReleaseInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ReleaseInput")
    }
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
            release: None,
        }
    }

    /// This source, whose parses tell `release` of the text they have moved past (see
    /// [`ReleaseInput`]).
    pub fn with_release_input(mut self, release: ReleaseInput) -> Self {
        self.release = Some(release);
        self
    }

    /// What releases the text the parser has moved past, if anything.
    pub fn release_input(&self) -> Option<&ReleaseInput> {
        self.release.as_ref()
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
            Location::FileLineCol(at) => {
                let super::FileLineCol { file, line, col } = &**at;
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
}
