//! The `gpu` dialect's core and host ops beyond the `gpu-ops` corpus (checked by `roundtrip`
//! and `invalid` through `DIALECT_CORPORA`): real pipeline output (`--gpu-kernel-outlining` on
//! `tests/corpus/gpu-ops/pipeline/launches.mlir` and `--gpu-map-parallel-loops` on
//! `parallel-loops.mlir`, run live) printed byte for byte as mlir-opt-22 prints it in both
//! forms of the dialect; `gpu.container_module`'s check on IR built by hand; the device
//! mapping ids; the op list against `mlir-tblgen-22`.

use rods::dialect::Registry;
use rods::ir::{Attribute, Location, Module, OperationName, OperationState, StringAttr};
use rods_dialects::GpuFlavour;
use rods_dialects::gpu::mapping::{GPUBlockMappingAttr, GPULaneMappingAttr, MappingId};
use rods_dialects::gpu::ops::GPUModuleOp;
use rods_tests::{
    assert_no_failures, mlir_opt_available, report_skipped, report_skipped_upstream_td,
    run_mlir_opt, run_rods, upstream_ops,
};

/// Outlines the launches of `pipeline/launches.mlir` with mlir-opt-22 and checks that rods-opt
/// prints the result (gpu.module, gpu.func kernels, gpu.launch_func, the id ops) as
/// mlir-opt-22 does, custom and generic, with either form of the gpu dialect.
#[test]
fn reads_gpu_kernel_outlining_output() {
    reads_pipeline_output(
        "--gpu-kernel-outlining",
        "launches.mlir",
        "gpu.launch_func async [%0] @reductions::@reduce",
    );
}

/// Maps the nested `scf.parallel` loops of `pipeline/parallel-loops.mlir` to GPU processors
/// with mlir-opt-22 (`mapping = [#gpu.loop_dim_map<…>]` on each loop) and checks that rods-opt
/// prints the result as mlir-opt-22 does.
#[test]
fn reads_gpu_map_parallel_loops_output() {
    reads_pipeline_output(
        "--gpu-map-parallel-loops",
        "parallel-loops.mlir",
        "#gpu.loop_dim_map<processor = thread_z, map = (d0) -> (d0), bound = (d0) -> (d0)>]}",
    );
}

/// Runs mlir-opt-22's `pass` on `tests/corpus/gpu-ops/pipeline/NAME` (its output must contain
/// `expected`) and checks that rods-opt prints that output as mlir-opt-22 does, custom and
/// generic, with either form of the gpu dialect.
fn reads_pipeline_output(pass: &str, name: &str, expected: &str) {
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let rel = format!("tests/corpus/gpu-ops/pipeline/{name}");
    let Some(passed) = run_mlir_opt(&[pass, rel.as_str()]) else {
        panic!("could not run mlir-opt-22");
    };
    assert_eq!(
        passed.code,
        0,
        "{}",
        String::from_utf8_lossy(&passed.stderr)
    );
    let text = String::from_utf8_lossy(&passed.stdout);
    assert!(text.contains(expected), "{text}");
    let dir = std::env::temp_dir().join(format!(
        "rods-pipeline-{}-{}",
        pass.trim_start_matches('-'),
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("test setup");
    let out = dir.join(name);
    std::fs::write(&out, &passed.stdout).expect("test setup");
    let out = out.to_string_lossy().into_owned();
    let generic = run_mlir_opt(&["--mlir-print-op-generic", out.as_str()]);
    let _ = std::fs::remove_dir_all(&dir);
    let generic = generic.expect("mlir-opt-22 ran before");
    let mut failures = Vec::new();
    for flavour in ["--gpu-dialect=seed", "--gpu-dialect=llvm22"] {
        let ours = run_rods(&[flavour, "-"], &passed.stdout);
        if let Some(why) = ours.mismatch(&passed.stdout) {
            failures.push(format!("{flavour} (custom): {why}"));
        }
        let ours = run_rods(&[flavour, "--mlir-print-op-generic", "-"], &passed.stdout);
        if let Some(why) = ours.mismatch(&generic.stdout) {
            failures.push(format!("{flavour} (generic): {why}"));
        }
    }
    assert_no_failures(&format!("{pass} output"), &failures);
}

/// `gpu.launch` with two ids left out of one list names two region arguments `''`: upstream
/// reports «region entry argument '' is already in use» at an undefined location (its empty
/// name has none), so the corpus cannot hold the case; rods reports it at the first list.
#[test]
fn launch_with_two_unnamed_ids_reports_the_reuse_of_the_empty_name() {
    let input = b"func.func @f(%sz: index) {
  gpu.launch blocks(%bx, %by) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    gpu.terminator
  }
  return
}
";
    let out = run_rods(&["-"], input);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.code, 1, "{stderr}");
    assert!(
        stderr.starts_with("<stdin>:2:14: error: region entry argument '' is already in use\n"),
        "{stderr}"
    );
    assert!(
        stderr.contains("note: previously referenced here"),
        "{stderr}"
    );
}

