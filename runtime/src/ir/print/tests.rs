//! Printer unit tests on hand-built IR; expected texts come from `mlir-opt-22`.

use super::*;
use crate::builtin::MODULE_OP;
use crate::ir::Uniqued;
use crate::ir::{
    BlockId, Location, NamedAttribute, OperationName, OperationState, RegionId, StringAttr, Value,
    thin_vec,
};

fn unreg(name: &str) -> OperationName {
    OperationName::unregistered(name)
}

/// A module with an empty body; returns it and its body block.
fn module() -> (Module, BlockId) {
    let mut ir = Ir::new();
    let r = ir.create_region();
    let b = ir.create_block(r, Location::Unknown);
    let mut st = OperationState::new(OperationName::registered(&MODULE_OP), Location::Unknown);
    st.regions.push(r);
    let top = ir.create_op(st);
    (Module::from_ir(ir, top), b)
}

fn op(ir: &mut Ir, block: BlockId, name: &str, operands: &[Value], results: &[Type]) -> OpId {
    let mut st = OperationState::new(unreg(name), Location::Unknown);
    st.operands = operands.into();
    st.result_types = results.to_vec();
    let id = ir.create_op(st);
    ir.append_op(block, id);
    id
}

fn print(m: &Module, generic: bool) -> String {
    let mut out = Vec::new();
    print_module(
        m,
        &PrintOptions {
            generic,
            ..Default::default()
        },
        &mut out,
    );
    String::from_utf8(out).unwrap_or_default()
}

#[test]
fn empty_module() {
    let (m, _) = module();
    assert_eq!(print(&m, false), "module {\n}\n\n");
    assert_eq!(
        print(&m, true),
        "\"builtin.module\"() ({\n^bb0:\n}) : () -> ()\n\n"
    );
}

#[test]
fn named_module_with_attributes() {
    let (mut m, _) = module();
    let top = m.top;
    m.ir.op_mut(top)
        .properties
        .insert(NamedAttribute::new("sym_name", Attribute::string("m")));
    m.ir.op_mut(top)
        .attributes
        .insert(NamedAttribute::new("x.y", Attribute::int(64, 1)));
    assert_eq!(
        print(&m, false),
        "module @m attributes {x.y = 1 : i64} {\n}\n\n"
    );
    assert_eq!(
        print(&m, true),
        "\"builtin.module\"() <{sym_name = \"m\"}> ({\n^bb0:\n}) {x.y = 1 : i64} : () -> ()\n\n"
    );
}

#[test]
fn generic_ops_regions_successors_and_numbering() {
    // mlir-opt-22 output for:
    // %0:2 = "d.op"() ({ ^bb0(%a: i32): "d.t"(%a)[^bb1] : (i32) -> () ^bb1: "d.u"() : () -> () }, {})
    //   {x = 1, b} : () -> (i32, f32)
    // "d.use"(%0#1, %0#0) <{p = "s"}> : (f32, i32) -> ()
    let (mut m, body) = module();
    let ir = &mut m.ir;
    let r1 = ir.create_region();
    let bb0 = ir.create_block(r1, Location::Unknown);
    let a = ir.add_block_argument(bb0, Type::i32());
    let bb1 = ir.create_block(r1, Location::Unknown);
    let t = op(ir, bb0, "d.t", &[a], &[]);
    ir.op_mut(t).successors_mut().push(bb1);
    op(ir, bb1, "d.u", &[], &[]);
    let r2 = ir.create_region();
    let mut st = OperationState::new(unreg("d.op"), Location::Unknown);
    st.regions = thin_vec![r1, r2];
    st.result_types = vec![Type::i32(), Type::Float(crate::ir::FloatKind::F32)];
    st.set_attribute("x", Attribute::int(64, 1));
    st.set_attribute("b", Attribute::Unit);
    let o = ir.create_op(st);
    ir.append_op(body, o);
    let res = ir.op(o).results.clone();
    let u = op(ir, body, "d.use", &[res[1], res[0]], &[]);
    ir.op_mut(u)
        .properties
        .insert(NamedAttribute::new("p", Attribute::string("s")));
    assert_eq!(
        print(&m, false),
        r#"module {
  %0:2 = "d.op"() ({
  ^bb0(%arg0: i32):
    "d.t"(%arg0)[^bb1] : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "d.u"() : () -> ()
  }, {
  }) {b, x = 1 : i64} : () -> (i32, f32)
  "d.use"(%0#1, %0#0) <{p = "s"}> : (f32, i32) -> ()
}

"#
    );
}

