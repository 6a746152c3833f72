//! Unit tests of the parser: the IR it builds, MLIR's diagnostics (checked against the
//! mlir-opt-22 corpus in `tests/corpus`), robustness (deep nesting, huge literals, arbitrary
//! bytes never panic).
#![allow(clippy::unwrap_used)]

use bytes::Bytes;

use super::{ParseOptions, parse_source};
use crate::diag::Diagnostic;
use crate::dialect::Registry;
use crate::ir::{
    ApInt, Attribute, BlockId, Ir, Location, LocationAttr, Module, OpId, StringAttr, Type,
};

fn parse_with(src: &str, allow: bool) -> Result<Module, Vec<Diagnostic>> {
    let b = Bytes::copy_from_slice(src.as_bytes());
    parse_source(
        &b,
        0..b.len(),
        &Registry::new(),
        &ParseOptions {
            allow_unregistered: allow,
            ..Default::default()
        },
    )
}

fn parse(src: &str) -> Module {
    match parse_with(src, true) {
        Ok(m) => m,
        Err(d) => panic!("parse failed: {d:?}\n{}", &src[..src.len().min(200)]),
    }
}

fn line_col(src: &[u8], off: u32) -> (usize, usize) {
    let off = (off as usize).min(src.len());
    let before = &src[..off];
    let line = before.iter().filter(|&&c| c == b'\n').count() + 1;
    let col = off
        - before
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |i| i + 1)
        + 1;
    (line, col)
}

/// The first error as `L:C: message`.
fn err_with(src: &str, allow: bool) -> String {
    match parse_with(src, allow) {
        Ok(_) => panic!("expected an error:\n{}", &src[..src.len().min(200)]),
        Err(d) => {
            let d = &d[0];
            match d.loc {
                Location::Offset(o) => {
                    let (l, c) = line_col(src.as_bytes(), o);
                    format!("{l}:{c}: {}", d.message)
                }
                _ => format!("?: {}", d.message),
            }
        }
    }
}

fn err(src: &str) -> String {
    err_with(src, true)
}

/// The first block of `op`'s first region.
fn first_block(ir: &Ir, op: OpId) -> BlockId {
    ir.region(ir.op(op).regions()[0]).blocks[0]
}

fn first_op_attrs(m: &Module) -> Vec<(String, Attribute)> {
    let body = first_block(&m.ir, m.top);
    let op = m.ir.block(body).ops[0];
    m.ir.op(op)
        .attributes
        .iter()
        .map(|a| (a.name.as_str().unwrap().to_string(), a.value.clone()))
        .collect()
}

fn attr(src_attr: &str) -> Attribute {
    let m = parse(&format!("\"x.op\"() {{a = {src_attr}}} : () -> ()"));
    first_op_attrs(&m).remove(0).1
}

#[test]
fn implicit_and_explicit_module() {
    let m = parse("\"x.a\"() : () -> ()\n\"x.b\"() : () -> ()");
    assert_eq!(m.ir.op(m.top).name.as_str(), "builtin.module");
    let body = first_block(&m.ir, m.top);
    assert_eq!(m.ir.block(body).ops.len(), 2);

    let m = parse("// c\nmodule @only attributes {x.y = 1} {\n}");
    assert_eq!(
        m.ir.property(m.top, "sym_name"),
        Some(&Attribute::string("only"))
    );
    assert!(m.ir.attribute(m.top, "x.y").is_some());
    assert_eq!(m.ir.region(m.ir.op(m.top).regions()[0]).blocks.len(), 1);

    // Two modules: wrapped.
    let m = parse("module @a {}\nmodule @b {}");
    let body = first_block(&m.ir, m.top);
    assert_eq!(m.ir.block(body).ops.len(), 2);

    // Empty file: an empty implicit module with one block.
    let m = parse("");
    assert_eq!(m.ir.region(m.ir.op(m.top).regions()[0]).blocks.len(), 1);
}

#[test]
fn inherent_attributes_move_to_properties() {
    let m = parse("\"builtin.module\"() ({\n^bb0:\n}) {sym_name = \"a\", x.k = 1} : () -> ()");
    assert_eq!(
        m.ir.property(m.top, "sym_name"),
        Some(&Attribute::string("a"))
    );
    assert!(m.ir.attribute(m.top, "sym_name").is_none());
    // `<{…}>` wins over the attr-dict; unknown property names are dropped.
    let m = parse(
        "\"builtin.module\"() <{sym_name = \"a\", foo = 1}> ({\n^bb0:\n}) {sym_name = \"b\"} : () -> ()",
    );
    assert_eq!(
        m.ir.property(m.top, "sym_name"),
        Some(&Attribute::string("a"))
    );
    assert!(m.ir.property(m.top, "foo").is_none());
    assert!(m.ir.attribute(m.top, "sym_name").is_none());
    // Custom form: the attr-dict overrides the formatted symbol.
    let m = parse("module @a attributes {sym_name = \"x\"} {}");
    assert_eq!(
        m.ir.property(m.top, "sym_name"),
        Some(&Attribute::string("x"))
    );
    // Unregistered ops keep both.
    let m = parse("\"x.op\"() <{foo = \"a\"}> {foo = 1} : () -> ()");
    let body = first_block(&m.ir, m.top);
    let op = m.ir.block(body).ops[0];
    assert!(m.ir.property(op, "foo").is_some() && m.ir.attribute(op, "foo").is_some());
}

#[test]
fn ssa_values_and_forward_references() {
    let m = parse(
        "%x:2 = \"x.a\"() : () -> (i32, f32)\n%y = \"x.b\"(%x#1, %x#0, %x) : (f32, i32, i32) -> i64\n\"x.g\"() ({\n  \"x.use\"(%1) : (i32) -> ()\n  %1 = \"x.def\"() : () -> i32\n}) : () -> ()",
    );
    let body = first_block(&m.ir, m.top);
    let ops = &m.ir.block(body).ops;
    let a = m.ir.op(ops[0]);
    let b = m.ir.op(ops[1]);
    assert_eq!(b.operands, vec![a.results[1], a.results[0], a.results[0]]);
    let g = m.ir.op(ops[2]);
    let inner = m.ir.region(g.regions()[0]).blocks[0];
    let inner_ops = &m.ir.block(inner).ops;
    assert_eq!(
        m.ir.op(inner_ops[0]).operands[0],
        m.ir.op(inner_ops[1]).results[0]
    );

    assert_eq!(
        err("\"x.op\"(%b) : (i32) -> ()"),
        "1:8: use of undeclared SSA value name"
    );
    assert_eq!(
        err("%a = \"x.op\"() : () -> i32\n%a = \"x.op\"() : () -> i32"),
        "2:1: redefinition of SSA value '%a'"
    );
    assert_eq!(
        err("\"x.op\"(%b) : (i32) -> ()\n\"x.op\"(%b) : (i64) -> ()\n%b = \"x.op\"() : () -> i32"),
        "2:8: use of value '%b' expects different type than prior uses: 'i64' vs 'i32'"
    );
    assert_eq!(
        err("%a:2 = \"x.op\"() : () -> i32"),
        "1:1: operation defines 1 results but was provided 2 to bind"
    );
    assert_eq!(
        err("\"x.op\"(%b) : () -> ()"),
        "1:14: expected 1 operand type\0 but had 0"
    );
}

#[test]
fn blocks_and_successors() {
    let m = parse(
        "\"x.op\"() ({\n^bb0(%a: i32 loc(\"f\":1:2), %b: f32):\n  \"x.br\"(%a)[^bb2] : (i32) -> ()\n^bb1:\n  \"x.ret\"() : () -> ()\n^bb2:\n  \"x.br\"()[^bb1] : () -> ()\n}) : () -> ()",
    );
    let body = first_block(&m.ir, m.top);
    let op = m.ir.block(body).ops[0];
    let blocks = &m.ir.region(m.ir.op(op).regions()[0]).blocks;
    assert_eq!(blocks.len(), 3);
    assert_eq!(m.ir.block(blocks[0]).args.len(), 2);
    let br = m.ir.block(blocks[0]).ops[0];
    assert_eq!(m.ir.op(br).successors(), vec![blocks[2]]);
    assert_eq!(
        err("\"x.op\"() ({\n  \"x.br\"()[^nope] : () -> ()\n}) : () -> ()"),
        "2:12: reference to an undefined block"
    );
    assert_eq!(
        err(
            "\"x.op\"() ({\n^bb0:\n  \"x.r\"() : () -> ()\n^bb0:\n  \"x.r\"() : () -> ()\n}) : () -> ()"
        ),
        "4:1: redefinition of block '^bb0'"
    );
}

#[test]
fn locations() {
    let m = parse(
        "\"x.a\"() : () -> () loc(\"file.mlir\":3:4)\n\"x.b\"() : () -> () loc(unknown)\n\"x.c\"() : () -> () loc(#l)\n\"x.d\"() : () -> () loc(\"n\"(\"f\":5:6))\n  \"x.e\"() : () -> ()\n#l = loc(\"g\":1:1)",
    );
    let body = first_block(&m.ir, m.top);
    let ops = &m.ir.block(body).ops;
    let file = |file: &str, line, col| Location::file_line_col(file, line, col);
    let kept = |i: usize| match &*m.ir.op_loc(ops[i]) {
        Location::Attr(l) => LocationAttr::clone(l),
        other => panic!("op {i}: {other:?} is not kept whole"),
    };
    // Kept whole; diagnostics show the file location inside.
    assert!(matches!(
        kept(0),
        LocationAttr::FileLineCol {
            line: 3,
            col: 4,
            ..
        }
    ));
    assert_eq!(*m.ir.op_loc(ops[0]).shown(), file("file.mlir", 3, 4));
    assert_eq!(kept(1), LocationAttr::Unknown);
    assert_eq!(*m.ir.op_loc(ops[1]).shown(), Location::Unknown);
    // An alias defined after its use.
    assert_eq!(*m.ir.op_loc(ops[2]).shown(), file("g", 1, 1));
    assert!(matches!(kept(3), LocationAttr::Name { .. }));
    assert_eq!(*m.ir.op_loc(ops[3]).shown(), file("f", 5, 6));
    // Without `loc(…)`: the offset of the op's first token; the implicit module: the buffer.
    let text_offset = m.ir.op_loc(ops[4]).into_owned();
    assert!(matches!(text_offset, Location::Offset(o) if o > 0));
    assert_eq!(*m.ir.op_loc(m.top), Location::BufferStart);
}

