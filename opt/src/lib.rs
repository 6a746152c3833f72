//! `rods-opt`, the `mlir-opt`-style command-line tool, as a library: [`Tool`] does everything
//! (argument parsing, I/O, the driver) against caller-supplied streams, so it is testable
//! without spawning a process, and makes tools of one's own dialects and passes; [`run`] runs
//! `rods-opt` ([`Tool::rods_opt`]), and `main.rs` only hands it the real streams.
//!
//! The flags are `mlir-opt`'s: `[INPUT|-] [-o FILE] [--split-input-file]
//! [--verify-diagnostics] [--mlir-print-op-generic] [--mlir-print-local-scope]
//! [--mlir-print-debuginfo] [--allow-unregistered-dialect] [--mlir-elide-elementsattrs-if-larger=N]
//! [--mlir-print-elementsattrs-with-hex-if-larger=N] [--mlir-disable-threading]`. LLVM's
//! single-dash spelling of long options (`-split-input-file`) is accepted too. Two flags are
//! rods' own: `--gpu-dialect=seed|llvm22` chooses the form of `gpu.binary` and `#gpu.object` to
//! register ([`GpuFlavour`]); `--dialect-doc=NAME` writes a registered dialect's reference
//! documentation in Markdown (`rods::doc`, as `mlir-tblgen -gen-dialect-doc` writes it from
//! TableGen) and reads no input. The passes rods has run in the order their flags are given
//! (`--canonicalize`, `--cse`, `--symbol-dce`, `--strip-debuginfo`; [`rods::pass::PASSES`]),
//! each with its options (`--canonicalize='max-iterations=3 top-down=false'`), or as MLIR's
//! textual pipeline says (`--pass-pipeline='builtin.module(func.func(cse))'`, `-p`), not both;
//! `--dump-pass-pipeline` shows the pipeline on stderr before it runs.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::ExitCode;

use bytes::Bytes;
use clap::{Arg, ArgAction, Command};
use rods::dialect::Registry;
use rods::driver::{DriverOptions, process_buffer_to};
use rods::front::io_message;
use rods::pass::{OptionKind, PassInfo, PassRegistry, PipelineArgs};
use rods::source::SourceFile;
use rods::syntax::parser::ReleaseInput;
pub use rods_dialects::GpuFlavour;

/// The long options, for LLVM-style single-dash spellings.
const LONG_FLAGS: &[&str] = &[
    "split-input-file",
    "verify-diagnostics",
    "mlir-print-op-generic",
    "allow-unregistered-dialect",
    "mlir-elide-elementsattrs-if-larger",
    "mlir-print-elementsattrs-with-hex-if-larger",
    "mlir-print-local-scope",
    "mlir-print-debuginfo",
    "mlir-disable-threading",
    "gpu-dialect",
    "dialect-doc",
    "pass-pipeline",
    "dump-pass-pipeline",
];

/// `rods-opt`'s command-line interface (clap builder API).
pub fn command() -> Command {
    Tool::rods_opt().command()
}

/// An `mlir-opt`-style tool over a registry of dialects and of passes (MLIR's `MlirOptMain`):
/// `rods-opt`'s flags and driver, with the tool's own dialects, and its own passes as flags
/// (`--my-pass`, `--my-pass='level=2'`) and in textual pipelines
/// (`-p 'builtin.module(func.func(my-pass{level=2}))'`). `rods-opt` is
/// [`Tool::rods_opt`]; a crate declaring its own dialects and passes makes its tool with
/// [`Tool::new`]:
///
/// ```
/// use rods::diag::Diagnostic;
/// use rods::ir::{Ir, OpId};
/// use rods::pass::{Pass, PassInfo, PassRegistry};
///
/// /// A pass of one's own (see `opt/examples/toy_opt.rs` for one that rewrites).
/// struct CountOps;
///
/// impl Pass for CountOps {
///     fn argument(&self) -> &'static str {
///         "count-ops"
///     }
///
///     fn run(&self, _: &mut Ir, _: OpId) -> Result<(), Vec<Diagnostic>> {
///         Ok(())
///     }
/// }
///
/// let mut passes = PassRegistry::upstream();
/// passes.register(PassInfo {
///     argument: "count-ops",
///     summary: "Counts ops",
///     create: || Box::new(CountOps),
/// });
/// let tool = rods_opt::Tool::new("my-opt", rods::Registry::new())
///     .about("My dialects' optimizer")
///     .passes(passes);
/// // As `main`: `std::process::exit(tool.main_status())`; here on given streams.
/// let (mut out, mut err) = (Vec::new(), Vec::new());
/// let args = ["my-opt", "-p", "builtin.module(count-ops,cse)"];
/// let status = tool.run(args, &mut &b"module {}"[..], &mut out, &mut err);
/// assert_eq!((status, &out[..]), (0, &b"module {\n}\n\n"[..]));
/// ```
#[derive(Clone, Debug)]
pub struct Tool {
    name: &'static str,
    about: &'static str,
    /// The dialects; with `gpu_flavours`, made on first use (a run that asks for LLVM 22's
    /// form makes that registry instead).
    registry: std::sync::OnceLock<Registry>,
    passes: PassRegistry,
    /// `--gpu-dialect=seed|llvm22` offered: `registry` is `rods-dialects`' in the seed's
    /// form, made in the flavour asked for.
    gpu_flavours: bool,
}

impl Tool {
    /// A tool named `name` (its `--help` and `--version` say it) over the dialects of
    /// `registry` and upstream's passes rods has ([`PassRegistry::upstream`]).
    pub fn new(name: &'static str, registry: Registry) -> Tool {
        Tool {
            name,
            about: "Parse, verify and print MLIR textual IR",
            registry: std::sync::OnceLock::from(registry),
            passes: PassRegistry::upstream(),
            gpu_flavours: false,
        }
    }

    /// `rods-opt`: `rods-dialects`' dialects, `--gpu-dialect` to choose the form of the gpu
    /// dialect's, upstream's passes rods has.
    pub fn rods_opt() -> Tool {
        Tool {
            name: "rods-opt",
            about: "Parse, verify and print MLIR textual IR, as mlir-opt does",
            registry: std::sync::OnceLock::new(),
            passes: PassRegistry::upstream(),
            gpu_flavours: true,
        }
    }

