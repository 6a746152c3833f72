//! Verifier tests on hand-built IR; messages and note order as printed by `mlir-opt-22`.

use super::*;
use crate::builtin::MODULE_OP;
use crate::ir::{Attribute, Location, NamedAttribute, OperationState, Type};

fn unreg(name: &str) -> OperationName {
    OperationName::Unregistered(name.into())
}

fn module_op(ir: &mut Ir, loc: u32) -> (OpId, BlockId) {
    let r = ir.create_region();
    let b = ir.create_block(r, Location::Unknown);
    let mut st = OperationState::new(OperationName::Registered(&MODULE_OP), Location::Offset(loc));
    st.regions.push(r);
    (ir.create_op(st), b)
}

fn sym(ir: &mut Ir, block: BlockId, name: &str, sym: &str, loc: u32) -> OpId {
    let mut st = OperationState::new(unreg(name), Location::Offset(loc));
    st.set_attribute("sym_name", Attribute::string(sym));
    let op = ir.create_op(st);
    ir.append_op(block, op);
    op
}

#[test]
fn valid_module() {
    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    sym(&mut ir, b, "d.a", "x", 1);
    sym(&mut ir, b, "d.b", "y", 2);
    assert_eq!(verify(&Module { ir, top }), Ok(()));
}

#[test]
fn symbol_redefinition() {
    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    sym(&mut ir, b, "d.a", "x", 10);
    // Properties of unregistered ops count as well.
    let mut st = OperationState::new(unreg("d.b"), Location::Offset(20));
    st.set_property("sym_name", Attribute::string("x"));
    let op = ir.create_op(st);
    ir.append_op(b, op);
    let diags = verify(&Module { ir, top }).err().unwrap_or_default();
    assert_eq!(diags.len(), 1);
    let d = &diags[0];
    assert_eq!(d.message, "redefinition of symbol named 'x'");
    assert_eq!(d.loc, Location::Offset(20));
    assert_eq!(d.notes.len(), 2);
    assert_eq!(
        d.notes[0].message,
        "see current operation: \"d.b\"() <{sym_name = \"x\"}> : () -> ()"
    );
    assert_eq!(d.notes[1].message, "see existing symbol definition here");
    assert_eq!(d.notes[1].loc, Location::Offset(10));
}

/// Sibling isolated modules each report their error; the parent's own checks then do not run.
#[test]
fn isolated_children_all_reported() {
    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    for (i, s) in ["x", "y"].iter().enumerate() {
        let (m, mb) = module_op(&mut ir, 100 * i as u32);
        ir.append_op(b, m);
        sym(&mut ir, mb, "d.a", s, 1);
        sym(&mut ir, mb, "d.b", s, 2);
    }
    sym(&mut ir, b, "d.a", "q", 3);
    sym(&mut ir, b, "d.b", "q", 4);
    let diags = verify(&Module { ir, top }).err().unwrap_or_default();
    let msgs: Vec<_> = diags.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        msgs,
        [
            "redefinition of symbol named 'x'",
            "redefinition of symbol named 'y'"
        ]
    );
}

#[test]
fn module_checks() {
    let mut ir = Ir::new();
    let (top, _) = module_op(&mut ir, 0);
    ir.op_mut(top)
        .attributes
        .insert(NamedAttribute::new("foo", Attribute::int(64, 1)));
    let diags = verify(&Module { ir, top }).err().unwrap_or_default();
    assert_eq!(
        diags[0].message,
        "'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'"
    );
    assert_eq!(
        diags[0].notes[0].message,
        "see current operation: \n\"builtin.module\"() ({\n^bb0:\n}) {foo = 1 : i64} : () -> ()"
    );

    let mut ir = Ir::new();
    let (top, _) = module_op(&mut ir, 0);
    ir.op_mut(top)
        .properties
        .insert(NamedAttribute::new("sym_name", Attribute::string("a")));
    ir.op_mut(top).properties.insert(NamedAttribute::new(
        "sym_visibility",
        Attribute::string("bad"),
    ));
    let diags = verify(&Module { ir, top }).err().unwrap_or_default();
    assert_eq!(
        diags[0].message,
        "'builtin.module' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"bad\""
    );

    let mut ir = Ir::new();
    let st = OperationState::new(OperationName::Registered(&MODULE_OP), Location::Unknown);
    let top = ir.create_op(st);
    let diags = verify(&Module { ir, top }).err().unwrap_or_default();
    assert_eq!(diags[0].message, "'builtin.module' op requires one region");
    assert_eq!(
        diags[0].notes[0].message,
        "see current operation: \"builtin.module\"() : () -> ()"
    );
}

