//! The generated reference documentation of the dialects (`rods-opt --dialect-doc=NAME`,
//! `rods::doc`) against the checked-in files: `dialects/docs/{arith,cf,func,math,memref,scf,vector,ub,llvm,dlti,gpu,nvvm,rocdl}.md`, LLVM 22's
//! forms in `dialects/docs/{gpu,nvvm}-llvm22.md`, and `tests/docs/tst.md`. A declaration that changes changes its dialect's documentation; rerun
//! with `UPDATE_DOCS=1` to write the new files, and review them in the diff.

use std::path::PathBuf;

use rods::dialect::Dialect;
use rods_tests::repo_root;

/// The dialects whose documentation is checked in, and where.
fn documented() -> Vec<(&'static Dialect, PathBuf)> {
    let root = repo_root();
    let dialects = root.join("dialects").join("docs");
    vec![
        (
            &rods_dialects::arith::ARITH_DIALECT,
            dialects.join("arith.md"),
        ),
        (&rods_dialects::cf::CF_DIALECT, dialects.join("cf.md")),
        (&rods_dialects::func::FUNC_DIALECT, dialects.join("func.md")),
        (&rods_dialects::math::MATH_DIALECT, dialects.join("math.md")),
        (&rods_dialects::ub::UB_DIALECT, dialects.join("ub.md")),
        (
            &rods_dialects::memref::MEMREF_DIALECT,
            dialects.join("memref.md"),
        ),
        (&rods_dialects::llvm::LLVM_DIALECT, dialects.join("llvm.md")),
        (&rods_dialects::dlti::DLTI_DIALECT, dialects.join("dlti.md")),
        (&rods_dialects::gpu::GPU_DIALECT, dialects.join("gpu.md")),
        (&rods_dialects::nvvm::NVVM_DIALECT, dialects.join("nvvm.md")),
        (
            &rods_dialects::gpu::llvm22::GPU_DIALECT,
            dialects.join("gpu-llvm22.md"),
        ),
        (
            &rods_dialects::nvvm::llvm22::NVVM_DIALECT,
            dialects.join("nvvm-llvm22.md"),
        ),
        (
            &rods_dialects::rocdl::ROCDL_DIALECT,
            dialects.join("rocdl.md"),
        ),
        (&rods_dialects::scf::SCF_DIALECT, dialects.join("scf.md")),
        (
            &rods_dialects::vector::VECTOR_DIALECT,
            dialects.join("vector.md"),
        ),
        (
            &rods_tests::testdialect::TST_DIALECT,
            root.join("tests").join("docs").join("tst.md"),
        ),
    ]
}

#[test]
fn checked_in_dialect_docs_are_current() {
    let update = std::env::var_os("UPDATE_DOCS").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for (dialect, path) in documented() {
        let generated = rods::doc::dialect_markdown(dialect);
        let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
        if generated == on_disk {
            continue;
        }
        if update {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).expect("create the docs directory");
            }
            std::fs::write(&path, generated).expect("write the docs file");
        } else {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "the generated dialect docs differ from the checked-in files {stale:?}: a declaration \
         changed. Regenerate them with `UPDATE_DOCS=1 cargo test -p rods-tests --test \
         integration dialect_docs` and review the diff"
    );
}

#[test]
fn rods_opt_writes_the_same_docs() {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = rods_opt::run(
        ["rods-opt", "--dialect-doc=gpu"],
        &mut &b""[..],
        &mut out,
        &mut err,
    );
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    let expected = rods::doc::dialect_markdown(&rods_dialects::gpu::GPU_DIALECT);
    assert_eq!(String::from_utf8_lossy(&out), expected);
}

// ----- the layout against mlir-tblgen-22 ---------------------------------------------------

mod doc {
    //! A small dialect declared twice, with rods here and in TableGen below, for the layout
    //! comparison with `mlir-tblgen-22 -gen-dialect-doc`.

    #![allow(dead_code)]

    use rods::ir::{BlockId, StringAttr, Value};
    use rods::ods::{I1, I32, I64Attr, Index, StrAttr, UnitAttr};
    use rods::{dialect_attr, dialect_op, dialect_type};

    /// A pair of things.
    #[dialect_attr(doc.pair, summary = "a pair", format = "`<` $name `,` $count `>`")]
    pub struct PairAttr {
        pub name: StringAttr,
        /// How many.
        pub count: i64,
    }

    #[dialect_attr(doc.empty)]
    pub struct EmptyAttr {}

    /// a token
    #[dialect_type(doc.tok)]
    pub struct TokType {}

    /// Does x.
    ///
    /// With a second paragraph.
    #[derive(Debug)]
    #[dialect_op(doc.x, traits = [Pure, Commutative], summary = "x op")]
    pub struct XOp {
        #[operand(type = I32)]
        pub a: Value,
        #[operand]
        pub b: Vec<Value>,
        pub n: I64Attr,
        pub s: Option<StrAttr>,
        pub u: UnitAttr,
        #[result(type = I1)]
        pub r: Value,
        #[result(type = Index)]
        pub rs: Vec<Value>,
        #[successor]
        pub dest: BlockId,
    }

