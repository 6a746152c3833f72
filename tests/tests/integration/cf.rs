//! `cf` and `func` beyond the corpus: every op upstream declares is declared (listed by
//! `mlir-tblgen-22 -gen-op-doc`), and `cf.switch`'s variadic-of-variadic `caseOperands` built with `create`
//! (its sizes attribute set from the sub-groups) and read back through the typed view.

use bytes::Bytes;
use rods::ir::{Location, Module};
use rods::ods::{AnyIntElementsAttr, DenseI32ArrayAttr};
use rods_dialects::cf::{BranchOp, SwitchOp};
use rods_tests::{report_skipped_upstream_td, upstream_ops};

/// Every op of LLVM 22's `ControlFlowOps.td` and `FuncOps.td` is registered.
#[test]
fn every_upstream_cf_and_func_op_is_declared() {
    let registry = rods_opt::registry();
    for (td, count) in [
        ("mlir/Dialect/ControlFlow/IR/ControlFlowOps.td", 4),
        ("mlir/Dialect/Func/IR/FuncOps.td", 5),
    ] {
        let Some(ops) = upstream_ops(td) else {
            report_skipped_upstream_td();
            return;
        };
        assert_eq!(ops.len(), count, "{td}: {ops:?}");
        let missing: Vec<&String> = ops.iter().filter(|o| registry.op(o).is_none()).collect();
        assert!(missing.is_empty(), "{td}: not declared: {missing:?}");
    }
}

/// A function whose entry block takes `%flag: i32, %a: i32, %b: i64` (and only returns), and three
/// blocks with the arguments `()`, `(i32)` and `(i32, i64)`: the module, the entry
/// block, its arguments and the three blocks.
fn function() -> (
    Module,
    rods::ir::BlockId,
    Vec<rods::ir::Value>,
    Vec<rods::ir::BlockId>,
) {
    let text = "func.func @f(%flag: i32, %a: i32, %b: i64) {\n  return\n\
                ^bb1:\n  return\n^bb2(%x: i32):\n  return\n^bb3(%y: i32, %z: i64):\n  return\n}\n";
    let buf = Bytes::from(text);
    let registry = rods_opt::registry();
    let module =
        rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry, &Default::default())
            .unwrap_or_else(|d| panic!("{}", d[0].message));
    let ir = &module.ir;
    let func = ir.block(module.body().expect("a body")).ops[0];
    let blocks = ir.region(ir.op(func).regions()[0]).blocks.to_vec();
    let entry = blocks[0];
    let args = ir.block(entry).args.to_vec();
    (module, entry, args, blocks[1..].to_vec())
}

#[test]
fn switch_create_sets_the_case_operand_segments() {
    let (mut module, entry, args, blocks) = function();
    let (flag, a, b) = (args[0], args[1], args[2]);
    let ir = &mut module.ir;
    // The switch replaces the entry block's `return` (detached, never printed).
    ir.block_mut(entry).ops.clear();
    let values = rods::ir::DenseElementsAttr::from_values(
        rods::ir::Type::Vector(rods::ir::Uniqued::new(rods::ir::VectorType {
            shape: vec![2],
            scalable: vec![false],
            element: rods::ir::Type::i32(),
        })),
        &[7, u128::from(u32::MAX)],
    )
    .expect("dense");
    let switch = SwitchOp::create(
        ir,
        Location::Unknown,
        flag,
        vec![],
        vec![vec![a], vec![a, b]],
        Some(AnyIntElementsAttr(values)),
        // Whatever it holds, the sizes come from the sub-groups.
        DenseI32ArrayAttr(vec![9]),
        blocks[0],
        vec![blocks[1], blocks[2]],
    );
    ir.append_op(entry, switch);
    let view = SwitchOp::from_op(ir, switch).expect("a cf.switch");
    assert_eq!(view.case_operands, vec![vec![a], vec![a, b]]);
    assert_eq!(view.case_operand_segments, DenseI32ArrayAttr(vec![1, 2]));
    assert!(BranchOp::from_op(ir, switch).is_none());
    rods::verify::verify(&module).unwrap_or_else(|d| panic!("{}", d[0].message));
    let mut out = Vec::new();
    rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
    let text = String::from_utf8_lossy(&out);
    assert!(
        text.contains(
            "    cf.switch %arg0 : i32, [\n      default: ^bb1,\n      7: ^bb2(%arg1 : i32),\n      4294967295: ^bb3(%arg1, %arg2 : i32, i64)\n    ]\n"
        ),
        "{text}"
    );
}

/// `func.call_indirect`'s result types come from its callee's function type
/// (`TypesMatchWith` into the results with a type-list transformer): `create` takes none and
/// infers them.
#[test]
fn call_indirect_create_takes_its_result_types_from_the_callee() {
    use rods_dialects::func::{CallIndirectOp, ReturnOp};
    let text = "func.func @f(%fn: (i32) -> (f32, i64), %x: i32) {\n  return\n}\n";
    let buf = Bytes::from(text);
    let registry = rods_opt::registry();
    let mut module =
        rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry, &Default::default())
            .unwrap_or_else(|d| panic!("{}", d[0].message));
    let func = module.ir.block(module.body().expect("a body")).ops[0];
    let entry = module.ir.region(module.ir.op(func).regions()[0]).blocks[0];
    let args = module.ir.block(entry).args.clone();
    let ir = &mut module.ir;
    ir.block_mut(entry).ops.clear();
    let call = CallIndirectOp::create(ir, Location::Unknown, args[0], vec![args[1]], None, None)
        .expect("the callee's results");
    ir.append_op(entry, call);
    let ret = ReturnOp::create(ir, Location::Unknown, vec![]);
    ir.append_op(entry, ret);
    rods::verify::verify(&module).unwrap_or_else(|d| panic!("{}", d[0].message));
    let mut out = Vec::new();
    rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
    let text = String::from_utf8_lossy(&out);
    assert!(
        text.contains("    %0:2 = call_indirect %arg0(%arg1) : (i32) -> (f32, i64)\n"),
        "{text}"
    );
    // A callee of another type gives no result types (the verifier reports the callee).
    let ir = &mut module.ir;
    let bad =
        CallIndirectOp::create(ir, Location::Unknown, args[1], vec![], None, None).expect("built");
    assert!(ir.op(bad).results.is_empty());
}