#[test]
fn numbering_across_regions_and_pred_comments() {
    // See the "nested numbering" probe: inner regions continue after the outer region's values,
    // sibling regions restart from the same point.
    let (mut m, body) = module();
    let ir = &mut m.ir;
    op(ir, body, "d.a", &[], &[Type::i32()]);
    let r1 = ir.create_region();
    let b = ir.create_block(r1, Location::Unknown);
    ir.add_block_argument(b, Type::i32());
    op(ir, b, "d.b", &[], &[Type::i32()]);
    let r2 = ir.create_region();
    let e = ir.create_block(r2, Location::Unknown);
    ir.add_block_argument(e, Type::i32());
    let x = ir.create_block(r2, Location::Unknown);
    ir.add_block_argument(x, Type::i32());
    let y = ir.create_block(r2, Location::Unknown);
    let br = op(ir, e, "d.br", &[], &[]);
    ir.op_mut(br).successors_mut().push(x);
    let br = op(ir, x, "d.br", &[], &[]);
    ir.op_mut(br).successors_mut().extend([x, x, y]);
    let dead = ir.create_block(r2, Location::Unknown);
    let br = op(ir, dead, "d.br", &[], &[]);
    ir.op_mut(br).successors_mut().push(y);
    let mut st = OperationState::new(unreg("d.r"), Location::Unknown);
    st.regions = thin_vec![r1, r2];
    let r = ir.create_op(st);
    ir.append_op(body, r);
    op(ir, body, "d.a", &[], &[Type::i32()]);
    assert_eq!(
        print(&m, false),
        r#"module {
  %0 = "d.a"() : () -> i32
  "d.r"() ({
  ^bb0(%arg0: i32):
    %2 = "d.b"() : () -> i32
  }, {
  ^bb0(%arg0: i32):
    "d.br"()[^bb1] : () -> ()
  ^bb1(%2: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
    "d.br"()[^bb1, ^bb1, ^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb3
  ^bb3:  // no predecessors
    "d.br"()[^bb2] : () -> ()
  }) : () -> ()
  %1 = "d.a"() : () -> i32
}

"#
    );
}

#[test]
fn attributes_and_types() {
    use crate::ir::{
        FloatAttr, FloatKind, IntegerAttr, OpaqueAttr, OpaqueType, Signedness, SymbolRefAttr,
    };
    let (mut m, body) = module();
    let ir = &mut m.ir;
    let f64t = Type::Float(FloatKind::F64);
    let fl = |v: f64, ty: &Type| Attribute::Float(FloatAttr::from_f64(ty.clone(), v));
    let mut st = OperationState::new(unreg("x.op"), Location::Unknown);
    st.set_attribute(
        "a",
        Attribute::array(vec![
            Attribute::int(64, 1),
            fl(0.5, &f64t),
            fl(f64::NAN, &f64t),
            Attribute::Unit,
        ]),
    );
    st.set_attribute("b", fl(2.0, &f64t));
    st.set_attribute(
        "c",
        Attribute::Integer(IntegerAttr::new(
            Type::Integer {
                width: 8,
                signedness: Signedness::Unsigned,
            },
            -1,
        )),
    );
    st.set_attribute("d", Attribute::Integer(IntegerAttr::new(Type::i1(), 1)));
    st.set_attribute("e", Attribute::Integer(IntegerAttr::new(Type::Index, -7)));
    st.set_attribute(
        "f",
        Attribute::SymbolRef(std::sync::Arc::new(SymbolRefAttr {
            root: "q".into(),
            nested: vec![StringAttr::from("x y")].into(),
        })),
    );
    st.set_attribute(
        "g",
        Attribute::Type(Type::function(
            vec![Type::i32()],
            vec![Type::function(vec![], vec![])],
        )),
    );
    st.set_attribute(
        "h",
        Attribute::Opaque(std::sync::Arc::new(OpaqueAttr {
            dialect: "foo".into(),
            body: "<bar>".into(),
            ty: Type::None,
        })),
    );
    st.set_attribute(
        "i",
        Attribute::Opaque(std::sync::Arc::new(OpaqueAttr {
            dialect: "foo".into(),
            body: "<\"x\">".into(),
            ty: Type::i32(),
        })),
    );
    st.set_attribute(
        "j",
        Attribute::Dictionary(crate::ir::DictionaryAttr::new(vec![
            NamedAttribute::new("z", Attribute::Bool(false)),
            NamedAttribute::new("with space", Attribute::string("q\"\n")),
        ])),
    );
    st.set_attribute(
        "k",
        Attribute::DenseArray(std::sync::Arc::new(crate::ir::DenseArrayAttr {
            element: Type::int(8),
            values: vec![0xFF, 127].into(),
        })),
    );
    st.set_attribute(
        "l",
        Attribute::DenseArray(std::sync::Arc::new(crate::ir::DenseArrayAttr {
            element: Type::int(64),
            values: Vec::new().into(),
        })),
    );
    st.set_attribute(
        "m",
        Attribute::Type(Type::Opaque(Uniqued::new(OpaqueType {
            dialect: "foo".into(),
            body: "a<b>".into(),
        }))),
    );
    st.set_attribute(
        "n",
        Attribute::DenseArray(std::sync::Arc::new(crate::ir::DenseArrayAttr {
            element: Type::Float(FloatKind::F32),
            values: vec![1.0f32.to_bits() as u64, 2.5f32.to_bits() as u64].into(),
        })),
    );
    let o = ir.create_op(st);
    ir.append_op(body, o);
    assert_eq!(
        print(&m, false),
        "module {\n  \"x.op\"() {a = [1, 5.000000e-01, 0x7FF8000000000000 : f64, unit], b = 2.000000e+00 : f64, \
c = 255 : ui8, d = true, e = -7 : index, f = @q::@\"x y\", g = (i32) -> (() -> ()), h = #foo.bar, i = #foo<\"x\"> : i32, \
j = {\"with space\" = \"q\\22\\0A\", z = false}, k = array<i8: -1, 127>, l = array<i64>, m = !foo.a<b>, \
n = array<f32: 1.000000e+00, 2.500000e+00>} : () -> ()\n}\n\n"
    );
}

#[test]
fn tuple_alias() {
    let (mut m, body) = module();
    let long = Type::Tuple(vec![Type::i32(); 17].into());
    let short = Type::Tuple(vec![Type::i32(); 16].into());
    op(&mut m.ir, body, "x.op", &[], &[long]);
    op(&mut m.ir, body, "x.op", &[], &[short]);
    let i32s = |n: usize| vec!["i32"; n].join(", ");
    assert_eq!(
        print(&m, true),
        format!(
            "!tuple = tuple<{}>\n\"builtin.module\"() ({{\n  %0 = \"x.op\"() : () -> !tuple\n  %1 = \"x.op\"() : () -> tuple<{}>\n}}) : () -> ()\n\n",
            i32s(17),
            i32s(16)
        )
    );
}

#[test]
fn generic_note_text_uses_local_scope() {
    let (mut m, body) = module();
    let ir = &mut m.ir;
    let v = op(ir, body, "d.v", &[], &[Type::i32()]);
    let v = ir.op(v).results[0];
    let r = ir.create_region();
    let b = ir.create_block(r, Location::Unknown);
    let a = ir.add_block_argument(b, Type::i32());
    op(ir, b, "d.c", &[v, a], &[]);
    let mut st = OperationState::new(unreg("d.b"), Location::Unknown);
    st.operands.push(v);
    st.regions.push(r);
    let o = ir.create_op(st);
    ir.append_op(body, o);
    assert_eq!(
        print_op_generic_to_string(ir, o),
        "\"d.b\"(%0) ({\n^bb0(%arg0: i32):\n  \"d.c\"(%0, %arg0) : (i32, i32) -> ()\n}) : (i32) -> ()"
    );
    // Inside an isolated op, outer values are unknown.
    let mut st = OperationState::new(OperationName::registered(&MODULE_OP), Location::Unknown);
    st.operands.push(v);
    let mo = ir.create_op(st);
    assert_eq!(
        print_op_generic_to_string(ir, mo),
        "\"builtin.module\"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()"
    );
}

/// Builds `regions` nested regions holding an op with an attribute `attrs` arrays deep, prints
/// it both ways in a 2 MiB thread (the default test-thread stack, debug build); returns the length.
fn print_deep(regions: usize, attrs: usize) -> usize {
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let (mut m, mut block) = module();
            for _ in 0..regions {
                let r = m.ir.create_region();
                let inner = m.ir.create_block(r, Location::Unknown);
                let mut st = OperationState::new(unreg("d.r"), Location::Unknown);
                st.regions.push(r);
                let o = m.ir.create_op(st);
                m.ir.append_op(block, o);
                block = inner;
            }
            let mut attr = Attribute::Unit;
            for _ in 0..attrs {
                attr = Attribute::array(vec![attr]);
            }
            let mut st = OperationState::new(unreg("d.leaf"), Location::Unknown);
            st.set_attribute("a", attr);
            let o = m.ir.create_op(st);
            m.ir.append_op(block, o);
            let text = print(&m, false);
            assert!(attrs == 0 || text.contains(&format!("{}unit]", "[".repeat(attrs))));
            text.len() + print(&m, true).len()
        });
    handle.ok().and_then(|h| h.join().ok()).unwrap_or(0)
}

