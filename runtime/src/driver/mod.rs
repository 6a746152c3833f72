//! The `mlir-opt`-style driver shared by `rods-opt` and the tests: split the input
//! (`--split-input-file`), run parse → verify → print on each chunk, and either report the
//! diagnostics or check them against `expected-*` comments (`--verify-diagnostics`).
//!
//! Everything here returns data ([`Outcome`]: the output bytes, the raw diagnostics, what is
//! to be written to stderr, and the exit status); only [`Outcome::render_reports`] turns it into
//! text, byte-identical to what `mlir-opt-22` prints.

pub mod expected;
pub mod split;

use std::io::Write;
use std::ops::Range;

pub use expected::{DiagnosticVerifier, ExpectedDiag, ExpectedLine};
pub use split::{SPLIT_MARKER, Split, split_input_file};

use crate::diag::Diagnostic;
use crate::dialect::Registry;
use crate::ir::OpId;
use crate::ir::print::{Naming, Prepared, PrintOptions, print_prepared_module};
use crate::pass::{PassRegistry, PipelineArgs};
use crate::source::SourceFile;
use crate::syntax::parser::{ParseOptions, parse_source_reporting};
use crate::verify::{VerifyOptions, verify_calling};

/// What to do with a buffer; the fields mirror `mlir-opt`'s flags.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DriverOptions {
    /// `--split-input-file`: process each `// -----` chunk separately.
    pub split_input_file: bool,
    /// `--verify-diagnostics`: check diagnostics against `expected-*` comments.
    pub verify_diagnostics: bool,
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_attrs_if_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N` (see
    /// [`PrintOptions::print_elements_attrs_with_hex_if_larger`]).
    pub print_elements_attrs_with_hex_if_larger: Option<i64>,
    /// `--mlir-print-local-scope`.
    pub local_scope: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// The passes to run after verification: `--pass-pipeline`, or pass flags with their
    /// options, in order, named in `pass_registry`; set up for each chunk, as `mlir-opt` does.
    pub passes: PipelineArgs,
    /// The passes `passes` may name (by default upstream's rods has,
    /// [`PassRegistry::upstream`]).
    pub pass_registry: PassRegistry,
    /// `--mlir-disable-threading`: verify and print on one thread (see [`VerifyOptions`] and
    /// [`PrintOptions::disable_threading`]).
    pub disable_threading: bool,
    /// `--dump-pass-pipeline`: for each chunk that parses and verifies, the pipeline about to
    /// run ([`PassManager::dump`](crate::pass::PassManager::dump) and a blank line) goes to
    /// stderr ([`Report::Text`], from the buffer's drivers; [`process_chunk`] has no stderr).
    pub dump_pass_pipeline: bool,
}

/// One entry of what the driver writes to stderr.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// A diagnostic (with its notes).
    // Why not `Diagnostic`: a second item of that name makes rustc spell `rods::diag::Diagnostic`
    // in full in the errors users of the macros see.
    Message {
        /// The diagnostic.
        diagnostic: Diagnostic,
        /// For the diagnostics verifier's own messages, the bytes from the location
        /// underlined with `~` (0: just the caret).
        underline: usize,
    },
    /// Text written as it is: what `--dump-pass-pipeline` shows.
    Text(String),
}

impl Report {
    /// A report of `diagnostic` as is.
    pub fn new(diagnostic: Diagnostic) -> Report {
        Report::underlined(diagnostic, 0)
    }

    /// A report underlining `underline` bytes from the location.
    pub fn underlined(diagnostic: Diagnostic, underline: usize) -> Report {
        Report::Message {
            diagnostic,
            underline,
        }
    }

    /// The diagnostic reported, if it is one.
    pub fn diagnostic(&self) -> Option<&Diagnostic> {
        match self {
            Report::Message { diagnostic, .. } => Some(diagnostic),
            Report::Text(_) => None,
        }
    }

    /// Appends the text `mlir-opt` prints for this report.
    pub fn render(&self, src: &SourceFile, out: &mut Vec<u8>) {
        match self {
            Report::Message {
                diagnostic,
                underline: 0,
            } => src.render_bytes(diagnostic, out),
            Report::Message {
                diagnostic: d,
                underline,
            } => src.render_message(&d.loc, d.severity, &d.message, true, *underline, out),
            Report::Text(text) => out.extend_from_slice(text.as_bytes()),
        }
    }
}

/// The result of processing a buffer.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// What goes to the output file (stdout by default).
    pub output: Vec<u8>,
    /// The diagnostics the pipeline emitted (parser, verifier), in order, with their notes,
    /// before any `--verify-diagnostics` matching.
    pub diagnostics: Vec<Diagnostic>,
    /// What goes to stderr, in order.
    pub reports: Vec<Report>,
    /// Whether the run succeeded (exit status 0).
    pub success: bool,
}

impl Outcome {
    /// The stderr text of the run.
    pub fn render_reports(&self, src: &SourceFile) -> Vec<u8> {
        let mut out = Vec::new();
        // Writing to a `Vec` does not fail.
        let _ = self.write_reports(src, &mut out);
        out
    }

    /// Writes the stderr text of the run to `sink` one report at a time, so that no more than
    /// one is held: each shows its whole source line, as `mlir-opt` does, and a parse error
    /// deep in nested attributes reports once per level (500 reports of a 1 MB line are
    /// 1 GB of text).
    pub fn write_reports(&self, src: &SourceFile, sink: &mut dyn Write) -> std::io::Result<()> {
        let mut text = Vec::new();
        for r in &self.reports {
            text.clear();
            r.render(src, &mut text);
            sink.write_all(&text)?;
        }
        Ok(())
    }
}

/// The note MLIR attaches to verifier errors, which `mlir-opt --verify-diagnostics` turns
/// off (`printOpOnDiagnostic(false)`), so expectations never have to match it.
const CURRENT_OPERATION_NOTE: &str = "see current operation:";

/// Parses, verifies and prints `src.text()[range]`, appending the printed module to `out`.
/// On failure nothing is appended and the diagnostics are returned (the parser stops at its
/// first error; the verifier reports what it finds). An error the parse reported and went on
/// after ([`Parser::continue_after_error`](crate::syntax::parser::Parser::continue_after_error))
/// fails it too; the buffer's drivers ([`process_buffer`]) take it as `mlir-opt` does.
pub fn process_chunk(
    src: &SourceFile,
    range: Range<usize>,
    registry: &Registry,
    opts: &DriverOptions,
    out: &mut Vec<u8>,
) -> Result<(), Vec<Diagnostic>> {
    let start = out.len();
    let mut reported = Vec::new();
    let r = process_chunk_impl(
        src,
        range,
        registry,
        opts,
        out,
        None,
        false,
        &mut reported,
        &mut None,
    );
    match r {
        Ok(_) if reported.is_empty() => Ok(()),
        Ok(_) => {
            out.truncate(start);
            Err(reported)
        }
        Err(diags) => {
            reported.extend(diags);
            Err(reported)
        }
    }
}

/// [`process_chunk`], printing through `out` into `sink` when there is one (then `out` is left
/// empty); the inner result is the first write error. The errors the parse reported and went
/// on after are added to `reported` (a failed parse returns them first in its diagnostics
/// instead): `mlir-opt` shows them, prints the module, and they fail nothing.
#[allow(clippy::too_many_arguments)]
fn process_chunk_impl(
    src: &SourceFile,
    range: Range<usize>,
    registry: &Registry,
    opts: &DriverOptions,
    out: &mut Vec<u8>,
    sink: Option<&mut dyn Write>,
    exiting: bool,
    reported: &mut Vec<Diagnostic>,
    dumped: &mut Option<String>,
) -> Result<std::io::Result<()>, Vec<Diagnostic>> {
    let parse_opts = ParseOptions {
        allow_unregistered: opts.allow_unregistered,
        disable_threading: opts.disable_threading,
        parallel_min_bytes: None,
        release_input: src.release_input().copied(),
    };
    let (mut module, mut went_on) =
        parse_source_reporting(src.text(), range, registry, &parse_opts)?;
    reported.append(&mut went_on);
    let verify_opts = VerifyOptions {
        disable_threading: opts.disable_threading,
        locations: opts
            .debug_info
            .then_some(src as &(dyn crate::ir::OffsetResolver + Sync)),
    };
    let print_opts = PrintOptions {
        generic: opts.generic,
        elide_elements_attrs_if_larger: opts.elide_elements_attrs_if_larger,
        print_elements_attrs_with_hex_if_larger: opts.print_elements_attrs_with_hex_if_larger,
        local_scope: opts.local_scope,
        debug_info: opts.debug_info,
        disable_threading: opts.disable_threading,
        parallel_min_ops: None,
        // Printed only once verified (and after passes, verified after each).
        assume_verified: true,
    };
    // Without passes the module printed is the one verified: in custom form its names are
    // numbered function by function right after each is verified (in the cache), and the
    // walks its print starts with run on another thread while it is verified.
    let naming = opts
        .passes
        .is_empty()
        .then(|| Prepared::naming(&module, &print_opts))
        .flatten();
    let prepared = if opts.passes.is_empty()
        && !opts.disable_threading
        && module.ir.num_ops() >= OVERLAP_MIN_OPS
        && crate::threads::machine_threads() >= 2
    {
        Some(verify_while_preparing(
            &module,
            &verify_opts,
            &print_opts,
            src,
            naming,
        )?)
    } else {
        verify_naming(&module, &verify_opts, naming.as_ref())?;
        naming.map(|n| Prepared::with_names(&module, &print_opts, Some(src), n.finish()))
    };
    if !opts.passes.is_empty() || opts.dump_pass_pipeline {
        let top = module.ir.op(module.top).name.as_str().to_owned();
        let mut passes = opts
            .passes
            .build_with(&top, &opts.pass_registry)
            .map_err(|d| vec![d])?;
        if opts.dump_pass_pipeline {
            *dumped = Some(passes.dump() + "\n");
        }
        passes.set_threading(!opts.disable_threading);
        if let Err(mut diags) = passes.run_on(&mut module) {
            if opts.debug_info {
                crate::verify::show_locations_in_notes(&module.ir, &mut diags, src);
            }
            return Err(diags);
        }
    }
    let prepared = prepared.unwrap_or_else(|| Prepared::new(&module, &print_opts, Some(src)));
    let written = print_prepared_module(&module, &print_opts, src, &prepared, out, sink);
    if exiting {
        // The walks' tables hold a reference to each aliased value (121,154 locations on a
        // debuginfo file): freeing them is work for nothing too.
        std::mem::forget(prepared);
        std::mem::forget(module);
    }
    Ok(written)
}

/// [`verify_calling`] of `module`, numbering with `naming` the names of each function it
/// verifies (see [`Naming::number_regions_of`]).
fn verify_naming(
    module: &crate::ir::Module,
    verify_opts: &VerifyOptions<'_>,
    naming: Option<&Naming<'_>>,
) -> Result<(), Vec<Diagnostic>> {
    let number = naming.map(|n| move |worker, op| n.number_regions_of(worker, op));
    verify_calling(
        module,
        verify_opts,
        number.as_ref().map(|f| f as &(dyn Fn(usize, OpId) + Sync)),
    )
}

/// Ops from which a module's verification and the walks its print starts with run side by
/// side: below it, starting a thread costs about as much as the walks.
const OVERLAP_MIN_OPS: usize = 2048;

/// [`verify_calling`] of `module` while another thread makes the walks its print as
/// `print_opts` say starts with ([`Prepared`]): all only read it. With `naming`, the names
/// are numbered by the verifier's threads instead, each function after it is verified, and
/// finished here. This thread takes what is left of the walks once it has verified the module
/// (see [`Prepared::shared`]); without a thread it makes them all after verifying.
fn verify_while_preparing(
    module: &crate::ir::Module,
    verify_opts: &VerifyOptions<'_>,
    print_opts: &PrintOptions,
    src: &SourceFile,
    naming: Option<Naming<'_>>,
) -> Result<Prepared, Vec<Diagnostic>> {
    let walks = Prepared::shared(module, print_opts, Some(src), naming.is_some());
    let names = std::thread::scope(|s| {
        let helper = std::thread::Builder::new()
            .stack_size(crate::threads::WORKER_STACK)
            .spawn_scoped(s, || while walks.run_next() {});
        let verified = verify_naming(module, verify_opts, naming.as_ref());
        let names = verified
            .is_ok()
            .then(|| naming.map(Naming::finish))
            .flatten();
        if verified.is_ok() {
            while walks.run_next() {}
        }
        if let Ok(h) = helper
            && let Err(panic) = h.join()
        {
            std::panic::resume_unwind(panic);
        }
        verified.map(|()| names)
    })?;
    Ok(walks.finish(names))
}

/// Runs `mlir-opt`'s pipeline on a whole buffer: split (if asked), process each chunk, join
/// the outputs with `// -----\n`, and report or verify the diagnostics.
///
/// Like `mlir-opt-22`, the `expected-*` comments are scanned even without
/// `--verify-diagnostics`; then every one of them is reported as «not produced» at the end,
/// without changing the exit status (upstream's behaviour, kept for identical stderr).
pub fn process_buffer(src: &SourceFile, registry: &Registry, opts: &DriverOptions) -> Outcome {
    process_buffer_impl(src, registry, opts, None, false).0
}

