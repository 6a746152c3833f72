//! The limits of `rods-opt`: every kind of nesting (arrays, dictionaries, dialect attributes,
//! types, locations, regions, modules, alias chains, affine expressions), integer literal size, and long symbols
//! and strings, each 100,000 deep or long, end in a clear error (or, for sizes rods accepts,
//! in a correct output) — never in a stack overflow, a panic or a hang. Everything runs in the
//! test's build (debug under `cargo test`) on a thread with the default 2 MiB stack.

use rods_tests::{
    first_difference, mlir_opt_available, on_small_stack, report_skipped, run_mlir_opt, run_rods,
};

const DEEP: usize = 100_000;
const NESTING: &str = "error: exceeded maximum nesting depth of 500";
const REGION_NESTING: &str = "error: exceeded maximum region nesting depth of 10000";

/// Runs `rods-opt --allow-unregistered-dialect` (plus `flags`) on `input` on a 2 MiB stack;
/// returns the exit status, stdout and stderr.
fn run(flags: &'static [&'static str], input: String) -> (i32, String, String) {
    let result = on_small_stack(move || {
        let mut args = vec!["--allow-unregistered-dialect"];
        args.extend_from_slice(flags);
        args.push("-");
        let out = run_rods(&args, input.as_bytes());
        (
            out.code,
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    });
    match result {
        Ok(r) => r,
        Err(panic) => panic!("rods-opt panicked or overflowed its stack: {panic}"),
    }
}

fn expect_error(what: &str, input: String, message: &str) {
    let (code, _, stderr) = run(&[], input);
    assert_eq!(code, 1, "{what}: exit status");
    let first = stderr.lines().next().unwrap_or("");
    assert!(
        first.contains(message),
        "{what}: expected `{message}`, got:\n{first}"
    );
}

/// `before`, `open` repeated, `inner`, `close` repeated, `after`.
fn deep(before: &str, open: &str, inner: &str, close: &str, after: &str) -> String {
    format!(
        "{before}{}{inner}{}{after}",
        open.repeat(DEEP),
        close.repeat(DEEP)
    )
}

/// `open` repeated, then `inner`, then `close` repeated, inside an attribute.
fn nested_attr(open: &str, inner: &str, close: &str) -> String {
    deep("\"x.op\"() {a = ", open, inner, close, "} : () -> ()\n")
}

#[test]
fn nested_attributes_are_bounded() {
    // One level a line in the registered ones and `distinct`, opening and closing: each of
    // their levels adds an error («failed to parse … parameter», «expected attribute») showing
    // its source line and a caret under its column (as mlir-opt-22 does), which on one line
    // of 100,000 levels would be hundreds of MB of diagnostics (written one at a time:
    // `cascading_reports_are_written_one_at_a_time`).
    for (what, open, inner, close) in [
        ("arrays", "[", "1", "]"),
        ("dictionaries", "{a = ", "1", "}"),
        ("type attributes", "tuple<", "i32", ">"),
        (
            "select_object handlers",
            "#gpu.select_object<\n",
            "1",
            ">\n",
        ),
        ("gpu objects", "#gpu.object<\n", "#nvvm.target", ", \"\">\n"),
        ("nvvm flags", "#nvvm.target<flags = {a = \n", "1", "}>\n"),
        ("distinct attributes", "distinct[0]<\n", "1", ">\n"),
        ("fused location metadata", "loc(fused<", "1", ">[unknown])"),
    ] {
        expect_error(what, nested_attr(open, inner, close), NESTING);
    }
    let names = deep(
        "\"x.op\"() {a = loc(",
        "\"n\"(",
        "\"f\":1:1",
        ")",
        ")} : () -> ()\n",
    );
    expect_error("location attributes", names, NESTING);
}

/// A parse error deep in nested attributes is reported once per level, each report showing
/// its whole source line and a caret line (as mlir-opt-22 prints them): `rods-opt` writes
/// them one at a time and never holds them all (500 reports of a 1 MB line are 1 GB).
#[test]
fn cascading_reports_are_written_one_at_a_time() {
    let levels = 600;
    let input = format!(
        "\"x.op\"() {{a = {}1{}}} : () -> ()\n",
        "distinct[0]<".repeat(levels),
        ">".repeat(levels)
    );
    let result = on_small_stack(move || {
        let mut sink = Tally::default();
        let args = ["rods-opt", "--allow-unregistered-dialect", "-"];
        let code = rods_opt::run(args, &mut input.as_bytes(), &mut Vec::new(), &mut sink);
        (code, sink.bytes, sink.largest, input.len())
    });
    let (code, total, largest, line) = result.expect("no panic");
    assert_eq!(code, 1);
    // The nesting error and an «expected attribute» for each level above it, each with the
    // line.
    assert!(total > 500 * line, "{total}");
    assert!(largest < 3 * line, "{largest}");
}

/// Unregistered dialect attributes and types keep their body as text, scanned without
/// recursion: any depth is fine, and prints back unchanged.
#[test]
fn nested_opaque_dialect_symbols_are_text() {
    let input = nested_attr("#x.y<", "1", ">");
    let (code, stdout, stderr) = run(&[], input);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains(&format!(
        "#x.y<{}1{}",
        "#x.y<".repeat(DEEP - 1),
        ">".repeat(DEEP)
    )));
    let input = format!(
        "\"x.op\"() : () -> !x.t<{}>\n",
        "<".repeat(DEEP) + &">".repeat(DEEP)
    );
    let (code, _, stderr) = run(&[], input);
    assert_eq!(code, 0, "{stderr}");
}