#[test]
fn deep_regions_print_on_small_stack() {
    assert!(print_deep(1000, 0) > 1000);
}

#[test]
fn deep_attributes_print_on_small_stack() {
    assert!(print_deep(0, 1000) > 1000);
}

#[test]
fn deep_mixed_nesting_prints_on_small_stack() {
    assert!(print_deep(500, 500) > 1000);
}

/// An attribute, a type and a location as deep as the printer prints them
/// ([`MAX_PRINT_DEPTH`]) print in full within the stack a region level leaves
/// ([`crate::threads::ensure_sufficient_stack`]'s red zone) in a debug build, which their
/// print alone does not fit: each level moves to a fresh stack segment when this one runs
/// low. Deeper ones print the marker.
#[test]
fn values_as_deep_as_the_printer_prints_fit_a_region_level() {
    use crate::ir::LocationAttr;
    use std::sync::Arc;
    let handle = std::thread::Builder::new()
        .stack_size(crate::threads::RED_ZONE)
        .spawn(|| {
            let n = MAX_PRINT_DEPTH as usize;
            let mut attr = Attribute::Unit;
            let mut ty = Type::int(32);
            let mut loc = LocationAttr::Unknown;
            let mut printed = Vec::new();
            for level in 1..=n + 10 {
                attr = Attribute::array(vec![attr]);
                ty = Type::Tuple(Uniqued::new(vec![ty]));
                loc = LocationAttr::CallSite {
                    callee: Arc::new(loc),
                    caller: Arc::new(LocationAttr::Unknown),
                };
                if level == n - 10 || level == n + 10 {
                    let texts = [
                        print_attribute_to_bytes(&attr),
                        print_attribute_to_bytes(&Attribute::Type(ty.clone())),
                        print_attribute_to_bytes(&Attribute::Location(Arc::new(loc.clone()))),
                    ];
                    printed.push(
                        texts.map(|t| memchr::memmem::find(&t, b"<<NESTING TOO DEEP>>").is_some()),
                    );
                }
            }
            printed
        })
        .expect("a thread");
    let printed = handle.join().expect("no stack overflow");
    // Just under the limit, each prints in full; just over, each is cut short.
    assert_eq!(printed, [[false; 3], [true; 3]]);
}

