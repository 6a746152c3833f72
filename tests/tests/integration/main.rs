//! The rods integration tests, one module per concern, in one test binary (one link, one run):
//! `cargo test -p rods-tests --test integration MODULE::` runs one module. The differential
//! tests run `mlir-opt-22` when it is installed and print `SKIPPED: …` when it is not.

mod affine;
mod arith;
mod builders;
mod cf;
mod dialect_docs;
mod driver_cases;
mod early_checks;
mod effects;
mod fuzz_regressions;
mod gpu;
mod gpu_compute;
mod gpu_llvm22;
mod gpu_ops;
mod handles;
mod invalid;
mod limits;
mod llvm_dlti;
mod memref;
mod no_panic;
mod op_interfaces;
mod parallel_parse;
mod passes;
mod pipeline;
mod properties;
mod rewrite;
mod roundtrip;
mod scf;
mod testdialect;
