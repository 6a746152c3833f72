//! The compute, subgroup, MMA and sparse parts of the `gpu` dialect beyond the corpus
//! `tests/corpus/gpu-compute` (checked like every dialect corpus): their op list against
//! `mlir-tblgen-22`, the corpus in LLVM 22's form of the dialect (the ops are shared by both
//! forms), `!gpu.mma_matrix`'s checked constructor and `AsyncOpInterface` on the sparse ops.

use rods::ods::cast_op_interface;
use rods::verify::verify;
use rods_dialects::GpuFlavour;
use rods_dialects::gpu::async_token::AsyncOpInterface;
use rods_dialects::gpu::mma::MMAMatrixType;
use rods_tests::{
    assert_no_failures, report_skipped_upstream_td, roundtrip_failures, upstream_ops,
    verify_diagnostics_failures,
};

/// The ops of `GPUOps.td` this part declares.
const OPS: &[&str] = &[
    "gpu.all_reduce",
    "gpu.rotate",
    "gpu.shuffle",
    "gpu.subgroup_broadcast",
    "gpu.subgroup_reduce",
    "gpu.warp_execute_on_lane_0",
    "gpu.yield",
    "gpu.subgroup_mma_compute",
    "gpu.subgroup_mma_constant_matrix",
    "gpu.subgroup_mma_elementwise",
    "gpu.subgroup_mma_extract_thread_local",
    "gpu.subgroup_mma_insert_thread_local",
    "gpu.subgroup_mma_load_matrix",
    "gpu.subgroup_mma_store_matrix",
    "gpu.create_2to4_spmat",
    "gpu.create_bsr",
    "gpu.create_coo",
    "gpu.create_coo_aos",
    "gpu.create_csc",
    "gpu.create_csr",
    "gpu.create_dn_tensor",
    "gpu.destroy_dn_tensor",
    "gpu.destroy_sp_mat",
    "gpu.sddmm",
    "gpu.sddmm_buffer_size",
    "gpu.set_csr_pointers",
    "gpu.spgemm_copy",
    "gpu.spgemm_create_descr",
    "gpu.spgemm_destroy_descr",
    "gpu.spgemm_work_estimation_or_compute",
    "gpu.spmat_get_size",
    "gpu.spmm",
    "gpu.spmm_buffer_size",
    "gpu.spmv",
    "gpu.spmv_buffer_size",
];

/// Whether an upstream op name belongs to the MMA or sparse families (every one of which this
/// part declares).
fn in_mma_or_sparse_family(name: &str) -> bool {
    let op = name.trim_start_matches("gpu.");
    op.starts_with("subgroup_mma_")
        || op.starts_with("create_")
        || op.starts_with("destroy_")
        || op.starts_with("spm")
        || op.starts_with("spgemm_")
        || op.starts_with("sddmm")
        || op == "set_csr_pointers"
}

#[test]
fn the_part_matches_upstream_and_is_registered_in_both_forms() {
    let Some(upstream) = upstream_ops("mlir/Dialect/GPU/IR/GPUOps.td") else {
        report_skipped_upstream_td();
        return;
    };
    let not_upstream: Vec<&&str> = OPS
        .iter()
        .filter(|o| !upstream.iter().any(|u| u == *o))
        .collect();
    assert!(
        not_upstream.is_empty(),
        "not in GPUOps.td: {not_upstream:?}"
    );
    let left_out: Vec<&String> = upstream
        .iter()
        .filter(|u| in_mma_or_sparse_family(u) && !OPS.contains(&u.as_str()))
        .collect();
    assert!(
        left_out.is_empty(),
        "upstream ops of the part not listed: {left_out:?}"
    );
    for flavour in [GpuFlavour::Seed, GpuFlavour::Llvm22] {
        let registry = rods_dialects::registry_flavour(flavour);
        let missing: Vec<&&str> = OPS.iter().filter(|o| registry.op(o).is_none()).collect();
        assert!(
            missing.is_empty(),
            "{flavour:?}: not registered: {missing:?}"
        );
        for (dialect, mnemonic) in [
            ("gpu", "mma_matrix"),
            ("gpu", "async.token"),
            ("gpu", "sparse.dntensor_handle"),
            ("gpu", "sparse.spmat_handle"),
            ("gpu", "sparse.spgemmop_handle"),
        ] {
            assert!(
                registry.type_def(dialect, mnemonic).is_some(),
                "{flavour:?}: !{dialect}.{mnemonic}"
            );
        }
    }
}

#[test]
fn the_corpus_reads_and_prints_the_same_in_llvm22_form() {
    let flags = ["--gpu-dialect=llvm22", "--allow-unregistered-dialect"];
    assert_no_failures(
        "gpu-compute round trip (llvm22)",
        &roundtrip_failures("gpu-compute/roundtrip", &flags),
    );
    assert_no_failures(
        "gpu-compute invalid (llvm22)",
        &verify_diagnostics_failures(
            "gpu-compute/invalid",
            &[&flags],
            &["--allow-unregistered-dialect"],
        ),
    );
}