#[test]
fn nested_types_are_bounded() {
    for (what, open, close) in [
        ("tuples", "tuple<", ">"),
        ("complex", "complex<", ">"),
        ("vectors", "vector<2x", ">"),
        ("function types", "(", ") -> ()"),
    ] {
        let input = format!(
            "\"x.op\"() : () -> ({}i32{})\n",
            open.repeat(DEEP),
            close.repeat(DEEP)
        );
        let (code, _, stderr) = run(&[], input);
        assert_eq!(code, 1, "{what}");
        assert!(stderr.contains("error: "), "{what}: {stderr}");
    }
    let input = deep("\"x.op\"() : () -> ", "tuple<", "i32", ">", "\n");
    expect_error("tuples", input, NESTING);
}

/// Distinct attributes and locations nested as deep as the parser allows print (with their
/// aliases) and read back.
#[test]
fn deep_distinct_attributes_and_locations_round_trip() {
    let depth = 150;
    let mut distinct = String::new();
    for i in 0..depth {
        distinct.push_str(&format!("distinct[{i}]<"));
    }
    let locs = "callsite(".repeat(depth);
    for input in [
        format!(
            "\"x.op\"() {{a = {distinct}1{}}} : () -> ()\n",
            ">".repeat(depth)
        ),
        format!(
            "\"x.op\"() {{a = loc({locs}unknown{})}} : () -> ()\n",
            " at \"g\":2:2)".repeat(depth)
        ),
    ] {
        let (code, first, stderr) = run(&[], input);
        assert_eq!(code, 0, "{stderr}");
        let (code, second, stderr) = run(&[], first.clone());
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(first, second);
    }
}

/// A large resource blob round-trips, printed from the shared bytes.
#[test]
fn large_resource_blobs_round_trip() {
    let data: String = (0..1_000_000u32)
        .map(|i| format!("{:02X}", i % 251))
        .collect();
    let input = format!(
        "\"x.op\"() {{a = dense_resource<big> : tensor<1000000xi8>}} : () -> ()\n\
         {{-# dialect_resources: {{ builtin: {{ big: \"0x10000000{data}\" }} }} #-}}\n"
    );
    let (code, stdout, stderr) = run(&[], input);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains(&format!("      big: \"0x10000000{data}\"\n")));
}