    #[derive(Debug)]
    #[dialect_op(doc.y, traits = [Terminator, MemoryEffects([MemRead, MemWrite(AutomaticAllocationScopeResource)])],
                 format = "$a attr-dict `:` type($a)")]
    pub struct YOp {
        #[operand(effects = [MemFree])]
        pub a: Value,
    }

    rods::dialect! {
        /// The first paragraph.
        ///
        /// The second one.
        pub static DOC_DIALECT = {
            name: "doc",
            summary: "A dialect to compare docs.",
            ops: [YOp, XOp],
            attrs: [PairAttr, EmptyAttr],
            types: [TokType],
        };
    }

    /// The same dialect in TableGen.
    pub const TD: &str = r#"
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
def Doc_Dialect : Dialect {
  let name = "doc";
  let cppNamespace = "::doc";
  let summary = "A dialect to compare docs.";
  let description = [{
    The first paragraph.

    The second one.
  }];
}
def Doc_PairAttr : AttrDef<Doc_Dialect, "Pair"> {
  let mnemonic = "pair";
  let summary = "a pair";
  let description = "A pair of things.";
  let parameters = (ins "StringAttr":$name, AttrParameter<"int64_t", "How many.">:$count);
  let assemblyFormat = "`<` $name `,` $count `>`";
}
def Doc_EmptyAttr : AttrDef<Doc_Dialect, "Empty"> { let mnemonic = "empty"; }
def Doc_TokType : TypeDef<Doc_Dialect, "Tok"> { let mnemonic = "tok"; let summary = "a token"; }
def Doc_XOp : Op<Doc_Dialect, "x", [Pure, Commutative]> {
  let summary = "x op";
  let description = [{
    Does x.

    With a second paragraph.
  }];
  let arguments = (ins I32:$a, Variadic<AnyType>:$b, I64Attr:$n, OptionalAttr<StrAttr>:$s,
                       UnitAttr:$u);
  let results = (outs I1:$r, Variadic<Index>:$rs);
  let successors = (successor AnySuccessor:$dest);
}
def Doc_YOp : Op<Doc_Dialect, "y", [Terminator,
    MemoryEffects<[MemRead, MemWrite<AutomaticAllocationScopeResource>]>]> {
  let arguments = (ins Arg<AnyType, "", [MemFree]>:$a);
  let assemblyFormat = "$a attr-dict `:` type($a)";
}
"#;
}

/// The documentation without what names C++ or Rust types (the types of attributes and
/// parameters, the namespace of an op's class, the generator's name), which differ by design.
fn without_types(doc: &str) -> String {
    let mut out = Vec::new();
    for (i, line) in doc.lines().enumerate() {
        let line = if i == 0 {
            "<!-- generated -->".to_owned()
        } else if line.starts_with("### `")
            && let Some((head, class)) = line.rsplit_once(" (")
        {
            let class = class.trim_end_matches(')');
            let name = class.rsplit("::").next().unwrap_or(class);
            format!("{head} ({name})")
        } else if line.starts_with("<tr><td><code>") {
            let mut cells: Vec<&str> = line.split("</td><td>").collect();
            if cells.len() == 3 {
                cells[1] = "";
            }
            cells.join("</td><td>")
        } else if line.starts_with("<tr><th>") {
            line.replace("MLIR Type", "Type")
                .replace("Rust Type", "Type")
        } else if line.starts_with("| Parameter |") {
            line.replace("C++ type", "type")
                .replace("Rust type", "type")
        } else if line.starts_with("| ") && line.split(" | ").count() == 3 && line.contains(" | `")
        {
            let cells: Vec<&str> = line.split(" | ").collect();
            if cells[1].starts_with('`') && !cells[0].starts_with("| `") {
                format!("{} | `` | {}", cells[0], cells[2])
            } else {
                line.to_owned()
            }
        } else if line.starts_with("  ") && line.contains("   # ") {
            let (ty, name) = line.split_once("   # ").unwrap_or((line, ""));
            let comma = if ty.ends_with(',') { "," } else { "" };
            format!("  {comma}   # {name}")
        } else {
            line.to_owned()
        };
        out.push(line);
    }
    let mut text = out.join("\n");
    if doc.ends_with('\n') {
        text.push('\n');
    }
    text
}

#[test]
fn layout_matches_mlir_tblgen() {
    /// Where Debian's libmlir-22-dev puts the .td files mlir-tblgen-22 includes.
    const LLVM_INCLUDE: &str = "/usr/lib/llvm-22/include";
    let dir = std::env::temp_dir().join(format!("rods-dialect-doc-{}", std::process::id()));
    let td = dir.join("doc.td");
    let written = std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&td, doc::TD));
    written.expect("write the TableGen file");
    let output = std::process::Command::new("mlir-tblgen-22")
        .args(["-gen-dialect-doc", "-dialect=doc", "-I", LLVM_INCLUDE])
        .arg(&td)
        .output();
    let _ = std::fs::remove_dir_all(&dir);
    let Ok(output) = output else {
        use std::io::Write;
        let _ = std::io::stderr()
            .write_all(b"SKIPPED: mlir-tblgen-22 not found; docs layout not compared\n");
        return;
    };
    // mlir-tblgen-22 without the .td files it includes (Debian's libmlir-22-dev).
    if !std::path::Path::new(LLVM_INCLUDE)
        .join("mlir/IR/OpBase.td")
        .exists()
    {
        use std::io::Write;
        let _ = std::io::stderr().write_all(
            b"SKIPPED: LLVM 22's .td files (libmlir-22-dev) not found; docs layout not compared\n",
        );
        return;
    }
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let upstream = without_types(&String::from_utf8_lossy(&output.stdout));
    let ours = without_types(&rods::doc::dialect_markdown(&doc::DOC_DIALECT));
    assert_eq!(ours, upstream);
}
