//! The checks the parser runs while an op's data is in the cache (`OpDef::local_verify`,
//! `Ir::mark_symbols_unique`) must not hide an error: an op or a block changed after the parse
//! is checked again by the verifier.

use bytes::Bytes;
use rods::ir::{Attribute, Location, Module, OpId, OperationState};
use rods::verify::verify;

const TEXT: &str = "module {\n  gpu.binary @a [#gpu.object<#nvvm.target, \"A\">]\n  gpu.binary @b [#gpu.object<#nvvm.target, \"B\">]\n  %0 = gpu.thread_id x\n}\n";

fn parsed() -> Module {
    parse(TEXT)
}

fn parse(text: &'static str) -> Module {
    let buf = Bytes::from(text);
    rods::syntax::parser::parse_source(
        &buf,
        0..buf.len(),
        &rods_dialects::registry(),
        &Default::default(),
    )
    .unwrap_or_else(|d| panic!("{}", d[0].message))
}

/// The ops of the module's body, in order: the two `gpu.binary` ops, then `gpu.thread_id`.
fn binaries(m: &Module) -> Vec<OpId> {
    let region = m.ir.op(m.top).regions()[0];
    let block = m.ir.region(region).blocks[0];
    m.ir.block(block).ops.to_vec()
}

/// Replaces a property of `op` through `Ir::op_mut`, as a pass would.
fn change_property(m: &mut Module, op: OpId, name: &str, value: Attribute) {
    let p = m.ir.op_mut(op).properties.get_mut(name).expect("property");
    *p = value;
}

fn first_error(m: &Module) -> Option<String> {
    verify(m).err().map(|d| d[0].message.clone())
}

#[test]
fn parsed_ops_and_symbol_tables_are_checked_early() {
    let m = parsed();
    let ops = binaries(&m);
    // The symbols too: their check of their parent, which they had none of then, is left to
    // the walk.
    assert!(ops.iter().all(|op| m.ir.is_verified(*op)));
    let block = m.ir.region(m.ir.op(m.top).regions()[0]).blocks[0];
    assert!(m.ir.symbols_unique(block));
    assert_eq!(first_error(&m), None);
}

#[test]
fn an_op_changed_after_the_parse_is_verified_again() {
    let mut m = parsed();
    let b = binaries(&m)[1];
    change_property(&mut m, b, "objects", Attribute::array(vec![]));
    assert!(!m.ir.is_verified(b));
    assert_eq!(
        first_error(&m).as_deref(),
        Some(
            "'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements"
        )
    );
}

#[test]
fn a_symbol_renamed_after_the_parse_is_checked_again() {
    let mut m = parsed();
    let b = binaries(&m)[1];
    change_property(&mut m, b, "sym_name", Attribute::string("a"));
    assert_eq!(
        first_error(&m).as_deref(),
        Some("redefinition of symbol named 'a'")
    );
}

#[test]
fn a_symbol_appended_after_the_parse_is_checked_again() {
    let mut m = parsed();
    let block = m.ir.region(m.ir.op(m.top).regions()[0]).blocks[0];
    let mut st = OperationState::new(
        rods::ir::OperationName::unregistered("x.sym"),
        Location::Unknown,
    );
    st.set_attribute("sym_name", Attribute::string("b"));
    let op = m.ir.create_op(st);
    m.ir.append_op(block, op);
    assert_eq!(
        first_error(&m).as_deref(),
        Some("redefinition of symbol named 'b'")
    );
}

#[test]
fn a_symbol_moved_after_the_parse_into_a_function_is_checked_again() {
    let text = "module {\n  gpu.binary @a [#gpu.object<#nvvm.target, \"A\">]\n  func.func @f() {\n    return\n  }\n}\n";
    let mut m = parse(text);
    let ops = binaries(&m);
    // Verified as parsed, outside any function: moving it is what makes it wrong.
    assert!(m.ir.is_verified(ops[0]));
    assert_eq!(first_error(&m), None);
    let body = m.ir.region(m.ir.op(ops[1]).regions()[0]).blocks[0];
    let ret = m.ir.block(body).ops[0];
    m.ir.insert_op(rods::ir::InsertPoint::Before(ret), ops[0]);
    assert_eq!(
        first_error(&m).as_deref(),
        Some("'gpu.binary' op symbol's parent must have the SymbolTable trait")
    );
}
