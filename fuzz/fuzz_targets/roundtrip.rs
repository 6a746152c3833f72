//! Arbitrary bytes → parse (unregistered dialects allowed, the `rods-opt` registry) → verify →
//! print; a printed module must parse again and print the same (custom and generic forms).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(failure) = rods_tests::fuzz::check_roundtrip(data) {
        panic!("{failure}");
    }
});