    /// The one-line description `--help` shows.
    #[must_use]
    pub fn about(mut self, about: &'static str) -> Tool {
        self.about = about;
        self
    }

    /// The passes the tool offers, instead of upstream's alone.
    #[must_use]
    pub fn passes(mut self, passes: PassRegistry) -> Tool {
        self.passes = passes;
        self
    }

    /// The dialects it reads.
    pub fn registry(&self) -> &Registry {
        // Only `rods_opt` leaves it to be made: the seed's form.
        self.registry.get_or_init(registry)
    }

    /// The passes it offers.
    pub fn pass_registry(&self) -> &PassRegistry {
        &self.passes
    }

    /// Whether `--name` is one of the tool's own options (not a pass's).
    fn takes_flag(&self, name: &str) -> bool {
        LONG_FLAGS.contains(&name) || ["help", "version", "input", "output"].contains(&name)
    }

    /// Runs the tool with `args` (program name first), as [`run`] runs `rods-opt`. A pass
    /// whose name is one of the tool's own flags (`--split-input-file`) cannot be offered: the
    /// run is then an error saying so.
    pub fn run<I, T>(
        &self,
        args: I,
        stdin: &mut dyn Read,
        stdout: &mut dyn Write,
        stderr: &mut dyn Write,
    ) -> i32
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString>,
    {
        self.run_impl(
            args.into_iter().map(Into::into),
            stdin,
            stdout,
            stderr,
            false,
        )
    }

    /// Runs the tool as the process itself (arguments from the environment, the process's
    /// standard streams), as [`main`] runs `rods-opt`; returns the exit status.
    pub fn main_status(&self) -> i32 {
        let mut stdout = block_buffered_stdout();
        let code = self.run_impl(
            std::env::args_os(),
            &mut std::io::stdin().lock(),
            &mut stdout,
            &mut std::io::stderr().lock(),
            true,
        );
        let _ = stdout.flush();
        code
    }

    /// The tool's command-line interface (clap builder API).
    pub fn command(&self) -> Command {
        let command = Command::new(self.name)
            .about(self.about)
            .version(env!("CARGO_PKG_VERSION"))
            .arg(
            Arg::new("input")
                .value_name("INPUT")
                .help("Input file, or `-` for stdin")
                .default_value("-"),
        )
        .arg(
            Arg::new("output")
                .overrides_with("output")
                .short('o')
                .value_name("FILE")
                .help("Output file (default: stdout)")
                .default_value("-"),
        )
        .arg(flag("split-input-file", "Split the input at `// -----` and process each chunk independently"))
        .arg(flag("verify-diagnostics", "Check emitted diagnostics against `expected-*` comments in the input"))
        .arg(flag("mlir-print-op-generic", "Print operations in the generic form"))
        .arg(
            Arg::new("mlir-elide-elementsattrs-if-larger")
                .overrides_with("mlir-elide-elementsattrs-if-larger")
                .long("mlir-elide-elementsattrs-if-larger")
                .value_name("N")
                .value_parser(clap::value_parser!(u64))
                .help("Elide ElementsAttrs with \"...\" that have more elements than the given upper limit"),
        )
        .arg(
            Arg::new("mlir-print-elementsattrs-with-hex-if-larger")
                .overrides_with("mlir-print-elementsattrs-with-hex-if-larger")
                .long("mlir-print-elementsattrs-with-hex-if-larger")
                .value_name("N")
                .value_parser(clap::value_parser!(i64))
                .allow_negative_numbers(true)
                .help("Print DenseElementsAttrs with a hex string that have more elements than the given upper limit (use -1 to disable)"),
        )
        .arg(flag("mlir-print-local-scope", "Print with local scope: no aliases for attributes, types and locations"))
        .arg(flag("mlir-print-debuginfo", "Print debug info in MLIR output"))
        .arg(flag("mlir-disable-threading", "Disable multi-threading within MLIR, overrides any further call to MLIRContext::enableMultiThreading()"))
        .arg(
            Arg::new("dialect-doc")
                .overrides_with("dialect-doc")
                .long("dialect-doc")
                .value_name("NAME")
                .help("Write the reference documentation of dialect NAME (Markdown) and exit"),
        )
        .arg(flag("allow-unregistered-dialect", "Allow operations of unregistered dialects"))
        .arg(
            Arg::new("pass-pipeline")
                .overrides_with("pass-pipeline")
                .long("pass-pipeline")
                .short('p')
                .alias("p")
                .value_name("PIPELINE")
                .help("Textual description of the pass pipeline to run, e.g. 'builtin.module(func.func(canonicalize{max-iterations=2},cse))'; not with pass flags")
                .help_heading("Passes (run in the order given)"),
        )
        .arg(
            flag("dump-pass-pipeline", "Print the pipeline that will be run")
                .help_heading("Passes (run in the order given)"),
        )
        .args(self.passes.iter().map(|p| {
            // Each occurrence kept with its index and options: a pass given twice runs twice,
            // as in `mlir-opt`'s pipeline.
            Arg::new(p.argument)
                .long(p.argument)
                .action(ArgAction::Append)
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .value_name("OPTIONS")
                .help(pass_help(p))
                .help_heading("Passes (run in the order given)")
        }));
        if !self.gpu_flavours {
            return command;
        }
        command.arg(
            Arg::new("gpu-dialect")
                .overrides_with("gpu-dialect")
                .long("gpu-dialect")
                .value_name("FLAVOUR")
                .value_parser(["seed", "llvm22"])
                .default_value("seed")
                .help("Form of gpu.binary and #gpu.object: the seed's (2023) or LLVM 22's"),
        )
    }
}

