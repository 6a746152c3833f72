//! Source locations of operations and diagnostics, and locations as attribute values.

use std::sync::Arc;

use super::attr::{Attribute, StringAttr};

/// Where something comes from. Parsed operations and block arguments carry the byte offset of
/// their first token in the source buffer (cheap to record; turned into `FILE:LINE:COL` only
/// when a diagnostic is rendered or `--mlir-print-debuginfo` prints it). An explicit `loc(…)`
/// in the text is kept whole, as [`Location::Attr`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Location {
    /// No location (a built operation's default; prints as `loc(unknown)`).
    #[default]
    Unknown,
    /// A byte offset into the source buffer being processed.
    Offset(u32),
    /// The source buffer itself, where MLIR locates the implicit top-level module of a file
    /// (`FILE:0:0`).
    BufferStart,
    /// A file location: what a diagnostic at a kept location is shown at
    /// ([`LocationAttr::to_location`]), or one a builder gives ([`Location::file_line_col`]).
    /// Behind a pointer, as a kept location is: every op and block holds a location, and the
    /// common ones (offsets) then take 16 bytes, not 32.
    FileLineCol(Arc<FileLineCol>),
    /// A location the input gave (`loc(…)` after an op or a block argument), kept whole for
    /// `--mlir-print-debuginfo`; diagnostics show the file location inside it
    /// ([`Location::shown`]).
    Attr(Arc<LocationAttr>),
}

/// The file location of [`Location::FileLineCol`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileLineCol {
    /// File name.
    pub file: Arc<str>,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

const _: () = assert!(std::mem::size_of::<Location>() == 16);

/// An op's location as the op holds it: four bytes, where a [`Location`] takes sixteen. The common ones (an offset below 2^31, none, the
/// buffer) are held inline; any other (an input's `loc(…)`, a file location, a larger offset)
/// is kept by the op's IR, and this is the index of its copy there. An op's size is most of a
/// module's memory and of the cache lines a walk reads. Read it with
/// [`Ir::op_loc`](crate::ir::Ir::op_loc), set it with [`Ir::set_loc`](crate::ir::Ir::set_loc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct OpLoc(u32);

const _: () = assert!(std::mem::size_of::<OpLoc>() == 4);

/// What an [`OpLoc`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OpLocKind {
    Unknown,
    Offset(u32),
    BufferStart,
    /// The index of a location its IR keeps.
    Kept(u32),
}

impl OpLoc {
    /// [`Location::Unknown`].
    pub(crate) const UNKNOWN: OpLoc = OpLoc(u32::MAX);
    /// [`Location::BufferStart`].
    const BUFFER_START: OpLoc = OpLoc(u32::MAX - 1);
    /// Set on a kept location's index.
    const KEPT: u32 = 1 << 31;

    /// The inline form of `loc`, when it has one.
    pub(crate) fn inline(loc: &Location) -> Option<OpLoc> {
        match loc {
            Location::Unknown => Some(OpLoc::UNKNOWN),
            Location::BufferStart => Some(OpLoc::BUFFER_START),
            Location::Offset(o) if *o < OpLoc::KEPT => Some(OpLoc(*o)),
            _ => None,
        }
    }

    /// A location kept by the IR at index `i` (below 2^31 - 2).
    pub(crate) fn kept(i: u32) -> OpLoc {
        OpLoc(i | OpLoc::KEPT)
    }

    /// What it holds.
    #[inline]
    pub(crate) fn kind(self) -> OpLocKind {
        match self {
            OpLoc::UNKNOWN => OpLocKind::Unknown,
            OpLoc::BUFFER_START => OpLocKind::BufferStart,
            OpLoc(v) if v & OpLoc::KEPT != 0 => OpLocKind::Kept(v & !OpLoc::KEPT),
            OpLoc(v) => OpLocKind::Offset(v),
        }
    }

    /// The same location with a kept index moved up by `by` (a part's kept locations appended
    /// after `by` others).
    pub(crate) fn shifted(self, by: u32) -> OpLoc {
        match self.kind() {
            OpLocKind::Kept(i) => OpLoc::kept(i + by),
            _ => self,
        }
    }
}

impl Default for OpLoc {
    fn default() -> Self {
        OpLoc::UNKNOWN
    }
}

impl Location {
    /// The file location `file:line:col`.
    pub fn file_line_col(file: impl Into<Arc<str>>, line: u32, col: u32) -> Location {
        Location::FileLineCol(Arc::new(FileLineCol {
            file: file.into(),
            line,
            col,
        }))
    }

    /// The location a diagnostic at `self` is shown at (MLIR's
    /// `SourceMgrDiagnosticHandler::findLocToShow`): a kept location's file location
    /// ([`LocationAttr::to_location`]); other locations are themselves.
    pub fn shown(&self) -> std::borrow::Cow<'_, Location> {
        match self {
            Location::Attr(l) => std::borrow::Cow::Owned(l.to_location()),
            other => std::borrow::Cow::Borrowed(other),
        }
    }
}

