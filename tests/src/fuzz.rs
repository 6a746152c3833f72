//! The properties the fuzz targets in `fuzz/` check, shared with
//! `tests/integration/fuzz_regressions.rs` so that every input a fuzzer once failed on is checked
//! against the same property in `cargo test`. Each `check_*` takes arbitrary bytes and returns the
//! violated property, if any; a panic inside is a finding too.

use bytes::Bytes;
use rods::diag::Diagnostic;
use rods::dialect::Registry;
use rods::ir::Module;
use rods::source::SourceFile;
use rods::syntax::parser::{
    ParseOptions, parse_attribute_source, parse_source, parse_source_reporting,
};
use rods::syntax::printer::{PrintOptions, print_attribute_to_bytes, print_module};
use rods::verify::verify;

thread_local! {
    /// `rods_dialects::registry()` (builtin, gpu, nvvm, rocdl), built once per thread.
    static REGISTRY: Registry = rods_dialects::registry();
    /// The same with LLVM 22's `gpu.binary`, `#gpu.object` and `#nvvm.target`.
    static LLVM22_REGISTRY: Registry = rods_dialects::registry_flavour(rods_dialects::GpuFlavour::Llvm22);
}

/// Runs `check` with the seed's registry, then, when `data` mentions `gpu` or `nvvm` (what the
/// two differ in), with LLVM 22's.
fn with_each_registry(
    data: &[u8],
    check: impl Fn(&Registry) -> Result<(), String>,
) -> Result<(), String> {
    REGISTRY.with(&check)?;
    if data.windows(4).any(|w| w == b"gpu." || w == b"nvvm") {
        LLVM22_REGISTRY
            .with(&check)
            .map_err(|e| format!("with --gpu-dialect=llvm22: {e}"))?;
    }
    Ok(())
}

/// Parse options of every fuzz target: `--allow-unregistered-dialect`.
const ALLOW_UNREGISTERED: ParseOptions = ParseOptions {
    allow_unregistered: true,
    disable_threading: false,
    parallel_min_bytes: None,
    release_input: None,
};

/// [`ALLOW_UNREGISTERED`] on one thread.
const ONE_THREAD: ParseOptions = ParseOptions {
    disable_threading: true,
    ..ALLOW_UNREGISTERED
};

/// [`ALLOW_UNREGISTERED`] with the first block of any input split between threads.
const SPLIT: ParseOptions = ParseOptions {
    parallel_min_bytes: Some(1),
    ..ALLOW_UNREGISTERED
};

/// Parsing on several threads gives the IR (to the ids) or the diagnostics one thread gives.
fn check_parallel_parse(registry: &Registry, src: &Bytes) -> Result<(), String> {
    let one = parse_shown(src, 0..src.len(), registry, false);
    let split = parse_shown(src, 0..src.len(), registry, true);
    if one != split {
        return Err(format!(
            "the parse on several threads differs from one thread's:\n--- one\n{one}\n--- several\n{split}"
        ));
    }
    Ok(())
}

/// The `Debug` of what parsing `text[range]` with `--allow-unregistered-dialect` gives (the
/// top op, the IR and the errors the parse went on after, or the diagnostics): on one thread,
/// or `split` at the first op boundary whatever the input's size.
pub fn parse_shown(
    text: &Bytes,
    range: std::ops::Range<usize>,
    registry: &Registry,
    split: bool,
) -> String {
    parse_shown_with(
        text,
        range,
        registry,
        if split { &SPLIT } else { &ONE_THREAD },
    )
}

/// [`parse_shown`] with options of the caller's.
pub fn parse_shown_with(
    text: &Bytes,
    range: std::ops::Range<usize>,
    registry: &Registry,
    opts: &ParseOptions,
) -> String {
    match parse_source_reporting(text, range, registry, opts) {
        Ok((m, reported)) => format!("{:?}\n{:?}\n{reported:?}", m.top, m.ir),
        Err(d) => format!("{d:?}"),
    }
}

