//! LLVM 22's `gpu.binary` and `#gpu.object` (`rods-opt --gpu-dialect=llvm22`) over
//! `tests/corpus/gpu-llvm22`: every output is mlir-opt-22's, checked in and compared live when
//! mlir-opt-22 is installed, and real pipeline output (`--gpu-module-to-binary` on
//! `pipeline/kernels.mlir`) prints byte for byte as mlir-opt-22 prints it.

use rods::ir::{Attribute, Location, Module};
use rods_dialects::gpu::llvm22::{
    BinaryOp, CompilationTarget, KernelMetadataAttr, KernelTableAttr, ObjectAttr, select_object,
};
use rods_dialects::gpu::{OffloadingLLVMTranslationAttrInterface, SelectObjectAttr};
use rods_dialects::nvvm::llvm22::NvvmTargetAttr;
use rods_tests::{
    assert_no_failures, corpus_inputs, differential_failures, mlir_opt_available, report_skipped,
    roundtrip_failures, run_mlir_opt, run_rods, verify_diagnostics_failures,
};

const FLAVOUR: &str = "--gpu-dialect=llvm22";
const ALLOW: &str = "--allow-unregistered-dialect";

#[test]
fn llvm22_corpus_is_present() {
    assert!(corpus_inputs("gpu-llvm22/roundtrip").len() >= 6);
    assert!(corpus_inputs("gpu-llvm22/invalid").len() >= 3);
}

#[test]
fn llvm22_roundtrip_matches_mlir_opt_output() {
    let failures = roundtrip_failures("gpu-llvm22/roundtrip", &[FLAVOUR, ALLOW]);
    assert_no_failures("gpu llvm22 round-trip", &failures);
}

#[test]
fn llvm22_roundtrip_differential_against_mlir_opt() {
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let failures = differential_failures("gpu-llvm22/roundtrip", &[FLAVOUR, ALLOW], &[ALLOW]);
    assert_no_failures("gpu llvm22 differential round-trip", &failures);
}

#[test]
fn llvm22_invalid_cases_pass_verify_diagnostics_in_both_tools() {
    let failures =
        verify_diagnostics_failures("gpu-llvm22/invalid", &[&[FLAVOUR, ALLOW]], &[ALLOW]);
    assert_no_failures("gpu llvm22 verify-diagnostics", &failures);
}