#[test]
fn nested_locations_are_bounded() {
    for (what, open, close) in [
        ("callsite locations", "callsite(", " at \"g\":2:2)"),
        ("fused locations", "fused[", "]"),
    ] {
        let input = deep(
            "\"x.op\"() : () -> () loc(",
            open,
            "\"f\":1:1",
            close,
            ")\n",
        );
        expect_error(what, input, NESTING);
    }
}

#[test]
fn nested_regions_and_modules_are_bounded() {
    let input = "\"x.r\"() ({\n".repeat(DEEP) + &"}) : () -> ()\n".repeat(DEEP);
    expect_error("regions", input, REGION_NESTING);
    let input = "module {\n".repeat(DEEP) + &"}\n".repeat(DEEP);
    expect_error("modules", input, REGION_NESTING);
    let input = "gpu.binary @b <#gpu.select_object<".to_owned()
        + &"[".repeat(DEEP)
        + "1"
        + &"]".repeat(DEEP)
        + ">> [#gpu.object<#nvvm.target, \"\">]\n";
    expect_error("gpu.binary handler", input, NESTING);
}

#[test]
fn alias_chains_are_bounded() {
    let mut input = String::from("#a0 = [1]\n");
    for i in 1..DEEP {
        input.push_str(&format!("#a{i} = [#a{}]\n", i - 1));
    }
    input.push_str(&format!("\"x.op\"() {{a = #a{}}} : () -> ()\n", DEEP - 1));
    expect_error("attribute aliases", input, NESTING);
    let mut input = String::from("!t0 = tuple<i32>\n");
    for i in 1..DEEP {
        input.push_str(&format!("!t{i} = tuple<!t{}>\n", i - 1));
    }
    expect_error("type aliases", input, NESTING);
}

/// A sum of N terms is an affine expression tree N deep: longer chains than 500 are an error
/// (mlir-opt-22 overflows its stack at some 30,000), and so are parentheses and negations
/// nested deeper than 500. The deepest expression accepted prints back, simplifies (a
/// `floordiv` over the whole sum walks it) and reads back on the small stack, inside deeply
/// nested attributes.
#[test]
fn affine_expressions_are_bounded() {
    const AFFINE: &str = "error: affine expression exceeds the maximum depth of 500";
    let map =
        |body: String| format!("\"x.op\"() {{a = affine_map<(d0)[s0] -> ({body})>}} : () -> ()\n");
    let sum = |n: usize| ["d0", "s0"].repeat(n / 2).join(" + ");
    expect_error("a long sum", map(sum(DEEP)), AFFINE);
    expect_error("a long product", map(vec!["s0"; DEEP].join(" * ")), AFFINE);
    expect_error(
        "a long set",
        format!(
            "\"x.op\"() {{a = affine_set<(d0)[s0] : ({} >= 0)>}} : () -> ()\n",
            sum(DEEP)
        ),
        AFFINE,
    );
    expect_error(
        "parentheses",
        map(format!("{}d0{}", "(".repeat(DEEP), ")".repeat(DEEP))),
        NESTING,
    );
    expect_error("negations", map(format!("{}d0", "-".repeat(DEEP))), NESTING);
    let doubled = ["d0 * 2", "s0 * 2"].repeat(249).join(" + ");
    let deepest = format!("({doubled}) floordiv 2, {}", sum(500));
    let input = format!(
        "\"x.op\"() {{a = {}affine_map<(d0)[s0] -> ({deepest})>{}}} : () -> ()\n",
        "[".repeat(400),
        "]".repeat(400)
    );
    let (code, stdout, stderr) = run(&[], input);
    assert_eq!(code, 0, "{}", &stderr[..stderr.len().min(300)]);
    let (code, again, _) = run(&[], stdout.clone());
    assert_eq!(code, 0);
    assert_eq!(stdout, again);
}

