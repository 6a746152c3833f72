//! The generated reference documentation of the dialects (`rods-opt --dialect-doc=NAME`,
//! `rods::doc`) against the checked-in files: `dialects/docs/{gpu,nvvm,rocdl}.md` and
//! `tests/docs/tst.md`. A declaration that changes changes its dialect's documentation; rerun
//! with `UPDATE_DOCS=1` to write the new files, and review them in the diff.

use std::path::PathBuf;

use rods::dialect::Dialect;
use rods_tests::repo_root;

/// The dialects whose documentation is checked in, and where.
fn documented() -> [(&'static Dialect, PathBuf); 4] {
    let root = repo_root();
    let dialects = root.join("dialects").join("docs");
    [
        (&rods_dialects::gpu::GPU_DIALECT, dialects.join("gpu.md")),
        (&rods_dialects::nvvm::NVVM_DIALECT, dialects.join("nvvm.md")),
        (
            &rods_dialects::rocdl::ROCDL_DIALECT,
            dialects.join("rocdl.md"),
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
