//! Diagnostics as data: severity, message, location and notes. Rendering to MLIR's
//! `FILE:LINE:COL: error: MESSAGE` form (with the source line and a caret) happens at the edge.

use crate::ir::Location;

/// How severe a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// `error`
    Error,
    /// `warning`
    Warning,
    /// `remark`
    Remark,
    /// `note` (attached to another diagnostic)
    Note,
}

impl Severity {
    /// The word MLIR prints.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// One diagnostic with its notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// The message, without location or severity.
    pub message: String,
    /// Where.
    pub loc: Location,
    /// Attached notes, in order.
    pub notes: Vec<Diagnostic>,
    /// A «see current operation» note made without the command line's printing flags (by a
    /// dialect's verifier or a pass, [`current_operation_note`](crate::verify::current_operation_note)):
    /// the op it shows, printed again with its locations under `--mlir-print-debuginfo`.
    pub(crate) shows_op: Option<crate::ir::OpId>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            loc,
            notes: Vec::new(),
            shows_op: None,
        }
    }

    /// A diagnostic of any severity.
    pub fn new(severity: Severity, loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity,
            message: message.into(),
            loc,
            notes: Vec::new(),
            shows_op: None,
        }
    }

    /// Attaches a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Diagnostic {
        self.notes
            .push(Diagnostic::new(Severity::Note, loc, message));
        self
    }

    /// `self`, then `next` as a separate diagnostic: a verifier that emits two errors (MLIR's
    /// `emitOptionalError` then `emitOpError`) returns the first with the second attached as an
    /// error-severity note; the verifier's walk splits them ([`Diagnostic::split_chained`]).
    pub fn chained(mut self, next: Diagnostic) -> Diagnostic {
        self.notes.push(next);
        self
    }

    /// The diagnostics [`Diagnostic::chained`] joined, in order: each error-severity note
    /// starts a new diagnostic that takes the notes after it.
    pub fn split_chained(self) -> Vec<Diagnostic> {
        let Diagnostic {
            severity,
            message,
            loc,
            notes,
            shows_op: _,
        } = self;
        let mut out = vec![Diagnostic::new(severity, loc, message)];
        for note in notes {
            if note.severity == Severity::Error {
                out.push(note);
            } else if let Some(last) = out.last_mut() {
                last.notes.push(note);
            }
        }
        out
    }
}

impl std::fmt::Display for Diagnostic {
    /// The message alone, as MLIR's `Diagnostic::str` gives it (rendering with the location
    /// and source line needs the buffer: [`crate::source::SourceFile::render`], or
    /// [`crate::Error`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Diagnostic {}

/// Marker returned once a diagnostic describing the failure has been emitted (MLIR's
/// `failure()` after `emitError`). Carries no data: the diagnostic is already recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reported;

/// Result of a parse step: the diagnostic, if any, has already been emitted.
pub type ParseResult<T = ()> = Result<T, Reported>;