#[test]
fn block_argument_locations() {
    let m = parse(
        "\"x.a\"() ({\n^bb0(%a: i32 loc(\"x\":1:2), %b: i32, %c: i32 loc(#l)):\n  \"x.r\"() : () -> ()\n}) : () -> ()\n#l = loc(\"g\":1:1)",
    );
    let body = first_block(&m.ir, m.top);
    let op = m.ir.block(body).ops[0];
    let entry = m.ir.region(m.ir.op(op).regions()[0]).blocks[0];
    let args = &m.ir.block(entry).args;
    assert!(matches!(m.ir.arg_loc(args[0]), Location::Attr(_)));
    // Without `loc(…)`: where its name is (line 2, column 28: byte 38 of the text).
    assert_eq!(*m.ir.arg_loc(args[1]), Location::Offset(38));
    assert_eq!(
        *m.ir.arg_loc(args[2]).shown(),
        Location::file_line_col("g", 1, 1)
    );
}

#[test]
fn locations_that_print_alike_stay_different() {
    // MLIR's FileLineColRange keeps how many numbers it was given: a line alone is not
    // `line:0`, a one-line range written with its end line is not the short form, a range
    // ending where it starts is not the point (each has its own alias; mlir-opt-22's output).
    let m = parse(
        "\"x.a\"() {a = loc(\"f\":38), b = loc(\"f\":38:0), c = loc(\"f\":1:2 to :9), d = loc(\"f\":1:2 to 1:9), e = loc(\"f\":1:2), f = loc(\"f\":1:2 to 1:2)} : () -> ()",
    );
    let mut out = Vec::new();
    crate::ir::print::print_module(&m, &Default::default(), &mut out);
    assert_eq!(
        String::from_utf8_lossy(&out),
        "#loc = loc(\"f\":38:0)\n#loc1 = loc(\"f\":38:0)\n#loc2 = loc(\"f\":1:2 to :9)\n\
         #loc3 = loc(\"f\":1:2 to :9)\n#loc4 = loc(\"f\":1:2)\n#loc5 = loc(\"f\":1:2)\n\
         module {\n  \"x.a\"() {a = #loc, b = #loc1, c = #loc2, d = #loc3, e = #loc4, f = #loc5} \
         : () -> ()\n}\n\n"
    );
    // A fused location nested with the same metadata is taken as it is, its lone `unknown`
    // included.
    let fused = attr("loc(fused<\"m\">[\"n\", fused<\"m\">[unknown], unknown])");
    assert_eq!(
        String::from_utf8_lossy(&crate::ir::print::print_attribute_to_bytes(&fused)),
        "loc(fused<\"m\">[\"n\", unknown])"
    );
}

#[test]
fn integer_attributes() {
    assert_eq!(attr("7"), Attribute::int(64, 7));
    assert_eq!(attr("-1 : i8"), Attribute::int(8, -1));
    assert_eq!(attr("true"), Attribute::Bool(true));
    let Attribute::Integer(i) = attr("0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i128") else {
        panic!()
    };
    assert_eq!(
        i.value(),
        ApInt::Small {
            width: 128,
            bits: u128::MAX
        }
    );
    let Attribute::Integer(i) = attr("1 : i1024") else {
        panic!()
    };
    assert!(matches!(i.value(), ApInt::Big { width: 1024, .. }));
    assert_eq!(
        err("\"x.op\"() {a = 256 : i8} : () -> ()"),
        "1:15: integer constant out of range for attribute"
    );
    assert_eq!(
        err("\"x.op\"() {a = -1 : ui8} : () -> ()"),
        "1:16: negative integer literal not valid for unsigned integer type"
    );
    assert_eq!(
        err("\"x.op\"() {a = 1 : none} : () -> ()"),
        "1:15: integer literal not valid for specified type"
    );
    assert_eq!(
        err("\"x.op\"() {a = 1 : f32} : () -> ()"),
        "1:15: unexpected decimal integer literal for a floating point value"
    );
    // A 100,000-digit literal is rejected quickly.
    let big = format!("\"x.op\"() {{a = {}}} : () -> ()", "9".repeat(100_000));
    let t = std::time::Instant::now();
    assert_eq!(
        err(&big),
        "1:15: integer constant out of range for attribute"
    );
    assert!(t.elapsed().as_secs() < 2);
}

#[test]
fn float_attributes() {
    let Attribute::Float(f) = attr("0x7FC00000 : f32") else {
        panic!()
    };
    assert!(f.value().is_nan());
    let Attribute::Float(f) = attr("0.1 : f32") else {
        panic!()
    };
    assert_eq!(f.value(), 0.1f32 as f64);
    let Attribute::Float(f) = attr("-2.5") else {
        panic!()
    };
    assert_eq!(f.value(), -2.5);
    assert_eq!(
        err("\"x.op\"() {a = 1.0 : i32} : () -> ()"),
        "1:24: floating point value not valid for specified type"
    );
    assert_eq!(
        err("\"x.op\"() {a = 0x1FFFFFFFF : f32} : () -> ()"),
        "1:15: hexadecimal float constant out of range for type"
    );
}

#[test]
fn string_attributes_zero_copy_and_escapes() {
    let src = Bytes::from_static(
        b"\"x.op\"() {a = \"plain text\", b = \"q\\\"\\\\\\n\\t\\0A\\ff\"} : () -> ()",
    );
    let m = parse_source(
        &src,
        0..src.len(),
        &Registry::new(),
        &ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        },
    )
    .unwrap();
    let attrs = first_op_attrs(&m);
    let Attribute::String(a) = &attrs[0].1 else {
        panic!()
    };
    assert_eq!(a.as_bytes(), b"plain text");
    let range = src.as_ptr() as usize..src.as_ptr() as usize + src.len();
    assert!(
        range.contains(&(a.as_bytes().as_ptr() as usize)),
        "no copy for a string without escapes"
    );
    let Attribute::String(b) = &attrs[1].1 else {
        panic!()
    };
    assert_eq!(b.as_bytes(), b"q\"\\\n\t\n\xff");
}

#[test]
fn aggregate_attributes() {
    assert_eq!(attr("[1, [], \"s\"]").as_array().unwrap().len(), 3);
    let Attribute::Dictionary(d) = attr("{z = 1, a, \"q r\" = 2}") else {
        panic!()
    };
    assert_eq!(
        d.entries()
            .iter()
            .map(|e| e.name.as_str().unwrap())
            .collect::<Vec<_>>(),
        vec!["a", "q r", "z"]
    );
    assert_eq!(d.get("a"), Some(&Attribute::Unit));
    let Attribute::SymbolRef(s) = attr("@a::@\"b c\"::@d") else {
        panic!()
    };
    assert_eq!(s.root.as_str(), Some("a"));
    assert_eq!(s.nested.len(), 2);
    let Attribute::DenseArray(d) = attr("array<i8: -1, 127>") else {
        panic!()
    };
    assert_eq!(&d.values[..], &[0xFF, 127]);
    // `index` has no bit width (mlir-opt-22 aborts on it; later MLIR rejects it so).
    assert_eq!(
        err("\"x.op\"() {a = array<index: 1, 2>} : () -> ()"),
        "1:21: expected integer or float type, got: 'index'"
    );
    assert_eq!(
        err("\"x.op\"() {a = array<index>} : () -> ()"),
        "1:21: expected integer or float type, got: 'index'"
    );
    assert!(matches!(
        attr("i32"),
        Attribute::Type(Type::Integer { width: 32, .. })
    ));
    assert_eq!(
        err("\"x.op\"() {a = 1, a = 2} : () -> ()"),
        "1:18: duplicate key 'a' in dictionary attribute"
    );
    assert_eq!(
        err("\"x.op\"() {a = [1 2]} : () -> ()"),
        "1:17: expected ',' or ']'"
    );
    assert_eq!(
        err("\"x.op\"() {a = @a::b} : () -> ()"),
        "1:19: expected nested symbol reference identifier"
    );
}

#[test]
fn typed_strings_order_agrees_with_equality() {
    // Two strings typed with tensors that differ only in their encoding are unequal, so their
    // order must not call them equal (the types are ordered by their full printed form).
    let string = |src: &str| attr(src).as_string().cloned().unwrap();
    let a = string("\"x\" : tensor<2xi8, \"enc1\">");
    let b = string("\"x\" : tensor<2xi8, \"enc2\">");
    assert_ne!(a, b);
    assert_eq!(a.cmp(&b), std::cmp::Ordering::Less);
    assert_eq!(b.cmp(&a), std::cmp::Ordering::Greater);
    assert_eq!(a.cmp(&a.clone()), std::cmp::Ordering::Equal);
    assert_eq!(
        crate::ir::print::type_to_string(a.ty().unwrap()),
        "tensor<2xi8, \"enc1\">"
    );
}

