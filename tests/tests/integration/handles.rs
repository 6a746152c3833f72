//! Typed op handles (`FooOpHandle`, `rods::ods::TypedOp`, `Ir::isa` / `Ir::dyn_cast`) on
//! upstream's ops: accessors of operands, results, regions, successors and attributes, as the
//! op's groups split them (`AttrSizedOperandSegments`, a variadic-of-variadic group); setters
//! that keep the use lists and the segment sizes, checked by the verifier and the printer.

use rods::Module;
use rods::ir::{Ir, OpId, WalkOrder, WalkResult};
use rods::ods::{TypedOp, UnitAttr};
use rods_dialects::arith::{
    AddIOp, ConstantOp, DivSIOp, IntegerOverflowAttr, IntegerOverflowFlags, overflow_none,
};
use rods_dialects::cf::{CondBranchOp, SwitchOp};
use rods_dialects::func::{FuncOp, ReturnOp};
use rods_dialects::memref::AllocOp;
use rods_dialects::scf::{ForOp, IfOp};

fn parse(text: &str) -> Module {
    let registry = rods_dialects::registry();
    let module = rods::parse_str(text, &registry).unwrap_or_else(|e| panic!("{e}"));
    module.verify().unwrap_or_else(|e| panic!("{e}"));
    module
}

/// The handles of the `T` ops in `module`, in pre-order.
fn all<T: TypedOp>(module: &Module) -> Vec<T::Handle> {
    let mut out = Vec::new();
    module.ir.walk(module.top, WalkOrder::PreOrder, |op| {
        out.extend(module.ir.dyn_cast::<T>(op));
        WalkResult::Advance
    });
    out
}

fn one<T: TypedOp>(module: &Module) -> T::Handle {
    let found = all::<T>(module);
    assert_eq!(found.len(), 1, "one `{}`", T::OPERATION_NAME);
    found[0]
}

/// The op the first `T` is (for the untyped API).
fn op_of<T: TypedOp>(module: &Module) -> OpId {
    one::<T>(module).into()
}

fn verified_text(module: &Module) -> String {
    module.verify().unwrap_or_else(|e| panic!("{e}"));
    module.to_string()
}

fn uses(ir: &Ir, v: rods::ir::Value) -> usize {
    ir.uses(v).len()
}

const ARITH: &str = "func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.divsi %0, %b exact : i32
  return %1 : i32
}
";

/// `isa` / `dyn_cast` go by name; the accessors read the op's operands, result and
/// attributes (a default-valued one and a unit one) and agree with the copy-out (`read`).
#[test]
fn arith_accessors_and_casts() {
    let module = parse(ARITH);
    let ir = &module.ir;
    let add = one::<AddIOp>(&module);
    let div = one::<DivSIOp>(&module);
    let args = ir
        .block(ir.region(one::<FuncOp>(&module).body(ir)).blocks[0])
        .args
        .clone();
    assert_eq!((add.lhs(ir), add.rhs(ir)), (args[0], args[1]));
    assert_eq!(div.lhs(ir), add.result(ir));
    assert_eq!(add.overflow_flags(ir).value, IntegerOverflowFlags::Nsw);
    assert!(div.is_exact(ir).is_some());
    assert!(ir.isa::<AddIOp>(add.op()) && !ir.isa::<DivSIOp>(add.op()));
    assert_eq!(ir.dyn_cast::<DivSIOp>(add.op()), None);
    assert_eq!(AddIOp::dyn_cast(ir, add.op()), Some(add));
    assert_eq!(AddIOp::cast(ir, add.op()), add);
    assert_eq!(OpId::from(add), add.op());
    let copy = add.read(ir).expect("satisfies its declaration");
    assert_eq!(
        (copy.lhs, copy.rhs, copy.result),
        (args[0], args[1], add.result(ir))
    );
    assert_eq!(<AddIOp as TypedOp>::OPERATION_NAME, "arith.addi");
    // No handle of another op's kind.
    assert!(all::<ConstantOp>(&module).is_empty());
}