/// Region with one entry block holding an `i32` argument and a `"x.v"` op; returns the block.
fn arg_region(ir: &mut Ir) -> (RegionId, BlockId) {
    let r = ir.create_region();
    let b = ir.create_block(r, Location::Unknown);
    ir.add_block_argument(b, Type::i32());
    op(ir, b, "x.v", &[], &[Type::i32()]);
    (r, b)
}

fn region_op(ir: &mut Ir, block: BlockId, name: &str, regions: Vec<RegionId>) {
    let mut st = OperationState::new(unreg(name), Location::Unknown);
    st.regions = regions.into();
    let o = ir.create_op(st);
    ir.append_op(block, o);
}

/// Corpus 83: generic form numbers with unique ids, last sibling region first.
#[test]
fn generic_numbering_is_unique_and_lifo() {
    let (mut m, body) = module();
    let ir = &mut m.ir;
    let (f, _) = arg_region(ir);
    region_op(ir, body, "x.first", vec![f]);
    let (s0, _) = arg_region(ir);
    let (s1, s1b) = arg_region(ir);
    let (n, _) = arg_region(ir);
    region_op(ir, s1b, "x.nested", vec![n]);
    region_op(ir, body, "x.second", vec![s0, s1]);
    op(ir, body, "x.top", &[], &[Type::i32()]);
    assert_eq!(
        print(&m, true),
        r#""builtin.module"() ({
  "x.first"() ({
  ^bb0(%arg3: i32):
    %4 = "x.v"() : () -> i32
  }) : () -> ()
  "x.second"() ({
  ^bb0(%arg2: i32):
    %3 = "x.v"() : () -> i32
  }, {
  ^bb0(%arg0: i32):
    %1 = "x.v"() : () -> i32
    "x.nested"() ({
    ^bb0(%arg1: i32):
      %2 = "x.v"() : () -> i32
    }) : () -> ()
  }) : () -> ()
  %0 = "x.top"() : () -> i32
}) : () -> ()

"#
    );
}

/// `OpState::printOpName` with MLIR's default-dialect stack: `builtin.` is dropped at the top and
/// directly inside a module (whose default dialect is builtin), not inside an unregistered op.
#[test]
fn builtin_prefix_depends_on_the_default_dialect() {
    let (mut m, body) = module();
    let nested_module = |ir: &mut Ir, block: BlockId| {
        let r = ir.create_region();
        let b = ir.create_block(r, Location::Unknown);
        let mut st = OperationState::new(OperationName::registered(&MODULE_OP), Location::Unknown);
        st.regions.push(r);
        let id = ir.create_op(st);
        ir.append_op(block, id);
        b
    };
    let r = m.ir.create_region();
    let b = m.ir.create_block(r, Location::Unknown);
    region_op(&mut m.ir, body, "x.op", vec![r]);
    let inner = nested_module(&mut m.ir, b);
    nested_module(&mut m.ir, inner);
    assert_eq!(
        print(&m, false),
        "module {\n  \"x.op\"() ({\n    builtin.module {\n      module {\n      }\n    }\n  }) : () -> ()\n}\n\n"
    );
}

