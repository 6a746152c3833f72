//! Shared helpers for the rods benchmarks: a generator of large, realistic modules made of
//! unregistered ops with string payloads (what `gpu.binary` objects look like in bulk), used
//! by the criterion benchmark and by `compare.sh` (through the `gen-bench-input` binary).

use std::fmt::Write;

/// A module of about `target_bytes` bytes: blocks of unregistered ops carrying string
/// payloads (with escapes), integers, arrays, dictionaries, SSA values and nested regions.
pub fn generate_module(target_bytes: usize) -> String {
    let mut s = String::with_capacity(target_bytes + 4096);
    s.push_str("module attributes {x.version = 3 : i64} {\n");
    let mut i = 0usize;
    while s.len() < target_bytes {
        let payload = payload(i);
        let _ = write!(
            s,
            "  \"x.object\"() {{data = \"{payload}\", format = \"bin\", index = {i} : i64, \
             sym_name = \"obj{i}\"}} : () -> ()\n\
             \x20 %{i} = \"x.def\"() {{tags = [1, 2, 3], props = {{a = \"b\", c = 4.5 : f32}}}} : () -> i32\n\
             \x20 \"x.region\"(%{i}) ({{\n\
             \x20 ^bb0(%arg0: i32):\n\
             \x20   \"x.use\"(%arg0, %{i}) : (i32, i32) -> ()\n\
             \x20 }}) : (i32) -> ()\n"
        );
        i += 1;
    }
    s.push_str("}\n");
    s
}

/// A deterministic 256-byte string body with a few escapes, different for each `i`.
fn payload(i: usize) -> String {
    let mut p = String::with_capacity(300);
    let mut x = (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for k in 0..256 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        if k % 64 == 63 {
            p.push_str("\\0A");
        } else {
            p.push(char::from(b'a' + (x % 26) as u8));
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generates_requested_size() {
        let m = generate_module(100_000);
        assert!(m.len() >= 100_000 && m.len() < 102_000);
        assert!(m.starts_with("module attributes"));
        assert!(m.ends_with("}\n"));
    }
}
