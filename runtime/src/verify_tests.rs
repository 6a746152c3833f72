//! Verifier tests on hand-built IR; messages and note order as printed by `mlir-opt-22`.

use super::*;
use crate::builtin::MODULE_OP;
use crate::ir::{Attribute, Location, NamedAttribute, OperationState, Type};

fn unreg(name: &str) -> OperationName {
    OperationName::unregistered(name)
}

fn module_op(ir: &mut Ir, loc: u32) -> (OpId, BlockId) {
    let r = ir.create_region();
    let b = ir.create_block(r, Location::Unknown);
    let mut st = OperationState::new(OperationName::registered(&MODULE_OP), Location::Offset(loc));
    st.regions.push(r);
    (ir.create_op(st), b)
}

/// Creates the op `st` describes and appends it to `block`.
fn append(ir: &mut Ir, block: BlockId, st: OperationState) -> OpId {
    let op = ir.create_op(st);
    ir.append_op(block, op);
    op
}

/// Appends an unregistered op `name` without operands at `loc`.
fn plain(ir: &mut Ir, block: BlockId, name: &str, loc: Location) -> OpId {
    append(ir, block, OperationState::new(unreg(name), loc))
}

/// Appends `"d.x"` at offset 1 holding `region`.
fn holder(ir: &mut Ir, block: BlockId, region: RegionId) -> OpId {
    let mut st = OperationState::new(unreg("d.x"), Location::Offset(1));
    st.regions.push(region);
    append(ir, block, st)
}

fn sym(ir: &mut Ir, block: BlockId, name: &str, sym: &str, loc: u32) -> OpId {
    let mut st = OperationState::new(unreg(name), Location::Offset(loc));
    st.set_attribute("sym_name", Attribute::string(sym));
    append(ir, block, st)
}

/// Asserts the first diagnostic's message and the message of its first note.
fn assert_error_and_note(diags: &[Diagnostic], message: &str, note: &str) {
    assert_eq!(diags[0].message, message);
    assert_eq!(diags[0].notes[0].message, note);
}

/// The diagnostics of verifying `top`, none when it verifies.
fn errors(ir: Ir, top: OpId) -> Vec<Diagnostic> {
    verify(&Module::from_ir(ir, top)).err().unwrap_or_default()
}

#[test]
fn valid_module() {
    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    sym(&mut ir, b, "d.a", "x", 1);
    sym(&mut ir, b, "d.b", "y", 2);
    assert_eq!(verify(&Module::from_ir(ir, top)), Ok(()));
}

#[test]
fn symbol_redefinition() {
    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    sym(&mut ir, b, "d.a", "x", 10);
    // Properties of unregistered ops count as well.
    let mut st = OperationState::new(unreg("d.b"), Location::Offset(20));
    st.set_property("sym_name", Attribute::string("x"));
    append(&mut ir, b, st);
    let diags = errors(ir, top);
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
    let diags = errors(ir, top);
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
    let diags = errors(ir, top);
    assert_error_and_note(
        &diags,
        "'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'",
        "see current operation: \n\"builtin.module\"() ({\n^bb0:\n}) {foo = 1 : i64} : () -> ()",
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
    let diags = errors(ir, top);
    assert_eq!(
        diags[0].message,
        "'builtin.module' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"bad\""
    );

    let mut ir = Ir::new();
    let st = OperationState::new(OperationName::registered(&MODULE_OP), Location::Unknown);
    let top = ir.create_op(st);
    let diags = errors(ir, top);
    assert_error_and_note(
        &diags,
        "'builtin.module' op requires one region",
        "see current operation: \"builtin.module\"() : () -> ()",
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
    append(&mut ir, bb0, st);
    plain(&mut ir, bb0, "d.u", Location::Unknown);
    plain(&mut ir, bb1, "d.t", Location::Unknown);
    holder(&mut ir, b, r);
    let diags = errors(ir, top);
    assert_error_and_note(
        &diags,
        "operation with block successors must terminate its parent block",
        "see current operation: \"d.t\"()[^bb1] : () -> ()",
    );
    assert_eq!(diags[0].loc, Location::Offset(5));

    // An empty first block among two: «empty block: expect at least a terminator».
    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    let r = ir.create_region();
    ir.create_block(r, Location::Unknown);
    let bb1 = ir.create_block(r, Location::Unknown);
    plain(&mut ir, bb1, "d.t", Location::Unknown);
    holder(&mut ir, b, r);
    let diags = errors(ir, top);
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
    let a = append(&mut ir, b, st);
    let v = ir.op(a).results[0];
    let (inner, ib) = module_op(&mut ir, 7);
    ir.append_op(b, inner);
    let mut st = OperationState::new(unreg("d.u"), Location::Offset(9));
    st.operands.push(v);
    append(&mut ir, ib, st);
    let diags = errors(ir, top);
    assert_error_and_note(
        &diags,
        "'d.u' op using value defined outside the region",
        "see current operation: \"d.u\"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()",
    );
    assert_eq!(
        diags[0].notes[1].message,
        "required by region isolation constraints"
    );
    assert_eq!(diags[0].notes[1].loc, Location::Offset(7));

    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    plain(&mut ir, b, "builtin.foo", Location::Unknown);
    let diags = errors(ir, top);
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
        verify(&Module::from_ir(ir, top))
            .err()
            .map_or(0, |d| d.len())
    });
    assert_eq!(handle.ok().and_then(|h| h.join().ok()), Some(1));
}