/// `m` printed with `opts` on up to `threads` threads, every block of two ops or more split.
fn print_on(m: &Module, opts: &PrintOptions, threads: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let source = m
        .source
        .as_deref()
        .map(|s| s as &(dyn crate::ir::OffsetResolver + Sync));
    let threads = Threads {
        max: threads,
        min_ops: 1,
    };
    let _ = print_module_impl(m, opts, source, &mut out, None, threads);
    out
}

fn parse_unregistered(name: &str, text: &str) -> Module {
    let opts = crate::syntax::parser::ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let bytes = bytes::Bytes::copy_from_slice(text.as_bytes());
    crate::front::parse_buffer(name, bytes, &crate::dialect::Registry::new(), &opts)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The alias walk is skipped while the IR holds no value that may have an alias: each way of
/// giving one to IR parsed without any brings the walk, and the alias, back.
#[test]
fn aliased_values_given_after_the_parse_are_printed() {
    let map = "affine_map<(d0) -> (d0 + 1)>";
    let src = parse_unregistered(
        "src",
        &format!("\"x.src\"() {{m = {map}}} : () -> memref<4xf32, {map}>\n"),
    );
    fn first_op(m: &Module) -> (BlockId, OpId) {
        let body = m.ir.region(m.ir.op(m.top).regions()[0]).blocks[0];
        (body, m.ir.block(body).ops[0])
    }
    let (_, src_op) = first_op(&src);
    let attr = src
        .ir
        .attribute(src_op, "m")
        .cloned()
        .unwrap_or(Attribute::Unit);
    let memref = src.ir.value_type(src.ir.op(src_op).results[0]).clone();
    type Change = fn(&mut Module, Attribute, Type);
    let changes: [(&str, Change); 5] = [
        ("set_property", |m, a, _| {
            m.ir.set_property(m.top, "m", a);
        }),
        ("op_mut", |m, a, _| {
            let op = first_op(m).1;
            m.ir.op_mut(op).attributes.set("m", a);
        }),
        ("set_value_type", |m, _, t| {
            let v = m.ir.op(first_op(m).1).results[0];
            m.ir.set_value_type(v, t);
        }),
        ("add_block_argument", |m, _, t| {
            let body = first_op(m).0;
            m.ir.add_block_argument(body, t);
        }),
        ("create_op", |m, _, t| {
            let body = first_op(m).0;
            op(&mut m.ir, body, "x.new", &[], &[t]);
        }),
    ];
    for (how, change) in changes {
        let mut m = parse_unregistered("plain", "\"x.a\"() : () -> i32\n");
        assert!(!m.ir.may_hold_aliases());
        change(&mut m, attr.clone(), memref.clone());
        let text = print(&m, true);
        assert!(
            text.starts_with(&format!("#map = {map}\n")),
            "{how}:\n{text}"
        );
    }
    // However deep in the parsed attributes (past the depth the check follows, it assumes).
    for depth in [1, 3, 8] {
        let nested = format!("{}{map}{}", "[".repeat(depth), "]".repeat(depth));
        let m = parse_unregistered("deep", &format!("\"x.a\"() {{d = {nested}}} : () -> ()\n"));
        assert!(print(&m, true).starts_with("#map = "), "depth {depth}");
    }
}

/// Printing on several threads writes what one thread writes: every round-trip corpus input,
/// in custom and generic form, with and without locations, with and without local scope.
#[test]
fn threads_print_what_one_thread_prints() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/roundtrip");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty());
    let mut differ = Vec::new();
    for path in paths {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let opts = crate::syntax::parser::ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        };
        let bytes = bytes::Bytes::from(text);
        // Inputs the builtin registry alone cannot read are left out.
        let Ok(m) =
            crate::front::parse_buffer(&name, bytes, &crate::dialect::Registry::new(), &opts)
        else {
            continue;
        };
        for (generic, debug_info, local_scope) in [
            (false, false, false),
            (true, false, false),
            (false, true, false),
            (true, true, false),
            (false, true, true),
        ] {
            let opts = PrintOptions {
                generic,
                debug_info,
                local_scope,
                ..Default::default()
            };
            let one = print_on(&m, &opts, 1);
            for threads in [2, 3, 5] {
                if print_on(&m, &opts, threads) != one {
                    differ.push(format!("{name} {opts:?} on {threads} threads"));
                }
            }
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

/// Distinct attributes are numbered in printing order and resources listed in first-use order
/// on several threads too, with aliases and locations, in functions spread over the chunks.
#[test]
fn threads_keep_distinct_numbers_resources_and_aliases() {
    let mut text = String::new();
    for i in 0..24 {
        text.push_str(&format!(
            "\"x.func\"() ({{\n^bb0(%a: i32):\n  %0 = \"x.op\"(%a) {{d = distinct[{i}]<>, e = distinct[{}]<{i} : i32>, \
             m = affine_map<(d0) -> (d0 + {})>, t = tuple<i32, i32, i32, i32, i32, i32>}} : \
             (i32) -> i32 loc(\"f.mlir\":{i}:1)\n  \"x.use\"() {{r = dense_resource<blob{}> : \
             tensor<1xi8>}} : () -> () loc(fused[\"a\", \"b\"])\n  \"x.end\"(%0)[^bb1] : (i32) -> ()\n\
             ^bb1:\n  \"x.end\"() : () -> ()\n}}) : () -> ()\n",
            100 + i,
            i % 3,
            (23 - i) % 5,
        ));
    }
    text.push_str("{-#\n  dialect_resources: {\n    builtin: {\n");
    let blobs: Vec<String> = (0..5)
        .map(|k| format!("      blob{k}: \"0x040000000{k}\""))
        .collect();
    text.push_str(&blobs.join(",\n"));
    text.push_str("\n    }\n  }\n#-}\n");
    let m = parse_unregistered("f.mlir", &text);
    for (generic, debug_info) in [(false, false), (true, true), (false, true)] {
        let opts = PrintOptions {
            generic,
            debug_info,
            ..Default::default()
        };
        let one = print_on(&m, &opts, 1);
        let text = String::from_utf8_lossy(&one);
        // The aliased ones are numbered first, where their aliases are defined.
        assert!(text.contains("distinct[23]<23 : i32>"), "{text}");
        assert!(text.contains("distinct[47]<>"), "{text}");
        assert!(text.contains("blob4: \"0x0400000004\""), "{text}");
        for threads in [2, 4, 7] {
            assert_eq!(
                String::from_utf8_lossy(&print_on(&m, &opts, threads)),
                text,
                "{threads} threads, {opts:?}"
            );
        }
    }
}

/// Blobs larger than a streaming print's buffer (builtin and external, lengths that are not a
/// multiple of the pieces they are written in) stream as the whole text prints them, and their
/// digits are the data's.
#[test]
fn large_blobs_stream_as_printed_whole() {
    let data = |n: usize, seed: u8| -> Vec<u8> {
        (0..n)
            .map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed))
            .collect()
    };
    let hex = |bytes: &[u8]| -> String { bytes.iter().map(|b| format!("{b:02X}")).collect() };
    let (a, b, c) = (data(100_003, 1), data(FLUSH_AT / 2, 2), data(70_001, 3));
    let text = format!(
        "\"x.use\"() {{a = dense_resource<a> : tensor<100003xi8>, b = dense_resource<b> : \
         tensor<{}xi8>}} : () -> ()\n{{-#\n  dialect_resources: {{\n    builtin: {{\n      \
         a: \"0x08000000{}\",\n      b: \"0x01000000{}\"\n    }}\n  }},\n  \
         external_resources: {{\n    x: {{\n      c: \"0x10000000{}\"\n    }}\n  }}\n#-}}\n",
        b.len(),
        hex(&a),
        hex(&b),
        hex(&c)
    );
    let m = parse_unregistered("blobs.mlir", &text);
    let opts = PrintOptions::default();
    let mut whole = Vec::new();
    print_module(&m, &opts, &mut whole);
    let whole = String::from_utf8_lossy(&whole).into_owned();
    for blob in [
        format!("0x08000000{}\"", hex(&a)),
        format!("0x01000000{}\"", hex(&b)),
    ] {
        assert!(whole.contains(&blob), "{}", &whole[..200]);
    }
    assert!(whole.contains(&format!("c: \"0x10000000{}\"", hex(&c))));
    let (mut buf, mut sink) = (Vec::new(), Vec::new());
    let written = print_module_to(&m, &opts, None, &mut buf, &mut sink);
    assert!(written.is_ok(), "{written:?}");
    assert!(buf.is_empty());
    assert!(
        String::from_utf8_lossy(&sink) == whole,
        "streamed text differs"
    );
}