#[test]
fn typed_string_and_opaque_attributes() {
    // `"x" : none` is the plain string; any other type is kept.
    assert_eq!(attr("\"x\" : none"), Attribute::string("x"));
    assert_eq!(
        attr("\"x\" : i32"),
        Attribute::typed_string("x", Type::i32())
    );
    // As MLIR's `StringAttr`, the type is part of the string: equality, hashing and order
    // tell `"x" : i32` from `"x"` and from `"x" : i64`; the bytes are the same.
    let typed = attr("\"x\" : i32").as_string().cloned().unwrap();
    assert_eq!(
        (typed.as_bytes(), typed.ty()),
        (&b"x"[..], Some(&Type::i32()))
    );
    let plain = StringAttr::from("x");
    let other = StringAttr::typed("x", Type::int(64));
    assert!(typed != plain && typed != other && plain.ty().is_none());
    assert_eq!(typed.clone().without_type(), plain);
    assert_eq!(StringAttr::typed(typed.clone(), Type::None), plain);
    let mut sorted = vec![typed.clone(), other.clone(), plain.clone()];
    sorted.sort();
    assert_eq!(sorted, vec![plain.clone(), typed.clone(), other.clone()]);
    let set: std::collections::HashSet<StringAttr> =
        [typed.clone(), other, plain, typed].into_iter().collect();
    assert_eq!(set.len(), 3);
    let Attribute::Opaque(o) = attr("#foo.bar<1> : i32") else {
        panic!()
    };
    assert_eq!((&*o.body, &o.ty), ("bar<1>", &Type::i32()));
    let Attribute::Opaque(o) = attr("#foo.bar<1>") else {
        panic!()
    };
    assert_eq!(o.ty, Type::None);
    assert_eq!(
        err_with(
            "\"builtin.module\"() ({}) {a = #foo<bar<1>> : i32} : () -> ()",
            false
        ),
        "1:30: #\"foo\"<\"bar<1>\"> : 'i32' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
    );
}

#[test]
fn unregistered_op_properties_of_any_kind() {
    let m =
        parse("\"x.op\"() <{}> : () -> ()\n\"x.op\"() <1 : i32> : () -> ()\n\"x.op\"() : () -> ()");
    let body = first_block(&m.ir, m.top);
    let ops = &m.ir.block(body).ops;
    let props = |i: usize| m.ir.op(ops[i]).properties_attr().cloned();
    assert_eq!(props(0), Some(Attribute::Dictionary(Default::default())));
    assert_eq!(props(1), Some(Attribute::int(32, 1)));
    assert_eq!(props(2), None);
    // A non-empty dictionary's entries are the op's properties, sorted by name.
    let m = parse("\"x.op\"() <{b = 1 : i32, a = \"s\", c}> : () -> ()");
    let body = first_block(&m.ir, m.top);
    let op = m.ir.op(m.ir.block(body).ops[0]);
    assert_eq!(op.properties_attr(), None);
    let names: Vec<_> = op.properties.iter().map(|e| e.name.as_bytes()).collect();
    assert_eq!(names, [b"a", b"b", b"c"]);
    assert_eq!(op.properties.get("b"), Some(&Attribute::int(32, 1)));
    assert_eq!(op.properties.get("c"), Some(&Attribute::Unit));
    // Registered ops drop an empty dictionary.
    let m = parse("\"builtin.module\"() <{}> ({\n^bb0:\n}) : () -> ()");
    assert_eq!(m.ir.op(m.top).properties_attr(), None);
}

#[test]
fn opaque_dialect_attributes_and_types() {
    let Attribute::Opaque(o) = attr("#foo.bar<[1, 2], {a = b}>") else {
        panic!()
    };
    assert_eq!((&*o.dialect, &*o.body), ("foo", "bar<[1, 2], {a = b}>"));
    let Attribute::Opaque(o) = attr("#foo<\"x>\">") else {
        panic!()
    };
    assert_eq!(&*o.body, "<\"x>\">");
    // One stored form for the two spellings of a symbol (found by the `attribute` fuzz target:
    // `#tst.0list<>` printed as `#tst<0list<>>`, which parsed to a different value).
    assert_eq!(attr("#foo<bar<1>>"), attr("#foo.bar<1>"));
    assert_eq!(attr("#tst.0list<>"), attr("#tst<0list<>>"));
    assert_eq!(attr("!foo<q>"), attr("!foo.q"));
    let Attribute::Opaque(o) = attr("#tst.0list<>") else {
        panic!()
    };
    assert_eq!(&*o.body, "<0list<>>");
    let Attribute::Type(Type::Opaque(t)) = attr("!foo.q<<1>>") else {
        panic!()
    };
    assert_eq!((&*t.dialect, &*t.body), ("foo", "q<<1>>"));
    assert_eq!(
        err("\"x.op\"() {a = #foo.bar<1} : () -> ()"),
        "1:23: unbalanced '<' character in pretty dialect name"
    );
    assert_eq!(
        err_with(
            "\"builtin.module\"() ({}) {a = #foo.bar<1>} : () -> ()",
            false
        ),
        "1:35: #\"foo\"<\"bar<1>\"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
    );
}

#[test]
fn types() {
    let m = parse(
        "%0:6 = \"x.op\"() : () -> (i17, si8, ui64, complex<f32>, tuple<i32, f32>, (i32) -> (i32, i32))\n%1:3 = \"x.op\"() : () -> (vector<[4]x2xf32>, tensor<?x4xf32>, tensor<*xi32>)",
    );
    let body = first_block(&m.ir, m.top);
    let op = m.ir.block(body).ops[1];
    let t = m.ir.value_type(m.ir.op(op).results[0]);
    let Type::Vector(v) = t else { panic!() };
    assert_eq!(
        (v.shape.clone(), v.scalable.clone()),
        (vec![4, 2], vec![true, false])
    );
    assert_eq!(
        err("\"x.op\"() {b = i16777216} : () -> ()"),
        "1:15: integer bitwidth is limited to 16777215 bits"
    );
    assert_eq!(
        err("\"x.op\"() : (i32)"),
        "1:16: expected '->' in function type"
    );
    assert_eq!(err("\"x.op\"() : i32"), "1:12: expected function type");
    assert_eq!(err("\"x.op\"() :"), "1:9: expected non-function type");
    assert_eq!(
        err("\"x.op\"() {a = vector<0xf32>} : () -> ()"),
        "1:15: vector types must have positive constant sizes but got 0"
    );
    assert_eq!(
        err("\"x.op\"() {a = vector<2x[4]x0xf32>} : () -> ()"),
        "1:15: vector types must have positive constant sizes but got 2, 4, 0"
    );
}

#[test]
fn aliases() {
    let m = parse("#a = {k = 1}\n!t = !foo.long<1>\n%0 = \"x.op\"() {x = #a} : () -> !t");
    let attrs = first_op_attrs(&m);
    assert!(matches!(attrs[0].1, Attribute::Dictionary(_)));
    assert_eq!(
        err("\"x.op\"() {a = #map} : () -> ()"),
        "1:19: undefined symbol alias id 'map'"
    );
}

#[test]
fn op_name_errors() {
    assert_eq!(
        err_with("\"x.op\"() : () -> ()", false),
        "1:7: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"
    );
    assert_eq!(
        err("foo"),
        "1:1: custom op 'foo' is unknown (tried 'builtin.foo' as well)"
    );
    assert_eq!(
        err("builtin.foo"),
        "1:1: custom op 'builtin.foo' is unknown"
    );
    assert!(err("x.op").starts_with("1:1: Dialect `x' not found for custom op 'x.op' "));
    assert_eq!(
        err("\"x.op\"() {a = 1"),
        "1:14: expected '}' in attribute dictionary"
    );
    assert_eq!(
        err("\"x.op\"() {a = \n \n}: () -> ()"),
        "1:14: expected attribute value"
    );
    // Errors inside a custom op parser carry the prefix.
    assert_eq!(
        err("module \"m\" {}"),
        "1:7: expected '{' to begin a region"
    );
    assert_eq!(
        err("module @a attributes"),
        "1:20: expected '{' in attribute dictionary"
    );
}

#[test]
fn lexer_errors_are_reported() {
    assert_eq!(
        err("\"x.op\"() {a = \"ab\\q\"} : () -> ()"),
        "1:18: unknown escape in string literal"
    );
    assert_eq!(
        err("\"x.op\"() {a = \"ab"),
        "1:18: expected '\"' in string literal"
    );
    assert_eq!(
        err("\"x.op\"() {a = $} : () -> ()"),
        "1:15: unexpected character"
    );
    assert_eq!(err("\"x.op\"(%) : () -> ()"), "1:8: invalid SSA name");
    // Invalid UTF-8 outside a string is an error; inside a string it is data.
    let src = Bytes::from_static(b"\"x.op\"() {a = \xc3} : () -> ()");
    let r = parse_source(
        &src,
        0..src.len(),
        &Registry::new(),
        &ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        },
    );
    assert_eq!(r.unwrap_err()[0].message, "unexpected character");
    let src = Bytes::from_static(b"\"x.op\"() {a = \"\xff\xfe\"} : () -> ()");
    assert!(
        parse_source(
            &src,
            0..src.len(),
            &Registry::new(),
            &ParseOptions {
                allow_unregistered: true,
                ..Default::default()
            }
        )
        .is_ok()
    );
}

/// Runs `f` on a thread with the 2 MiB stack the test harness gives (debug builds included).
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    on_stack(2 << 20, f);
}

