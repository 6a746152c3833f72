//! rods runtime