/// A pass flag's help: its summary and the options it takes (`--canonicalize='top-down=false
/// max-iterations=3'`).
fn pass_help(info: &PassInfo) -> String {
    let options = (info.create)().options();
    if options.is_empty() {
        return info.summary.to_owned();
    }
    let list: Vec<String> = options
        .iter()
        .map(|o| match o.kind {
            OptionKind::Bool => format!("{}[=BOOL]", o.name),
            OptionKind::Long => format!("{}=N", o.name),
            OptionKind::Enum(cases) => {
                let names: Vec<&str> = cases.iter().map(|c| c.name).collect();
                format!("{}={}", o.name, names.join("|"))
            }
            OptionKind::StringList => format!("{}=A,B", o.name),
        })
        .collect();
    format!("{}; options: {}", info.summary, list.join(" "))
}

/// A boolean option as LLVM's `cl::opt<bool>` reads it: `--name` alone, or `--name=VALUE`
/// with `true`, `1` (or `TRUE`, `True`) or `false`, `0` (or `FALSE`, `False`); given more than
/// once, the last one counts.
fn flag(name: &'static str, help: &'static str) -> Arg {
    Arg::new(name)
        .long(name)
        .overrides_with(name)
        .num_args(0..=1)
        .require_equals(true)
        .default_missing_value("true")
        .default_value("false")
        .value_parser(clap::builder::TypedValueParser::map(
            clap::builder::PossibleValuesParser::new([
                "true", "TRUE", "True", "1", "false", "FALSE", "False", "0",
            ]),
            |v| matches!(v.as_str(), "true" | "TRUE" | "True" | "1"),
        ))
        .value_name("BOOL")
        .hide_possible_values(true)
        .hide_default_value(true)
        .help(help)
}

/// The registry `rods-opt` works with by default: builtin plus the `rods-dialects` crate, in
/// the seed's form.
pub fn registry() -> Registry {
    registry_flavour(GpuFlavour::Seed)
}

/// The registry `rods-opt --gpu-dialect=…` works with.
pub fn registry_flavour(flavour: GpuFlavour) -> Registry {
    rods_dialects::registry_flavour(flavour)
}

/// The first argument that gives a short option its value without a space or `=` (`-ofile`,
/// `-pbuiltin.module(cse)`), which LLVM's `cl` refuses and clap would take; none after `--`.
/// `args` are normalized ([`normalize_arg`]): a long flag spelled with one dash
/// (`-pass-pipeline=…`) has two by then.
fn attached_short_value(args: &[OsString]) -> Option<&str> {
    args.iter()
        .skip(1)
        .filter_map(|a| a.to_str())
        .take_while(|a| *a != "--")
        .find(|a| {
            let b = a.as_bytes();
            b.len() > 2 && b[0] == b'-' && matches!(b[1], b'o' | b'p') && b[2] != b'='
        })
}

/// `-split-input-file` → `--split-input-file` (LLVM's `cl` accepts one dash or two), for
/// the flags of `tool`.
fn normalize_arg(tool: &Tool, arg: OsString) -> OsString {
    let Some(s) = arg.to_str() else { return arg };
    let Some(rest) = s.strip_prefix('-') else {
        return arg;
    };
    if rest.starts_with('-') {
        return arg;
    }
    let name = rest.split('=').next().unwrap_or(rest);
    if LONG_FLAGS.contains(&name) || tool.passes.lookup(name).is_some() {
        OsString::from(format!("-{s}"))
    } else {
        arg
    }
}

/// Runs `rods-opt` with `args` (program name first). Returns the exit status: 0 on success,
/// 1 on any error (bad arguments included). Never panics on any input.
pub fn run<I, T>(
    args: I,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString>,
{
    Tool::rods_opt().run(args, stdin, stdout, stderr)
}

/// Runs `rods-opt` as the process itself: arguments from the environment, the process's own
/// standard streams. The parsed IR is not freed, as the process exits right after (see
/// [`process_buffer_to`]'s `exiting`). Returns the exit status for `main`.
pub fn main() -> ExitCode {
    ExitCode::from(u8::try_from(Tool::rods_opt().main_status()).unwrap_or(1))
}

/// The process's standard output, buffered by blocks rather than by lines. Rust's `Stdout`
/// is line-buffered: each write of the printed IR is searched backwards for its last newline,
/// which for a long hexadecimal payload written straight from the input (no newline in it)
/// reads every byte again (2% of the instructions on a file of large `dense<"0x…">` values).
/// `mlir-opt`'s `outs()` is block-buffered too. The descriptor is duplicated, so that the
/// `File` closing it leaves the process's own standard output open; where that fails, the
/// line-buffered `Stdout` is used.
fn block_buffered_stdout() -> std::io::BufWriter<Box<dyn Write>> {
    use std::os::fd::AsFd;
    let sink: Box<dyn Write> = match std::io::stdout().as_fd().try_clone_to_owned() {
        Ok(fd) => Box::new(std::fs::File::from(fd)),
        Err(_) => Box::new(std::io::stdout()),
    };
    std::io::BufWriter::with_capacity(64 << 10, sink)
}

/// Files at least this long are mapped rather than read (below it, a read is as cheap).
const MAP_THRESHOLD: u64 = 1 << 20;

/// The contents of the input file `path`. A regular file of [`MAP_THRESHOLD`] bytes or more
/// is mapped into memory, as LLVM's `MemoryBuffer` does for `mlir-opt`: the pages come
/// straight from the page cache, with neither a copy nor a fresh zeroed page per 4 KiB (an
/// eighth of a run on a 40 MB file), and strings parsed from it point into the mapping.
/// Anything else (a pipe, a small file) is read.
///
/// With `exiting` (see [`main`]) the buffer is never freed: it is leaked and wrapped as
/// static bytes, so that the many strings the parser slices out of it (names, payloads) are
/// copied without the atomic reference count a shared buffer updates on every slice. A
/// mapped file then also comes with what drops its pages as the parser moves past them
/// ([`release_pages`]).
fn read_file(path: &str, exiting: bool) -> std::io::Result<(Bytes, Option<ReleaseInput>)> {
    let mut file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_file() && meta.len() >= MAP_THRESHOLD {
        // SAFETY: the mapping is read-only (a shared one: the page cache's pages, no copy), and
        // it stays alive as long as the `Bytes` that own it. What `Mmap::map` cannot rule out
        // is another process changing or truncating the file while it is mapped: the text
        // would change under the parser, or reading a truncated page would raise SIGBUS.
        // `mlir-opt` (LLVM's `MemoryBuffer`) takes the same risk for the same gain; an input
        // being rewritten while a compiler reads it is not a supported use of either tool.
        #[allow(unsafe_code)]
        let map = unsafe { memmap2::MmapOptions::new().populate().map(&file)? };
        if exiting {
            let map: &'static memmap2::Mmap = Box::leak(Box::new(map));
            let release =
                ReleaseInput::new(Box::leak(Box::new(move |range| release_pages(map, range))));
            return Ok((Bytes::from_static(map), Some(release)));
        }
        return Ok((Bytes::from_owner(map), None));
    }
    let mut buf = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.read_to_end(&mut buf)?;
    Ok((owned_bytes(buf, exiting), None))
}

/// The page size [`release_pages`] rounds to (where pages are larger, a range that does not
/// start on one is refused by the system, and nothing is released).
const PAGE: usize = 4096;

/// Drops the pages of `map` that lie wholly in `range`, which the parser has moved past: the
/// process's memory then holds a window of the input rather than all of it. A page read
/// again (a long string the IR points to, a diagnostic's source line) comes back from the
/// page cache; its contents are the file's, as before.
fn release_pages(map: &memmap2::Mmap, range: std::ops::Range<usize>) {
    let start = range.start.next_multiple_of(PAGE);
    let end = range.end.min(map.len()) / PAGE * PAGE;
    if end > start {
        // SAFETY: `MADV_DONTNEED` on a read-only shared mapping of a file only drops the
        // process's references to page-cache pages: the mapping stays valid, and a later read
        // of a page faults it in again from the file (the same risk of a file changed under it
        // as the mapping itself, see `read_file`). No page is ever written, so nothing is lost.
        #[allow(unsafe_code)]
        let _ = unsafe {
            map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, start, end - start)
        };
    }
}

