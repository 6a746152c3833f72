//! The `llvm` dialect's types and attributes, the `dlti` dialect, and the checks of the
//! discardable attributes named after llvm, dlti, nvvm and rocdl over `tests/corpus/llvm-dlti`: every output is mlir-opt-22's, checked in and compared live when
//! mlir-opt-22 is installed; every invalid file passes `--verify-diagnostics` in both tools.
//! Both flavours register the two dialects.

use bytes::Bytes;
use rods::ir::{Attribute, StringAttr, Type};
use rods::ods::EnumProp;
use rods_dialects::dlti::{
    DataLayoutEntryAttr, DataLayoutEntryKey, DataLayoutSpecAttr, MapAttr, TargetDeviceSpecAttr,
    TargetSystemSpecAttr,
};
use rods_dialects::llvm::{
    LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType, Linkage,
    LinkageAttr,
};
use rods_dialects::{GpuFlavour, registry_flavour};
use rods_tests::{
    assert_no_failures, corpus_inputs, differential_failures, mlir_opt_available, report_skipped,
    roundtrip_failures, run_rods, verify_diagnostics_failures,
};

const ALLOW: &str = "--allow-unregistered-dialect";
const LLVM22: &str = "--gpu-dialect=llvm22";

#[test]
fn llvm_dlti_corpus_is_present() {
    assert!(corpus_inputs("llvm-dlti/roundtrip").len() >= 3);
    assert!(corpus_inputs("llvm-dlti/invalid").len() >= 3);
}

#[test]
fn llvm_dlti_roundtrip_matches_mlir_opt_output() {
    let mut failures = roundtrip_failures("llvm-dlti/roundtrip", &[ALLOW]);
    failures.extend(roundtrip_failures("llvm-dlti/roundtrip", &[LLVM22, ALLOW]));
    assert_no_failures("llvm/dlti round-trip", &failures);
}

#[test]
fn llvm_dlti_roundtrip_differential_against_mlir_opt() {
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let failures = differential_failures("llvm-dlti/roundtrip", &[ALLOW], &[ALLOW]);
    assert_no_failures("llvm/dlti differential round-trip", &failures);
}

#[test]
fn llvm_dlti_invalid_cases_pass_verify_diagnostics_in_both_tools() {
    let failures =
        verify_diagnostics_failures("llvm-dlti/invalid", &[&[ALLOW], &[LLVM22, ALLOW]], &[ALLOW]);
    assert_no_failures("llvm/dlti verify-diagnostics", &failures);
}

/// Parses one attribute with both dialects registered.
fn parse_attr(text: &'static str) -> Attribute {
    let src = Bytes::from_static(text.as_bytes());
    let registry = registry_flavour(GpuFlavour::Seed);
    rods::syntax::parser::parse_attribute_source(&src, 0..src.len(), &registry, &Default::default())
        .unwrap_or_else(|d| panic!("{text}: {}", d[0].message))
}

/// The type of a type attribute.
fn parse_type(text: &'static str) -> Type {
    match parse_attr(text) {
        Attribute::Type(t) => t,
        other => panic!("{text}: not a type: {other:?}"),
    }
}

#[test]
fn llvm_types_build_and_check_like_parsed_ones() {
    let ptr = LLVMPointerType::new(0).into_type();
    assert_eq!(ptr, parse_type("!llvm.ptr"));
    assert_eq!(
        LLVMPointerType::new(1).into_type(),
        parse_type("!llvm.ptr<1>")
    );
    let array = LLVMArrayType::new(ptr.clone(), 4).into_type();
    assert_eq!(array, parse_type("!llvm.array<4 x ptr>"));
    let void = LLVMVoidType::new().into_type();
    assert_eq!(
        LLVMArrayType::get_checked(void.clone(), 2).err().as_deref(),
        Some("invalid array element type: '!llvm.void'")
    );
    let func = LLVMFunctionType::new(void.clone(), vec![ptr.clone(), Type::i32()], true);
    assert_eq!(
        func.into_type(),
        parse_type("!llvm.func<void (ptr, i32, ...)>")
    );
    assert!(LLVMFunctionType::get_checked(void.clone(), vec![void.clone()], false).is_err());
    let parsed = parse_type("!llvm.struct<\"list\", (ptr, struct<\"list\">)>");
    let list = parsed.downcast_ref::<LLVMStructType>().expect("a struct");
    assert_eq!(
        list.name.as_ref().map(StringAttr::as_bytes),
        Some(&b"list"[..])
    );
    let inner = list.body[1]
        .downcast_ref::<LLVMStructType>()
        .expect("a struct");
    assert!(inner.recursive_reference && inner.body.is_empty());
    let built = LLVMStructType::identified(
        "list",
        vec![ptr.clone(), LLVMStructType::reference("list").into_type()],
        false,
    );
    assert_eq!(built.into_type(), parsed);
    assert_eq!(
        LLVMStructType::literal(vec![Type::i32()], true).into_type(),
        parse_type("!llvm.struct<packed (i32)>")
    );
    assert_eq!(
        LLVMStructType::opaque_named("o").into_type(),
        parse_type("!llvm.struct<\"o\", opaque>")
    );
}

#[test]
fn linkage_is_a_plain_enum_parameter() {
    let attr = LinkageAttr::new(EnumProp(Linkage::Internal)).into_attribute();
    assert_eq!(attr, parse_attr("#llvm.linkage<internal>"));
    assert_eq!(attr, parse_attr("#llvm.linkage<\"internal\">"));
    assert_eq!(Linkage::symbolize("extern_weak"), Some(Linkage::ExternWeak));
}

