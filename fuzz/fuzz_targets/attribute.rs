//! Arbitrary bytes as one attribute (`rods::syntax::parser::parse_attribute_source`); a parsed
//! attribute must print, parse back to an equal value, and print the same.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(failure) = rods_tests::fuzz::check_attribute(data) {
        panic!("{failure}");
    }
});