/// A module of 64 `x.fragile` ops (one chunk each when printed on two threads) that `print`
/// prints, and the message of the panic printing it on two threads raises, if it raises one.
fn print_fragile_on_two_threads(
    print: crate::ir::def::PrintOpFn,
) -> (Module, Option<&'static str>) {
    let def: &'static crate::ir::def::OpDef = Box::leak(Box::new(crate::ir::def::OpDef {
        name: "x.fragile",
        print: Some(print),
        ..crate::ir::def::OpDef::NONE
    }));
    let (mut m, b) = module();
    for _ in 0..64 {
        let id = m.ir.create_op(OperationState::new(
            OperationName::registered(def),
            Location::Unknown,
        ));
        m.ir.append_op(b, id);
    }
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        print_on(&m, &PrintOptions::default(), 2)
    }));
    let message = caught.err().and_then(|e| e.downcast_ref::<&str>().copied());
    (m, message)
}

/// Waits (at most 20 s) until `ready`. Helpers are unnamed threads; a test's thread is named
/// after the test.
fn wait_until(ready: impl Fn() -> bool) {
    let waited = std::time::Instant::now();
    while !ready() && waited.elapsed() < std::time::Duration::from_secs(20) {
        std::thread::yield_now();
    }
}

/// A custom printer that panics on a helper thread: the chunk that helper took is printed by
/// the calling thread instead of waited for, and the panic reaches the caller once the block
/// is printed (it did not wait forever).
#[test]
fn a_helper_that_panics_is_not_waited_for() {
    use std::sync::atomic::{AtomicBool, Ordering::SeqCst};
    static HELPER_PRINTED: AtomicBool = AtomicBool::new(false);
    fn print_on_main_only(_: &mut Printer<'_>, _: OpId) {
        if std::thread::current().name().is_none() {
            HELPER_PRINTED.store(true, SeqCst);
            panic!("printed on a helper");
        }
        // A helper takes a chunk, whatever the scheduling.
        wait_until(|| HELPER_PRINTED.load(SeqCst));
    }
    let (m, panic) = print_fragile_on_two_threads(print_on_main_only);
    assert_eq!(panic, Some("printed on a helper"));
    // The calling thread printed its chunks: on one thread, the whole text.
    let one = String::from_utf8_lossy(&print_on(&m, &PrintOptions::default(), 1)).into_owned();
    assert_eq!(
        one,
        format!("module {{\n{}}}\n\n", "  x.fragile\n".repeat(64))
    );
}