/// `buf` as `Bytes`: leaked as static bytes when the process exits right after (see
/// [`read_file`]).
fn owned_bytes(buf: Vec<u8>, exiting: bool) -> Bytes {
    if exiting {
        Bytes::from_static(buf.leak())
    } else {
        Bytes::from(buf)
    }
}

impl Tool {
    fn run_impl(
        &self,
        args: impl Iterator<Item = OsString>,
        stdin: &mut dyn Read,
        stdout: &mut dyn Write,
        stderr: &mut dyn Write,
        exiting: bool,
    ) -> i32 {
        let Invocation {
            input,
            output,
            opts,
            flavour,
            dialect_doc,
        } = match parse_args(self, args, stdout, stderr) {
            Ok(invocation) => invocation,
            Err(status) => return status,
        };
        let registry = match flavour {
            Some(flavour) if self.gpu_flavours && flavour != GpuFlavour::Seed => {
                std::borrow::Cow::Owned(registry_flavour(flavour))
            }
            _ => std::borrow::Cow::Borrowed(self.registry()),
        };
        if let Some(name) = dialect_doc {
            return write_dialect_doc(&registry, &name, &output, stdout, stderr);
        }

        // Input first, then output, as `mlir-opt` opens them.
        let (text, release) = match read_input(&input, stdin, exiting) {
            Ok(read) => read,
            Err(e) => return io_failure(stderr, "cannot open input file", &input, &e),
        };
        let mut out_file = if output == "-" {
            None
        } else {
            match std::fs::File::create(&output) {
                Ok(f) => Some(f),
                Err(e) => return io_failure(stderr, "cannot open output file", &output, &e),
            }
        };

        let mut src = SourceFile::new(input.as_str(), text);
        if let Some(release) = release {
            src = src.with_release_input(release);
        }
        // The output is written while it is printed (64 KiB at a time, long string literals straight
        // from the input), never held whole.
        let (outcome, written) = match &mut out_file {
            None => {
                let (outcome, w) = process_buffer_to(&src, &registry, &opts, stdout, exiting);
                (outcome, w.and_then(|()| stdout.flush()))
            }
            Some(f) => process_buffer_to(&src, &registry, &opts, f, exiting),
        };
        let _ = outcome.write_reports(&src, stderr);

        let mut success = outcome.success;
        // Like LLVM's `ToolOutputFile`, a failed run leaves no output file behind (removed below),
        // so a write error matters only when the run succeeded.
        if let Err(e) = written
            && (success || out_file.is_none())
        {
            let _ = writeln!(
                stderr,
                "error writing output '{output}': {}",
                io_message(&e)
            );
            success = false;
        }
        // Only a regular file is removed: `-o /dev/null` (or a pipe, a device) must survive a
        // failed run, as LLVM's `ToolOutputFile` leaves them (removing /dev/null as root replaces
        // it with a regular file for every later process).
        if !success && out_file.as_ref().is_some_and(is_regular_file) {
            drop(out_file);
            let _ = std::fs::remove_file(&output);
        }
        i32::from(!success)
    }
}

/// Whether `f` is a regular file (not a device, a pipe or a socket).
fn is_regular_file(f: &std::fs::File) -> bool {
    f.metadata().is_ok_and(|m| m.is_file())
}

/// `--dialect-doc=NAME`: writes the reference documentation of the dialect `name` in `registry`
/// to `output` (`-`: stdout); an unknown name is an error listing the registered ones.
fn write_dialect_doc(
    registry: &Registry,
    name: &str,
    output: &str,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let Some(dialect) = registry.dialect(name) else {
        let mut names = registry.dialect_names();
        names.sort_unstable();
        let _ = writeln!(
            stderr,
            "unknown dialect '{name}' for --dialect-doc; registered dialects: {}",
            names.join(", ")
        );
        return 1;
    };
    let text = rods::doc::dialect_markdown(dialect);
    let written = if output == "-" {
        stdout
            .write_all(text.as_bytes())
            .and_then(|()| stdout.flush())
    } else {
        std::fs::write(output, text.as_bytes())
    };
    match written {
        Ok(()) => 0,
        Err(e) => io_failure(stderr, "cannot write output file", output, &e),
    }
}