/// [`process_buffer`] writing the output to `sink` while it is printed, instead of collecting
/// it in [`Outcome::output`] (which stays empty): `rods-opt` never holds the whole output in
/// memory. Also returns the first write error. The output of the chunks that succeed is
/// written even when others fail, as [`Outcome::output`] would hold it.
///
/// With `exiting` (a process that exits right after, as LLVM tools do with `-disable-free`),
/// the parsed IR is not freed: releasing millions of attributes one by one costs about a tenth
/// of the run and the operating system reclaims the memory at once.
pub fn process_buffer_to(
    src: &SourceFile,
    registry: &Registry,
    opts: &DriverOptions,
    sink: &mut dyn Write,
    exiting: bool,
) -> (Outcome, std::io::Result<()>) {
    process_buffer_impl(src, registry, opts, Some(sink), exiting)
}

fn process_buffer_impl(
    src: &SourceFile,
    registry: &Registry,
    opts: &DriverOptions,
    sink: Option<&mut dyn Write>,
    exiting: bool,
) -> (Outcome, std::io::Result<()>) {
    // Without `--verify-diagnostics` the designators are only listed at the end: on a large
    // input they are looked for on another thread while the input is processed.
    let scan_apart = !opts.verify_diagnostics
        && !opts.disable_threading
        && src.text().len() >= SCAN_APART_MIN_BYTES
        && crate::threads::machine_threads() >= 2;
    if !scan_apart {
        let (verifier, reports) = scan_designators(src);
        return process_chunks(src, registry, opts, sink, exiting, verifier, reports);
    }
    std::thread::scope(|s| {
        let scan = std::thread::Builder::new().spawn_scoped(s, || scan_designators(src));
        let (mut outcome, written) = process_chunks(
            src,
            registry,
            opts,
            sink,
            exiting,
            DiagnosticVerifier::default(),
            Vec::new(),
        );
        let (verifier, mut reports) = match scan.map(|h| h.join()) {
            Ok(Ok(scanned)) => scanned,
            Ok(Err(panic)) => std::panic::resume_unwind(panic),
            // No thread: scanned here.
            Err(_) => scan_designators(src),
        };
        // What the scan reports comes first, as when it is made before the chunks.
        reports.append(&mut outcome.reports);
        outcome.reports = reports;
        verifier.finish_without_verifying(&mut outcome.reports);
        (outcome, written)
    })
}

