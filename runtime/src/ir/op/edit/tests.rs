//! Editing, use lists and walks on parsed IR, checked through the printed result and the
//! verifier.

use crate::dialect::Registry;
use crate::ir::op::{InsertPoint, OpOperand, StillUsed, WalkOrder, WalkResult};
use crate::ir::{BlockId, Ir, Module, OpId, OperationName, OperationState, Value};
use crate::syntax::parser::ParseOptions;

fn parse(text: &str) -> Module {
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let text = bytes::Bytes::copy_from_slice(text.as_bytes());
    crate::front::parse_buffer("t.mlir", text, &Registry::new(), &opts).unwrap()
}

/// The ops of the module body, by name: `x.a` → its id.
fn find(m: &Module, name: &str) -> OpId {
    let mut found = None;
    m.ir.walk(m.top, WalkOrder::PreOrder, |op| {
        if m.ir.op(op).name.as_str() == name {
            found = Some(op);
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    found.unwrap()
}

fn names(ir: &Ir, ops: &[OpId]) -> Vec<String> {
    ops.iter()
        .map(|&o| ir.op(o).name.as_str().to_owned())
        .collect()
}

/// The editing methods kept the use lists (none of them dropped the lists, which the next
/// query would rebuild over the whole IR), and they equal the ones built afresh.
fn assert_uses_current(ir: &Ir) {
    assert!(ir.uses.get().is_some(), "an edit dropped the use lists");
    let mut fresh = ir.clone();
    fresh.uses.take();
    for v in 0..ir.values.len() as u32 {
        let mut kept = ir.uses(Value(v)).to_vec();
        let mut built = fresh.uses(Value(v)).to_vec();
        kept.sort_by_key(|u| (u.op.0, u.index));
        built.sort_by_key(|u| (u.op.0, u.index));
        assert_eq!(kept, built, "uses of value {v}");
    }
    for b in 0..ir.blocks.len() as u32 {
        let mut kept = ir.predecessors(BlockId(b));
        let mut built = fresh.predecessors(BlockId(b));
        kept.sort_by_key(|p| p.0);
        built.sort_by_key(|p| p.0);
        assert_eq!(kept, built, "predecessors of block {b}");
    }
}

const NESTED: &str = "\"x.a\"() ({\n  \"x.b\"() ({\n    \"x.c\"() : () -> ()\n  }) : () -> ()\n  \"x.d\"() : () -> ()\n}, {\n  \"x.e\"() : () -> ()\n}) : () -> ()\n";

#[test]
fn walks_visit_in_mlir_order_and_stop_or_skip_when_told() {
    let m = parse(NESTED);
    let mut seen = Vec::new();
    m.ir.walk(m.top, WalkOrder::PreOrder, |op| {
        seen.push(op);
        WalkResult::Advance
    });
    assert_eq!(
        names(&m.ir, &seen),
        ["builtin.module", "x.a", "x.b", "x.c", "x.d", "x.e"]
    );
    seen.clear();
    m.ir.walk(m.top, WalkOrder::PostOrder, |op| {
        seen.push(op);
        WalkResult::Advance
    });
    assert_eq!(
        names(&m.ir, &seen),
        ["x.c", "x.b", "x.d", "x.e", "x.a", "builtin.module"]
    );
    // `Skip` leaves out what `x.b` holds; `Interrupt` stops at `x.d`.
    seen.clear();
    let r = m.ir.walk(m.top, WalkOrder::PreOrder, |op| {
        seen.push(op);
        match m.ir.op(op).name.as_str() {
            "x.b" => WalkResult::Skip,
            "x.d" => WalkResult::Interrupt,
            _ => WalkResult::Advance,
        }
    });
    assert_eq!(r, WalkResult::Interrupt);
    assert_eq!(names(&m.ir, &seen), ["builtin.module", "x.a", "x.b", "x.d"]);
    let (mut blocks, mut regions) = (0, 0);
    m.ir.walk_blocks(m.top, WalkOrder::PostOrder, |_| {
        blocks += 1;
        WalkResult::Advance
    });
    m.ir.walk_regions(m.top, WalkOrder::PreOrder, |_| {
        regions += 1;
        WalkResult::Advance
    });
    assert_eq!((blocks, regions), (4, 4));
}

#[test]
fn a_post_order_walk_may_erase_the_op_it_visits() {
    let mut m = parse(
        "%0 = \"x.dead\"() : () -> i32\n%1 = \"x.live\"() : () -> i32\n\"x.r\"() ({\n  %2 = \"x.dead\"() : () -> i32\n  %3 = \"x.dead\"() : () -> i32\n}) : () -> ()\n\"x.use\"(%1) : (i32) -> ()\n",
    );
    let top = m.top;
    let mut visited = 0;
    m.ir.walk_mut(top, WalkOrder::PostOrder, |ir, op| {
        visited += 1;
        if ir.op(op).name.as_str() == "x.dead" && ir.results_unused(op) {
            ir.erase_op(op).unwrap();
        }
        WalkResult::Advance
    });
    assert_eq!(visited, 7);
    assert_eq!(
        m.to_string(),
        "module {\n  %0 = \"x.live\"() : () -> i32\n  \"x.r\"() ({\n  ^bb0:\n  }) : () -> ()\n  \"x.use\"(%0) : (i32) -> ()\n}\n"
    );
    assert_uses_current(&m.ir);
    assert!(m.verify().is_ok());
}

#[test]
fn ops_inserted_right_after_the_visited_op_are_not_visited() {
    let mut m = parse("\"x.a\"() : () -> ()\n\"x.b\"() : () -> ()\n");
    let top = m.top;
    let mut seen = Vec::new();
    m.ir.walk_mut(top, WalkOrder::PreOrder, |ir, op| {
        seen.push(ir.op(op).name.as_str().to_owned());
        if ir.op(op).name.as_str() == "x.a" {
            let name = OperationName::unregistered("x.new");
            let loc = ir.op_loc(op).into_owned();
            ir.create_op_at(InsertPoint::After(op), OperationState::new(name, loc));
        }
        WalkResult::Advance
    });
    assert_eq!(seen, ["builtin.module", "x.a", "x.b"]);
    assert_eq!(
        m.to_string(),
        "module {\n  \"x.a\"() : () -> ()\n  \"x.new\"() : () -> ()\n  \"x.b\"() : () -> ()\n}\n"
    );
}

#[test]
fn use_lists_follow_operand_edits_and_erasure() {
    let mut m = parse(
        "%0 = \"x.a\"() : () -> i32\n%1 = \"x.b\"() : () -> i32\n%2 = \"x.c\"(%0, %0) : (i32, i32) -> i32\n\"x.d\"(%2, %1) : (i32, i32) -> ()\n",
    );
    let (a, b, c, d) = (
        find(&m, "x.a"),
        find(&m, "x.b"),
        find(&m, "x.c"),
        find(&m, "x.d"),
    );
    let va = m.ir.op(a).results[0];
    let vb = m.ir.op(b).results[0];
    let vc = m.ir.op(c).results[0];
    assert_eq!(
        m.ir.uses(va),
        [OpOperand { op: c, index: 0 }, OpOperand { op: c, index: 1 }]
    );
    assert_eq!(m.ir.users(vc).collect::<Vec<_>>(), [d]);
    // `x.c`'s result cannot go while `x.d` uses it; nothing changes.
    assert_eq!(
        m.ir.erase_op(c),
        Err(StillUsed {
            value: vc,
            user: OpOperand { op: d, index: 0 }
        })
    );
    assert_eq!(m.ir.uses(va).len(), 2);
    // Replace `x.c` by `x.b`'s value: `x.d` uses `%1` twice, `x.a` is unused.
    m.ir.replace_op(c, &[vb]).unwrap();
    assert!(m.ir.is_erased(c));
    assert!(!m.ir.has_uses(va));
    assert_eq!(
        m.ir.uses(vb),
        [OpOperand { op: d, index: 1 }, OpOperand { op: d, index: 0 }]
    );
    assert_uses_current(&m.ir);
    m.ir.set_operand(d, 1, va);
    assert_eq!(m.ir.users(va).collect::<Vec<_>>(), [d]);
    assert_uses_current(&m.ir);
    assert_eq!(
        m.to_string(),
        "module {\n  %0 = \"x.a\"() : () -> i32\n  %1 = \"x.b\"() : () -> i32\n  \"x.d\"(%1, %0) : (i32, i32) -> ()\n}\n"
    );
    // `op_mut` may change anything: the use lists are rebuilt on the next query.
    m.ir.op_mut(d).operands.clear();
    assert!(!m.ir.has_uses(va));
    assert_uses_current(&m.ir);
}

#[test]
fn inserting_and_moving_ops_keeps_the_verifier_honest() {
    // Moving the inner `@a` next to the outer one makes a duplicate symbol, which the parser's
    // record of unique names must not hide.
    let mut m = parse("module @a {\n}\nmodule @x {\n  module @a {\n  }\n}\n");
    assert!(m.verify().is_ok());
    let body = m.body().unwrap();
    let outer_a = m.ir.block(body).ops[0];
    let x = m.ir.block(body).ops[1];
    let inner_body = m.ir.region(m.ir.op(x).regions()[0]).blocks[0];
    let inner_a = m.ir.block(inner_body).ops[0];
    m.ir.insert_op(InsertPoint::Before(outer_a), inner_a);
    assert_eq!(m.ir.block(body).ops, [inner_a, outer_a, x]);
    assert!(m.ir.block(inner_body).ops.is_empty());
    let err = m.verify().unwrap_err().to_string();
    assert!(
        err.starts_with("t.mlir:1:1: error: redefinition of symbol named 'a'"),
        "{err}"
    );
    // Back to the end of `@x`'s body: valid again.
    m.ir.insert_op(InsertPoint::BlockEnd(inner_body), inner_a);
    assert!(m.verify().is_ok());
    assert_eq!(
        m.to_string(),
        "module {\n  module @a {\n  }\n  module @x {\n    module @a {\n    }\n  }\n}\n"
    );
}

#[test]
fn blocks_are_inserted_and_erased_unless_still_used() {
    let mut m = parse(
        "\"x.f\"() ({\n^bb0:\n  \"x.br\"()[^bb1] : () -> ()\n^bb1(%a: i32):\n  \"x.use\"(%a) : (i32) -> ()\n^bb2:\n  \"x.ret\"() : () -> ()\n}) : () -> ()\n",
    );
    let f = find(&m, "x.f");
    let region = m.ir.op(f).regions()[0];
    let blocks = m.ir.region(region).blocks.to_vec();
    assert_eq!(m.ir.predecessors(blocks[1]), [blocks[0]]);
    assert_eq!(m.ir.single_predecessor(blocks[1]), Some(blocks[0]));
    assert!(m.ir.predecessors(blocks[2]).is_empty());
    assert!(m.ir.erase_block(blocks[1]).is_err());
    m.ir.erase_block(blocks[2]).unwrap();
    let new = m.ir.insert_block(region, 1, crate::ir::Location::Unknown);
    let name = OperationName::unregistered("x.new");
    m.ir.create_op_at(
        InsertPoint::BlockStart(new),
        OperationState::new(name, crate::ir::Location::Unknown),
    );
    assert_eq!(
        m.to_string(),
        "module {\n  \"x.f\"() ({\n    \"x.br\"()[^bb2] : () -> ()\n  ^bb1:  // no predecessors\n    \"x.new\"() : () -> ()\n  ^bb2(%0: i32):  // pred: ^bb0\n    \"x.use\"(%0) : (i32) -> ()\n  }) : () -> ()\n}\n"
    );
    assert_uses_current(&m.ir);
}

/// `set_successors` and `set_discardable_attr` keep the use lists; erasing the unreachable
/// blocks of a region (which cuts their branches first) does too.
#[test]
fn successors_and_discardable_attributes_keep_the_use_lists() {
    let mut m = parse(
        "\"x.f\"() ({\n^bb0:\n  \"x.br\"()[^bb1] : () -> ()\n^bb1:\n  \"x.ret\"() : () -> ()\n^bb2:\n  \"x.br\"()[^bb1, ^bb2] : () -> ()\n}) : () -> ()\n",
    );
    let f = find(&m, "x.f");
    let region = m.ir.op(f).regions()[0];
    let blocks = m.ir.region(region).blocks.to_vec();
    assert_eq!(m.ir.predecessors(blocks[1]), [blocks[0], blocks[2]]);
    let dead_br = *m.ir.block(blocks[2]).ops.last().unwrap();
    m.ir.set_successors(dead_br, &[blocks[0]]);
    assert_eq!(m.ir.predecessors(blocks[0]), [blocks[2]]);
    assert_eq!(m.ir.predecessors(blocks[1]), [blocks[0]]);
    assert_uses_current(&m.ir);
    assert!(!m.ir.may_have_dialect_attributes());
    let tag = crate::ir::NamedAttribute::new("x.tag", crate::ir::Attribute::Unit);
    assert_eq!(m.ir.set_discardable_attr(f, tag), None);
    assert!(m.ir.may_have_dialect_attributes());
    assert_uses_current(&m.ir);
    assert!(crate::pass::region::erase_unreachable_blocks(
        &mut m.ir,
        &[region]
    ));
    assert_uses_current(&m.ir);
    assert_eq!(
        m.to_string(),
        "module {\n  \"x.f\"() ({\n    \"x.br\"()[^bb1] : () -> ()\n  ^bb1:  // pred: ^bb0\n    \"x.ret\"() : () -> ()\n  }) {x.tag} : () -> ()\n}\n"
    );
}

/// `erase_ops` erases as `erase_op` one after the other would: an op still used by one not
/// erased before it stays; the blocks and use lists are rewritten once.
#[test]
fn ops_are_erased_in_bulk_as_one_by_one() {
    let mut m = parse(
        "%0 = \"x.a\"() : () -> i32\n%1 = \"x.b\"(%0) : (i32) -> i32\n\"x.r\"() ({\n  \"x.n\"(%0) : (i32) -> ()\n}) : () -> ()\n\"x.c\"(%0) : (i32) -> ()\n\"x.keep\"(%0) : (i32) -> ()\n",
    );
    let [a, b, r, c, keep] = ["x.a", "x.b", "x.r", "x.c", "x.keep"].map(|n| find(&m, n));
    let nested = find(&m, "x.n");
    assert_eq!(m.ir.erase_ops(&[b, a, r, c, r]), 3);
    assert!(!m.ir.is_erased(a) && !m.ir.is_erased(keep));
    assert!([b, r, c, nested].iter().all(|&o| m.ir.is_erased(o)));
    let v = m.ir.op(a).results[0];
    assert_eq!(m.ir.uses(v), [OpOperand { op: keep, index: 0 }]);
    assert_uses_current(&m.ir);
    assert_eq!(
        m.to_string(),
        "module {\n  %0 = \"x.a\"() : () -> i32\n  \"x.keep\"(%0) : (i32) -> ()\n}\n"
    );
    assert_eq!(m.ir.erase_ops(&[keep, a]), 2);
    assert_eq!(m.to_string(), "module {\n}\n");
    assert_uses_current(&m.ir);
}

/// `move_block` takes a block to another position or region; `erase_block_arguments` drops
/// arguments and the ones after them keep their own locations.
#[test]
fn blocks_move_and_lose_arguments() {
    let mut m = parse(
        "\"x.f\"() ({\n^bb0:\n  \"x.ret\"() : () -> ()\n^bb1(%a: i32 loc(\"a\"), %b: i32 loc(\"b\"), %c: i32 loc(\"c\")):\n  \"x.use\"(%b) : (i32) -> ()\n}) : () -> ()\n\"x.g\"() ({\n^bb0:\n  \"x.ret\"() : () -> ()\n}) : () -> ()\n",
    );
    let (f, g) = (find(&m, "x.f"), find(&m, "x.g"));
    // The use lists are built, and the edits below keep them.
    let _ = m.ir.uses(Value(0));
    let (rf, rg) = (m.ir.op(f).regions()[0], m.ir.op(g).regions()[0]);
    let moved = m.ir.region(rf).blocks[1];
    let b = m.ir.block(moved).args[1];
    let loc_b = m.ir.arg_loc(b).clone();
    assert_ne!(&loc_b, m.ir.arg_loc(m.ir.block(moved).args[0]));
    m.ir.erase_block_arguments(moved, &[true, false, true]);
    assert_eq!(m.ir.block(moved).args[..], [b]);
    assert_eq!(m.ir.arg_loc(b), &loc_b);
    m.ir.move_block(moved, rg, 0);
    assert_eq!(m.ir.region(rf).blocks.len(), 1);
    assert_eq!(m.ir.region(rg).blocks[0], moved);
    assert_eq!(m.ir.block(moved).parent, Some(rg));
    assert_eq!(
        m.to_string(),
        "module {\n  \"x.f\"() ({\n    \"x.ret\"() : () -> ()\n  }) : () -> ()\n  \"x.g\"() ({\n  ^bb0(%arg0: i32):\n    \"x.use\"(%arg0) : (i32) -> ()\n  ^bb1:  // no predecessors\n    \"x.ret\"() : () -> ()\n  }) : () -> ()\n}\n"
    );
    assert_uses_current(&m.ir);
}

/// `clone_op` copies an op and its regions, operands looked up in the mapping, which the
/// copies' results and block arguments join; an argument already mapped is left out of its
/// block's copy.
#[test]
fn ops_and_regions_are_cloned_through_a_mapping() {
    let mut m = parse(
        "%a = \"x.a\"() : () -> i32\n%b = \"x.b\"() : () -> i32\n\"x.loop\"(%a) ({\n^bb0(%i: i32, %j: i32):\n  %s = \"x.add\"(%i, %j, %a) : (i32, i32, i32) -> i32\n  \"x.yield\"(%s) : (i32) -> ()\n}) {k} : (i32) -> ()\n",
    );
    let (a, b, lp) = (find(&m, "x.a"), find(&m, "x.b"), find(&m, "x.loop"));
    // The use lists are built, and the edits below keep them.
    let _ = m.ir.uses(Value(0));
    let (va, vb) = (m.ir.op(a).results[0], m.ir.op(b).results[0]);
    let region = m.ir.op(lp).regions()[0];
    let i = m.ir.block(m.ir.region(region).blocks[0]).args[0];
    let mut mapping = crate::ir::IrMapping::new();
    mapping.map_value(va, vb);
    mapping.map_value(i, vb);
    let copy = m.ir.clone_op(lp, &mut mapping);
    m.ir.insert_op(InsertPoint::After(lp), copy);
    assert_eq!(
        m.to_string(),
        "module {\n  %0 = \"x.a\"() : () -> i32\n  %1 = \"x.b\"() : () -> i32\n  \"x.loop\"(%0) ({\n  ^bb0(%arg0: i32, %arg1: i32):\n    %2 = \"x.add\"(%arg0, %arg1, %0) : (i32, i32, i32) -> i32\n    \"x.yield\"(%2) : (i32) -> ()\n  }) {k} : (i32) -> ()\n  \"x.loop\"(%1) ({\n  ^bb0(%arg0: i32):\n    %2 = \"x.add\"(%1, %arg0, %1) : (i32, i32, i32) -> i32\n    \"x.yield\"(%2) : (i32) -> ()\n  }) {k} : (i32) -> ()\n}\n"
    );
    assert_uses_current(&m.ir);
}

/// `set_operands` replaces a range by more or fewer values: the operands after it move, and
/// the use lists follow them; `set_property` / `remove_property` keep the use lists.
#[test]
fn operand_ranges_and_properties_keep_the_use_lists() {
    let mut m = parse(
        "%0:3 = \"x.def\"() : () -> (i32, i32, i32)\n\"x.use\"(%0#0, %0#1, %0#2) <{p = 1 : i32}> : (i32, i32, i32) -> ()\n",
    );
    let (def, user) = (find(&m, "x.def"), find(&m, "x.use"));
    let r = m.ir.op(def).results.to_vec();
    assert_eq!(m.ir.uses(r[2]), [OpOperand { op: user, index: 2 }]);
    m.ir.set_operands(user, 1..2, &[r[0], r[0], r[2]]);
    assert_eq!(
        m.ir.op(user).operands.as_slice(),
        [r[0], r[0], r[0], r[2], r[2]]
    );
    assert!(m.ir.uses(r[1]).is_empty());
    assert_eq!(m.ir.uses(r[0]).len(), 3);
    assert_uses_current(&m.ir);
    m.ir.set_operands(user, 0..4, &[]);
    assert_eq!(m.ir.op(user).operands.as_slice(), [r[2]]);
    assert_eq!(m.ir.uses(r[2]), [OpOperand { op: user, index: 0 }]);
    assert_uses_current(&m.ir);
    let one = m.ir.property(user, "p").cloned().unwrap();
    assert_eq!(m.ir.set_property(user, "q", one.clone()), None);
    assert_eq!(m.ir.remove_property(user, "p"), Some(one));
    assert_uses_current(&m.ir);
    assert_eq!(
        m.ir.display_op(user).to_string(),
        "\"x.use\"(%0#2) <{q = 1 : i32}> : (i32) -> ()"
    );
}

#[test]
fn an_op_renamed_through_op_mut_may_have_interfaces() {
    let mut ir = Ir::new();
    let name = OperationName::unregistered("x.a");
    let op = ir.create_op(OperationState::new(name, crate::ir::Location::Unknown));
    assert!(!ir.has_interface_ops());
    ir.op_mut(op).name = OperationName::registered(&crate::builtin::MODULE_OP);
    assert!(ir.has_interface_ops());
}

/// A block and a use list long enough to be kept in chunks: erasing, inserting next to an op,
/// neighbours, a walk that erases and moves ops, and the use lists, as in a short block.
#[test]
fn a_long_block_is_edited_as_a_short_one() {
    const N: usize = 3000;
    let mut text = String::from("%c = \"x.c\"() : () -> i32\n");
    for i in 0..N {
        text.push_str(&format!("\"x.u{i}\"(%c) : (i32) -> ()\n"));
    }
    let mut m = parse(&text);
    let body = m.ir.op(m.top).regions()[0];
    let block = m.ir.region(body).blocks[0];
    let c = m.ir.block(block).ops[0];
    let v = m.ir.op(c).results[0];
    let mut model: Vec<OpId> = m.ir.block(block).ops.to_vec();
    assert_eq!(m.ir.uses(v).len(), N);
    // Every third user erased, from the last.
    for i in (1..=N).rev().filter(|i| i % 3 == 0) {
        let op = model.remove(i);
        m.ir.erase_op(op).unwrap();
    }
    // New ops before and after some of those left, and one at the start.
    for (k, i) in (1..model.len())
        .step_by(97)
        .enumerate()
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
    {
        let anchor = model[i];
        let mut st = OperationState::new(OperationName::unregistered("x.new"), Default::default());
        st.operands.push(v);
        let op = m.ir.create_op(st);
        let at = if k % 2 == 0 {
            model.insert(i + 1, op);
            InsertPoint::After(anchor)
        } else {
            model.insert(i, op);
            InsertPoint::Before(anchor)
        };
        m.ir.insert_op(at, op);
    }
    let moved = model.remove(model.len() / 2);
    model.insert(0, moved);
    m.ir.insert_op(InsertPoint::BlockStart(block), moved);
    assert_eq!(m.ir.block(block).ops.to_vec(), model);
    for (i, &op) in model.iter().enumerate() {
        assert_eq!(m.ir.next_op(op), model.get(i + 1).copied());
        assert_eq!(m.ir.prev_op(op), i.checked_sub(1).map(|j| model[j]));
    }
    assert_uses_current(&m.ir);
    // A post-order walk erasing every other user and moving every tenth to the end visits
    // each op once, as in a short block.
    let mut visited = Vec::new();
    let mut n = 0;
    m.ir.walk_mut(m.top, WalkOrder::PostOrder, |ir, op| {
        if ir.op(op).parent() != Some(block) || op == c {
            return WalkResult::Advance;
        }
        visited.push(op);
        n += 1;
        if n % 2 == 0 {
            ir.erase_op(op).unwrap();
        } else if n % 10 == 1 {
            ir.insert_op(InsertPoint::BlockEnd(block), op);
        }
        WalkResult::Advance
    });
    let users: Vec<OpId> = model.iter().copied().filter(|&o| o != c).collect();
    assert_eq!(visited[..users.len()], users[..]);
    assert_uses_current(&m.ir);
    assert_eq!(
        m.ir.uses(v).len(),
        m.ir.block(block).ops.len() - 1,
        "each op left but the definition uses it once"
    );
    assert!(m.verify().is_ok());
}

/// A region of many blocks and a block many others branch to, long enough to be kept in
/// chunks: blocks erased, moved and inserted, and the predecessors, as in a small region.
#[test]
fn a_region_of_many_blocks_is_edited_as_a_small_one() {
    const N: usize = 2000;
    let mut text = String::from("\"x.f\"() ({\n");
    for i in 0..N {
        text.push_str(&format!("^b{i}:\n  \"x.br\"()[^exit] : () -> ()\n"));
    }
    text.push_str("^exit:\n  \"x.ret\"() : () -> ()\n}) : () -> ()\n");
    let mut m = parse(&text);
    let f = find(&m, "x.f");
    let region = m.ir.op(f).regions()[0];
    let mut model: Vec<BlockId> = m.ir.region(region).blocks.to_vec();
    let exit = *model.last().unwrap();
    assert_eq!(m.ir.predecessors(exit).len(), N);
    // Every other block but the entry erased, from the first.
    let erased: Vec<BlockId> = model[1..N].iter().copied().step_by(2).collect();
    for &b in &erased {
        m.ir.erase_block(b).unwrap();
        model.retain(|&x| x != b);
    }
    // One moved to the end, one new before the exit.
    let moved = model[model.len() / 2];
    model.retain(|&x| x != moved);
    model.push(moved);
    m.ir.move_block(moved, region, usize::MAX);
    let index = model.len() - 2;
    let new = m.ir.insert_block(region, index, Default::default());
    model.insert(index, new);
    assert_eq!(m.ir.region(region).blocks.to_vec(), model);
    let mut preds = m.ir.predecessors(exit);
    let mut expected: Vec<BlockId> = model
        .iter()
        .copied()
        .filter(|&b| b != exit && b != new)
        .collect();
    preds.sort_by_key(|b| b.0);
    expected.sort_by_key(|b| b.0);
    assert_eq!(preds, expected);
    assert_eq!(m.ir.single_predecessor(exit), None);
    assert_eq!(m.ir.unique_predecessor(exit), None);
    assert_uses_current(&m.ir);
    // Every branch but one cut: the exit has a single predecessor.
    let keep = model[0];
    for &b in &model {
        if b != keep && b != exit && b != new {
            let br = *m.ir.block(b).ops.last().unwrap();
            m.ir.set_successors(br, &[]);
        }
    }
    assert_eq!(m.ir.single_predecessor(exit), Some(keep));
    assert_eq!(m.ir.unique_predecessor(exit), Some(keep));
    assert_uses_current(&m.ir);
}