/// Reports that `what` failed for `path` (`cannot open input file 'x': No such file or
/// directory`, as `mlir-opt` says it); returns the exit status 1.
fn io_failure(stderr: &mut dyn Write, what: &str, path: &str, e: &std::io::Error) -> i32 {
    let _ = writeln!(stderr, "{what} '{path}': {}", io_message(e));
    1
}

/// What a command line asks `rods-opt` to do.
struct Invocation {
    /// The input file, `-` for stdin.
    input: String,
    /// The output file, `-` for stdout.
    output: String,
    opts: DriverOptions,
    /// `--gpu-dialect` (a tool that offers it).
    flavour: Option<GpuFlavour>,
    /// `--dialect-doc=NAME`.
    dialect_doc: Option<String>,
}

/// Parses the command line. `Err` holds the exit status of a run that ends here: `--help` and
/// `--version` (printed on stdout, 0) and usage errors (on stderr, 1).
fn parse_args(
    tool: &Tool,
    args: impl Iterator<Item = OsString>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Invocation, i32> {
    if let Some(clash) = tool.passes.iter().find(|p| tool.takes_flag(p.argument)) {
        let _ = writeln!(
            stderr,
            "{}: the pass `{}` cannot be offered: `--{}` is one of the tool's own options",
            tool.name, clash.argument, clash.argument
        );
        return Err(1);
    }
    let args: Vec<OsString> = args.map(|a| normalize_arg(tool, a)).collect();
    if let Some(arg) = attached_short_value(&args) {
        // LLVM's `cl` has no grouped short options: `-ofile` is an unknown argument.
        let e = tool.command().error(
            clap::error::ErrorKind::UnknownArgument,
            format!(
                "unexpected argument '{arg}' found; a value goes after a space or `=`: '{} VALUE' or '{}=VALUE'",
                &arg[..2],
                &arg[..2]
            ),
        );
        let _ = write!(stderr, "{}", e.render());
        return Err(1);
    }
    let matches = match tool.command().try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) => {
            return Err(match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    let _ = write!(stdout, "{}", e.render());
                    0
                }
                _ => {
                    let _ = write!(stderr, "{}", e.render());
                    1
                }
            });
        }
    };
    let file = |id: &str| {
        matches
            .get_one::<String>(id)
            .map_or("-", String::as_str)
            .to_owned()
    };
    Ok(Invocation {
        input: file("input"),
        output: file("output"),
        flavour: tool
            .gpu_flavours
            .then(|| matches.get_one::<String>("gpu-dialect"))
            .flatten()
            .and_then(|f| GpuFlavour::from_name(f)),
        opts: DriverOptions {
            split_input_file: matches.get_flag("split-input-file"),
            verify_diagnostics: matches.get_flag("verify-diagnostics"),
            generic: matches.get_flag("mlir-print-op-generic"),
            allow_unregistered: matches.get_flag("allow-unregistered-dialect"),
            elide_elements_attrs_if_larger: matches
                .get_one::<u64>("mlir-elide-elementsattrs-if-larger")
                .copied(),
            print_elements_attrs_with_hex_if_larger: matches
                .get_one::<i64>("mlir-print-elementsattrs-with-hex-if-larger")
                .copied(),
            local_scope: matches.get_flag("mlir-print-local-scope"),
            debug_info: matches.get_flag("mlir-print-debuginfo"),
            passes: pass_pipeline(&tool.passes, &matches),
            pass_registry: tool.passes.clone(),
            disable_threading: matches.get_flag("mlir-disable-threading"),
            dump_pass_pipeline: matches.get_flag("dump-pass-pipeline"),
        },
        dialect_doc: matches.get_one::<String>("dialect-doc").cloned(),
    })
}

/// `--pass-pipeline` and the pass flags given with their options, in command-line order
/// (`mlir-opt` runs them so).
fn pass_pipeline(passes: &PassRegistry, matches: &clap::ArgMatches) -> PipelineArgs {
    let mut given: Vec<(usize, &str, String)> = passes
        .iter()
        .flat_map(|p| {
            let options = matches.get_many::<String>(p.argument).into_iter().flatten();
            matches
                .indices_of(p.argument)
                .into_iter()
                .flatten()
                .zip(options)
                .map(|(i, o)| (i, p.argument, o.clone()))
        })
        .collect();
    given.sort_unstable();
    PipelineArgs {
        pipeline: matches.get_one::<String>("pass-pipeline").cloned(),
        passes: given
            .into_iter()
            .map(|(_, a, o)| (a.to_owned(), o))
            .collect(),
    }
}

