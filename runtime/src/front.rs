//! The front door: read a module from a string or a file, verify it, and get errors that print
//! as `mlir-opt` prints them (`FILE:LINE:COL: error: …`, the source line and a caret).

use std::path::Path;
use std::sync::Arc;

use bytes::Bytes;

use crate::diag::Diagnostic;
use crate::dialect::Registry;
use crate::ir::{Module, SourceFile};
use crate::syntax::parser::{ParseOptions, parse_source};

/// What went wrong reading or verifying a module: the diagnostics, rendered by `Display` as
/// `mlir-opt` prints them (each with its source line and caret when it points into the
/// buffer), or the file that could not be read.
#[derive(Debug)]
pub struct Error {
    repr: Repr,
}

#[derive(Debug)]
enum Repr {
    Diagnostics {
        source: Option<Arc<SourceFile>>,
        diagnostics: Vec<Diagnostic>,
    },
    Io {
        path: String,
        error: std::io::Error,
    },
}

impl Error {
    /// An error made of `diagnostics` about ops read from `source` (if any).
    pub fn from_diagnostics(source: Option<Arc<SourceFile>>, diagnostics: Vec<Diagnostic>) -> Self {
        Error {
            repr: Repr::Diagnostics {
                source,
                diagnostics,
            },
        }
    }

    /// The diagnostics, in the order they were emitted (none when a file could not be read).
    pub fn diagnostics(&self) -> &[Diagnostic] {
        match &self.repr {
            Repr::Diagnostics { diagnostics, .. } => diagnostics,
            Repr::Io { .. } => &[],
        }
    }

