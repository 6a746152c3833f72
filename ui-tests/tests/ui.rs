//! trybuild UI tests of `#[dialect_attr]` / `#[dialect_type]` / `#[dialect_op]` /
//! `#[dialect_enum]` / `dialect!`: every compile-fail case under `tests/ui/fail/<category>/`
//! (one concern per file, `.stderr` checked in; the categories are described in
//! `tests/ui/fail/README.md`) and every compile-pass case in `tests/ui/pass`, in one test so
//! that they share one build.
//!
//! Regenerate the `.stderr` files with `TRYBUILD=overwrite cargo test -p rods-ui-tests` and review
//! the diff.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/fail/*/*.rs");
    t.pass("tests/ui/pass/*.rs");
}