/// Appends to `block` a module holding `n` unregistered ops and, by `fault`, an error: 1 a
/// symbol redefinition, 2 an unknown builtin op, 3 an operand that does not dominate its use
/// (in a two-block region), 4 a nested module with a redefinition; 0 none.
fn module_with_fault(ir: &mut Ir, block: BlockId, loc: u32, n: usize, fault: usize) {
    let (m, mb) = module_op(ir, loc);
    ir.append_op(block, m);
    for i in 0..n {
        plain(ir, mb, "d.p", Location::Offset(loc + i as u32));
    }
    match fault {
        1 => {
            sym(ir, mb, "d.a", "x", loc + 1);
            sym(ir, mb, "d.b", "x", loc + 2);
        }
        2 => {
            plain(ir, mb, "builtin.foo", Location::Offset(loc + 3));
        }
        3 => {
            let r = ir.create_region();
            let b0 = ir.create_block(r, Location::Unknown);
            let b1 = ir.create_block(r, Location::Unknown);
            let mut st = OperationState::new(unreg("d.def"), Location::Offset(loc + 4));
            st.result_types.push(Type::i32());
            let def = append(ir, b1, st);
            let v = ir.op(def).results[0];
            let mut st = OperationState::new(unreg("d.use"), Location::Offset(loc + 5));
            st.operands.push(v);
            append(ir, b0, st);
            holder(ir, mb, r);
        }
        4 => module_with_fault(ir, mb, loc + 50, n, 1),
        _ => {}
    }
}

/// A dialect `t` whose check of `t.ok` on an op fails when it is `false`, reporting the op's
/// first nested op when `t.at` is set too.
static T_DIALECT: crate::ir::def::Dialect = crate::ir::def::Dialect {
    name: "t",
    summary: "",
    description: "",
    dependents: &[],
    ops: &[],
    attrs: &[],
    types: &[],
    verify_operation_attribute: Some(check_t_ok),
    materialize_constant: None,
    verify_region_arg_attribute: None,
    verify_region_result_attribute: None,
    unknown_type_message: None,
    unknown_attr_message: None,
    parse_unknown_type: None,
};

/// How many times `t`'s check ran.
static T_CHECKS: AtomicUsize = AtomicUsize::new(0);

fn check_t_ok(ir: &Ir, op: OpId, attr: &NamedAttribute) -> Result<(), (Option<OpId>, Diagnostic)> {
    T_CHECKS.fetch_add(1, Ordering::Relaxed);
    if !attr.name.is("t.ok") || attr.value != Attribute::Bool(false) {
        return Ok(());
    }
    let at = ir.op(op).regions().first().and_then(|r| {
        let b = *ir.region(*r).blocks.first()?;
        ir.block(b).ops.first().copied()
    });
    Err((
        at,
        Diagnostic::error(ir.op_loc(op).into_owned(), "t says no"),
    ))
}