    /// The I/O error when a file could not be read.
    pub fn io_error(&self) -> Option<&std::io::Error> {
        match &self.repr {
            Repr::Io { error, .. } => Some(error),
            Repr::Diagnostics { .. } => None,
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.repr {
            Repr::Io { path, error } => {
                write!(f, "cannot open input file '{path}': {}", io_message(error))
            }
            Repr::Diagnostics {
                source,
                diagnostics,
            } => {
                // Diagnostics outside any buffer render as `<unknown>:0: error: …`, as MLIR's.
                let unknown;
                let source = match source {
                    Some(s) => &**s,
                    None => {
                        unknown = SourceFile::new("<unknown>", Bytes::new());
                        &unknown
                    }
                };
                // One diagnostic at a time, as `rods-opt` writes them: each shows its whole
                // source line, and a parse error deep in nested attributes reports once per
                // level. The text ends without the last line's newline.
                let mut out = Vec::new();
                for (i, d) in diagnostics.iter().enumerate() {
                    out.clear();
                    source.render_bytes(d, &mut out);
                    let text = String::from_utf8_lossy(&out);
                    let text = if i + 1 == diagnostics.len() {
                        text.strip_suffix('\n').unwrap_or(&text)
                    } else {
                        &text
                    };
                    f.write_str(text)?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.repr {
            Repr::Io { error, .. } => Some(error),
            Repr::Diagnostics { diagnostics, .. } => diagnostics
                .first()
                .map(|d| d as &(dyn std::error::Error + 'static)),
        }
    }
}

/// An I/O error's message as LLVM words it: Rust's text without its ` (os error N)` suffix
/// (`No such file or directory`).
pub fn io_message(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error ") {
        Some(i) => text[..i].to_owned(),
        None => text,
    }
}

/// Reads `text` (named `<string>` in diagnostics) with the dialects of `registry`, rejecting
/// unregistered ones, as `mlir::parseSourceString` does. The module is not verified yet:
/// call [`Module::verify`].
pub fn parse_str(text: &str, registry: &Registry) -> Result<Module, Error> {
    parse_buffer(
        "<string>",
        Bytes::copy_from_slice(text.as_bytes()),
        registry,
        &ParseOptions::default(),
    )
}

/// Reads `text`, named `name` in diagnostics and debug-info locations, with `opts` (e.g.
/// [`ParseOptions::allow_unregistered`]).
pub fn parse_buffer(
    name: &str,
    text: Bytes,
    registry: &Registry,
    opts: &ParseOptions,
) -> Result<Module, Error> {
    let source = Arc::new(SourceFile::new(name, text));
    let text = source.text().clone();
    match parse_source(&text, 0..text.len(), registry, opts) {
        Ok(mut module) => {
            module.source = Some(source);
            Ok(module)
        }
        Err(diagnostics) => Err(Error::from_diagnostics(Some(source), diagnostics)),
    }
}

/// Reads the file at `path` (named by `path` in diagnostics) with the dialects of `registry`.
pub fn parse_file(path: impl AsRef<Path>, registry: &Registry) -> Result<Module, Error> {
    parse_file_with(path, registry, &ParseOptions::default())
}

/// [`parse_file`] with `opts`.
pub fn parse_file_with(
    path: impl AsRef<Path>,
    registry: &Registry,
    opts: &ParseOptions,
) -> Result<Module, Error> {
    let path = path.as_ref();
    let name = path.to_string_lossy();
    match std::fs::read(path) {
        Ok(bytes) => parse_buffer(&name, Bytes::from(bytes), registry, opts),
        Err(error) => Err(Error {
            repr: Repr::Io {
                path: name.into_owned(),
                error,
            },
        }),
    }
}

impl Module {
    /// Verifies the module as `mlir-opt` does after parsing (every op's declaration, region
    /// and symbol rules, dominance). The error renders each diagnostic against the buffer
    /// the module was read from.
    pub fn verify(&self) -> Result<(), Error> {
        self.verify_with_options(&crate::verify::VerifyOptions::default())
    }

    /// [`Module::verify`] as `options` say (`disable_threading`: on the calling thread only).
    pub fn verify_with_options(
        &self,
        options: &crate::verify::VerifyOptions<'_>,
    ) -> Result<(), Error> {
        crate::verify::verify_with_options(self, options)
            .map_err(|diagnostics| Error::from_diagnostics(self.source.clone(), diagnostics))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::ir::print::PrintOptions;

    fn allow() -> ParseOptions {
        ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        }
    }

    #[test]
    fn verify_errors_render_against_the_buffer_with_their_notes() {
        let text = "module {\n  module @a {\n  }\n  module @a {\n  }\n}\n";
        let module = parse_buffer("v.mlir", text.into(), &Registry::new(), &allow()).unwrap();
        let err = module.verify().unwrap_err();
        assert_eq!(err.diagnostics().len(), 1);
        assert_eq!(
            err.to_string(),
            "v.mlir:4:3: error: redefinition of symbol named 'a'\n  module @a {\n  ^\n\
             v.mlir:4:3: note: see current operation: \n\
             \"builtin.module\"() <{sym_name = \"a\"}> ({\n^bb0:\n}) : () -> ()\n\
             v.mlir:2:3: note: see existing symbol definition here\n  module @a {\n  ^"
        );
        let first = std::error::Error::source(&err).map(ToString::to_string);
        assert_eq!(first.as_deref(), Some("redefinition of symbol named 'a'"));
    }

    /// A parse error deep in nested attributes is reported once per level, each diagnostic
    /// with its whole source line: the error's text is written one diagnostic at a time (as
    /// `rods-opt` writes them), never held whole, and reads as all of them rendered in order.
    #[test]
    fn cascading_diagnostics_display_one_at_a_time() {
        /// Records the text and its largest single piece.
        #[derive(Default)]
        struct Pieces {
            text: String,
            largest: usize,
        }
        impl std::fmt::Write for Pieces {
            fn write_str(&mut self, s: &str) -> std::fmt::Result {
                self.text.push_str(s);
                self.largest = self.largest.max(s.len());
                Ok(())
            }
        }
        let levels = 600;
        let text = format!(
            "\"x.op\"() {{a = {}1{}}} : () -> ()\n",
            "distinct[0]<".repeat(levels),
            ">".repeat(levels)
        );
        let line = text.len();
        let err = parse_buffer("d.mlir", text.into(), &Registry::new(), &allow()).unwrap_err();
        assert!(err.diagnostics().len() > 500);
        let mut pieces = Pieces::default();
        std::fmt::Write::write_fmt(&mut pieces, format_args!("{err}")).unwrap();
        assert!(pieces.largest < 3 * line, "{}", pieces.largest);
        let Repr::Diagnostics {
            source: Some(source),
            diagnostics,
        } = &err.repr
        else {
            panic!("diagnostics against the buffer");
        };
        let mut all = Vec::new();
        for d in diagnostics {
            source.render_bytes(d, &mut all);
        }
        let all = String::from_utf8_lossy(&all);
        assert_eq!(pieces.text, all.strip_suffix('\n').unwrap_or(&all));
    }

    #[test]
    fn a_missing_file_says_so_as_mlir_opt_does() {
        let err = parse_file("/nonexistent/in.mlir", &Registry::new()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot open input file '/nonexistent/in.mlir': No such file or directory"
        );
        assert!(err.diagnostics().is_empty());
        assert_eq!(
            err.io_error().map(std::io::Error::kind),
            Some(std::io::ErrorKind::NotFound)
        );
    }

    #[test]
    fn a_module_read_from_a_file_prints_its_file_locations() {
        let path = std::env::temp_dir().join(format!("rods-front-{}.mlir", std::process::id()));
        let text =
            "%0 = \"x.a\"() {v = dense<[1, 2]> : tensor<2xi32>} : () -> (memref<4x?xf32, 1>)\n";
        std::fs::write(&path, text).unwrap();
        let module = parse_file_with(&path, &Registry::new(), &allow());
        std::fs::remove_file(&path).unwrap();
        let module = module.unwrap();
        let name = path.to_string_lossy();
        let opts = PrintOptions {
            debug_info: true,
            ..PrintOptions::default()
        };
        assert_eq!(
            module.print(&opts),
            format!(
                "module {{\n  %0 = \"x.a\"() {{v = dense<[1, 2]> : tensor<2xi32>}} : () -> memref<4x?xf32, 1> loc(#loc1)\n}} loc(#loc)\n\
                 #loc = loc(\"{name}\":0:0)\n#loc1 = loc(\"{name}\":1:6)\n\n"
            )
        );
        // `Display` of the parts, and `{:#}` for the generic form.
        let body = module.body().unwrap();
        let op = module.ir.block(body).ops[0];
        assert_eq!(
            module.ir.attribute(op, "v").unwrap().to_string(),
            "dense<[1, 2]> : tensor<2xi32>"
        );
        let result = module.ir.op(op).results[0];
        assert_eq!(
            module.ir.value_type(result).to_string(),
            "memref<4x?xf32, 1>"
        );
        assert_eq!(
            format!("{:#}", module.ir.display_op(module.top)),
            "\"builtin.module\"() ({\n  %0 = \"x.a\"() {v = dense<[1, 2]> : tensor<2xi32>} : () -> memref<4x?xf32, 1>\n}) : () -> ()"
        );
        assert_eq!(
            format!("{module:#}"),
            "\"builtin.module\"() ({\n  %0 = \"x.a\"() {v = dense<[1, 2]> : tensor<2xi32>} : () -> memref<4x?xf32, 1>\n}) : () -> ()\n"
        );
    }
}