/// Runs `f` on a thread with a stack of `size` bytes.
fn on_stack(size: usize, f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(size)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    on_small_stack(|| {
        // An opaque body is skipped iteratively: deep nesting inside it is fine.
        let src = format!(
            "\"x.op\"() {{a = !foo.x{}{}}} : () -> ()",
            "<".repeat(100_000),
            ">".repeat(100_000)
        );
        parse(&src);
        for (open, close) in [
            ("[", "]"),
            ("{a = ", "}"),
            ("tuple<", ">"),
            ("(", ") -> ()"),
            ("vector<2x", ">"),
        ] {
            let src = format!(
                "\"x.op\"() {{a = {}i32{}}} : () -> ()",
                open.repeat(100_000),
                close.repeat(100_000)
            );
            let e = err(&src);
            assert!(
                e.contains("exceeded maximum nesting depth") || e.contains("expected"),
                "{open}: {e}"
            );
        }
        let src = format!(
            "{}{}",
            "\"x.op\"() ({\n".repeat(100_000),
            "}) : () -> ()\n".repeat(100_000)
        );
        assert!(err(&src).contains("exceeded maximum region nesting depth of 10000"));
        let src = format!("{}{}", "module {\n".repeat(100_000), "}\n".repeat(100_000));
        assert!(err(&src).contains("exceeded maximum region nesting depth of 10000"));
    });
}

/// An op holding the deepest attribute or type the parser takes is parsed, verified, printed
/// and dropped within the stack [`crate::threads::ensure_sufficient_stack`] leaves each region
/// level (its red zone), in a debug build; regions at the old shared limit fit a 2 MiB stack.
#[test]
fn nesting_up_to_the_limit_fits_a_small_stack() {
    let d = super::MAX_NESTING_DEPTH as usize - 5;
    let values = [
        format!(
            "\"x.op\"() {{a = {}1{}}} : () -> ()",
            "[".repeat(d),
            "]".repeat(d)
        ),
        format!(
            "\"x.op\"() {{a = {}i32{}}} : () -> ()",
            "tuple<".repeat(d),
            ">".repeat(d)
        ),
        format!(
            "\"x.op\"() {{a = {}}} : () -> ()",
            "{b = ".repeat(d) + "1" + &"}".repeat(d)
        ),
    ];
    on_stack(crate::threads::RED_ZONE, move || {
        for src in values {
            let m = parse(&src);
            assert!(crate::verify::verify(&m).is_ok());
            let mut out = Vec::new();
            crate::ir::print::print_module(&m, &Default::default(), &mut out);
            assert!(out.len() > src.len());
        }
    });
    on_small_stack(move || {
        let src = format!(
            "{}{}",
            "\"x.op\"() ({\n".repeat(d),
            "}) : () -> ()\n".repeat(d)
        );
        parse(&src);
        let src = format!("{}{}", "module {\n".repeat(d), "}\n".repeat(d));
        parse(&src);
    });
}

#[test]
fn arbitrary_bytes_never_panic() {
    use proptest::prelude::*;
    let seeds = [
        "\"x.op\"(%a#1)[^b] <{p}> ({^bb0(%a: i32):}) {a = [1, @s::@t, #f.b<(>]} : (i32) -> i32 loc(\"f\":1:2)",
    ];
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases: 2000,
        ..Default::default()
    });
    runner
        .run(
            &(
                proptest::collection::vec(any::<u8>(), 0..64),
                0usize..seeds[0].len(),
                any::<bool>(),
            ),
            |(bytes, cut, allow)| {
                let mut src = seeds[0].as_bytes()[..cut].to_vec();
                src.extend_from_slice(&bytes);
                let b = Bytes::from(src);
                let _ = parse_source(
                    &b,
                    0..b.len(),
                    &Registry::new(),
                    &ParseOptions {
                        allow_unregistered: allow,
                        ..Default::default()
                    },
                );
                Ok(())
            },
        )
        .unwrap();
}

/// The sorted paths of `tests/corpus/{sub}` whose names end in `suffix`.
fn corpus_files(sub: &str, suffix: &str) -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/corpus")
        .join(sub);
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut names: Vec<_> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    names.sort();
    names
}