/// Reads the input: stdin for `-`, else the file (mapped when large, see [`read_file`]).
fn read_input(
    input: &str,
    stdin: &mut dyn Read,
    exiting: bool,
) -> std::io::Result<(Bytes, Option<ReleaseInput>)> {
    if input == "-" {
        let mut buf = Vec::new();
        stdin.read_to_end(&mut buf)?;
        Ok((owned_bytes(buf, exiting), None))
    } else {
        read_file(input, exiting)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_with(args: &[&str], input: &str) -> (i32, String, String) {
        let mut stdin = input.as_bytes();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let mut argv = vec!["rods-opt"];
        argv.extend_from_slice(args);
        let code = run(argv, &mut stdin, &mut out, &mut err);
        (
            code,
            String::from_utf8_lossy(&out).into_owned(),
            String::from_utf8_lossy(&err).into_owned(),
        )
    }

    /// A module of `n` functions holding short strings, in custom form.
    fn module_with_strings(n: usize) -> String {
        let mut text = String::from("module {\n");
        for i in 0..n {
            text.push_str(&format!(
                "  func.func @f{i}(%arg0: i32) -> i32 attributes {{note = \"n{i}\"}} {{\n    \
                 %0 = arith.addi %arg0, %arg0 : i32\n    return %0 : i32\n  }}\n"
            ));
        }
        text.push_str("}\n");
        text
    }

    /// A mapped input's pages dropped by `release_pages` read back as they were.
    #[test]
    fn released_pages_read_back_unchanged() {
        let text = module_with_strings(20_000);
        let path = std::env::temp_dir().join(format!("rods-release-{}.mlir", std::process::id()));
        std::fs::write(&path, &text).unwrap_or_else(|e| panic!("{e}"));
        let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{e}"));
        #[allow(unsafe_code)]
        // SAFETY: a file of this test's own, not changed while it is mapped.
        let map = unsafe { memmap2::MmapOptions::new().populate().map(&file) }
            .unwrap_or_else(|e| panic!("{e}"));
        release_pages(&map, 1..map.len());
        release_pages(&map, 0..map.len() + PAGE);
        assert!(map[..] == *text.as_bytes());
        // The whole run, its input released as it is parsed, prints what it prints from a
        // copy of the input.
        let (read, release) =
            read_file(path.to_str().unwrap_or_default(), true).unwrap_or_else(|e| panic!("{e}"));
        let _ = std::fs::remove_file(&path);
        assert!(release.is_some());
        let print = |src: SourceFile| {
            let registry = registry_flavour(GpuFlavour::default());
            let mut out = Vec::new();
            let (outcome, written) =
                process_buffer_to(&src, &registry, &DriverOptions::default(), &mut out, true);
            assert!(written.is_ok() && outcome.reports.is_empty());
            out
        };
        let released = print(
            SourceFile::new("in.mlir", read)
                .with_release_input(release.unwrap_or_else(|| ReleaseInput::new(&|_| {}))),
        );
        let copied = print(SourceFile::new("in.mlir", Bytes::from(text.clone())));
        assert!(released == copied);
        assert!(released.len() > text.len() / 2);
    }

    #[test]
    fn missing_input_file() {
        let (code, out, err) = run_with(&["/nonexistent/in.mlir"], "");
        assert_eq!(code, 1);
        assert_eq!(out, "");
        assert_eq!(
            err,
            "cannot open input file '/nonexistent/in.mlir': No such file or directory\n"
        );
    }

    #[test]
    fn directory_as_input() {
        let (code, _, err) = run_with(&["/"], "");
        assert_eq!(code, 1);
        assert_eq!(err, "cannot open input file '/': Is a directory\n");
    }

    #[test]
    fn unopenable_output_file() {
        let (code, _, err) = run_with(&["-o", "/nonexistent/dir/out.mlir"], "");
        assert_eq!(code, 1);
        assert_eq!(
            err,
            "cannot open output file '/nonexistent/dir/out.mlir': No such file or directory\n"
        );
    }

    #[test]
    fn dialect_doc_writes_the_registered_dialect() {
        let (code, out, err) = run_with(&["rods-opt", "--dialect-doc=gpu"], "ignored");
        assert_eq!((code, err.as_str()), (0, ""));
        assert!(
            out.contains("# 'gpu' Dialect") && out.contains("### `gpu.binary` (gpu::BinaryOp)")
        );
        let (code, out, err) = run_with(&["rods-opt", "-dialect-doc", "nope"], "");
        assert_eq!((code, out.as_str()), (1, ""));
        assert_eq!(
            err,
            "unknown dialect 'nope' for --dialect-doc; registered dialects: arith, builtin, cf, dlti, func, \
             gpu, llvm, math, memref, nvvm, rocdl, scf, ub, vector\n"
        );
        // `--gpu-dialect` chooses which form of gpu is documented.
        let (code, out, _) = run_with(
            &["rods-opt", "--dialect-doc=gpu", "--gpu-dialect=llvm22"],
            "",
        );
        assert_eq!(code, 0);
        assert!(out.contains("custom<OffloadingHandler>") && out.contains("gpu.kernel_table"));
    }

    #[test]
    fn unknown_flag_fails() {
        let (code, _, err) = run_with(&["--no-such-flag"], "");
        assert_eq!(code, 1);
        assert!(err.contains("--no-such-flag"), "{err}");
    }

    /// Boolean options as LLVM reads them: `=true`/`=false`/`=1`/`=0`, repeated (the last
    /// counts), one dash; a value that is not a boolean is a usage error.
    #[test]
    fn boolean_options_take_values_and_repeat() {
        let input = "func.func @f() { return }";
        let generic = |args: &[&str]| {
            let (code, out, err) = run_with(args, input);
            assert_eq!(code, 0, "{args:?}: {err}");
            out.starts_with("\"builtin.module\"")
        };
        assert!(generic(&["--mlir-print-op-generic"]));
        assert!(generic(&["--mlir-print-op-generic=true"]));
        assert!(generic(&["-mlir-print-op-generic=1"]));
        assert!(generic(&[
            "--mlir-print-op-generic",
            "--mlir-print-op-generic"
        ]));
        assert!(!generic(&["--mlir-print-op-generic=false"]));
        assert!(!generic(&[
            "--mlir-print-op-generic",
            "--mlir-print-op-generic=0"
        ]));
        let (code, _, err) = run_with(&["--mlir-print-op-generic=yes"], input);
        assert_eq!(code, 1);
        assert!(err.contains("'yes'"), "{err}");
    }

    /// The pass flags and `--pass-pipeline` of a command line.
    fn pipeline_args(args: &[&str]) -> PipelineArgs {
        let argv = std::iter::once("rods-opt")
            .chain(args.iter().copied())
            .map(OsString::from);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        match parse_args(&Tool::rods_opt(), argv, &mut out, &mut err) {
            Ok(i) => i.opts.passes,
            Err(_) => panic!("{}", String::from_utf8_lossy(&err)),
        }
    }

    /// A pass given more than once runs each time, in command-line order, each with the
    /// options given after its `=`.
    #[test]
    fn repeated_passes_run_in_order() {
        let passes = pipeline_args(&[
            "--cse",
            "x.mlir",
            "--canonicalize=max-iterations=1 top-down=false",
            "-cse=",
            "--symbol-dce",
            "-canonicalize",
            "--cse",
        ])
        .passes;
        let passes: Vec<(&str, &str)> = passes
            .iter()
            .map(|(a, o)| (a.as_str(), o.as_str()))
            .collect();
        assert_eq!(
            passes,
            [
                ("cse", ""),
                ("canonicalize", "max-iterations=1 top-down=false"),
                ("cse", ""),
                ("symbol-dce", ""),
                ("canonicalize", ""),
                ("cse", ""),
            ]
        );
        let (code, _, err) = run_with(&["--canonicalize", "--canonicalize"], "module {}");
        assert_eq!(code, 0, "{err}");
        // A pass flag takes its options only after `=`: the next word is the input.
        let (code, _, err) = run_with(&["--cse", "top-down=false"], "");
        assert_eq!(code, 1);
        assert!(
            err.starts_with("cannot open input file 'top-down=false'"),
            "{err}"
        );
    }

    /// `--pass-pipeline`, `-p` and `--p`, with or without `=`; the last one counts.
    #[test]
    fn pass_pipeline_spellings() {
        let text = "builtin.module(cse)";
        for args in [
            &["--pass-pipeline", text][..],
            &["--pass-pipeline=builtin.module(cse)"],
            &["-pass-pipeline=builtin.module(cse)"],
            &["-p", text],
            &["-p=builtin.module(cse)"],
            &["--p=builtin.module(cse)"],
            &["-p", "any(cse)", "--pass-pipeline", text],
        ] {
            let given = pipeline_args(args);
            assert_eq!(given.pipeline.as_deref(), Some(text), "{args:?}");
            assert!(given.passes.is_empty());
        }
        assert!(pipeline_args(&[]).is_empty());
    }

    #[test]
    fn help_succeeds() {
        let (code, out, _) = run_with(&["--help"], "");
        assert_eq!(code, 0);
        assert!(out.contains("--split-input-file"), "{out}");
        assert!(out.contains("-p, --pass-pipeline <PIPELINE>"), "{out}");
        assert!(out.contains("max-iterations=N"), "{out}");
    }

    #[test]
    fn streamed_output_file_equals_stdout() {
        // Several chunks and more than one flush of the printer's 64 KiB buffer.
        let mut input = String::new();
        for chunk in 0..3 {
            if chunk > 0 {
                input.push_str("// -----\n");
            }
            for i in 0..3000 {
                input.push_str(&format!("\"test.op\"() {{n = {i} : i64}} : () -> ()\n"));
            }
        }
        let flags = ["--split-input-file", "--allow-unregistered-dialect"];
        let (code, stdout, _) = run_with(&flags, &input);
        assert_eq!(code, 0);
        assert!(stdout.len() > 3 * (1 << 16), "{}", stdout.len());
        let path =
            std::env::temp_dir().join(format!("rods-opt-stream-{}.mlir", std::process::id()));
        let path_str = path.to_str().unwrap_or_default().to_owned();
        let mut argv = flags.to_vec();
        argv.extend(["-o", &path_str]);
        let (code, _, err) = run_with(&argv, &input);
        assert_eq!((code, err.as_str()), (0, ""));
        let written = std::fs::read_to_string(&path).unwrap_or_default();
        let _ = std::fs::remove_file(&path);
        assert_eq!(written, stdout);
    }

    #[test]
    fn only_regular_output_files_are_removed_after_a_failure() {
        // A failed run removes its output only when it is a regular file: `/dev/null` (opened
        // here for reading, never removed) is not one.
        let path = std::env::temp_dir().join(format!("rods-opt-regular-{}", std::process::id()));
        let file = std::fs::File::create(&path);
        assert!(file.as_ref().is_ok_and(is_regular_file));
        drop(file);
        let _ = std::fs::remove_file(&path);
        if let Ok(null) = std::fs::File::open("/dev/null") {
            assert!(!is_regular_file(&null));
        }
    }

    #[test]
    fn mapped_and_read_inputs_agree() {
        // One file above the mapping threshold, one below; each run from the file and from
        // stdin, with an error at the end so that diagnostics read the mapped text too.
        for lines in [40_000, 100] {
            let mut input = String::new();
            for i in 0..lines {
                input.push_str(&format!(
                    "\"test.op\"() {{s = \"\\00{i:08}\"}} : () -> ()\n"
                ));
            }
            input.push_str("\"test.op\"() : () -> i32 {\n");
            assert_eq!(input.len() as u64 >= MAP_THRESHOLD, lines > 100);
            let path = std::env::temp_dir()
                .join(format!("rods-opt-map-{lines}-{}.mlir", std::process::id()));
            let path_str = path.to_str().unwrap_or_default().to_owned();
            let written = std::fs::write(&path, &input);
            let flags = ["--allow-unregistered-dialect"];
            let from_stdin = run_with(&flags, &input);
            let from_file = run_with(&[flags[0], &path_str], "");
            let _ = std::fs::remove_file(&path);
            assert!(written.is_ok());
            assert_eq!(from_stdin.0, 1);
            assert_eq!((from_file.0, &from_file.1), (from_stdin.0, &from_stdin.1));
            assert!(from_stdin.2.starts_with(&format!("<stdin>:{}:", lines + 1)));
            assert_eq!(from_file.2, from_stdin.2.replace("<stdin>", &path_str));
        }
    }

    /// Three functions of which two fail: the same diagnostics with and without threads (this
    /// input is too small for threads; the verifier's unit tests force them).
    #[test]
    fn disable_threading_gives_the_same_diagnostics() {
        let input = "func.func @a() {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n\
                     func.func @b() {\n  return\n}\n\
                     func.func @c() -> i64 {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n";
        let threaded = run_with(&[], input);
        let single = run_with(&["--mlir-disable-threading"], input);
        assert_eq!(threaded.0, 1);
        assert_eq!(threaded, single);
        assert_eq!(single.2.matches("error:").count(), 2, "{}", single.2);
        assert_eq!(run_with(&["-mlir-disable-threading", "-"], "").0, 0);
    }

    /// Enough functions for threads, three of them failing (a local verifier, dominance, a
    /// terminator against its function): the same diagnostics, in the same order, as with
    /// `--mlir-disable-threading`.
    #[test]
    fn threads_report_as_one_thread_does() {
        let mut input = String::new();
        for f in 0..40 {
            input.push_str(&format!("func.func @f{f}(%a: i32) -> i32 {{\n"));
            let mut last = "%a".to_string();
            for i in 0..40 {
                input.push_str(&format!("  %v{i} = arith.addi {last}, %a : i32\n"));
                last = format!("%v{i}");
            }
            match f {
                7 => input
                    .push_str("  %bad = \"arith.constant\"() <{value = 1 : i64}> : () -> i32\n"),
                19 => input.push_str(
                    "  %u = arith.addi %later, %a : i32\n  %later = arith.addi %a, %a : i32\n",
                ),
                33 => input.push_str("  %w = arith.extsi %a : i32 to i64\n  return %w : i64\n}\n"),
                _ => {}
            }
            if f != 33 {
                input.push_str(&format!("  return {last} : i32\n}}\n"));
            }
        }
        let threaded = run_with(&[], &input);
        let single = run_with(&["--mlir-disable-threading"], &input);
        assert_eq!(threaded, single);
        assert_eq!(single.0, 1);
        let errors: Vec<_> = single.2.lines().filter(|l| l.contains("error:")).collect();
        assert_eq!(errors.len(), 3, "{}", single.2);
        assert!(errors[0].contains("'arith.constant' op"), "{}", errors[0]);
        assert!(
            errors[1].contains("does not dominate this use"),
            "{}",
            errors[1]
        );
        assert!(
            errors[2].contains("doesn't match function result type"),
            "{}",
            errors[2]
        );
    }

    /// Enough ops for the verifier and the print's walks (names, aliases) to run side by side
    /// and share the walks: the same output as with `--mlir-disable-threading`, aliases and
    /// value names included, in both forms.
    #[test]
    fn threads_print_as_one_thread_does() {
        let mut input = String::from("#map = affine_map<(d0) -> (d0 + 1)>\n");
        for f in 0..30 {
            input.push_str(&format!("func.func @f{f}(%a: i32) -> i32 {{\n"));
            input.push_str("  %c = arith.constant 1 : i32\n");
            let mut last = "%a".to_string();
            for i in 0..80 {
                input.push_str(&format!(
                    "  %v{i} = arith.addi {last}, %c {{m = #map}} : i32\n"
                ));
                last = format!("%v{i}");
            }
            input.push_str(&format!("  return {last} : i32\n}}\n"));
        }
        for generic in [&[][..], &["--mlir-print-op-generic"][..]] {
            let threaded = run_with(generic, &input);
            let single = run_with(&[generic, &["--mlir-disable-threading"]].concat(), &input);
            assert_eq!(threaded, single);
            assert_eq!(threaded.0, 0, "{}", threaded.2);
            assert!(
                threaded.1.starts_with("#map = affine_map"),
                "{}",
                &threaded.1[..80]
            );
            assert!(threaded.1.contains("%c1_i32 = arith.constant") || generic.len() == 1);
        }
    }

    #[test]
    fn single_dash_long_flags() {
        let rods_opt = Tool::rods_opt();
        assert_eq!(
            normalize_arg(&rods_opt, "-split-input-file".into()),
            OsString::from("--split-input-file")
        );
        assert_eq!(normalize_arg(&rods_opt, "-o".into()), OsString::from("-o"));
        assert_eq!(normalize_arg(&rods_opt, "-".into()), OsString::from("-"));
        assert_eq!(
            normalize_arg(&rods_opt, "--verify-diagnostics".into()),
            OsString::from("--verify-diagnostics")
        );
    }

    /// LLVM's `cl` has no grouped short options: `-ofile` and `-pPIPELINE` are refused (clap
    /// would take them); `-p=…`, `-p …` and the long flag with one dash are not.
    #[test]
    fn short_options_take_no_attached_value() {
        for arg in ["-pbuiltin.module(cse)", "-oout.mlir"] {
            let (code, out, err) = run_with(&[arg, "-"], "");
            assert_eq!(code, 1, "{arg}");
            assert!(out.is_empty(), "{arg}");
            assert!(
                err.contains(&format!("unexpected argument '{arg}'")),
                "{err}"
            );
        }
        for args in [
            &["-p=builtin.module(cse)", "-"][..],
            &["-p", "builtin.module(cse)", "-"],
            &["-pass-pipeline=builtin.module(cse)", "-"],
            &["-o=-", "-"],
        ] {
            let (code, out, err) = run_with(args, "");
            assert_eq!(
                (code, out.as_str()),
                (0, "module {\n}\n\n"),
                "{args:?}: {err}"
            );
        }
    }

    /// A pass named `split-input-file`.
    struct Clashing;

    impl rods::pass::Pass for Clashing {
        fn argument(&self) -> &'static str {
            "split-input-file"
        }

        fn run(
            &self,
            _: &mut rods::ir::Ir,
            _: rods::ir::OpId,
        ) -> Result<(), Vec<rods::diag::Diagnostic>> {
            Ok(())
        }
    }

    /// A tool's pass cannot take the name of one of its flags: the run says so.
    #[test]
    fn a_pass_named_as_a_flag_is_refused() {
        let mut passes = PassRegistry::upstream();
        passes.register(PassInfo {
            argument: "split-input-file",
            summary: "",
            create: || Box::new(Clashing),
        });
        let tool = Tool::new("my-opt", Registry::new()).passes(passes);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = tool.run(
            ["my-opt", "--split-input-file"],
            &mut &b""[..],
            &mut out,
            &mut err,
        );
        assert_eq!(code, 1);
        assert_eq!(
            String::from_utf8_lossy(&err),
            "my-opt: the pass `split-input-file` cannot be offered: `--split-input-file` is one \
             of the tool's own options\n"
        );
        // Without it, the same tool runs.
        let tool = tool.passes(PassRegistry::upstream());
        let code = tool.run(
            ["my-opt", "--cse"],
            &mut &b"module {}"[..],
            &mut out,
            &mut err,
        );
        assert_eq!(code, 0);
    }
}
