//! Region constraints (MLIR's `Region` records of `OpBase.td`: `AnyRegion`, `SizedRegion<n>`,
//! `MinSizedRegion<n>`, `MaxSizedRegion<n>`), checked by the generated verifier with MLIR's
//! message «'OP' op region #0 ('body') failed to verify constraint: region with 1 blocks».

use std::borrow::Cow;

use super::emit_op_error;
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId, RegionId};

/// A region constraint: its summary and predicate (`#[region(constraint = SizedRegion<1>)]`).
pub trait RegionConstraint {
    /// The summary printed after «failed to verify constraint: ».
    fn summary() -> Cow<'static, str>;

    /// Whether `region` satisfies the constraint.
    fn check(ir: &Ir, region: RegionId) -> bool;
}

/// `AnyRegion`: any region.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AnyRegion;

impl RegionConstraint for AnyRegion {
    fn summary() -> Cow<'static, str> {
        "any region".into()
    }
    fn check(_: &Ir, _: RegionId) -> bool {
        true
    }
}

/// `SizedRegion<N>`: a region of exactly `N` blocks («region with N blocks»).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SizedRegion<const N: usize>;

impl<const N: usize> RegionConstraint for SizedRegion<N> {
    fn summary() -> Cow<'static, str> {
        format!("region with {N} blocks").into()
    }
    fn check(ir: &Ir, region: RegionId) -> bool {
        ir.region(region).blocks.len() == N
    }
}

/// `MinSizedRegion<N>`: a region of at least `N` blocks («region with at least N blocks»).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MinSizedRegion<const N: usize>;

impl<const N: usize> RegionConstraint for MinSizedRegion<N> {
    fn summary() -> Cow<'static, str> {
        format!("region with at least {N} blocks").into()
    }
    fn check(ir: &Ir, region: RegionId) -> bool {
        ir.region(region).blocks.len() >= N
    }
}

/// `MaxSizedRegion<N>`: a region of at most `N` blocks («region with at most N blocks»).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MaxSizedRegion<const N: usize>;

impl<const N: usize> RegionConstraint for MaxSizedRegion<N> {
    fn summary() -> Cow<'static, str> {
        format!("region with at most {N} blocks").into()
    }
    fn check(ir: &Ir, region: RegionId) -> bool {
        ir.region(region).blocks.len() <= N
    }
}

/// Checks the regions of one region field, the first of which is region `first` of the op:
/// «region #I ('NAME') failed to verify constraint: SUMMARY» for the first that fails.
pub fn verify_region_constraint<C: RegionConstraint>(
    ir: &Ir,
    op: OpId,
    regions: &[RegionId],
    first: usize,
    name: &str,
) -> Result<(), Diagnostic> {
    for (i, region) in regions.iter().enumerate() {
        if C::check(ir, *region) {
            continue;
        }
        let name = if name.is_empty() {
            " ".to_owned()
        } else {
            format!(" ('{name}') ")
        };
        return Err(emit_op_error(
            ir,
            op,
            format!(
                "region #{}{name}failed to verify constraint: {}",
                first + i,
                C::summary()
            ),
        ));
    }
    Ok(())
}