#[test]
fn block_structure() {
    // "d.x"() ({^bb0: "d.t"()[^bb1] ; "d.u"() ^bb1: "d.t"()})
    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    let r = ir.create_region();
    let bb0 = ir.create_block(r, Location::Unknown);
    let bb1 = ir.create_block(r, Location::Unknown);
    let mut st = OperationState::new(unreg("d.t"), Location::Offset(5));
    st.successors.push(bb1);
    let t = ir.create_op(st);
    ir.append_op(bb0, t);
    let u = ir.create_op(OperationState::new(unreg("d.u"), Location::Unknown));
    ir.append_op(bb0, u);
    let t2 = ir.create_op(OperationState::new(unreg("d.t"), Location::Unknown));
    ir.append_op(bb1, t2);
    let mut st = OperationState::new(unreg("d.x"), Location::Offset(1));
    st.regions.push(r);
    let x = ir.create_op(st);
    ir.append_op(b, x);
    let diags = verify(&Module { ir, top }).err().unwrap_or_default();
    assert_eq!(
        diags[0].message,
        "operation with block successors must terminate its parent block"
    );
    assert_eq!(diags[0].loc, Location::Offset(5));
    assert_eq!(
        diags[0].notes[0].message,
        "see current operation: \"d.t\"()[^bb1] : () -> ()"
    );

    // An empty first block among two: «empty block: expect at least a terminator».
    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    let r = ir.create_region();
    ir.create_block(r, Location::Unknown);
    let bb1 = ir.create_block(r, Location::Unknown);
    let t = ir.create_op(OperationState::new(unreg("d.t"), Location::Unknown));
    ir.append_op(bb1, t);
    let mut st = OperationState::new(unreg("d.x"), Location::Offset(1));
    st.regions.push(r);
    let x = ir.create_op(st);
    ir.append_op(b, x);
    let diags = verify(&Module { ir, top }).err().unwrap_or_default();
    assert_eq!(
        diags[0].message,
        "empty block: expect at least a terminator"
    );
    assert!(diags[0].notes.is_empty());
}

#[test]
fn isolation_and_unknown_builtin_op() {
    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    let mut st = OperationState::new(unreg("d.a"), Location::Unknown);
    st.result_types.push(Type::i32());
    let a = ir.create_op(st);
    ir.append_op(b, a);
    let v = ir.op(a).results[0];
    let (inner, ib) = module_op(&mut ir, 7);
    ir.append_op(b, inner);
    let mut st = OperationState::new(unreg("d.u"), Location::Offset(9));
    st.operands.push(v);
    let u = ir.create_op(st);
    ir.append_op(ib, u);
    let diags = verify(&Module { ir, top }).err().unwrap_or_default();
    assert_eq!(
        diags[0].message,
        "'d.u' op using value defined outside the region"
    );
    assert_eq!(
        diags[0].notes[0].message,
        "see current operation: \"d.u\"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()"
    );
    assert_eq!(
        diags[0].notes[1].message,
        "required by region isolation constraints"
    );
    assert_eq!(diags[0].notes[1].loc, Location::Offset(7));

    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    let f = ir.create_op(OperationState::new(unreg("builtin.foo"), Location::Unknown));
    ir.append_op(b, f);
    let diags = verify(&Module { ir, top }).err().unwrap_or_default();
    assert_eq!(
        diags[0].message,
        "unregistered operation 'builtin.foo' found in dialect ('builtin') that does not allow unknown operations"
    );
}

/// 1000 nested modules verify in a 2 MiB thread (debug build).
#[test]
fn deep_nesting_verifies_on_small_stack() {
    let handle = std::thread::Builder::new().stack_size(2 << 20).spawn(|| {
        let mut ir = Ir::new();
        let (top, mut b) = module_op(&mut ir, 0);
        for _ in 0..1000 {
            let (m, mb) = module_op(&mut ir, 0);
            ir.append_op(b, m);
            b = mb;
        }
        sym(&mut ir, b, "d.a", "x", 1);
        sym(&mut ir, b, "d.b", "x", 2);
        verify(&Module { ir, top }).err().map_or(0, |d| d.len())
    });
    assert_eq!(handle.ok().and_then(|h| h.join().ok()), Some(1));
}