/// What turns a [`Location::Offset`] into the file location MLIR's parser records
/// (`--mlir-print-debuginfo` prints it): the source buffer's name and line index.
pub trait OffsetResolver {
    /// The buffer's name (`<stdin>` for standard input).
    fn buffer_name(&self) -> &str;
    /// 1-based line and column of a byte offset in the buffer.
    fn line_col(&self, offset: u32) -> (u32, u32);
}

/// A location as an attribute value (`loc(…)` in an attribute, the value of a `#loc = loc(…)`
/// alias, an op's or block argument's `loc(…)`), kept whole: MLIR's `LocationAttr` kinds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LocationAttr {
    /// `unknown`
    Unknown,
    /// `"file":line:col`.
    FileLineCol {
        /// File name.
        file: StringAttr,
        /// Line.
        line: u32,
        /// Column.
        col: u32,
    },
    /// `"file":1` (a line alone; printed `"file":1:0`, but another location than that, as
    /// in MLIR, where a `FileLineColRange` keeps how many numbers it was given).
    FileLine {
        /// File name.
        file: StringAttr,
        /// Line.
        line: u32,
    },
    /// `"file":1:2 to 3:4`, `"file":1:2 to :4` (a range on one line).
    Range {
        /// File name.
        file: StringAttr,
        /// Start line.
        start_line: u32,
        /// Start column.
        start_col: u32,
        /// End line; `None` when written `to :4` (the start line, but another location than
        /// `to 1:4`, which prints the same).
        end_line: Option<u32>,
        /// End column.
        end_col: u32,
    },
    /// `"name"`, `"name"(child)` (an unknown child is not printed).
    Name {
        /// The name.
        name: StringAttr,
        /// The child location.
        child: Arc<LocationAttr>,
    },
    /// `callsite(callee at caller)`
    CallSite {
        /// The callee.
        callee: Arc<LocationAttr>,
        /// The caller.
        caller: Arc<LocationAttr>,
    },
    /// `fused[…]`, `fused<metadata>[…]`: built by [`LocationAttr::fused`].
    Fused {
        /// The metadata attribute, if any.
        metadata: Option<Attribute>,
        /// The locations (at least one).
        locations: Arc<[LocationAttr]>,
    },
}

impl LocationAttr {
    /// MLIR's `FusedLoc::get`: nested fused locations with the same metadata are flattened
    /// (their locations taken as they are, an `unknown` alone in `fused<…>[unknown]`
    /// included), other unknown locations dropped, repeated ones kept once; no location left
    /// gives `unknown` (or, with metadata, `fused<…>[unknown]`), one location without
    /// metadata is that location.
    pub fn fused(locations: Vec<LocationAttr>, metadata: Option<Attribute>) -> LocationAttr {
        // A set beside the list: a fused location may hold as many locations as the input.
        // (Attributes' interior mutability is caches; their hash and equality never change.)
        #[allow(clippy::mutable_key_type)]
        let mut seen: rustc_hash::FxHashSet<&LocationAttr> = Default::default();
        let mut kept_refs: Vec<&LocationAttr> = Vec::new();
        for l in &locations {
            match l {
                LocationAttr::Fused {
                    metadata: m,
                    locations: inner,
                } if *m == metadata => {
                    for i in inner.iter() {
                        if seen.insert(i) {
                            kept_refs.push(i);
                        }
                    }
                }
                LocationAttr::Unknown => {}
                _ => {
                    if seen.insert(l) {
                        kept_refs.push(l);
                    }
                }
            }
        }
        let mut kept: Vec<LocationAttr> = kept_refs.into_iter().cloned().collect();
        if kept.is_empty() {
            if metadata.is_none() {
                return LocationAttr::Unknown;
            }
            kept.push(LocationAttr::Unknown);
        }
        if kept.len() == 1 && metadata.is_none() {
            return kept.remove(0);
        }
        LocationAttr::Fused {
            metadata,
            locations: kept.into(),
        }
    }

    /// The location an operation keeps for its diagnostics: the file location this one
    /// contains (a name's child, a call site's callee, the first known location of a fused
    /// one, a range's start), or `Unknown`.
    pub fn to_location(&self) -> Location {
        match self {
            LocationAttr::Unknown => Location::Unknown,
            LocationAttr::FileLine { file, line } => {
                Location::file_line_col(String::from_utf8_lossy(file.as_bytes()), *line, 0)
            }
            LocationAttr::FileLineCol { file, line, col }
            | LocationAttr::Range {
                file,
                start_line: line,
                start_col: col,
                ..
            } => Location::file_line_col(String::from_utf8_lossy(file.as_bytes()), *line, *col),
            LocationAttr::Name { child, .. } => child.to_location(),
            LocationAttr::CallSite { callee, .. } => callee.to_location(),
            LocationAttr::Fused { locations, .. } => locations
                .iter()
                .map(LocationAttr::to_location)
                .find(|l| *l != Location::Unknown)
                .unwrap_or(Location::Unknown),
        }
    }
}
