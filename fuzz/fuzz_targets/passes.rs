//! Arbitrary bytes as a module run through a pass pipeline: the first byte picks the pipeline
//! (`rods_tests::fuzz::PASS_PIPELINES`: canonicalize, cse, symbol-dce, strip-debuginfo, nested
//! and with options), the rest is the module. On a module that parses and verifies, the
//! pipeline must succeed and leave IR that verifies and prints back to itself.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(failure) = rods_tests::fuzz::check_passes(data) {
        panic!("{failure}");
    }
});
