//! Builds a `gpu.binary` with the typed builders rods generated from the declarations, verifies
//! it and prints it:
//!
//! ```sh
//! cargo run -p rods-dialects --example build_binary
//! ```

use rods::ir::{Location, Module, StringAttr};
use rods::ods::{ArrayMinCount, AttrInterface, Confined, SymbolNameAttr};
use rods::syntax::printer::{PrintOptions, print_module};
use rods_dialects::gpu::{BinaryOp, ObjectArrayAttr, ObjectAttr, SelectObjectAttr};
use rods_dialects::nvvm::NvvmTargetAttr;

/// Builds, verifies and prints the module.
fn build() -> Result<String, String> {
    // `#nvvm.target<O = 3, chip = "sm_90">`: the checked constructor runs the attribute's verifier.
    let sm90 = NvvmTargetAttr::get_checked(
        3,
        "nvptx64-nvidia-cuda".into(),
        "sm_90".into(),
        String::new(),
        None,
        None,
    )?;
    let default_target = NvvmTargetAttr::get_checked(
        2,
        "nvptx64-nvidia-cuda".into(),
        "sm_50".into(),
        String::new(),
        None,
        None,
    )?;
    // An optimization level of 7 is rejected with MLIR's message.
    let bad = NvvmTargetAttr::get_checked(7, "t".into(), "c".into(), String::new(), None, None);
    assert_eq!(
        bad.err().as_deref(),
        Some("The optimization level must be a number between 0 and 3.")
    );

    // Objects pair a target with arbitrary bytes (here a fake cubin header).
    let cubin = StringAttr::new(&b"\x7fELF\x02\x01\x01\x00\"cubin\""[..]);
    let objects = [
        ObjectAttr::get_checked(default_target.into_attribute(), StringAttr::from("PTX"))?,
        ObjectAttr::get_checked(sm90.clone().into_attribute(), cubin)?,
    ];

    // The handler selects the sm_90 object.
    let handler = SelectObjectAttr::get_checked(Some(sm90.into_attribute()))?;
    let chosen = {
        use rods_dialects::gpu::OffloadingLLVMTranslationAttrInterface;
        handler.select_object(&objects)?.target.clone()
    };
    assert_eq!(chosen, objects[1].target);

    let mut module = Module::new();
    // `ArrayMinCount<1>` is carried by the type: `Confined::from_elements([])` does not compile.
    let binary = BinaryOp {
        sym_name: SymbolNameAttr(StringAttr::from("kernels")),
        offloading_handler: AttrInterface::new(handler.into_attribute()),
        objects: Confined::<ObjectArrayAttr, ArrayMinCount<1>>::from_elements(objects),
    };
    module.push(binary.build(Location::Unknown));
    // The seed's builder from a list of attributes (an empty list stores no `objects`).
    let fallback = ObjectAttr::get_checked(
        NvvmTargetAttr::get_checked(
            2,
            "nvptx64-nvidia-cuda".into(),
            "sm_50".into(),
            String::new(),
            None,
            None,
        )?
        .into_attribute(),
        StringAttr::from("fallback"),
    )?;
    module.push(BinaryOp::build_from_objects(
        "fallback",
        None,
        &[fallback.into_attribute()],
        Location::Unknown,
    ));

    rods::verify::verify(&module).map_err(|d| format!("{d:?}"))?;
    let mut out = Vec::new();
    print_module(&module, &PrintOptions::default(), &mut out);
    String::from_utf8(out).map_err(|e| e.to_string())
}

fn main() -> Result<(), String> {
    print!("{}", build()?);
    Ok(())
}

#[test]
fn builds_verifies_and_prints() {
    let text = build().expect("the example builds");
    assert_eq!(
        text,
        concat!(
            "module {\n",
            "  gpu.binary @kernels<#gpu.select_object<#nvvm.target<O = 3, chip = \"sm_90\">>> ",
            "[#gpu.object<#nvvm.target, \"PTX\">, #gpu.object<#nvvm.target<O = 3, chip = \"sm_90\">, ",
            "\"\\7FELF\\02\\01\\01\\00\\22cubin\\22\">]\n",
            "  gpu.binary @fallback [#gpu.object<#nvvm.target, \"fallback\">]\n",
            "}\n\n"
        )
    );
}