/// The diagnostics as `rods-opt` renders them against `text`.
fn render(name: &str, text: &Bytes, diags: &[Diagnostic]) -> String {
    let src = SourceFile::new(name, text.clone());
    let mut out = Vec::new();
    for d in diags {
        src.render_bytes(d, &mut out);
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn print(module: &Module, generic: bool) -> Bytes {
    let mut out = Vec::new();
    print_module(
        module,
        &PrintOptions {
            generic,
            ..Default::default()
        },
        &mut out,
    );
    Bytes::from(out)
}

/// Printing on several threads gives the text one thread gives, in custom and generic form,
/// with and without locations (every block of two ops or more split among the machine's
/// threads: nothing is split where it runs one).
fn check_parallel_print(module: &Module) -> Result<(), String> {
    for (generic, debug_info) in [(false, false), (true, false), (false, true), (true, true)] {
        let one = PrintOptions {
            generic,
            debug_info,
            disable_threading: true,
            ..Default::default()
        };
        let split = PrintOptions {
            disable_threading: false,
            parallel_min_ops: Some(1),
            ..one.clone()
        };
        let (mut a, mut b) = (Vec::new(), Vec::new());
        print_module(module, &one, &mut a);
        print_module(module, &split, &mut b);
        if a != b {
            return Err(format!(
                "the print on several threads (generic: {generic}, debug info: {debug_info}) \
                 differs from one thread's:\n--- one\n{}\n--- several\n{}",
                String::from_utf8_lossy(&a),
                String::from_utf8_lossy(&b)
            ));
        }
    }
    Ok(())
}

/// Parses and verifies a module that rods printed; any diagnostic is a round-trip failure.
fn reparse(registry: &Registry, what: &str, printed: &Bytes) -> Result<Module, String> {
    let module =
        parse_source(printed, 0..printed.len(), registry, &ALLOW_UNREGISTERED).map_err(|d| {
            format!(
                "the {what} print does not parse:\n{}",
                render(what, printed, &d)
            )
        })?;
    verify(&module).map_err(|d| {
        format!(
            "the {what} print does not verify:\n{}",
            render(what, printed, &d)
        )
    })?;
    Ok(module)
}

fn expect_same(what: &str, first: &[u8], second: &[u8]) -> Result<(), String> {
    if first == second {
        return Ok(());
    }
    Err(format!(
        "{what} is not a fixed point:\n--- first\n{}\n--- second\n{}",
        String::from_utf8_lossy(first),
        String::from_utf8_lossy(second)
    ))
}

/// Whether a print holds what may not read back to itself: affine maps or sets, locations,
/// `f80` / `f128` values (one below `f64`'s range prints in decimal, which reads as `f64` and
/// rounds, as upstream's does), or `complex<i1>` elements (`(true,true)` reads back as
/// `(true,false)` in mlir-opt-22 too).
fn may_not_settle(printed: &[u8]) -> bool {
    [&b"affine_"[..], b"loc(", b"f80", b"f128", b"complex<i1>"]
        .iter()
        .any(|needle| holds(printed, needle))
}

/// Whether a custom print holds an empty type list that an upstream format prints but does not
/// read back, since a type list reads one type at least (`parseTypeList`): `gpu.create_dn_tensor
/// %m,  :  into memref<8xf32>` with no dims, `gpu.spmm` with no buffers, `gpu.spmm_buffer_size`
/// with no results; mlir-opt-22 reads none of them («expected non-function type»).
fn prints_empty_type_list(printed: &[u8]) -> bool {
    holds(printed, b":  into ")
}

/// Whether a print holds a sparse elements attribute whose indices print as a splat before a
/// list of values (`sparse<1, [1, 2]>`): upstream prints indices that are all the same
/// coordinate so (mlir-opt-22 prints the same text), and reads a splat as one index, which
/// does not match two values («expected shape …; inferred shape of indices literal …»).
fn prints_splat_sparse_indices(printed: &[u8]) -> bool {
    printed.windows(8).enumerate().any(|(i, w)| {
        w.starts_with(b"sparse<")
            && (w[7].is_ascii_digit() || w[7] == b'-')
            && printed[i + 7..]
                .iter()
                .position(|&c| c == b',')
                .and_then(|c| printed.get(i + 7 + c + 1..i + 7 + c + 3))
                == Some(&b" ["[..])
    })
}

/// Whether `printed` holds `needle` anywhere, its end included (an attribute alone ends in its
/// type: `… : f128`).
fn holds(printed: &[u8], needle: &[u8]) -> bool {
    printed.windows(needle.len()).any(|w| w == needle)
}

/// Some values print in a form that reads back to another one, as in MLIR: `f80` and `f128`
/// values outside `f64`'s range, affine expressions
/// (`d0 + -(d1 floordiv 2) - s0` reads as `d0 - d1 floordiv 2 - s0`), and locations that print
/// alike (a one-point range `"f":1:2 to :2` prints as `"f":1:2`, which reads as a file
/// location: two aliases, then one; mlir-opt-22 does the same). The module as it reads after
/// its print settles, which takes a few rounds at most; modules holding neither are returned as
/// they are.
fn settle(registry: &Registry, mut module: Module) -> Module {
    for _ in 0..4 {
        let printed = print(&module, false);
        if !may_not_settle(&printed) {
            break;
        }
        let Ok(again) = parse_source(&printed, 0..printed.len(), registry, &ALLOW_UNREGISTERED)
        else {
            break;
        };
        if print(&again, false) == printed {
            break;
        }
        module = again;
    }
    module
}

/// Target `roundtrip`: `data` → parse → verify → print. The parse on several threads must be
/// the parse on one, and so must the print. When the module parses (errors the parse went on
/// after included: `mlir-opt` prints such a module) and verifies, its custom and generic
/// prints must parse and verify again and print identically, and the generic print must come
/// back to the same custom print.
pub fn check_roundtrip(data: &[u8]) -> Result<(), String> {
    with_each_registry(data, |registry| {
        let src = Bytes::copy_from_slice(data);
        check_parallel_parse(registry, &src)?;
        let Ok((module, _)) =
            parse_source_reporting(&src, 0..src.len(), registry, &ALLOW_UNREGISTERED)
        else {
            return Ok(());
        };
        let module = settle(registry, module);
        check_parallel_print(&module)?;
        let custom = print(&module, false);
        let generic = print(&module, true);
        let verdict = verify(&module);
        let mut unchecked = module.clone();
        unchecked.ir.forget_early_checks();
        if verify(&unchecked) != verdict {
            return Err(format!(
                "the verifier answers differently without the parser's early checks: {verdict:?}"
            ));
        }
        if verdict.is_err() {
            // Invalid IR is printed too (as `see current operation` notes do); it only must
            // not panic.
            return Ok(());
        }
        let Some(again) = check_prints_read_back(registry, &custom, &generic)? else {
            return Ok(());
        };
        expect_same("custom print after generic", &custom, &print(&again, false))
    })
}

/// A verified module's custom print (`custom`) and generic print (`generic`) parse and print
/// the same again; gives the module the generic print reads as, or `None` for a print upstream
/// cannot read back either ([`prints_splat_sparse_indices`], not checked). A custom print
/// holding an empty type list ([`prints_empty_type_list`]) is not read back.
fn check_prints_read_back(
    registry: &Registry,
    custom: &Bytes,
    generic: &Bytes,
) -> Result<Option<Module>, String> {
    if prints_splat_sparse_indices(custom) {
        return Ok(None);
    }
    if !prints_empty_type_list(custom) {
        let again = reparse(registry, "custom", custom)?;
        expect_same("the custom print", custom, &print(&again, false))?;
    }
    let again = reparse(registry, "generic", generic)?;
    expect_same("the generic print", generic, &print(&again, true))?;
    Ok(Some(again))
}

/// The `rods-opt` flags the first byte of a `driver` input selects, one bit each.
pub fn driver_args(flags: u8) -> Vec<&'static str> {
    let mut args = Vec::new();
    for (bit, flag) in [
        "--split-input-file",
        "--verify-diagnostics",
        "--mlir-print-op-generic",
        "--allow-unregistered-dialect",
        "--mlir-print-debuginfo",
        "--mlir-print-local-scope",
        "--gpu-dialect=llvm22",
    ]
    .into_iter()
    .enumerate()
    {
        if flags & (1 << bit) != 0 {
            args.push(flag);
        }
    }
    args.push("-");
    args
}

/// Target `driver`: the first byte selects the flags ([`driver_args`]), the rest is stdin
/// of `rods_opt::run`. The exit status must be 0 or 1, and a failing run must say why on
/// stderr.
pub fn check_driver(data: &[u8]) -> Result<(), String> {
    let Some((&flags, input)) = data.split_first() else {
        return Ok(());
    };
    let args = driver_args(flags);
    let out = crate::run_rods(&args, input);
    match out.code {
        0 => Ok(()),
        1 if !out.stderr.is_empty() => Ok(()),
        1 => Err(format!(
            "`rods-opt {}` failed without a message",
            args.join(" ")
        )),
        code => Err(format!("`rods-opt {}` exited with {code}", args.join(" "))),
    }
}

/// The pipelines the first byte of a `passes` input selects (its low three bits), all of
/// passes that report no error of their own on valid IR but `symbol-dce`'s.
pub const PASS_PIPELINES: [&str; 8] = [
    "builtin.module(canonicalize)",
    "builtin.module(cse)",
    "builtin.module(canonicalize{top-down=false})",
    "builtin.module(cse,canonicalize,symbol-dce)",
    "builtin.module(strip-debuginfo,canonicalize{region-simplify=disabled})",
    "builtin.module(func.func(canonicalize,cse))",
    "builtin.module(canonicalize{max-iterations=1 max-num-rewrites=3},cse)",
    "any(symbol-dce,canonicalize)",
];

/// Target `passes`: the first byte selects a pipeline ([`PASS_PIPELINES`]), the rest is a
/// module. When the module parses and verifies, the pipeline must run on it without an error
/// (but `symbol-dce`'s own) and leave IR that verifies, whose custom and generic prints read
/// back to the same prints.
pub fn check_passes(data: &[u8]) -> Result<(), String> {
    let Some((&which, input)) = data.split_first() else {
        return Ok(());
    };
    let pipeline = PASS_PIPELINES[usize::from(which & 7)];
    with_each_registry(input, |registry| {
        let src = Bytes::copy_from_slice(input);
        let Ok(module) = parse_source(&src, 0..src.len(), registry, &ALLOW_UNREGISTERED) else {
            return Ok(());
        };
        let mut module = settle(registry, module);
        if verify(&module).is_err() {
            return Ok(());
        }
        let pm = rods::pass::PassManager::parse(pipeline)
            .map_err(|d| format!("{pipeline} does not parse: {d}"))?;
        if let Err(diags) = pm.run_on(&mut module) {
            let own = diags
                .iter()
                .all(|d| d.message.contains("symbol") && pipeline.contains("symbol-dce"));
            if diags.is_empty() || !own {
                let shown: Vec<String> = diags.iter().map(ToString::to_string).collect();
                return Err(format!("{pipeline} failed on valid IR: {shown:?}"));
            }
            return Ok(());
        }
        if let Err(e) = verify(&module) {
            return Err(format!("{pipeline} left IR that does not verify: {e:?}"));
        }
        let custom = print(&module, false);
        let generic = print(&module, true);
        check_prints_read_back(registry, &custom, &generic)
            .map(|_| ())
            .map_err(|e| format!("after {pipeline}: {e}"))
    })
}

/// Target `attribute`: `data` as one attribute. When it parses, its print must parse back
/// to an equal attribute that prints the same.
pub fn check_attribute(data: &[u8]) -> Result<(), String> {
    with_each_registry(data, |registry| {
        let src = Bytes::copy_from_slice(data);
        let Ok(mut attr) =
            parse_attribute_source(&src, 0..src.len(), registry, &ALLOW_UNREGISTERED)
        else {
            return Ok(());
        };
        // As `settle` does for modules.
        for _ in 0..4 {
            let printed = Bytes::from(print_attribute_to_bytes(&attr));
            match parse_attribute_source(&printed, 0..printed.len(), registry, &ALLOW_UNREGISTERED)
            {
                Ok(again) if again != attr && may_not_settle(&printed) => attr = again,
                _ => break,
            }
        }
        let printed = Bytes::from(print_attribute_to_bytes(&attr));
        if holds(&printed, b"->>") {
            // A dialect symbol ending in `-` (`!llv.32-`) right before the `>` that closes a
            // registered attribute's body: a body reads `->` as an arrow, so no print of it
            // reads back (mlir-opt-22's, `#gpu.kernel_metadata<"k", !llv<32->>`, neither).
            return Ok(());
        }
        let again =
            parse_attribute_source(&printed, 0..printed.len(), registry, &ALLOW_UNREGISTERED)
                .map_err(|d| {
                    format!(
                        "the printed attribute does not parse:\n{}",
                        render("print", &printed, &d)
                    )
                })?;
        // A distinct attribute is equal only to itself (MLIR's `DistinctAttr`: each parse
        // makes a new one), and a dense payload keeps the bits of its hex above the element
        // width (`dense<"0x0102"> : tensor<2xi9>` prints `dense<1>`, which stores `0x0100`;
        // upstream keeps the raw buffer too, and prints it back in hex past 100 elements):
        // attributes holding either compare by their print below.
        if again != attr && !holds(&printed, b"distinct[") && !holds(&printed, b"dense<") {
            return Err(format!(
                "the printed attribute `{}` parses to a different value:\n{attr:?}\n{again:?}",
                String::from_utf8_lossy(&printed)
            ));
        }
        expect_same(
            "the attribute print",
            &printed,
            &print_attribute_to_bytes(&again),
        )
    })
}
