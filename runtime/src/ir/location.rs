//! Source locations of operations and diagnostics.

use std::sync::Arc;

/// Where something comes from. Parsed operations carry the byte offset of their first token in
/// the source buffer (cheap to record; turned into `FILE:LINE:COL` only when a diagnostic is
/// rendered). An explicit `loc("file":L:C)` in the text becomes `FileLineCol`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Location {
    /// `loc(unknown)` or a built operation with no location.
    #[default]
    Unknown,
    /// A byte offset into the source buffer being processed.
    Offset(u32),
    /// `loc("file":line:col)`.
    FileLineCol {
        /// File name.
        file: Arc<str>,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
}