/// Compiles `pipeline/kernels.mlir` with mlir-opt-22 (`--gpu-module-to-binary`, PTX and LLVM
/// bitcode, both produced offline) and checks that rods-opt prints the result as mlir-opt-22
/// does, in both forms. The PTX object's properties hold compile times, so the output differs
/// from run to run: the comparison is live.
#[test]
fn llvm22_reads_gpu_module_to_binary_output() {
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let rel = "tests/corpus/gpu-llvm22/pipeline/kernels.mlir";
    let mut failures = Vec::new();
    for format in ["isa", "llvm"] {
        let pass = format!("--gpu-module-to-binary=format={format}");
        let Some(compiled) = run_mlir_opt(&[pass.as_str(), rel]) else {
            failures.push(format!("{format}: could not run mlir-opt-22"));
            continue;
        };
        if compiled.code != 0 {
            failures.push(format!(
                "{format}: mlir-opt-22 failed: {}",
                String::from_utf8_lossy(&compiled.stderr)
            ));
            continue;
        }
        let text = String::from_utf8_lossy(&compiled.stdout);
        assert!(
            text.contains("gpu.binary @kernels  [#gpu.object<"),
            "{text}"
        );
        let ours = run_rods(&[FLAVOUR, "-"], &compiled.stdout);
        if let Some(why) = ours.mismatch(&compiled.stdout) {
            failures.push(format!("{format} (custom): {why}"));
        }
        let generic = run_rods(&[FLAVOUR, "--mlir-print-op-generic", "-"], &compiled.stdout);
        let dir = std::env::temp_dir().join(format!("rods-pipeline-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("test setup");
        let out = dir.join(format!("{format}.mlir"));
        std::fs::write(&out, &compiled.stdout).expect("test setup");
        let out = out.to_string_lossy().into_owned();
        match run_mlir_opt(&["--mlir-print-op-generic", out.as_str()]) {
            Some(theirs) => {
                if let Some(why) = generic.mismatch(&theirs.stdout) {
                    failures.push(format!("{format} (generic): {why}"));
                }
            }
            None => failures.push(format!("{format}: could not run mlir-opt-22")),
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert_no_failures("gpu-module-to-binary output", &failures);
}

/// The two forms are distinct registries: each reads only its own syntax.
#[test]
fn flavours_read_only_their_own_syntax() {
    let llvm22 = b"gpu.binary @b [#gpu.object<#nvvm.target, bin = \"x\">]\n";
    let got = run_rods(&["-"], llvm22);
    assert_eq!(got.code, 1);
    let got = run_rods(&[FLAVOUR, "-"], llvm22);
    assert_eq!(got.code, 0, "{}", String::from_utf8_lossy(&got.stderr));
    // The seed's handler spelling is LLVM 22's too, and prints with upstream's space.
    let seed = b"gpu.binary @b<#gpu.select_object<1>> [#gpu.object<#nvvm.target, \"x\">]\n";
    let got = run_rods(&[FLAVOUR, "-"], seed);
    assert_eq!(
        String::from_utf8_lossy(&got.stdout),
        "module {\n  gpu.binary @b <#gpu.select_object<1 : i64>> [#gpu.object<#nvvm.target, \"x\">]\n}\n\n"
    );
    let got = run_rods(&["--gpu-dialect=cuda", "-"], seed);
    assert_eq!(got.code, 1);
    assert!(String::from_utf8_lossy(&got.stderr).contains("invalid value 'cuda'"));
}

/// mlir-opt-22 segfaults printing a generic `gpu.binary` without a handler in custom form (it
/// prints a null attribute); rods prints none, and reading that back stores the default.
#[test]
fn generic_binary_without_handler_prints_without_one() {
    let input = br#""gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], sym_name = "b"}> : () -> ()"#;
    let got = run_rods(&[FLAVOUR, "-"], input);
    assert_eq!(got.code, 0, "{}", String::from_utf8_lossy(&got.stderr));
    assert_eq!(
        String::from_utf8_lossy(&got.stdout),
        "module {\n  gpu.binary @b  [#gpu.object<#nvvm.target, \"\">]\n}\n\n"
    );
    let again = run_rods(&[FLAVOUR, "--mlir-print-op-generic", "-"], &got.stdout);
    assert!(
        String::from_utf8_lossy(&again.stdout).contains("offloadingHandler = #gpu.select_object,")
    );
}

#[test]
fn kernel_tables_sort_and_look_up_by_name() {
    let kernel = |name: &str| {
        KernelMetadataAttr::new(
            name.into(),
            rods::ir::Type::function(vec![], vec![]),
            None,
            None,
        )
    };
    let table = KernelTableAttr::new(vec![kernel("b"), kernel("C"), kernel("a")]);
    let names: Vec<&[u8]> = table
        .kernel_table
        .iter()
        .map(|k| k.name.as_bytes())
        .collect();
    assert_eq!(names, [&b"C"[..], b"a", b"b"]);
    assert!(table.lookup("a").is_some());
    assert!(table.lookup("d").is_none());
    assert_eq!(
        KernelTableAttr::get_checked(vec![kernel("a"), kernel("a")]).err(),
        Some("expected all kernels to be uniquely named".to_owned())
    );
    let unnamed = KernelMetadataAttr::get_checked(
        "".into(),
        rods::ir::Type::function(vec![], vec![]),
        None,
        None,
    );
    assert_eq!(
        unnamed.err().as_deref(),
        Some("the kernel name can't be empty")
    );
}

/// Upstream's builders store the default handler when none is given; the verifier and the
/// printer see the op as parsed IR.
#[test]
fn builders_store_the_default_handler() {
    let target = NvvmTargetAttr::new(
        3,
        "nvptx64-nvidia-cuda".into(),
        "sm_90".into(),
        String::new(),
        None,
        None,
        false,
    );
    let objects = [
        ObjectAttr::get_checked(
            target.clone().into_attribute(),
            CompilationTarget::Assembly,
            "ptx".into(),
            None,
            None,
        )
        .expect("test setup"),
        ObjectAttr::get_checked(
            target.into_attribute(),
            CompilationTarget::Fatbin,
            "fat".into(),
            None,
            None,
        )
        .expect("test setup"),
    ];
    let handler = SelectObjectAttr::get_checked(Some(Attribute::int(64, 1))).expect("test setup");
    assert_eq!(
        select_object(&handler, &objects)
            .expect("test setup")
            .format,
        CompilationTarget::Fatbin
    );
    assert_eq!(
        handler
            .select_index(&[])
            .err()
            .as_deref()
            .unwrap_or_default(),
        "the requested object index is out of range"
    );

    let as_attrs: Vec<Attribute> = objects
        .into_iter()
        .map(ObjectAttr::into_attribute)
        .collect();
    let mut module = Module::new();
    module.push(BinaryOp::build_from_objects(
        "k",
        None,
        &as_attrs,
        Location::Unknown,
    ));
    module.push(BinaryOp::build_from_objects(
        "h",
        Some(handler.into_attribute()),
        &as_attrs,
        Location::Unknown,
    ));
    rods::verify::verify(&module).expect("the built ops verify");
    let mut out = Vec::new();
    rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
    let text = String::from_utf8(out).expect("printed UTF-8");
    let objects = "[#gpu.object<#nvvm.target<O = 3, chip = \"sm_90\", verifyTarget = false>, assembly = \"ptx\">, #gpu.object<#nvvm.target<O = 3, chip = \"sm_90\", verifyTarget = false>, \"fat\">]";
    assert!(
        text.contains(&format!("gpu.binary @k  {objects}")),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "gpu.binary @h <#gpu.select_object<1 : i64>> {objects}"
        )),
        "{text}"
    );
    let generic = rods::syntax::printer::PrintOptions {
        generic: true,
        ..Default::default()
    };
    let mut out = Vec::new();
    rods::syntax::printer::print_module(&module, &generic, &mut out);
    assert!(
        String::from_utf8(out)
            .expect("test setup")
            .contains("offloadingHandler = #gpu.select_object, sym_name = \"k\"")
    );
}
