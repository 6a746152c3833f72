//! Arbitrary bytes through `rods_opt::run`: the first byte picks the flags
//! (`--split-input-file`, `--verify-diagnostics`, `--mlir-print-op-generic`,
//! `--allow-unregistered-dialect`, `--mlir-print-debuginfo`, `--mlir-print-local-scope`,
//! `--gpu-dialect=llvm22`), the rest is stdin. Exit status must be 0 or 1.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(failure) = rods_tests::fuzz::check_driver(data) {
        panic!("{failure}");
    }
});