/// The first `expected-error` of each chunk of the invalid corpus that is a parse error must
/// match our first diagnostic (message substring and line).
#[test]
fn invalid_corpus_parse_errors() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/invalid");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut names: Vec<_> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    names.sort();
    let mut mismatches = Vec::new();
    for path in names {
        let fname = path.file_name().unwrap().to_string_lossy().to_string();
        if !fname.ends_with(".mlir") {
            continue;
        }
        let allow = !fname.contains(".noallow.");
        let text = std::fs::read_to_string(&path).unwrap();
        let src = Bytes::from(text.clone());
        // Split at `// -----` lines, keeping offsets.
        let mut chunks = Vec::new();
        let mut start = 0;
        let mut off = 0;
        for line in text.split_inclusive('\n') {
            if line.trim_end() == "// -----" {
                chunks.push(start..off);
                start = off + line.len();
            }
            off += line.len();
        }
        chunks.push(start..text.len());
        for r in chunks {
            let chunk = &text[r.clone()];
            let first_line = text[..r.start].matches('\n').count() + 1;
            let mut expected = Vec::new();
            for (i, line) in chunk.lines().enumerate() {
                let lno = first_line + i;
                if let Some(p) = line.find("expected-error") {
                    let rest = &line[p + "expected-error".len()..];
                    let target = if let Some(x) = rest.trim_start().strip_prefix('@') {
                        let tok: String = x.chars().take_while(|c| !c.is_whitespace()).collect();
                        match tok.as_str() {
                            "below" => lno + 1,
                            "above" => lno - 1,
                            t if t.starts_with('+') => lno + t[1..].parse::<usize>().unwrap_or(0),
                            t if t.starts_with('-') => lno - t[1..].parse::<usize>().unwrap_or(0),
                            _ => lno,
                        }
                    } else {
                        lno
                    };
                    let msg = rest
                        .split("{{")
                        .nth(1)
                        .and_then(|m| m.rsplit("}}").last())
                        .unwrap_or("")
                        .to_string();
                    expected.push((target, msg));
                }
            }
            let result = parse_source(
                &src,
                r.clone(),
                &Registry::new(),
                &ParseOptions {
                    allow_unregistered: allow,
                    ..Default::default()
                },
            );
            match result {
                Ok(_) => {}
                Err(d) => {
                    let Location::Offset(o) = d[0].loc else {
                        continue;
                    };
                    let (l, _) = line_col(text.as_bytes(), o);
                    if !expected
                        .iter()
                        .any(|(el, m)| *el == l && d[0].message.contains(m.as_str()))
                    {
                        mismatches.push(format!(
                            "{fname}:{l}: got «{}», expected {expected:?}",
                            d[0].message
                        ));
                    }
                }
            }
        }
    }
    assert!(
        mismatches.is_empty(),
        "{} mismatches:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}

/// Every diagnostic rods gives on a chunk of the invalid corpus (the parse error, else the
/// verifier's errors, with their notes) appears in mlir-opt-22's `.diag` with the same
/// `LINE:COL: severity: message` (first line of the message; the source line and caret are
/// rendered elsewhere), and every chunk mlir-opt rejects is rejected. One known difference is
/// allowed: the list of available dialects (rods registers fewer).
#[test]
fn invalid_corpus_diagnostics_match_mlir_opt() {
    let mut wrong = Vec::new();
    for path in corpus_files("invalid", ".mlir") {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read(&path).unwrap();
        let diag = std::fs::read_to_string(format!("{}.diag", path.display())).unwrap();
        // `tests/corpus/invalid/NN.mlir:L:C: error: message` → `L:C: error: message`.
        let expected: Vec<&str> = diag
            .lines()
            .filter(|l| l.starts_with("tests/"))
            .filter_map(|l| l.split_once(".mlir:").map(|(_, r)| r))
            .collect();
        let src = Bytes::from(text.clone());
        let mut chunks = Vec::new();
        let (mut start, mut off) = (0, 0);
        for line in text.split_inclusive(|&c| c == b'\n') {
            if line.trim_ascii_end() == b"// -----" {
                chunks.push(start..off);
                start = off + line.len();
            }
            off += line.len();
        }
        chunks.push(start..text.len());
        let opts = ParseOptions {
            allow_unregistered: !name.contains(".noallow."),
            ..Default::default()
        };
        for r in chunks {
            let diags = match parse_source(&src, r.clone(), &Registry::new(), &opts) {
                Ok(m) => crate::verify::verify(&m).err().unwrap_or_default(),
                Err(d) => d,
            };
            let (first, last) = (
                line_col(&text, r.start as u32).0,
                line_col(&text, r.end as u32).0,
            );
            let rejected = expected.iter().any(|e| {
                let l: usize = e
                    .split(':')
                    .next()
                    .and_then(|l| l.parse().ok())
                    .unwrap_or(0);
                (first..=last).contains(&l) && e.contains(": error: ")
            });
            if diags.is_empty() && rejected {
                wrong.push(format!(
                    "{name}:{first}: chunk accepted, mlir-opt rejects it"
                ));
            }
            for d in diags
                .iter()
                .flat_map(|d| std::iter::once(d).chain(&d.notes))
            {
                if d.message.starts_with("Available dialects: ") {
                    continue;
                }
                let Location::Offset(o) = d.loc else {
                    wrong.push(format!("{name}: no location: {}", d.message));
                    continue;
                };
                let (l, c) = line_col(&text, o);
                let sev = match d.severity {
                    crate::diag::Severity::Error => "error",
                    crate::diag::Severity::Warning => "warning",
                    crate::diag::Severity::Remark => "remark",
                    crate::diag::Severity::Note => "note",
                };
                let msg = d.message.lines().next().unwrap_or("");
                let got = format!("{l}:{c}: {sev}: {msg}");
                if !expected.contains(&got.as_str()) {
                    wrong.push(format!("{name}: {got}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Parse → print round trip against mlir-opt-22's output for the round-trip corpus: every
/// input prints byte for byte as `NN.mlir.out` (default) and `NN.mlir.generic.out`
/// (`--mlir-print-op-generic`), and both outputs are fixed points (re-parsed, they print as the
/// `.out`). Set `RODS_SHOW_DIFF=1` to see the differences.
#[test]
fn roundtrip_corpus_prints_like_mlir_opt() {
    use crate::ir::print::{PrintOptions, print_module};
    let inputs = corpus_files("roundtrip", ".mlir");
    assert!(!inputs.is_empty());
    let (mut total, mut failures) = (0, Vec::new());
    for path in inputs {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let read = |suffix: &str| std::fs::read(format!("{}{suffix}", path.display()));
        let (Ok(out), Ok(generic_out)) = (read(".out"), read(".generic.out")) else {
            failures.push(format!("{name}: missing .out or .generic.out"));
            continue;
        };
        let cases = [
            ("", true, &generic_out),
            ("", false, &out),
            (".out", false, &out),
            (".generic.out", false, &out),
        ];
        for (from, generic, expected) in cases {
            total += 1;
            let case = format!(
                "{name}{from} ({})",
                if generic { "generic" } else { "default" }
            );
            let b = Bytes::from(read(from).unwrap());
            let m = match parse_with(std::str::from_utf8(&b).unwrap(), true) {
                Ok(m) => m,
                Err(d) => {
                    failures.push(format!("{case}: parse error: {}", d[0].message));
                    continue;
                }
            };
            let mut got = Vec::new();
            print_module(
                &m,
                &PrintOptions {
                    generic,
                    ..Default::default()
                },
                &mut got,
            );
            if &got != expected {
                failures.push(case);
                if std::env::var_os("RODS_SHOW_DIFF").is_some() {
                    eprintln!(
                        "--- got\n{}--- expected\n{}",
                        String::from_utf8_lossy(&got),
                        String::from_utf8_lossy(expected)
                    );
                }
            }
        }
    }
    eprintln!(
        "round trip: {}/{total} identical; differing: {failures:?}",
        total - failures.len()
    );
    assert!(
        failures.is_empty(),
        "round trip differs:\n{}",
        failures.join("\n")
    );
}

/// `parse_attribute_source` (MLIR's `parseAttribute`) on `text`, unregistered dialects allowed;
/// the first error's message on failure.
pub(super) fn parse_attr_bytes(text: &[u8]) -> Result<Attribute, String> {
    let b = Bytes::copy_from_slice(text);
    super::parse_attribute_source(
        &b,
        0..b.len(),
        &Registry::new(),
        &ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        },
    )
    .map_err(|d| d[0].message.clone())
}

/// `parse_attr_bytes` on a text.
fn parse_attr_text(text: &str) -> Result<Attribute, String> {
    parse_attr_bytes(text.as_bytes())
}

#[test]
fn attribute_source_round_trips() {
    for text in [
        "[1, \"a\\00b\", {x, y = @s::@t}]",
        "-7 : si8",
        "#x.y<\"z\">",
        "array<i32: 1, -2>",
    ] {
        let attr = parse_attr_text(text).unwrap();
        let printed = crate::ir::print::print_attribute_to_bytes(&attr);
        assert_eq!(String::from_utf8(printed).unwrap(), text);
    }
}

#[test]
fn attribute_source_rejects_trailing_tokens_and_empty_input() {
    assert_eq!(
        parse_attr_text("1 2").unwrap_err(),
        "found trailing characters: '2'"
    );
    assert_eq!(parse_attr_text("").unwrap_err(), "expected attribute value");
}

/// Found by the `roundtrip` fuzz target: `#.0` was taken as an opaque attribute of the empty
/// dialect and printed as `#<0>`, which does not parse. MLIR's `OpaqueAttr::verify` rejects
/// the namespace; so does rods, for attributes and types, quoting it as mlir-opt-22 does.
#[test]
fn invalid_dialect_namespaces_are_rejected() {
    for (src, msg) in [
        (
            "\"x.op\"() {t = #.0} : () -> ()",
            "1:17: invalid dialect namespace '\"\"'",
        ),
        (
            "\"x.op\"() {t = #a-b.x<1>} : () -> ()",
            "1:20: invalid dialect namespace '\"a-b\"'",
        ),
        (
            "\"x.op\"() {t = #$a.b} : () -> ()",
            "1:19: invalid dialect namespace '\"$a\"'",
        ),
        (
            "\"x.op\"() : () -> !.t",
            "1:20: invalid dialect namespace '\"\"'",
        ),
    ] {
        assert_eq!(err(src), msg, "{src}");
    }
    parse("\"x.op\"() {t = #a$.b, u = #_x<1>} : () -> !_y.z");
}

/// Integer literals wider than `MAX_INTEGER_LITERAL_BITS` are refused, quickly, even for
/// types wide enough to hold them; up to the limit they round-trip.
#[test]
fn integer_literal_size_is_bounded() {
    use super::MAX_INTEGER_LITERAL_BITS as LIMIT;
    on_small_stack(|| {
        let start = std::time::Instant::now();
        for digits in [20_000, 1_000_000] {
            let src = format!(
                "\"x.op\"() {{a = 1{} : i16777215}} : () -> ()",
                "0".repeat(digits)
            );
            assert_eq!(
                err(&src),
                "1:15: integer literal exceeds the limit of 65536 bits"
            );
            let src = format!(
                "\"x.op\"() {{a = -0x1{} : i16777215}} : () -> ()",
                "0".repeat(digits)
            );
            assert_eq!(
                err(&src),
                "1:16: integer literal exceeds the limit of 65536 bits"
            );
        }
        assert!(
            start.elapsed().as_secs() < 10,
            "rejecting huge literals is slow"
        );
        // The widest accepted value, as hex and as its decimal print, and its negation.
        let hex = format!("0x{}", "F".repeat(LIMIT as usize / 4));
        let m = parse(&format!("\"x.op\"() {{a = {hex} : i70000}} : () -> ()"));
        let mut printed = Vec::new();
        crate::ir::print::print_module(&m, &Default::default(), &mut printed);
        let printed = String::from_utf8(printed).unwrap();
        assert!(printed.len() > 19_700, "printed in decimal");
        let again = parse(&printed);
        let mut printed2 = Vec::new();
        crate::ir::print::print_module(&again, &Default::default(), &mut printed2);
        assert_eq!(printed, String::from_utf8(printed2).unwrap());
        parse(&format!("\"x.op\"() {{a = -{hex} : i70000}} : () -> ()"));
        // Values of narrower types keep MLIR's own error.
        assert_eq!(
            err("\"x.op\"() {a = 256 : i8} : () -> ()"),
            "1:15: integer constant out of range for attribute"
        );
    });
}

/// Aliases defined through aliases nest without brackets; their depth counts as written out,
/// so a long chain is the nesting-depth error rather than a value too deep for the stack.
#[test]
fn alias_chains_count_towards_the_nesting_depth() {
    fn chain(n: usize, def: fn(usize) -> String, user: &str) -> String {
        let mut s = String::new();
        for i in 0..n {
            s.push_str(&def(i));
        }
        s.push_str(&user.replace("N", &(n - 1).to_string()));
        s
    }
    let attr = |i: usize| match i {
        0 => "#a0 = [1]\n".to_string(),
        _ => format!("#a{i} = [#a{}]\n", i - 1),
    };
    let ty = |i: usize| match i {
        0 => "!t0 = tuple<i32>\n".to_string(),
        _ => format!("!t{i} = tuple<!t{}>\n", i - 1),
    };
    let loc = |i: usize| match i {
        0 => "#l0 = loc(\"f\":1:1)\n".to_string(),
        _ => format!("#l{i} = loc(callsite(#l{} at #l{}))\n", i - 1, i - 1),
    };
    on_small_stack(move || {
        for n in [100_000, 600] {
            let e = err(&chain(n, attr, "\"x.op\"() {a = #aN} : () -> ()\n"));
            assert!(e.ends_with("exceeded maximum nesting depth of 500"), "{e}");
            let e = err(&chain(n, ty, "\"x.op\"() : () -> !tN\n"));
            assert!(e.ends_with("exceeded maximum nesting depth of 500"), "{e}");
            let e = err(&chain(n, loc, "#l = loc(callsite(#lN at #l0))\n"));
            assert!(e.ends_with("exceeded maximum nesting depth of 500"), "{e}");
        }
        // Shorter chains, also used inside brackets, parse.
        parse(&chain(200, attr, "\"x.op\"() {a = [[#aN]]} : () -> ()\n"));
        parse(&chain(200, ty, "\"x.op\"() : () -> tuple<!tN>\n"));
        parse(&chain(200, loc, "\"x.op\"() : () -> () loc(#lN)\n"));
        // Each link nests two levels (`[` and the alias): the definition of `#a250` is the
        // first too deep, and the error points at its use of `#a249`.
        let e = err(&chain(300, attr, "\"x.op\"() {a = #aN} : () -> ()\n"));
        assert_eq!(e, "251:10: exceeded maximum nesting depth of 500");
    });
}

/// Found by the `attribute` fuzz target: `0 : i1` parsed to an `i1` integer that printed as
/// `false`, which parses to a bool; both spellings are now the one bool value.
#[test]
fn i1_integers_are_bools() {
    assert_eq!(attr("0 : i1"), Attribute::Bool(false));
    assert_eq!(attr("1 : i1"), Attribute::Bool(true));
    assert_eq!(attr("-1 : i1"), Attribute::Bool(true));
    assert!(matches!(attr("1 : ui1"), Attribute::Integer(_)));
}

/// Found by the `attribute` fuzz target: `#gps.ueue2-` printed as `#gps<ueue2->` (as
/// mlir-opt does), which does not parse; rods prints it back in the pretty form.
#[test]
fn dialect_symbols_ending_in_dash_print_back() {
    for text in ["#gps.ueue2-", "!gps.a-b-", "#tst.------g---", "#t.$0.-"] {
        let printed = crate::ir::print::print_attribute_to_bytes(&attr(text));
        assert_eq!(String::from_utf8(printed).unwrap(), text);
    }
}

/// Found by the `attribute` fuzz target: `#t<w<><>>` printed as `#t.w<><>` (as mlir-opt-22
/// does), which does not parse: the pretty form needs the first `<` closed by the last `>`.
#[test]
fn dialect_symbols_of_two_groups_keep_the_angle_form() {
    for text in [
        "#t<w<><>>",
        "#tst<a<1>, b<2>>",
        "!t<w<>x<>>",
        "#t.w<\">\">",
        "#t.w<[x], (i32) -> i32>",
    ] {
        let printed = crate::ir::print::print_attribute_to_bytes(&attr(text));
        assert_eq!(String::from_utf8(printed).unwrap(), text);
    }
}

/// Found by the `roundtrip` fuzz target: a forward reference resolved to a block argument or
/// result defined later in a nested region verified, and its print did not parse back.
/// mlir-opt-22's dominance check rejects it with these messages.
#[test]
fn uses_of_values_from_child_regions_do_not_dominate() {
    let cases = [
        (
            "\"x.a\"(%x) : (i64) -> ()\n\"x.b\"() ({\n^bb0(%x: i64):\n  \"x.t\"() : () -> ()\n}) : () -> ()",
            "operand defined as a block argument (block #0 in a child region)",
            24,
        ),
        (
            "\"x.p\"() ({\n  \"x.a\"(%y) : (i64) -> ()\n  \"x.b\"() ({\n    %y = \"x.d\"() : () -> i64\n  }) : () -> ()\n}) : () -> ()",
            "operand defined here (op in a child region)",
            59,
        ),
    ];
    for (src, note, note_at) in cases {
        let diags = crate::verify::verify(&parse(src)).err().unwrap_or_default();
        assert_eq!(diags.len(), 1, "{src}");
        assert_eq!(diags[0].message, "operand #0 does not dominate this use");
        let last = diags[0].notes.last().unwrap();
        assert_eq!(last.message, note);
        assert_eq!(last.loc, Location::Offset(note_at));
    }
    // Uses before definitions in the same graph region, and of values of enclosing regions,
    // are fine (mlir-opt-22 accepts both).
    let ok = "\"x.p\"(%z) ({\n  \"x.a\"(%y, %z) : (i64, i64) -> ()\n  %y = \"x.d\"() : () -> i64\n}) : (i64) -> ()\n%z = \"x.e\"() : () -> i64";
    assert_eq!(crate::verify::verify(&parse(ok)), Ok(()));
}

/// Found by the `roundtrip` fuzz target: `%0#222222222` grew the value entries of `%0` to 222
/// million before the check (2.7 GB). mlir-opt-22's messages, without the allocation.
#[test]
fn huge_result_numbers_are_errors_without_allocation() {
    assert_eq!(
        err("%0:2 = \"x.a\"() : () -> (i32, i31)\n\"x.b\"(%0#0, %0#222222222) : (i32, i32) -> ()"),
        "2:13: reference to invalid result number"
    );
    assert_eq!(
        err("\"x.b\"(%9#4000000000) : (i32) -> ()\n%9 = \"x.a\"() : () -> i32"),
        "1:7: use of undeclared SSA value name"
    );
    // A block argument named with a result number (`^bb0(%a#1: i32)`, read as upstream reads
    // it) is bounded too: mlir-opt-22 runs out of memory on this one.
    assert_eq!(
        err("\"x.f\"() ({\n^bb0(%a#4000000000: i32):\n}) : () -> ()"),
        "2:6: invalid SSA value result number"
    );
}

/// `module @""` is accepted by mlir-opt-22 and printed as `module @<<INVALID EMPTY SYMBOL>>`,
/// which does not parse: rods rejects an empty symbol name in `parse_optional_symbol_name`, and
/// an empty `sym_name` of the generic form in the verifier.
#[test]
fn empty_module_symbol_names_are_rejected() {
    assert_eq!(err("module @\"\" {\n}"), "1:8: symbol name cannot be empty");
    let generic = parse("\"builtin.module\"() <{sym_name = \"\"}> ({\n^bb0:\n}) : () -> ()");
    let diags = crate::verify::verify(&generic).err().unwrap_or_default();
    assert_eq!(
        diags.first().map(|d| d.message.as_str()),
        Some("'builtin.module' op attribute 'sym_name' cannot be an empty symbol name")
    );
}

/// Found by the `attribute` fuzz target: `@""` printed as `@<<INVALID EMPTY SYMBOL>>`.
#[test]
fn empty_symbol_references_are_rejected() {
    assert_eq!(
        err("\"x.op\"() {a = @\"\"} : () -> ()"),
        "1:15: symbol name cannot be empty"
    );
    assert_eq!(
        err("\"x.op\"() {a = @a::@\"\"} : () -> ()"),
        "1:19: symbol name cannot be empty"
    );
}

#[test]
fn canonical_escaped_strings_keep_their_source_and_decode_on_demand() {
    use std::hash::{BuildHasher, BuildHasherDefault};
    let Attribute::String(s) = attr(r#""a\00\\b\FF""#) else {
        panic!("not a string")
    };
    assert_eq!(
        s.canonical_escaped().map(|b| &b[..]),
        Some(&br"a\00\\b\FF"[..])
    );
    assert_eq!(s.as_bytes(), b"a\0\\b\xFF");
    assert_eq!(s.as_bytes(), b"a\0\\b\xFF"); // decoded once, then cached
    let plain = crate::ir::StringAttr::new(bytes::Bytes::from_static(b"a\0\\b\xFF"));
    assert_eq!(s, plain);
    let h = BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default();
    assert_eq!(h.hash_one(&s), h.hash_one(&plain));
    // Not canonical (lower-case hex): decoded now, no source kept.
    let Attribute::String(t) = attr(r#""a\ff""#) else {
        panic!("not a string")
    };
    assert_eq!((t.canonical_escaped(), t.as_bytes()), (None, &b"a\xFF"[..]));
    // Shared between threads, decoded by whichever asks first.
    let Attribute::String(u) = attr(r#""x\0Ay""#) else {
        panic!("not a string")
    };
    let seen: Vec<Vec<u8>> = std::thread::scope(|sc| {
        let hs: Vec<_> = (0..4).map(|_| sc.spawn(|| u.as_bytes().to_vec())).collect();
        hs.into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    assert!(seen.iter().all(|b| b == b"x\ny"), "{seen:?}");
}

#[test]
fn string_attr_is_compares_by_pointer_then_bytes() {
    let name: &'static str = "sym_name";
    let s = crate::ir::StringAttr::from_static(name);
    assert!(s.is(name));
    assert!(s.is(&String::from("sym_name")));
    assert!(!s.is("sym_nam"));
    assert!(!s.is("sym_namE"));
    assert!(!s.is(&name[..3]), "same start, shorter");
    let Attribute::String(e) = attr(r#""a\0Ab""#) else {
        panic!("not a string")
    };
    assert!(e.is("a\nb"));
    assert!(!e.is(r"a\0Ab"), "the decoded bytes, not the source");
}

#[test]
fn repeated_spellings_parse_alike() {
    // The later spellings of a type or an entry's value come from the parser's caches.
    let op = r#""x.a"(%0) {d = {a = 22 : i64, b = true}, s = "a\"}", v = 164 : i32} : (tensor<4x?xf32>) -> (vector<8xi16>, i64)"#;
    let src = format!(
        "%0 = \"x.def\"() : () -> tensor<4x?xf32>\n%1:2 = {op}\n%2:2 = {op}\n\"x.b\"() {{v = 164 : i32}} : () -> ()\n"
    );
    let m = parse(&src);
    let body = first_block(&m.ir, m.top);
    let ops = &m.ir.block(body).ops;
    let (a, b) = (m.ir.op(ops[1]), m.ir.op(ops[2]));
    assert_eq!(a.attributes.len(), 3);
    assert_eq!(a.attributes, b.attributes);
    let types = |op: &crate::ir::Operation| -> Vec<Type> {
        op.results
            .iter()
            .chain(op.operands.iter())
            .map(|v| m.ir.value_type(*v).clone())
            .collect()
    };
    assert_eq!(types(a), types(b));
    assert_eq!(
        m.ir.op(ops[3]).attributes.get("v"),
        a.attributes.get("v"),
        "a value followed by `}}` as by `,`"
    );
}

#[test]
fn cached_spellings_keep_the_nesting_limit() {
    on_small_stack(|| {
        // The same message at the same column as without the cache (one line further down).
        let same_error = |first: &str, nested: &str| {
            let fresh = err(nested);
            let cached = err(&format!("{first}\n{nested}"));
            let (line, rest) = fresh.split_once(':').unwrap();
            let line: usize = line.parse().unwrap();
            assert_eq!(cached, format!("{}:{rest}", line + 1));
            assert!(
                cached.contains("exceeded maximum nesting depth"),
                "{cached}"
            );
        };
        // A dictionary value 200 deep, then in 350 dictionaries.
        let in_dicts = |levels: usize, value: &str| {
            let (open, close) = ("{a = ".repeat(levels), "}".repeat(levels));
            format!("\"x.op\"() {{a = {open}{value}{close}}} : () -> ()")
        };
        let value = format!("{}1{}", "[".repeat(200), "]".repeat(200));
        same_error(&in_dicts(0, &value), &in_dicts(350, &value));
        // A function type 61 deep, then in 460 tuples.
        let ty = format!("() -> {}i32{}", "tuple<".repeat(60), ">".repeat(60));
        let in_tuples = |levels: usize| {
            let (open, close) = ("tuple<".repeat(levels), ">".repeat(levels));
            format!("\"x.op\"() : () -> {open}{ty}{close}")
        };
        same_error(&format!("\"x.op\"() : {ty}"), &in_tuples(460));
        // Under the limit, the cached spelling is used.
        parse(&format!(
            "{}\n{}",
            in_dicts(0, &value),
            in_dicts(250, &value)
        ));
        parse(&format!("\"x.op\"() : {ty}\n{}", in_tuples(400)));
    });
}

#[test]
fn numbered_names_and_scopes() {
    // `%7` and `%07` are two names; a number past the table of numbered names is a name too.
    let m = parse(
        "%7 = \"x.a\"() : () -> i32\n%07 = \"x.b\"() : () -> i64\n%123456789 = \"x.c\"() : () -> f32\n\"x.use\"(%7, %07, %123456789) : (i32, i64, f32) -> ()\n",
    );
    let body = first_block(&m.ir, m.top);
    let ops = &m.ir.block(body).ops;
    let operands: Vec<_> = m.ir.op(ops[3]).operands.iter().copied().collect();
    let results: Vec<_> = ops.iter().take(3).map(|o| m.ir.op(*o).results[0]).collect();
    assert_eq!(operands, results);
    // A name defined in a region is gone after it (as in mlir-opt-22).
    let e = err(
        "\"x.r\"() ({\n  %0 = \"x.a\"() : () -> i32\n  \"x.y\"() : () -> ()\n}) : () -> ()\n\"x.use\"(%0) : (i32) -> ()\n",
    );
    assert_eq!(e, "5:9: use of undeclared SSA value name");
}

/// Integer literals keep their types: equal values of one type are equal attributes, of
/// different types (signless, signed, unsigned, `index`) unequal ones.
#[test]
fn integer_literals_keep_their_types() {
    let m = parse(
        r#""x.op"() {a = [5 : i32, 5 : i32, 5 : si32, 5 : ui32, 5 : index, 5 : index, 6 : index]} : () -> ()"#,
    );
    let op = m.ir.block(first_block(&m.ir, m.top)).ops[0];
    let Some(Attribute::Array(a)) = m.ir.attribute(op, "a") else {
        panic!("no array");
    };
    let ints: Vec<_> = a
        .iter()
        .map(|e| match e {
            Attribute::Integer(i) => i.clone(),
            other => panic!("not an integer: {other:?}"),
        })
        .collect();
    let same = |i: usize, j: usize| ints[i] == ints[j];
    assert!(same(0, 1) && same(4, 5));
    assert!(!same(1, 2) && !same(2, 3) && !same(1, 4) && !same(5, 6));
    assert!(ints.iter().take(6).all(|i| i.as_i64() == Some(5)));
    let types: Vec<_> = ints
        .iter()
        .map(|i| crate::ir::print::type_to_string(i.ty()))
        .collect();
    assert_eq!(
        types,
        ["i32", "i32", "si32", "ui32", "index", "index", "index"]
    );
}

/// What parsing `src` gives: its generic print, or its diagnostics; with `tokens_only`, read
/// token by token without the paths that read printed spellings from the bytes.
fn outcome(src: &str, tokens_only: bool) -> String {
    let b = Bytes::copy_from_slice(src.as_bytes());
    let registry = Registry::new();
    let opts = ParseOptions {
        allow_unregistered: true,
        disable_threading: true,
        ..Default::default()
    };
    let mut p = super::Parser::new(&b, 0..b.len(), &registry, &opts);
    p.caches.tokens_only = tokens_only;
    match p.parse_top_level() {
        Ok(top) => {
            let m = Module::from_ir(std::mem::take(&mut p.ir), top);
            let mut out = Vec::new();
            let opts = crate::ir::print::PrintOptions {
                generic: true,
                ..Default::default()
            };
            crate::ir::print::print_module(&m, &opts, &mut out);
            String::from_utf8(out).unwrap()
        }
        Err(_) => p
            .diags
            .iter()
            .map(|d| format!("{:?}: {}\n", d.loc, d.message))
            .collect(),
    }
}

#[test]
fn printed_spellings_read_from_the_bytes_as_token_by_token() {
    let results = [
        "%r = ",
        "%r:3 = ",
        "%r:03 = ",
        "%r:0 = ",
        "%r:4294967296 = ",
        "%r:0x3 = ",
        "%r, %s:2 = ",
        "%r,%s:2 = ",
        "%r , %s:2 = ",
        "%r =",
        "%r= ",
        "%r#1 = ",
        "%7:3 = ",
        "%7:1, %8:2 = ",
        "%r:3x = ",
        "%r:3 =",
        "%r:3  = ",
        "%r:, %s = ",
        "%-a:3 = ",
        "%:3 = ",
        "%r:3 = // c\n",
        "%r:3\n= ",
    ];
    let operands = [
        "()",
        "(%v)",
        "(%v, %w)",
        "(%v,%w)",
        "(%v , %w)",
        "(%v,\n %w)",
        "(%v#0)",
        "(%v#1)",
        "(%v#2)",
        "(%v#01)",
        "(%v#4294967296)",
        "(%v#99999999999)",
        "(%v#1a)",
        "(%v#)",
        "(%9)",
        "(%9abc)",
        "(%v )",
        "( %v)",
        "(%v, %w#1)",
        "(%)",
        "(%v, )",
        "(%v, ^bb0)",
        "(%v // c\n)",
        "(%v, %u)",
        "(%v, %9, %w, %v#1)",
        "(%v,  %w)",
        "(%v)(%w)",
        "(%v",
        "(%v #1)",
        "(%v  #0, %w)",
        "(%v #b)",
    ];
    let defs = "%v:2 = \"x.d\"() : () -> (i32, i32)\n%w = \"x.e\"() : () -> i32\n\
                %9 = \"x.f\"() : () -> i32\n";
    let mut checked = 0;
    for r in results {
        for o in operands {
            let types = vec!["i32"; o.matches('%').count()].join(", ");
            let src = format!("{defs}{r}\"x.use\"{o} : ({types}) -> (i32, i32, i32)\n");
            assert_eq!(outcome(&src, false), outcome(&src, true), "{src}");
            checked += 1;
        }
    }
    assert_eq!(checked, results.len() * operands.len());
    let dictionaries = [
        "{a = 1}",
        "{a=1}",
        "{a =1}",
        "{a= 1}",
        "{a  = 1}",
        "{a\n= 1}",
        "{a = 1, b}",
        "{a, b = true}",
        "{\"q\" = 1}",
        "{\"\" = 1}",
        "{a = // c\n 1}",
        "{a ==1}",
        "{a = 1, a = 2}",
        "{a}",
        "{a = {b = 2}}",
        "{a = [1, 2] , b = 3}",
        "{a = }",
        "{a =}",
        "{a = 1 : i64, b = \"s\"}",
        "{a.b = unit}",
        "{a = 1}{b = 2}",
        "{1 = 2}",
    ];
    for d in dictionaries {
        for props in ["", "<{p = 1}>", "<{p =1}>"] {
            let src = format!("{defs}%r:3 = \"x.use\"(%v){props} {d} : (i32) -> (i32, i32, i32)\n");
            assert_eq!(outcome(&src, false), outcome(&src, true), "{src}");
        }
    }
    // The separator before a generic op's type.
    let types = [
        " : (i32)",
        " :(i32)",
        " :  (i32)",
        " : \n(i32)",
        " : // c\n(i32)",
        " : ( i32)",
        " : ()",
        " : (",
        " : i32",
        " ; (i32)",
        " :",
    ];
    for t in types {
        let src = format!("{defs}%r:3 = \"x.use\"(%v){t} -> (i32, i32, i32)\n");
        assert_eq!(outcome(&src, false), outcome(&src, true), "{src}");
    }
    // A generic op's function type, read type by type from the bytes once an op before has
    // spelled its types.
    let teach = "\"x.t\"() : () -> (i32, tensor<4x?xf32>, vector<8xi16>, memref<*xf32>, f32, \
                 i3, tensor<4xf32>, index)\n";
    let function_types = [
        "(i32) -> i32",
        "(i32) -> (i32, i32, i32)",
        "(i32) -> (i32,i32, i32)",
        "(i32) -> (i32 , i32, i32)",
        "(i32) -> (i32, i32, i32 )",
        "(i32)->(i32, i32, i32)",
        "(i32) ->(i32, i32, i32)",
        "(i32)  -> (i32, i32, i32)",
        "(i32 ) -> i32",
        "( i32) -> i32",
        "(i32,) -> i32",
        "(i32, i32) -> i32",
        "(tensor<4x?xf32>) -> i32",
        "(i32) -> tensor<4x?xf32>",
        "(i32) -> (tensor<4x?xf32>, memref<*xf32>, index)",
        "(i32) -> i32 loc(\"a\":1:2)",
        "(i32) -> i32{",
        "(i32) -> i32.5",
        "(i32) -> i32x",
        "(i32) -> i3",
        "(i32) -> i32 // c",
        "(i32) -> i32,",
        "(i32) -> i32)",
        "(i32) -> ()",
        "(i32) -> (i32)",
        "(i32) -> (i32, )",
        "(i32) -> ((i32) -> i32)",
        "(i32) -> (i32) -> i32",
        "(vector<8xi16>) -> i32",
        "(tensor<4xf32>) -> i32",
        "(i32) -> tensor<4xf32>>",
        "(i32) -> tensor<4xf32",
        "(i32) -> tensor<4x?xf32>\n%z = \"x.z\"() : () -> tensor<4x?xf32>",
        "(i32) -> i32 \"x.n\"() : () -> ()",
        "(i32) -> i32",
    ];
    for (k, t) in function_types.iter().enumerate() {
        // The bytes are read 16 at a time: an op follows, but the last type ends the input.
        // The op is written twice: a spelling the bytes' path does not read is then found
        // the second time in the type cache, by the rest of its line.
        let end = if k + 1 == function_types.len() {
            ""
        } else {
            "\n\"x.after\"() : () -> ()\n"
        };
        let src = format!("{defs}{teach}%q = \"x.use\"(%v) : {t}\n%r = \"x.use\"(%v) : {t}{end}");
        assert_eq!(outcome(&src, false), outcome(&src, true), "{src}");
    }
    // Both kinds of outcome are among them.
    let ok = "%r:3 = \"x.use\"(%v, %w) : (i32, i32) -> (i32, i32, i32)\n";
    assert!(outcome(&format!("{defs}{ok}"), false).contains("\"x.use\"(%0#0, %1)"));
    let bad = "%r:3 = \"x.use\"(%v#4294967296) : (i32) -> (i32, i32, i32)\n";
    assert!(outcome(&format!("{defs}{bad}"), false).contains("invalid SSA value result number"));
}

#[test]
fn numbered_names_bound_in_any_order_and_forgotten_with_their_scope() {
    // As printed: a nested region's values are numbered after its parent block's.
    let m = parse(
        "%0 = \"x.a\"() : () -> i32\n\"x.r\"() ({\n  %3 = \"x.b\"(%0) : (i32) -> i32\n  %4 = \"x.c\"(%3) : (i32) -> i32\n}) : () -> ()\n%1 = \"x.d\"(%0) : (i32) -> i32\n%2 = \"x.e\"(%1) : (i32) -> i32\n%3 = \"x.f\"(%2) : (i32) -> i32\n",
    );
    let body = first_block(&m.ir, m.top);
    let ops = &m.ir.block(body).ops;
    let result = |i: usize| m.ir.op(ops[i]).results[0];
    assert_eq!(m.ir.op(ops[2]).operands[0], result(0));
    assert_eq!(m.ir.op(ops[3]).operands[0], result(2));
    assert_eq!(m.ir.op(ops[4]).operands[0], result(3));
    let inner = first_block(&m.ir, ops[1]);
    let inner_ops = &m.ir.block(inner).ops;
    assert_eq!(m.ir.op(inner_ops[0]).operands[0], result(0));
    assert_eq!(
        m.ir.op(inner_ops[1]).operands[0],
        m.ir.op(inner_ops[0]).results[0]
    );
    // A name whose scope ended is not visible; one below the highest number is still
    // defined only once.
    assert_eq!(
        err("\"x.r\"() ({\n  %3 = \"x.b\"() : () -> i32\n}) : () -> ()\n\"x.u\"(%3) : (i32) -> ()"),
        "4:7: use of undeclared SSA value name"
    );
    assert_eq!(
        err("%5 = \"x.a\"() : () -> i32\n%2 = \"x.a\"() : () -> i32\n%2 = \"x.a\"() : () -> i32"),
        "3:1: redefinition of SSA value '%2'"
    );
    // A forward reference to a number below the highest is bound by its definition.
    let m = parse(
        "%5 = \"x.a\"() : () -> i32\n\"x.u\"(%2) : (i32) -> ()\n%2 = \"x.b\"() : () -> i32\n",
    );
    let body = first_block(&m.ir, m.top);
    let ops = &m.ir.block(body).ops;
    assert_eq!(m.ir.op(ops[1]).operands[0], m.ir.op(ops[2]).results[0]);
}

/// Names ending in a number are numbered by their stem (`%arg` of `%arg10`): each names its
/// own value, whatever the stems, the numbers and their order; a stem's names are forgotten
/// with their scope, and one defined twice is reported.
#[test]
fn names_with_a_stem_are_numbered_by_it() {
    let names = [
        "%arg0",
        "%arg10",
        "%arg1",
        "%a1",
        "%a01",
        "%a10",
        "%a",
        "%c0_i32",
        "%c0_i32_1",
        "%c0_i",
        "%x.y3",
        "%x-2",
        "%arg999999999",
        "%arg1234567890",
    ];
    let mut src = String::new();
    for n in names {
        src.push_str(&format!("{n} = \"x.def\"() : () -> i32\n"));
    }
    let uses = names.join(", ");
    let types = vec!["i32"; names.len()].join(", ");
    src.push_str(&format!("\"x.use\"({uses}) : ({types}) -> ()\n"));
    let m = parse(&src);
    let ops = &m.ir.block(first_block(&m.ir, m.top)).ops;
    let defined: Vec<_> = ops
        .iter()
        .take(names.len())
        .map(|o| m.ir.op(*o).results[0])
        .collect();
    let used: Vec<_> = m.ir.op(ops[names.len()]).operands.iter().copied().collect();
    assert_eq!(used, defined);
    assert_eq!(
        err(
            "\"x.r\"() ({\n  %arg3 = \"x.b\"() : () -> i32\n}) : () -> ()\n\"x.u\"(%arg3) : (i32) -> ()"
        ),
        "4:7: use of undeclared SSA value name"
    );
    assert_eq!(
        err(
            "%arg5 = \"x.a\"() : () -> i32\n%arg2 = \"x.a\"() : () -> i32\n%arg2 = \"x.a\"() : () -> i32"
        ),
        "3:1: redefinition of SSA value '%arg2'"
    );
}

/// The tables of stems other than `%N` hold at most a sixteenth of the input's length in
/// entries, plus 1024, in all: a name that finds no room is spelled, and stays found as such
/// once there is room again (here a forward reference made while another stem's names took
/// the room, defined after they are forgotten).
#[test]
fn a_name_spelled_for_want_of_room_keeps_its_binding() {
    const LEN: usize = 4096;
    let last = LEN / 16 + 1024 - 1;
    let text = format!(
        "\"x.wrap\"() ({{\n  \"x.region\"() ({{\n    %b0 = \"x.def\"() : () -> i32\n    \
         %b{last} = \"x.def\"() : () -> i32\n    \"x.use\"(%a5) : (i32) -> ()\n  }}) : () -> ()\n  \
         %a5 = \"x.def\"() : () -> i32\n}}) : () -> ()\n"
    );
    let text = format!("{text}{:width$}\n", "//", width = LEN - text.len() - 1);
    assert_eq!(text.len(), LEN);
    let m = parse(&text);
    let wrap = m.ir.block(first_block(&m.ir, m.top)).ops[0];
    let outer = &m.ir.block(first_block(&m.ir, wrap)).ops;
    let inner = &m.ir.block(first_block(&m.ir, outer[0])).ops;
    assert_eq!(m.ir.op(inner[2]).operands[0], m.ir.op(outer[1]).results[0]);
}

/// The location alias names MLIR's printer gives (`loc`, `loc1`, …) have numbers; any other
/// spelling, or one past nine digits, has none.
#[test]
fn numbered_location_names() {
    use super::parallel::NumberedLocations;
    for (name, n) in [
        ("loc", Some(0)),
        ("loc1", Some(1)),
        ("loc10", Some(10)),
        ("loc999999999", Some(999_999_999)),
        ("loc0", None),
        ("loc01", None),
        ("loc1a", None),
        ("locx", None),
        ("lo", None),
        ("map1", None),
        ("loc1234567890", None),
    ] {
        assert_eq!(NumberedLocations::number(name.as_bytes()), n, "{name}");
    }
}

/// A parse told to release its input ([`ParseOptions::release_input`]) releases it in whole
/// aligned units a margin behind where it reads (a partly released unit may be mapped back
/// whole by the next read of the rest), from the top level of an implicit module too, and
/// forgets the spellings its caches hold that point into what it released: nothing it keeps
/// reads a released page again.
#[test]
fn released_input_goes_in_whole_units_and_is_not_read_again() {
    use super::{RELEASE_MARGIN, RELEASE_UNIT};
    let mut text = String::new();
    let mut i = 0;
    // Past the last release, a few ops that fill the caches again. (The result type is
    // longer than the generic op types read from the bytes, which are kept by value.)
    while text.len() < 3 * RELEASE_UNIT + RELEASE_MARGIN + 4096 {
        text.push_str(&format!(
            "\"x.a_long_operation_name\"() {{an_attribute_with_a_long_name = {i} : i64, \
             t = tensor<{}xf32>}} : () -> tensor<4x8x16x32xf32> loc(\"file.mlir\":{i}:1)\n",
            i % 7
        ));
        i += 1;
    }
    let b = Bytes::from(text);
    let registry = Registry::new();
    let ranges = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let seen = ranges.clone();
    let record = move |r| seen.lock().unwrap_or_else(|e| e.into_inner()).push(r);
    let opts = ParseOptions {
        allow_unregistered: true,
        disable_threading: true,
        release_input: Some(super::ReleaseInput::new(Box::leak(Box::new(record)))),
        ..Default::default()
    };
    let mut p = super::Parser::new(&b, 0..b.len(), &registry, &opts);
    assert!(p.parse_top_level().is_ok(), "{:?}", p.diags);
    let ranges = ranges.lock().unwrap_or_else(|e| e.into_inner()).clone();
    assert!(ranges.len() >= 2, "{ranges:?}");
    let mut end = 0;
    for r in &ranges {
        assert_eq!((r.start, r.end % RELEASE_UNIT), (end, 0), "{ranges:?}");
        end = r.end;
    }
    assert!(end + RELEASE_MARGIN <= b.len() && end == p.released);
    let (base, released) = (b.as_ptr() as usize, p.released);
    let (mut live, mut stale) = (0, 0);
    p.caches.retain_input_spellings(|s| {
        match (s.as_ptr() as usize).wrapping_sub(base) < released {
            true => stale += 1,
            false => live += 1,
        }
        true
    });
    assert_eq!(stale, 0);
    // Those met since: the op's and the attribute's names, the location's file, the type.
    assert!(live >= 4, "{live}");
}