/// A custom printer that panics on the calling thread while a helper waits for room to print
/// further ahead: the helper is stopped, and the panic reaches the caller (nobody waits
/// forever).
#[test]
fn a_calling_thread_that_panics_does_not_leave_helpers_waiting() {
    use std::sync::atomic::{AtomicU32, Ordering::SeqCst};
    static HELPER_CHUNKS: AtomicU32 = AtomicU32::new(0);
    fn print_until_helpers_wait(_: &mut Printer<'_>, _: OpId) {
        if std::thread::current().name().is_none() {
            HELPER_CHUNKS.fetch_add(1, SeqCst);
            return;
        }
        // The helper prints the chunks the window allows ahead of the first, then waits.
        wait_until(|| HELPER_CHUNKS.load(SeqCst) >= 2);
        std::thread::sleep(std::time::Duration::from_millis(50));
        panic!("printed on the calling thread");
    }
    let (_, panic) = print_fragile_on_two_threads(print_until_helpers_wait);
    assert_eq!(panic, Some("printed on the calling thread"));
}

/// `disable_threading` and the default give the same text on a module large enough to be
/// printed on several threads.
#[test]
fn disable_threading_prints_the_same() {
    let mut text = String::new();
    for i in 0..1500 {
        text.push_str(&format!(
            "\"x.f\"() ({{\n  %0 = \"x.c\"() {{v = {i} : i32}} : () -> i32\n  \"x.r\"(%0) : (i32) -> ()\n}}) : () -> ()\n"
        ));
    }
    let m = parse_unregistered("big.mlir", &text);
    let print = |disable_threading| {
        let mut out = Vec::new();
        let opts = PrintOptions {
            disable_threading,
            ..Default::default()
        };
        print_module(&m, &opts, &mut out);
        out
    };
    assert_eq!(print(true), print(false));
}

#[test]
fn integers_of_one_word_print_as_their_apint() {
    use crate::ir::{ApInt, IntegerAttr, Signedness};
    let values: [i128; 9] = [
        0,
        1,
        -1,
        2,
        127,
        -128,
        255,
        i64::MAX as i128,
        i64::MIN as i128,
    ];
    for width in [2u32, 7, 8, 16, 31, 32, 33, 63, 64, 65, 128] {
        for signedness in [
            Signedness::Signless,
            Signedness::Signed,
            Signedness::Unsigned,
        ] {
            for v in values {
                let ap = ApInt::from_i128(width, v);
                let ty = Type::Integer { width, signedness };
                let attr = Attribute::Integer(IntegerAttr::from_ap(ty.clone(), ap.clone()));
                let mut want = Vec::new();
                num::write_apint(&mut want, &ap, signedness != Signedness::Unsigned);
                want.extend_from_slice(b" : ");
                want.extend_from_slice(type_to_string(&ty).as_bytes());
                assert_eq!(
                    String::from_utf8_lossy(&print_attribute_to_bytes(&attr)),
                    String::from_utf8_lossy(&want),
                    "{v} as {}",
                    type_to_string(&ty)
                );
            }
        }
    }
    let index = Attribute::Integer(IntegerAttr::new(Type::Index, -5));
    assert_eq!(print_attribute_to_bytes(&index), b"-5 : index");
}

/// `x.mapped`, registered by hand: one property `m` whose default is an affine map, which
/// prints as an alias (`#map`).
mod mapped {
    use std::borrow::Cow;

    use crate::ir::Attribute;
    use crate::ir::def::{AttrSpec, Dialect, OpDef};