#[test]
fn integer_literals_are_bounded() {
    for digits in [100_000, 2_000_000] {
        let input = format!(
            "\"x.op\"() {{a = 1{} : i16777215}} : () -> ()\n",
            "0".repeat(digits)
        );
        expect_error(
            "a huge integer",
            input,
            "error: integer literal exceeds the limit of 65536 bits",
        );
    }
    // Narrower types report MLIR's own error, as fast.
    let input = format!(
        "\"x.op\"() {{a = {} : i64}} : () -> ()\n",
        "9".repeat(2_000_000)
    );
    expect_error(
        "a huge i64",
        input,
        "error: integer constant out of range for attribute",
    );
}

/// Symbols and strings have no limit below the 4 GiB input limit: a 1 MiB symbol, string and
/// gpu payload print back unchanged (rods keeps them as slices of the input).
#[test]
fn long_symbols_and_strings_round_trip() {
    let long = "x".repeat(1 << 20);
    let input = format!(
        "module @{long} {{\n  \"x.op\"() {{s = \"{long}\", r = @{long}::@{long}}} : () -> ()\n  gpu.binary @{long} [#gpu.object<#nvvm.target<chip = \"{long}\">, \"{long}\">]\n}}\n"
    );
    let (code, stdout, stderr) = run(&[], input.clone());
    assert_eq!(code, 0, "{}", &stderr[..stderr.len().min(300)]);
    let (code, again, _) = run(&[], stdout.clone());
    assert_eq!(code, 0);
    assert_eq!(stdout, again);
    assert!(stdout.matches(&long).count() >= 7);
}

#[test]
fn too_large_input_is_an_error() {
    assert_eq!(
        rods::syntax::parser::check_input_size(u32::MAX as usize + 1),
        Err("input of 4294967296 bytes exceeds the limit of 4294967295 bytes".to_owned())
    );
    assert_eq!(
        rods::syntax::parser::check_input_size(u32::MAX as usize),
        Ok(())
    );
}

/// IR built by hand (not parsed) may nest deeper than the parser allows: the printer stops
/// an attribute at 1100 levels with a marker, prints regions at any depth, and the verifier
/// walks iteratively — neither overflows a 2 MiB stack in a debug build.
#[test]
fn hand_built_deep_ir_prints_and_verifies() {
    use rods::ir::{
        Attribute, Ir, Location, Module, NamedAttribute, OperationName, OperationState,
    };
    use rods::syntax::printer::{PrintOptions, print_attribute_to_bytes, print_module_to};
    const LEVELS: usize = rods::syntax::parser::MAX_REGION_DEPTH as usize + 10;
    let result = on_small_stack(|| {
        let mut attr = Attribute::Unit;
        for _ in 0..5000 {
            attr = Attribute::array(vec![attr]);
        }
        let printed = print_attribute_to_bytes(&attr);
        assert!(String::from_utf8_lossy(&printed).contains("<<NESTING TOO DEEP>>"));

        let mut ir = Ir::new();
        let top_region = ir.create_region();
        let mut block = ir.create_block(top_region, Location::Unknown);
        let mut st = OperationState::new(
            OperationName::registered(&rods::builtin::MODULE_OP),
            Location::Unknown,
        );
        st.regions.push(top_region);
        let top = ir.create_op(st);
        for level in 0..LEVELS {
            let r = ir.create_region();
            let inner = ir.create_block(r, Location::Unknown);
            let mut st = OperationState::new(OperationName::unregistered("x.r"), Location::Unknown);
            st.regions.push(r);
            if level + 1 == LEVELS {
                st.attributes.push(NamedAttribute::new("a", attr.clone()));
            }
            let op = ir.create_op(st);
            ir.append_op(block, op);
            block = inner;
        }
        let module = Module::from_ir(ir, top);
        let verified = rods::verify::verify(&module);
        let opts = PrintOptions {
            generic: true,
            ..Default::default()
        };
        // The text is quadratic in the depth (indentation): count it rather than keep it.
        let mut sink = Tally::default();
        let printed = print_module_to(&module, &opts, None, &mut Vec::new(), &mut sink);
        (verified.is_ok(), printed.is_ok(), sink)
    });
    match result {
        Ok((verified, printed, sink)) => {
            assert!(verified, "deep unregistered regions verify");
            assert!(printed, "the print is written");
            // The module and each level open and close a region on lines of their own, the
            // innermost block is empty (`^bb0:`), and a blank line ends the print.
            assert_eq!(sink.lines, 2 * (LEVELS + 1) + 2, "every level is printed");
            assert_eq!(sink.markers, 1, "only the attribute is cut short");
        }
        Err(panic) => panic!("{panic}"),
    }
}