/// IR built without a parser checks `gpu.container_module` once the IR knows the registry's
/// dialects (`Ir::set_attribute_verifiers`), and not before.
#[test]
fn container_module_is_checked_with_the_registry_dialects() {
    let mut registry = Registry::new();
    rods_dialects::register(&mut registry);
    let mut module = Module::new();
    let loc = Location::Unknown;
    let kernels = GPUModuleOp::create_named(&mut module.ir, loc.clone(), "kernels", None, None);
    let body = module.body().expect("a module has a body");
    module.ir.append_op(body, kernels);
    // `gpu.container_module` on a gpu.module: not a builtin.module.
    let mut state = OperationState::new(OperationName::unregistered("x.op"), loc.clone());
    state.set_attribute("gpu.container_module", Attribute::Unit);
    state.set_attribute("sym_name", Attribute::String(StringAttr::from("x")));
    module.push(state);
    assert!(rods::verify::verify(&module).is_ok());
    let dialects: Vec<_> = ["gpu"]
        .iter()
        .filter_map(|name| registry.dialect(name))
        .collect();
    module.ir.set_attribute_verifiers(&dialects);
    let errors = rods::verify::verify(&module).expect_err("the attribute is checked");
    assert_eq!(
        errors[0].message,
        "expected 'gpu.container_module' attribute to be attached to 'builtin.module'"
    );
}

/// A dialect attribute given by `Ir::op_mut` to parsed IR that had none is checked: the
/// verifier skips the attribute lists only while no op may hold one.
#[test]
fn container_module_given_after_the_parse_is_checked() {
    let mut registry = Registry::new();
    rods_dialects::register(&mut registry);
    let text = "module {\n  func.func @f() {\n    return\n  }\n}\n";
    let mut module = rods::front::parse_str(text, &registry).expect("parses");
    assert!(!module.ir.may_have_dialect_attributes());
    assert!(rods::verify::verify(&module).is_ok());
    let body = module.body().expect("a module has a body");
    let func = module.ir.block(body).ops[0];
    module
        .ir
        .op_mut(func)
        .attributes
        .set("gpu.container_module", Attribute::Unit);
    let errors = rods::verify::verify(&module).expect_err("the attribute is checked");
    assert_eq!(
        errors[0].message,
        "expected 'gpu.container_module' attribute to be attached to 'builtin.module'"
    );
}

/// What `DeviceMappingAttrInterface` reads of the mapping attributes.
#[test]
fn mapping_ids_are_upstreams() {
    let x = GPUBlockMappingAttr::new(MappingId::DimX);
    assert_eq!(
        (x.mapping_id(), x.is_linear_mapping(), x.relative_index()),
        (0, false, 0)
    );
    let l = GPULaneMappingAttr::new(MappingId::LinearDim2);
    assert_eq!(
        (l.mapping_id(), l.is_linear_mapping(), l.relative_index()),
        (5, true, 2)
    );
    assert_eq!(
        MappingId::symbolize("linear_dim_9"),
        Some(MappingId::LinearDim9)
    );
}

/// Every op of LLVM 22's `GPUOps.td` (as `mlir-tblgen-22 -gen-op-doc` lists them) is
/// registered in both forms of the dialect, and every registered `gpu` op is upstream's.
#[test]
fn every_upstream_core_op_is_declared() {
    let Some(upstream) = upstream_ops("mlir/Dialect/GPU/IR/GPUOps.td") else {
        report_skipped_upstream_td();
        return;
    };
    let upstream: Vec<&str> = upstream.iter().map(String::as_str).collect();
    assert!(upstream.len() > 60, "{upstream:?}");
    for flavour in [GpuFlavour::Seed, GpuFlavour::Llvm22] {
        let mut registry = Registry::new();
        rods_dialects::register_flavour(&mut registry, flavour);
        let missing: Vec<&&str> = upstream
            .iter()
            .filter(|op| registry.op(op).is_none())
            .collect();
        assert!(missing.is_empty(), "{flavour:?}: not declared: {missing:?}");
        let dialect = registry.dialect("gpu").expect("registered");
        let extra: Vec<&str> = dialect
            .ops
            .iter()
            .map(|d| d.name)
            .filter(|name| !upstream.contains(name))
            .collect();
        assert!(extra.is_empty(), "{flavour:?}: not upstream's: {extra:?}");
    }
}

/// A type without parameters has one value, built once and shared (as MLIR's context uniques
/// `!gpu.async.token`): every async op's token type is the same allocation.
#[test]
fn parameterless_types_are_built_once() {
    use rods_dialects::gpu::async_token::{AsyncTokenType, async_token_type};
    let (a, b) = (async_token_type(), AsyncTokenType::new().into_type());
    let (rods::ir::Type::Dialect(a), rods::ir::Type::Dialect(b)) = (&a, &b) else {
        panic!("not dialect types: {a:?} {b:?}");
    };
    assert!(std::ptr::addr_eq(a.get(), b.get()));
    assert_eq!(a.get().def().mnemonic, "async.token");
}