    pub fn identity() -> &'static Attribute {
        static MAP: std::sync::OnceLock<Attribute> = std::sync::OnceLock::new();
        MAP.get_or_init(|| {
            let text = bytes::Bytes::from_static(b"affine_map<(d0) -> (d0)>");
            crate::syntax::parser::parse_attribute_source(
                &text,
                0..text.len(),
                &crate::dialect::Registry::default(),
                &Default::default(),
            )
            .unwrap_or_else(|d| panic!("{d:?}"))
        })
    }

    static SPECS: [AttrSpec; 1] = [AttrSpec {
        name: "m",
        required: false,
        satisfies: |_| true,
        satisfies_storage: |_| true,
        summary: || Cow::Borrowed("affine map"),
        invalid_value: |_| None,
        default: Some(identity),
        convert: None,
    }];

    pub static DEF: OpDef = OpDef {
        name: "x.mapped",
        inherent_attrs: &["m"],
        property_specs: &SPECS,
        ..OpDef::NONE
    };

    pub static X: Dialect = Dialect {
        name: "x",
        summary: "",
        description: "",
        dependents: &[],
        ops: &[&DEF],
        attrs: &[],
        types: &[],
        verify_operation_attribute: None,
        materialize_constant: None,
        verify_region_arg_attribute: None,
        verify_region_result_attribute: None,
        unknown_type_message: None,
        unknown_attr_message: None,
        parse_unknown_type: None,
    };
}

/// A registered op's property default that is not stored prints in the generic form, as MLIR
/// prints every property, and gets an alias when it is one (`#map`), as a stored value does;
/// whether the op was built (its definition checked as it is created) or parsed (the
/// registry's definitions checked once).
#[test]
fn defaults_not_stored_print_with_their_aliases() {
    let expected = "#map = affine_map<(d0) -> (d0)>\n\"builtin.module\"() ({\n  \"x.mapped\"() <{m = #map}> : () -> ()\n}) : () -> ()\n\n";
    let (mut m, b) = module();
    let id = m.ir.create_op(OperationState::new(
        OperationName::registered(&mapped::DEF),
        Location::Unknown,
    ));
    m.ir.append_op(b, id);
    assert!(m.ir.op(id).properties.is_empty());
    assert_eq!(m.ir.property(id, "m"), Some(mapped::identity()));
    assert_eq!(print(&m, true), expected);
    // The default written out is not stored either.
    m.ir.set_property(id, "m", mapped::identity().clone());
    assert!(m.ir.op(id).properties.is_empty());

    // The registry's answer is kept, and found again once a dialect is registered.
    let mut registry = crate::dialect::Registry::default();
    assert!(!registry.defaults_hold_aliases());
    registry.register(&mapped::X);
    assert!(registry.defaults_hold_aliases());
    for text in [
        "\"x.mapped\"() : () -> ()",
        "\"x.mapped\"() <{m = affine_map<(d0) -> (d0)>}> : () -> ()",
    ] {
        let buf = bytes::Bytes::from_static(text.as_bytes());
        let parsed =
            crate::syntax::parser::parse_source(&buf, 0..buf.len(), &registry, &Default::default())
                .unwrap_or_else(|d| panic!("{d:?}"));
        assert_eq!(print(&parsed, true), expected, "{text}");
    }
}

/// An op nested in a module is numbered in tables sized for the ids it holds, not for the
/// whole IR (a diagnostic's note prints its op this way, once per failure), and gets the
/// names it gets in the module's print.
#[test]
fn an_inner_op_is_numbered_in_tables_of_its_own_size() {
    let mut text = String::new();
    for i in 0..2000 {
        text.push_str(&format!("%v{i} = \"x.a\"() : () -> i32\n"));
    }
    text.push_str(concat!(
        "\"x.f\"() ({\n^bb0(%a: i32):\n",
        "  %0 = \"x.b\"(%a) : (i32) -> i32\n  \"x.c\"(%0) : (i32) -> ()\n}) : () -> ()\n",
    ));
    let m = parse_unregistered("inner", &text);
    let body = m.ir.region(m.ir.op(m.top).regions()[0]).blocks[0];
    let f = *m.ir.block(body).ops.last().unwrap_or(&m.top);
    let names = NameState::new(&m.ir, f, true, false);
    let inner = m.ir.region(m.ir.op(f).regions()[0]).blocks[0];
    let b = m.ir.block(inner).ops[0];
    assert_eq!(names.values.len(), 2);
    assert_eq!(names.value_code(m.ir.block(inner).args[0]), names::ARG);
    assert_eq!(names.value_code(m.ir.op(b).results[0]), 0);
    assert_eq!(
        names.value_code(m.ir.op(m.ir.block(body).ops[0]).results[0]),
        names::NONE
    );
    assert_eq!(names.block_index(inner), 0);
    let whole = NameState::new(&m.ir, m.top, true, false);
    assert_eq!(whole.values.len(), m.ir.num_values());
}
