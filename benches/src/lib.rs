//! Shared helpers for the rods benchmarks: a generator of large, realistic modules made of
//! unregistered ops with string payloads (what `gpu.binary` objects look like in bulk), used
//! by the criterion benchmark and by `compare.sh` (through the `gen-bench-input` binary); and
//! the two `gpu.binary` workloads of `compare.sh` (`small`, `blob`), in the gpu dialect's custom form
//! or as the equivalent unregistered ops.

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

/// The two workloads of `compare.sh` (`gpu.binary` ops carrying device binaries).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Workload {
    /// 100,000 ops, each with two objects of 64 random bytes (about 39 MB).
    Small,
    /// 20 ops, each with one object of 1 MiB of random bytes (about 48 MB).
    Blob,
}

impl Workload {
    /// `small` or `blob`.
    pub fn from_name(name: &str) -> Option<Workload> {
        match name {
            "small" => Some(Workload::Small),
            "blob" => Some(Workload::Blob),
            _ => None,
        }
    }

    /// The number of ops, objects per op and payload bytes per object.
    pub fn shape(self) -> (usize, usize, usize) {
        match self {
            Workload::Small => (100_000, 2, 64),
            Workload::Blob => (20, 1, 1 << 20),
        }
    }
}

/// How the ops are spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// The custom form of the registered gpu dialect:
    /// `gpu.binary @b0 [#gpu.object<#nvvm.target, "…">, #gpu.object<#nvvm.target<chip = "sm_90">, "…">]`.
    Gpu,
    /// The same shape with unregistered ops and attributes (needs
    /// `--allow-unregistered-dialect`): `"x.binary"() <{objects = [[#x.target, "…"],
    /// [#x.target<chip = "sm_90">, "…"]], sym_name = "b0"}> : () -> ()`. Payloads go through
    /// the same string unescape / escape paths as `#gpu.object`'s.
    Unregistered,
}

/// A deterministic PRNG (xorshift64*), so that every run generates the same file.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a non-zero seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Fills `out` with random bytes.
    pub fn fill(&mut self, out: &mut [u8]) {
        for chunk in out.chunks_mut(8) {
            let w = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&w[..chunk.len()]);
        }
    }
}

/// Appends `bytes` escaped exactly as `llvm::printEscapedString` (and so `mlir-opt`) prints a
/// string: printable ASCII other than `"` and `\` as is, `\` as `\\`, every other byte as `\XX`
/// (uppercase hex). Written independently of rods' printer so that it can check it.
pub fn escape_like_mlir(out: &mut Vec<u8>, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &c in bytes {
        if c == b'\\' {
            out.extend_from_slice(b"\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c);
        } else {
            out.extend_from_slice(&[b'\\', HEX[usize::from(c >> 4)], HEX[usize::from(c & 15)]]);
        }
    }
}

/// The workload's module in canonical form (rods-opt prints it back byte for byte; mlir-opt-22
/// prints the gpu form with two spaces after the symbol). `ops` overrides the op count (for
/// smaller criterion inputs).
pub fn generate_gpu_module(workload: Workload, form: Form, ops: Option<usize>) -> Vec<u8> {
    let (default_ops, objects, payload) = workload.shape();
    let ops = ops.unwrap_or(default_ops);
    let mut rng = Rng::new(0x5EED_0000_0000_0005);
    let mut buf = vec![0u8; payload];
    let mut out = Vec::with_capacity(ops * objects * (payload * 23 / 10 + 48) + 64);
    out.extend_from_slice(b"module {\n");
    for i in 0..ops {
        match form {
            Form::Gpu => {
                let _ = write!(Adapter(&mut out), "  gpu.binary @b{i} [");
            }
            Form::Unregistered => out.extend_from_slice(b"  \"x.binary\"() <{objects = ["),
        }
        for k in 0..objects {
            if k > 0 {
                out.extend_from_slice(b", ");
            }
            let target: &[u8] = match (form, k % 2) {
                (Form::Gpu, 0) => b"#gpu.object<#nvvm.target, \"",
                (Form::Gpu, _) => b"#gpu.object<#nvvm.target<chip = \"sm_90\">, \"",
                (Form::Unregistered, 0) => b"[#x.target, \"",
                (Form::Unregistered, _) => b"[#x.target<chip = \"sm_90\">, \"",
            };
            out.extend_from_slice(target);
            rng.fill(&mut buf);
            escape_like_mlir(&mut out, &buf);
            out.extend_from_slice(match form {
                Form::Gpu => b"\">",
                Form::Unregistered => b"\"]",
            });
        }
        match form {
            Form::Gpu => out.extend_from_slice(b"]\n"),
            Form::Unregistered => {
                let _ = writeln!(Adapter(&mut out), "], sym_name = \"b{i}\"}}> : () -> ()");
            }
        }
    }
    // mlir-opt ends its output with an empty line.
    out.extend_from_slice(b"}\n\n");
    out
}

/// `fmt::Write` into a byte vector.
struct Adapter<'a>(&'a mut Vec<u8>);

impl Write for Adapter<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
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

    #[test]
    fn gpu_workloads_are_deterministic_and_escaped_like_mlir() {
        let a = generate_gpu_module(Workload::Small, Form::Gpu, Some(3));
        assert_eq!(a, generate_gpu_module(Workload::Small, Form::Gpu, Some(3)));
        let text = String::from_utf8(a).expect("the generator writes ASCII");
        assert!(text.starts_with("module {\n  gpu.binary @b0 [#gpu.object<#nvvm.target, \""));
        assert_eq!(text.lines().count(), 6);
        let mut e = Vec::new();
        escape_like_mlir(&mut e, b"a\"\\\n\x7f~ \xff");
        assert_eq!(e, b"a\\22\\\\\\0A\\7F~ \\FF");
    }
}