/// Setting an operand keeps the use lists; setting and removing attributes shows in the
/// printed op, which still verifies.
#[test]
fn arith_setters() {
    let mut module = parse(ARITH);
    let add = one::<AddIOp>(&module);
    let div = one::<DivSIOp>(&module);
    let ir = &mut module.ir;
    let (a, b) = (add.lhs(ir), add.rhs(ir));
    assert_eq!((uses(ir, a), uses(ir, b)), (1, 2));
    add.set_rhs(ir, a);
    assert_eq!((uses(ir, a), uses(ir, b)), (2, 1));
    assert_eq!(ir.users(a).filter(|&u| u == add.op()).count(), 2);
    add.set_overflow_flags(ir, IntegerOverflowAttr::new(IntegerOverflowFlags::Nuw));
    assert!(div.remove_is_exact(ir));
    assert!(!div.remove_is_exact(ir));
    let text = verified_text(&module);
    assert!(
        text.contains("%0 = arith.addi %arg0, %arg0 overflow<nuw> : i32"),
        "{text}"
    );
    assert!(text.contains("%1 = arith.divsi %0, %arg1 : i32"), "{text}");
    let ir = &mut module.ir;
    add.set_overflow_flags(ir, overflow_none());
    div.set_is_exact(ir, UnitAttr);
    let text = verified_text(&module);
    assert!(
        text.contains("%0 = arith.addi %arg0, %arg0 : i32"),
        "{text}"
    );
    assert!(
        text.contains("%1 = arith.divsi %0, %arg1 exact : i32"),
        "{text}"
    );
}

/// A required attribute's setter (`func.func`'s `sym_name`) and a variadic operand group
/// without segment sizes (`func.return`'s operands), whose size may change.
#[test]
fn func_symbol_and_return_operands() {
    let mut module =
        parse("func.func @f(%a: i32, %b: i32) -> (i32, i32) {\n  return %a, %b : i32, i32\n}\n");
    let f = one::<FuncOp>(&module);
    let ret = one::<ReturnOp>(&module);
    let ir = &mut module.ir;
    assert_eq!(f.sym_name(ir).0.as_bytes(), b"f");
    let (a, b) = (ret.operands(ir)[0], ret.operands(ir)[1]);
    f.set_sym_name(
        ir,
        rods::ods::SymbolNameAttr(rods::ir::StringAttr::from("g")),
    );
    ret.set_operands(ir, &[b, a]);
    assert_eq!(ret.operands(ir), [b, a]);
    assert_eq!(ir.uses(a)[0].index, 1);
    let text = verified_text(&module);
    assert!(text.contains("func.func @g("), "{text}");
    assert!(text.contains("return %arg1, %arg0 : i32, i32"), "{text}");
    // One operand fewer: the verifier sees the function's results no longer match.
    let ir = &mut module.ir;
    ret.set_operands(ir, &[a]);
    assert_eq!(uses(ir, b), 0);
    let err = module.verify().expect_err("one result missing").to_string();
    assert!(
        err.contains("has 1 operands, but enclosing function"),
        "{err}"
    );
}

const BRANCHES: &str = "func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%v: i32):
  return %v : i32
^bb2:
  cf.switch %x : i32, [
    default: ^bb1(%y : i32),
    3: ^bb1(%x : i32),
    5: ^bb3
  ]
^bb3:
  return %y : i32
}
";

/// Successors, and operand groups split by `operandSegmentSizes` (cf.cond_br) or by a
/// variadic-of-variadic group's sizes (cf.switch).
#[test]
fn cf_successors_and_segments() {
    let module = parse(BRANCHES);
    let ir = &module.ir;
    let f = one::<FuncOp>(&module);
    let blocks = ir.region(f.body(ir)).blocks.to_vec();
    let args = ir.block(blocks[0]).args.clone();
    let (c, x, y) = (args[0], args[1], args[2]);
    let br = one::<CondBranchOp>(&module);
    assert_eq!(br.condition(ir), c);
    assert_eq!(br.true_dest_operands(ir), [x]);
    assert!(br.false_dest_operands(ir).is_empty());
    assert_eq!(
        (br.true_dest(ir), br.false_dest(ir)),
        (blocks[1], blocks[2])
    );
    assert!(br.branch_weights(ir).is_none());
    let sw = one::<SwitchOp>(&module);
    assert_eq!(sw.flag(ir), x);
    assert_eq!(sw.default_operands(ir), [y]);
    assert_eq!(sw.case_operands(ir), vec![&[x][..], &[][..]]);
    assert_eq!(sw.default_destination(ir), blocks[1]);
    assert_eq!(sw.case_destinations(ir), [blocks[1], blocks[3]]);
    assert_eq!(sw.case_operand_segments(ir).0, vec![1, 0]);
    assert!(sw.case_values(ir).is_some());
}