/// A root whose discardable attribute a dialect checks: with threads, the check runs beside
/// the walk of the nested ops, and the answer is one thread's, whether the check passes (the
/// walk's diagnostics) or fails (its diagnostic alone, with its note), and each attribute is
/// checked once (the root's entrance does not check them again).
#[test]
fn attribute_checks_beside_the_walk_agree_with_one_thread() {
    for ok in [true, false] {
        let mut ir = Ir::new();
        ir.set_attribute_verifiers(&[&T_DIALECT]);
        let (top, b) = module_op(&mut ir, 0);
        for i in 0..12 {
            let fault = if i % 3 == 0 { i / 3 % 5 } else { 0 };
            module_with_fault(&mut ir, b, 1000 * (i as u32 + 1), 5 + i, fault);
        }
        let attrs = &mut ir.op_mut(top).attributes;
        attrs.set("t.ok", Attribute::Bool(ok));
        attrs.set("t.other", Attribute::Unit);
        let m = Module::from_ir(ir, top);
        let sequential = verify_threads(&m.ir, m.top, None, 1, 0, None)
            .err()
            .unwrap_or_default();
        let messages: Vec<_> = sequential.iter().map(|d| d.message.as_str()).collect();
        if ok {
            assert_eq!(messages.len(), 3, "{messages:?}");
        } else {
            assert_eq!(messages, ["t says no"]);
            assert!(
                sequential[0].notes[0]
                    .message
                    .starts_with("see current operation: ")
            );
        }
        assert!(has_attribute_checks(&m.ir, top));
        for threads in [1, 2, 3] {
            T_CHECKS.store(0, Ordering::Relaxed);
            let apart = verify_threads(&m.ir, m.top, None, threads, 0, None)
                .err()
                .unwrap_or_default();
            assert_eq!(apart, sequential);
            // `t.ok` and `t.other` in name order; a failure stops at the first.
            assert_eq!(T_CHECKS.load(Ordering::Relaxed), if ok { 2 } else { 1 });
        }
    }
}

/// Many sibling modules, several failing (in different ways, one inside a nested module):
/// verified on four threads, they give the diagnostics one thread gives, in op order.
#[test]
fn parallel_and_sequential_diagnostics_agree() {
    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    for i in 0..40 {
        let fault = if i % 3 == 0 { i / 3 % 5 } else { 0 };
        module_with_fault(&mut ir, b, 1000 * (i as u32 + 1), 5 + i, fault);
    }
    let m = Module::from_ir(ir, top);
    let sequential = verify_threads(&m.ir, m.top, None, 1, 0, None)
        .err()
        .unwrap_or_default();
    let messages: Vec<_> = sequential.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(messages.len(), 11, "{messages:?}");
    assert!(messages.contains(&"operand #0 does not dominate this use"));
    for threads in [2, 4] {
        let parallel = verify_threads(&m.ir, m.top, None, threads, 0, None)
            .err()
            .unwrap_or_default();
        assert_eq!(parallel, sequential);
    }
    // With locations in the notes, likewise.
    let src = crate::source::SourceFile::new("f.mlir", bytes::Bytes::from(" ".repeat(50_000)));
    let sequential = verify_threads(&m.ir, m.top, Some(&src), 1, 0, None);
    assert_eq!(
        verify_threads(&m.ir, m.top, Some(&src), 3, 0, None),
        sequential
    );
    // The threshold keeps small inputs on one thread; the answer is the same.
    assert_eq!(
        verify_threads(&m.ir, m.top, None, 4, MIN_PARALLEL_OPS, None),
        verify_threads(&m.ir, m.top, None, 1, 0, None)
    );
    assert_eq!(
        verify(&m),
        verify_with_options(
            &m,
            &VerifyOptions {
                disable_threading: true,
                locations: None
            }
        )
    );
}

/// A use of an outer value in an unreachable block, after an operand dominance does not
/// check there: the module's isolation check still reports it (dominance, which runs first
/// and stands in for it when it finds every operand inside, saw too little).
#[test]
fn isolation_in_unreachable_block() {
    let mut ir = Ir::new();
    let (top, b) = module_op(&mut ir, 0);
    let mut st = OperationState::new(unreg("d.a"), Location::Unknown);
    st.result_types.push(Type::i32());
    let a = append(&mut ir, b, st);
    let outer = ir.op(a).results[0];
    let (inner, ib) = module_op(&mut ir, 7);
    ir.append_op(b, inner);
    let r = ir.create_region();
    let entry = ir.create_block(r, Location::Unknown);
    let dead = ir.create_block(r, Location::Unknown);
    plain(&mut ir, entry, "d.t", Location::Unknown);
    let use_op = append(
        &mut ir,
        dead,
        OperationState::new(unreg("d.u"), Location::Offset(9)),
    );
    let mut st = OperationState::new(unreg("d.w"), Location::Unknown);
    st.result_types.push(Type::i32());
    let w = append(&mut ir, dead, st);
    let later = ir.op(w).results[0];
    ir.op_mut(use_op).operands.extend([later, outer]);
    holder(&mut ir, ib, r);
    let diags = errors(ir, top);
    assert_eq!(diags.len(), 1);
    assert_eq!(
        diags[0].message,
        "'d.u' op using value defined outside the region"
    );
    assert_eq!(diags[0].notes[1].loc, Location::Offset(7));
}