#[test]
fn dlti_specs_are_queried_by_key() {
    let spec = parse_attr("#dlti.dl_spec<\"dlti.endianness\" = \"big\", i64 = 64 : i32>");
    let spec = spec.downcast_ref::<DataLayoutSpecAttr>().expect("a spec");
    let endianness = DataLayoutEntryKey::String(StringAttr::from("dlti.endianness"));
    assert_eq!(
        spec.query(&endianness),
        Some(&Attribute::String(StringAttr::from("big")))
    );
    assert!(spec.query(&DataLayoutEntryKey::Type(Type::i64())).is_some());
    assert!(spec.query(&DataLayoutEntryKey::Type(Type::i32())).is_none());

    // The builder checks what the parser checks.
    let entry = DataLayoutEntryAttr::new(endianness.clone(), Attribute::string("little"));
    assert_eq!(
        MapAttr::get_checked(vec![entry.clone(), entry])
            .err()
            .as_deref(),
        Some("repeated DLTI key: \"dlti.endianness\"")
    );

    let system = parse_attr(
        "#dlti.target_system_spec<\"GPU\" = #dlti.target_device_spec<\"max_vector_op_width\" = 64 : ui32>>",
    );
    let system = system
        .downcast_ref::<TargetSystemSpecAttr>()
        .expect("a system spec");
    let gpu: &TargetDeviceSpecAttr = system.device_spec("GPU").expect("a GPU");
    assert_eq!(gpu.entries.len(), 1);
    assert!(system.device_spec("CPU").is_none());
}

/// LLVM types nested in LLVM types without their prefix are bounded like builtin nesting.
#[test]
fn deeply_nested_llvm_types_are_an_error_not_a_crash() {
    let n = 5000;
    for (open, close) in [
        ("array<1 x ", ">"),
        ("struct<(", ")>"),
        ("func<void (", ")>"),
    ] {
        let text = format!(
            "\"x.f\"() : () -> !llvm.{open}{}i32{}{close}\n",
            open.repeat(n),
            close.repeat(n)
        );
        let got = run_rods(&[ALLOW, "-"], text.as_bytes());
        assert_eq!(got.code, 1, "{open}");
        assert!(
            String::from_utf8_lossy(&got.stderr).contains("exceeded maximum nesting depth"),
            "{open}: {}",
            String::from_utf8_lossy(&got.stderr)
        );
    }
}

/// A data layout entry's error is reported at the module's location alone, without the «see
/// current operation» note (upstream's `emitError(loc)`), and reads as mlir-opt-22's.
#[test]
fn data_layout_entry_errors_carry_no_op_note() {
    let path = std::env::temp_dir().join(format!("rods-dl-entry-{}.mlir", std::process::id()));
    std::fs::write(
        &path,
        "module attributes {dlti.dl_spec = #dlti.dl_spec<\"dlti.endianness\" = \"middle\">} {}\n",
    )
    .expect("temporary file");
    let path = path.to_str().expect("UTF-8 path");
    let ours = run_rods(&[path], b"");
    let stderr = String::from_utf8_lossy(&ours.stderr).into_owned();
    assert_ne!(ours.code, 0);
    assert!(
        stderr.contains("error: 'dlti.endianness' data layout entry is expected to be either")
            && !stderr.contains("see current operation"),
        "{stderr}"
    );
    if !mlir_opt_available() {
        report_skipped();
        return;
    }
    let oracle = rods_tests::run_mlir_opt(&[path]).expect("mlir-opt-22 runs");
    assert_eq!(stderr, String::from_utf8_lossy(&oracle.stderr));
    let _ = std::fs::remove_file(path);
}

/// A `#dlti.dl_spec` or `#dlti.map` without its `<` is upstream's «expected '<'», read as
/// empty: the parse goes on, and when nothing else fails `rods-opt` prints the module and
/// exits 0 after the errors, as mlir-opt-22 does (every occurrence reported, a repeated
/// spelling too). The library's `parse_source` fails on such an error instead.
#[test]
fn dlti_entry_lists_without_their_angle_bracket_are_reported_and_parsed() {
    let text = "module attributes {dlti.dl_spec = #dlti.dl_spec} {\n  \"x.op\"() {a = #dlti.map, b = #dlti.map} : () -> ()\n}\n";
    let got = run_rods(&[ALLOW, "-"], text.as_bytes());
    assert_eq!(got.code, 0, "{}", String::from_utf8_lossy(&got.stderr));
    assert_eq!(
        String::from_utf8_lossy(&got.stdout),
        "module attributes {dlti.dl_spec = #dlti.dl_spec<>} {\n  \"x.op\"() {a = #dlti.map<>, b = #dlti.map<>} : () -> ()\n}\n\n"
    );
    let errors: Vec<&str> = std::str::from_utf8(&got.stderr)
        .expect("UTF-8")
        .lines()
        .filter(|l| l.contains("error"))
        .collect();
    assert_eq!(
        errors,
        [
            "<stdin>:1:48: error: expected '<'",
            "<stdin>:2:26: error: expected '<'",
            "<stdin>:2:41: error: expected '<'",
        ]
    );
    let src = Bytes::from_static(text.as_bytes());
    let registry = registry_flavour(GpuFlavour::Seed);
    let opts = rods::syntax::parser::ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let strict = rods::syntax::parser::parse_source(&src, 0..src.len(), &registry, &opts);
    let Err(diags) = strict else {
        panic!("parse_source took a reported error as a success")
    };
    assert_eq!(diags.len(), 3);
    let (module, reported) =
        rods::syntax::parser::parse_source_reporting(&src, 0..src.len(), &registry, &opts)
            .unwrap_or_else(|d| panic!("{}", d[0].message));
    assert_eq!(reported.len(), 3);
    assert!(module.ir.num_ops() >= 2);
}