/// Replacing an `AttrSizedOperandSegments` group updates `operandSegmentSizes`, so the other
/// groups stay where they are.
#[test]
fn cond_br_group_setter_keeps_segment_sizes() {
    let mut module = parse(BRANCHES);
    let br = one::<CondBranchOp>(&module);
    let op = op_of::<CondBranchOp>(&module);
    let f = one::<FuncOp>(&module);
    let ir = &mut module.ir;
    let entry = ir.region(f.body(ir)).blocks[0];
    let args = ir.block(entry).args.clone();
    let (c, x, y) = (args[0], args[1], args[2]);
    // A block argument for ^bb2, then both groups changed.
    let bb2 = br.false_dest(ir);
    ir.add_block_argument(bb2, rods::ir::Type::i32());
    br.set_false_dest_operands(ir, &[x]);
    br.set_true_dest_operands(ir, &[y]);
    assert_eq!(br.condition(ir), c);
    assert_eq!(
        (br.true_dest_operands(ir), br.false_dest_operands(ir)),
        (&[y][..], &[x][..])
    );
    assert_eq!(ir.op(op).operands.as_slice(), [c, y, x]);
    assert_eq!(
        ir.property(op, "operandSegmentSizes")
            .map(ToString::to_string)
            .as_deref(),
        Some("array<i32: 1, 1, 1>")
    );
    assert_eq!((uses(ir, x), uses(ir, y)), (3, 3));
    let text = module.to_string();
    assert!(
        text.contains("cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb2(%arg1 : i32)"),
        "{text}"
    );
}

/// memref.alloc's two variadic groups (`AttrSizedOperandSegments`): the dynamic sizes and
/// the layout's symbols; a setter that breaks the op is caught by the verifier.
#[test]
fn memref_alloc_groups() {
    let mut module = parse(
        "func.func @f(%n: index, %m: index, %s: index) {
  %0 = memref.alloc(%n, %m)[%s] {alignment = 64 : i64} : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  return
}
",
    );
    let alloc = one::<AllocOp>(&module);
    let ir = &mut module.ir;
    let (n, m) = (alloc.dynamic_sizes(ir)[0], alloc.dynamic_sizes(ir)[1]);
    let s = alloc.symbol_operands(ir)[0];
    assert_eq!(alloc.dynamic_sizes(ir), [n, m]);
    assert_eq!(alloc.symbol_operands(ir), [s]);
    assert_eq!(alloc.alignment(ir).map(|a| a.value.0), Some(64));
    assert_eq!(
        ir.value_type(alloc.memref(ir)).to_string().get(..9),
        Some("memref<?x")
    );
    alloc.set_dynamic_sizes(ir, &[m]);
    assert_eq!(alloc.symbol_operands(ir), [s]);
    let err = module
        .verify()
        .expect_err("one dynamic size missing")
        .to_string();
    assert!(
        err.contains("incorrect number of dynamic sizes, has 1, expected 2"),
        "{err}"
    );
    let ir = &mut module.ir;
    alloc.set_dynamic_sizes(ir, &[m, n]);
    alloc.set_symbol_operands(ir, &[n]);
    assert!(alloc.remove_alignment(ir));
    let text = verified_text(&module);
    assert!(
        text.contains("memref.alloc(%arg1, %arg0)[%arg0] : memref<"),
        "{text}"
    );
}

/// Regions (scf.for, scf.if) and the values around them.
#[test]
fn scf_regions() {
    let module = parse(
        "func.func @f(%lb: index, %ub: index, %c: i1, %x: f32) -> f32 {
  %st = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %y = scf.if %c -> (f32) {
      scf.yield %acc : f32
    } else {
      scf.yield %x : f32
    }
    scf.yield %y : f32
  }
  return %r : f32
}
",
    );
    let ir = &module.ir;
    let for_op = one::<ForOp>(&module);
    let if_op = one::<IfOp>(&module);
    let args = ir
        .block(ir.region(one::<FuncOp>(&module).body(ir)).blocks[0])
        .args
        .clone();
    assert_eq!(
        (for_op.lower_bound(ir), for_op.upper_bound(ir)),
        (args[0], args[1])
    );
    assert_eq!(for_op.init_args(ir), [args[3]]);
    assert!(for_op.unsigned_cmp(ir).is_none());
    let body = for_op.region(ir);
    assert_eq!(ir.op(for_op.op()).regions(), [body]);
    let body_block = ir.region(body).blocks[0];
    assert_eq!(ir.op(if_op.op()).parent(), Some(body_block));
    assert_eq!(if_op.condition(ir), args[2]);
    assert_eq!(ir.region(if_op.then_region(ir)).blocks.len(), 1);
    assert_eq!(ir.region(if_op.else_region(ir)).blocks.len(), 1);
    assert_eq!(if_op.results(ir).len(), 1);
    assert_eq!(for_op.results(ir), ir.op(for_op.op()).results.as_slice());
}

/// On IR the verifier rejects, a single value's accessor panics (documented) and a group's
/// gives nothing; `read` says `None`.
#[test]
fn accessors_on_ops_that_do_not_fit() {
    let mut module = parse(ARITH);
    let add = one::<AddIOp>(&module);
    let ir = &mut module.ir;
    ir.set_operands(add.op(), 0..2, &[]);
    let ir = &module.ir;
    assert!(add.read(ir).is_none());
    assert!(std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| add.lhs(ir))).is_err());
    let ret = one::<ReturnOp>(&module);
    assert_eq!(ret.operands(ir).len(), 1);
}