#[test]
fn mma_matrix_get_checked_reports_upstream_messages() {
    use rods::ir::{FloatKind, Type};
    let f16 = Type::Float(FloatKind::F16);
    assert!(MMAMatrixType::get_checked(vec![16, 16], f16.clone(), "AOp".into()).is_ok());
    assert_eq!(
        MMAMatrixType::get_checked(vec![16, 16], f16.clone(), "XOp".into()).expect_err("XOp"),
        "operand expected to be one of AOp, BOp or COp"
    );
    assert_eq!(
        MMAMatrixType::get_checked(vec![16], f16, "COp".into()).expect_err("one dimension"),
        "MMAMatrixType must have exactly two dimensions"
    );
    assert_eq!(
        MMAMatrixType::get_checked(vec![8, 8], Type::Index, "BOp".into())
            .expect_err("index elements"),
        "MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64"
    );
}

#[test]
fn sparse_ops_are_async_ops() {
    let text = "func.func @f(%d: !gpu.async.token, %s: !gpu.sparse.spmat_handle) {\n  %t = gpu.destroy_sp_mat async [%d, %d] %s\n  gpu.destroy_sp_mat %s\n  return\n}\n";
    let src = bytes::Bytes::from(text);
    let registry = rods_dialects::registry();
    let module =
        rods::syntax::parser::parse_source(&src, 0..src.len(), &registry, &Default::default())
            .expect("parses");
    verify(&module).expect("verifies");
    let ir = &module.ir;
    let mut ops = Vec::new();
    walk(ir, module.top, &mut ops);
    let mut seen = Vec::new();
    for id in ops {
        if ir.op(id).name.as_str() != "gpu.destroy_sp_mat" {
            continue;
        }
        let op = cast_op_interface::<dyn AsyncOpInterface>(ir, id).expect("an AsyncOpInterface");
        seen.push((op.async_dependencies().len(), op.async_token().is_some()));
    }
    assert_eq!(seen, [(2, true), (0, false)]);
}

/// Every op nested in `op`, in textual order.
fn walk(ir: &rods::ir::Ir, op: rods::ir::OpId, out: &mut Vec<rods::ir::OpId>) {
    for r in ir.op(op).regions() {
        for b in &ir.region(*r).blocks {
            for child in &ir.block(*b).ops {
                out.push(*child);
                walk(ir, *child, out);
            }
        }
    }
}

/// Upstream's builders of `gpu.warp_execute_on_lane_0`: the block arguments take the types
/// given (lane 0's view), the operands the values; with a `gpu.yield` added the op verifies
/// and prints as mlir-opt-22 prints the same IR.
#[test]
fn warp_execute_on_lane_0_builders_make_a_verifiable_op() {
    use rods::ir::{Location, Type, Uniqued, VectorType};
    let vector_of_i32 = |n: u64| {
        Type::Vector(Uniqued::new(VectorType {
            shape: vec![n],
            scalable: vec![false],
            element: Type::i32(),
        }))
    };
    use rods_dialects::gpu::compute::{WarpExecuteOnLane0Op, YieldOp};
    let registry = rods_dialects::registry();
    let input = "%c0 = arith.constant 0 : index\n%v = arith.constant dense<1> : vector<4xi32>\n";
    let mut module = rods::parse_str(input, &registry).expect("the input parses");
    let body = module.body().expect("a module has a body");
    let values: Vec<_> = module
        .ir
        .block(body)
        .ops
        .iter()
        .map(|op| module.ir.op(*op).results[0])
        .collect();
    let ir = &mut module.ir;
    let wide = vector_of_i32(128);
    let op = WarpExecuteOnLane0Op::create_with_body(
        ir,
        Location::Unknown,
        vec![vector_of_i32(4)],
        values[0],
        32,
        &[(values[1], wide)],
    );
    let region = ir.op(op).regions()[0];
    let block = ir.region(region).blocks[0];
    assert_eq!(ir.block(block).args.len(), 1);
    let arg = ir.block(block).args[0];
    let yield_op = YieldOp::create(ir, Location::Unknown, vec![arg]);
    ir.append_op(block, yield_op);
    ir.append_op(body, op);
    module.verify().expect("the built op verifies");
    assert!(
        module.to_string().contains(
            "%0 = gpu.warp_execute_on_lane_0(%c0)[32] args(%cst : vector<4xi32>) -> (vector<4xi32>) {\n  ^bb0(%arg0: vector<128xi32>):\n    gpu.yield %arg0 : vector<128xi32>\n  }\n"
        ),
        "{module}"
    );
}