/// A sink that keeps counts of what is written to it rather than the text: bytes, the largest
/// single write, lines, and `<<NESTING TOO DEEP>>` markers.
#[derive(Default)]
struct Tally {
    bytes: usize,
    largest: usize,
    lines: usize,
    markers: usize,
}

impl std::io::Write for Tally {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.bytes += buf.len();
        self.largest = self.largest.max(buf.len());
        self.lines += memchr::memchr_iter(b'\n', buf).count();
        self.markers += memchr::memmem::find_iter(buf, b"<<NESTING TOO DEEP>>").count();
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A function whose body nests `depth` regions as mlir-opt-22 prints them (indented when
/// `indent`): alternately a generic `x.op` whose entry block's argument the ops within use
/// with a value from the top, and an `scf.if` adding to the index computed a level up; at the
/// bottom an op with an attribute nested 490 deep.
fn region_nest(depth: usize, indent: bool) -> String {
    let mut s = String::from("module {\n");
    let line = |s: &mut String, level: usize, text: &str| {
        if indent {
            s.push_str(&"  ".repeat(level));
        }
        s.push_str(text);
        s.push('\n');
    };
    line(&mut s, 1, "func.func @f(%arg0: index, %arg1: i1) {");
    line(&mut s, 2, "%0 = \"x.def\"() : () -> i32");
    let (mut index, mut results, mut args) = ("%arg0".to_owned(), 0, 1);
    for level in 0..depth {
        let at = level + 2;
        if level % 2 == 0 {
            args += 1;
            line(&mut s, at, "\"x.op\"() ({");
            line(&mut s, at, &format!("^bb0(%arg{args}: i32):"));
            line(
                &mut s,
                at + 1,
                &format!("\"x.use\"(%0, %arg{args}) : (i32, i32) -> ()"),
            );
        } else {
            results += 1;
            line(&mut s, at, "scf.if %arg1 {");
            let add = format!("%{results} = arith.addi {index}, %arg0 : index");
            line(&mut s, at + 1, &add);
            index = format!("%{results}");
        }
    }
    // At the bottom, an attribute nested nearly as deep as the parser allows.
    let deep = format!("{}1{}", "[".repeat(490), "]".repeat(490));
    line(
        &mut s,
        depth + 2,
        &format!("\"x.deep\"() {{a = {deep}}} : () -> ()"),
    );
    for level in (0..depth).rev() {
        line(
            &mut s,
            level + 2,
            if level % 2 == 0 { "}) : () -> ()" } else { "}" },
        );
    }
    line(&mut s, 2, "return");
    line(&mut s, 1, "}");
    s.push_str("}\n");
    s
}

/// Regions nested as deep as mlir-opt-22 reads them (it overflows its stack at some 2,070
/// levels of generic ops) print back unchanged, on one thread or more, on a 2 MiB stack; and
/// each flag that walks, prints or rewrites the IR another way takes them. (A debug build
/// takes more than 1 KiB of stack a level in each recursion: one not on a fresh stack
/// segment when it runs low would overflow.)
#[test]
fn deep_region_nests_round_trip() {
    let input = region_nest(2_000, true);
    // Both tools end the print with a blank line.
    let expected = format!("{input}\n");
    for flags in [&[][..], &["--mlir-disable-threading"]] {
        let (code, stdout, stderr) = run(flags, input.clone());
        assert_eq!((code, stderr.as_str()), (0, ""), "{flags:?}");
        assert!(
            stdout == expected,
            "{flags:?}: {:?}",
            first_difference(expected.as_bytes(), stdout.as_bytes())
        );
    }
    let modules = "module {\n".repeat(2_000) + &"}\n".repeat(2_000);
    for (flags, input) in [
        (&["--mlir-print-op-generic"][..], &input),
        (
            &["--mlir-print-debuginfo", "--mlir-print-local-scope"],
            &input,
        ),
        (&["--canonicalize", "--cse", "--strip-debuginfo"], &input),
        (&["--split-input-file", "--verify-diagnostics"], &input),
        (&[], &modules),
        (
            &["--mlir-print-op-generic", "--mlir-disable-threading"],
            &modules,
        ),
        (
            &["--symbol-dce", "--cse", "--mlir-disable-threading"],
            &modules,
        ),
        (&["--symbol-dce", "--canonicalize"], &modules),
    ] {
        let (code, _, stderr) = run(flags, input.clone());
        assert_eq!((code, stderr.as_str()), (0, ""), "{flags:?}");
    }
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let path = std::env::temp_dir().join(format!("rods-region-nest-{}.mlir", std::process::id()));
    std::fs::write(&path, &input).expect("temporary file");
    let out = run_mlir_opt(&["--allow-unregistered-dialect", &path.to_string_lossy()]);
    let _ = std::fs::remove_file(&path);
    let out = out.expect("mlir-opt-22 runs");
    assert_eq!(out.code, 0, "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        out.stdout == expected.as_bytes(),
        "mlir-opt-22 prints the nest as written: {:?}",
        first_difference(expected.as_bytes(), &out.stdout)
    );
}

/// A nest at the parser's region limit, through the library on a 2 MiB stack: parsed,
/// verified (dominance across every level) and walked every way; a level more is an error.
/// (`hand_built_deep_ir_prints_and_verifies` prints deeper still.)
#[test]
fn region_nests_at_the_limit() {
    use rods::ir::{WalkOrder, WalkResult};
    use rods::syntax::parser::ParseOptions;
    // The module's and the function's regions count.
    let depth = rods::syntax::parser::MAX_REGION_DEPTH as usize - 2;
    let result = on_small_stack(move || {
        let registry = rods_dialects::registry();
        let opts = ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        };
        let parse = |depth| {
            let text = bytes::Bytes::from(region_nest(depth, false));
            rods::parse_buffer("nest", text, &registry, &opts)
        };
        let mut module = parse(depth).map_err(|e| e.to_string())?;
        module.verify().map_err(|e| e.to_string())?;
        let ir = &module.ir;
        let mut ops = [0; 2];
        for (n, order) in ops
            .iter_mut()
            .zip([WalkOrder::PreOrder, WalkOrder::PostOrder])
        {
            ir.walk(module.top, order, |_| {
                *n += 1;
                WalkResult::Advance
            });
        }
        let mut blocks = 0;
        ir.walk_blocks(module.top, WalkOrder::PostOrder, |_| {
            blocks += 1;
            WalkResult::Advance
        });
        let mut regions = 0;
        ir.walk_regions(module.top, WalkOrder::PreOrder, |_| {
            regions += 1;
            WalkResult::Advance
        });
        let mut edited = 0;
        module
            .ir
            .walk_mut(module.top, WalkOrder::PostOrder, |_, _| {
                edited += 1;
                WalkResult::Advance
            });
        let deeper = parse(depth + 1).map(|_| ());
        Ok::<_, String>((
            ops,
            blocks,
            regions,
            edited,
            deeper.map_err(|e| e.to_string()),
        ))
    });
    let (ops, blocks, regions, edited, deeper) = match result {
        Ok(Ok(r)) => r,
        Ok(Err(e)) => panic!("{e}"),
        Err(panic) => panic!("{panic}"),
    };
    // module, func, x.def, return, x.deep, and per level its op and the op using it (and
    // the `scf.if`s' implicit `scf.yield`s).
    let total = 5 + 2 * depth + depth / 2;
    assert_eq!(ops, [total; 2]);
    // An `scf.if`'s second region (`else`) is empty.
    let regions_expected = depth + 2 + depth / 2;
    assert_eq!(
        (blocks, regions, edited),
        (depth + 2, regions_expected, total)
    );
    let deeper = deeper.expect_err("a level more");
    assert!(deeper.contains(&REGION_NESTING[7..]), "{deeper}");
}

/// A registered attribute parsed once from a short spelling is reused for a repeat of the
/// spelling (`Parser::dialect_attr_cache` and its most recent entries): a repeat hits the
/// nesting limit at exactly the depth where parsing it afresh does.
#[test]
fn reused_attributes_count_their_nesting() {
    const TARGET: &str = "#nvvm.target<flags = {a = [[1]]}>";
    let errors_at = |earlier: &str, depth: usize| {
        let input = format!(
            "\"x.op\"() {{c = [{earlier}], a = {}{TARGET}{}}} : () -> ()\n",
            "[".repeat(depth),
            "]".repeat(depth)
        );
        let (code, _, stderr) = run(&[], input);
        assert!(code == 0 || stderr.contains(NESTING), "{stderr}");
        code != 0
    };
    let fresh: Vec<bool> = (490..=500)
        .map(|d| errors_at("#nvvm.target<flags = {b = [[1]]}>", d))
        .collect();
    assert!(
        fresh.first() == Some(&false) && fresh.last() == Some(&true),
        "the limit is not within the depths tried: {fresh:?}"
    );
    let reused: Vec<bool> = (490..=500).map(|d| errors_at(TARGET, d)).collect();
    assert_eq!(reused, fresh);
}

/// Dense elements: a splat of a huge shape is one element (no allocation per element), a
/// nesting of 100,000 lists ends at the nesting limit, a literal whose payload would exceed
/// `MAX_DENSE_PAYLOAD_BYTES` is refused before allocating, and a 1 MiB hex payload round-trips.
#[test]
fn dense_elements_are_bounded() {
    let input = "\"x.op\"() {a = dense<1> : tensor<1000000000000x1000000000000xi8>} : () -> ()\n";
    let (code, stdout, stderr) = run(&[], input.to_owned());
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("dense<1> : tensor<1000000000000x1000000000000xi8>"));

    let input = deep(
        "\"x.op\"() {a = dense<",
        "[",
        "1",
        "]",
        "> : tensor<1xi8>} : () -> ()\n",
    );
    expect_error("nested dense lists", input, NESTING);

    let ones = vec!["1"; 200].join(", ");
    let input = format!("\"x.op\"() {{a = dense<[{ones}]> : tensor<200xi16777215>}} : () -> ()\n");
    expect_error(
        "a dense payload of 400 MiB",
        input,
        "error: dense elements payload exceeds the limit of 268435456 bytes",
    );

    let hex: String = (0..(1 << 20)).map(|i| format!("{:02X}", i % 251)).collect();
    let input = format!("\"x.op\"() {{a = dense<\"0x{hex}\"> : tensor<1048576xi8>}} : () -> ()\n");
    let (code, stdout, stderr) = run(&[], input);
    assert_eq!(code, 0, "{}", &stderr[..stderr.len().min(300)]);
    assert!(stdout.contains(&hex));
    let (code, again, _) = run(&[], stdout.clone());
    assert_eq!(code, 0);
    assert_eq!(stdout, again);
}
