//! Shared helpers for the rods benchmarks.
