//! The `block` workload of `compare.sh`: one function whose body is one long block of `arith`
//! ops, most of which the canonicalizer folds away (`x + 0`, `x * 1`, `x - x`, `x | 0`, sums of
//! constants) and the rest of which use a few shared constants, so that a pass erases ops
//! throughout a block of hundreds of thousands and removes uses from lists as long: what a
//! front end's unrolled or fully inlined output gives the canonicalizer. Its cost measures
//! edits in a large block and large use lists; `dialects` has many small blocks.

use std::fmt::Write;

use crate::Rng;

/// The constants the body uses (`%c0` … `%c7`).
const CONSTANTS: usize = 8;

/// The `block` workload: about `target_bytes` of one function's body.
pub fn generate_block_module(target_bytes: usize) -> Vec<u8> {
    let mut rng = Rng::new(0xb10c);
    let mut out = String::with_capacity(target_bytes + 4096);
    out.push_str("func.func @block(%arg0: i32, %arg1: i32) -> i32 {\n");
    for c in 0..CONSTANTS {
        let _ = writeln!(out, "  %c{c} = arith.constant {c} : i32");
    }
    let mut prev = "%arg0".to_string();
    let mut i = 0;
    while out.len() < target_bytes {
        let (k, l) = (
            rng.next_u64() as usize % CONSTANTS,
            rng.next_u64() as usize % CONSTANTS,
        );
        let _ = write!(
            out,
            "  %a{i} = arith.addi {prev}, %c0 : i32\n  \
             %b{i} = arith.muli %a{i}, %c1 : i32\n  \
             %d{i} = arith.addi %b{i}, %arg1 : i32\n  \
             %e{i} = arith.subi %d{i}, %d{i} : i32\n  \
             %f{i} = arith.ori %d{i}, %e{i} : i32\n  \
             %g{i} = arith.addi %c{k}, %c{l} : i32\n  \
             %h{i} = arith.muli %f{i}, %g{i} : i32\n"
        );
        prev = format!("%h{i}");
        i += 1;
    }
    let _ = writeln!(out, "  return {prev} : i32\n}}");
    out.into_bytes()
}