/// The `expected-*` designators of `src` ([`DiagnosticVerifier::new`]) and what their scan
/// reports.
fn scan_designators(src: &SourceFile) -> (DiagnosticVerifier, Vec<Report>) {
    let mut reports = Vec::new();
    let verifier = DiagnosticVerifier::new(src, &mut reports);
    (verifier, reports)
}

/// Inputs from which [`process_buffer_impl`] looks for `expected-*` designators on a thread of
/// its own when it is not verifying diagnostics (the scan reads the whole input: about 5 ms on
/// 48 MB).
const SCAN_APART_MIN_BYTES: usize = 1 << 20;

/// [`process_buffer_impl`] after the scan for designators: `verifier` (empty when the scan
/// runs apart, which then lists the designators itself) and what the scan reported.
fn process_chunks(
    src: &SourceFile,
    registry: &Registry,
    opts: &DriverOptions,
    mut sink: Option<&mut dyn Write>,
    exiting: bool,
    mut verifier: DiagnosticVerifier,
    reports: Vec<Report>,
) -> (Outcome, std::io::Result<()>) {
    let mut outcome = Outcome {
        reports,
        ..Outcome::default()
    };
    let mut written = Ok(());
    if sink.is_none() {
        // The printed form is about as long as the input; one allocation up front.
        outcome
            .output
            .reserve(src.text().len() + src.text().len() / 8 + 64);
    }

    let chunks = if opts.split_input_file {
        let split = split_input_file(src.text());
        outcome
            .reports
            .extend(split.warnings.into_iter().map(Report::new));
        split.chunks
    } else {
        let whole = 0..src.text().len();
        vec![whole]
    };

    let mut had_failure = false;
    for (i, chunk) in chunks.into_iter().enumerate() {
        if i > 0 {
            outcome.output.extend_from_slice(SPLIT_MARKER.as_bytes());
            outcome.output.push(b'\n');
        }
        let (mut reported, mut dumped) = (Vec::new(), None);
        let r = process_chunk_impl(
            src,
            chunk,
            registry,
            opts,
            &mut outcome.output,
            match &mut sink {
                Some(sink) => Some(&mut **sink as &mut dyn Write),
                None => None,
            },
            exiting,
            &mut reported,
            &mut dumped,
        );
        let failure = match r {
            Ok(w) => {
                if written.is_ok() {
                    written = w;
                }
                None
            }
            Err(diags) => Some(diags),
        };
        had_failure |= failure.is_some();
        // The errors the parse went on after fail nothing (`mlir-opt` exits 0 after them);
        // they come before the pipeline's dump, and the passes' errors after it.
        for d in reported {
            report(opts, src, &mut verifier, &mut outcome, d);
        }
        outcome.reports.extend(dumped.map(Report::Text));
        for d in failure.into_iter().flatten() {
            report(opts, src, &mut verifier, &mut outcome, d);
        }
    }

    outcome.success = if opts.verify_diagnostics {
        verifier.finish(&mut outcome.reports)
    } else {
        verifier.finish_without_verifying(&mut outcome.reports);
        !had_failure
    };
    // Streaming: a split marker after the last chunk that printed may still be buffered.
    if let Some(sink) = sink
        && !outcome.output.is_empty()
    {
        let w = sink.write_all(&outcome.output);
        if written.is_ok() {
            written = w;
        }
        outcome.output.clear();
    }
    (outcome, written)
}

/// Adds diagnostic `d` to `outcome`, and its report, or what the diagnostics verifier says of
/// it under `--verify-diagnostics`.
fn report(
    opts: &DriverOptions,
    src: &SourceFile,
    verifier: &mut DiagnosticVerifier,
    outcome: &mut Outcome,
    d: Diagnostic,
) {
    if opts.verify_diagnostics {
        let mut checked = d.clone();
        checked
            .notes
            .retain(|n| !n.message.starts_with(CURRENT_OPERATION_NOTE));
        verifier.process(src, &checked, &mut outcome.reports);
    } else {
        outcome.reports.push(Report::new(d.clone()));
    }
    outcome.diagnostics.push(d);
}

/// Checks `diagnostics` (as emitted for `src`) against the `expected-*` comments of `src`;
/// returns whether they agree and the verifier's messages.
pub fn verify_diagnostics(src: &SourceFile, diagnostics: &[Diagnostic]) -> (bool, Vec<Report>) {
    let mut reports = Vec::new();
    let mut verifier = DiagnosticVerifier::new(src, &mut reports);
    for d in diagnostics {
        verifier.process(src, d, &mut reports);
    }
    let ok = verifier.finish(&mut reports);
    (ok, reports)
}
