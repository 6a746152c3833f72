//! trybuild UI tests of `#[dialect_attr]` / `#[dialect_op]`: every compile-fail case in
//! `tests/ui/fail` (one concern per file, `.stderr` checked in) and every compile-pass case in
//! `tests/ui/pass`, in one test so that they share one build.
//!
//! Regenerate the `.stderr` files with `TRYBUILD=overwrite cargo test -p rods-ui-tests` and review
//! the diff.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/fail/*.rs");
    t.pass("tests/ui/pass/*.rs");
}
