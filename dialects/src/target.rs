//! The checks `#nvvm.target` and `#rocdl.target` share (their `verify` in LLVM), with MLIR's
//! exact messages.

use rods::ir::Attribute;

/// Checks the optimization level, triple, chip and link list of a target.
pub(crate) fn verify_target(
    opt_level: i32,
    triple: &str,
    chip: &str,
    link: Option<&[Attribute]>,
) -> Result<(), String> {
    // `O = 4` is rejected: LLVM knows optimization levels 0 to 3 only.
    if !(0..=3).contains(&opt_level) {
        return Err("The optimization level must be a number between 0 and 3.".to_owned());
    }
    if triple.is_empty() {
        return Err("The target triple cannot be empty.".to_owned());
    }
    if chip.is_empty() {
        return Err("The target chip cannot be empty.".to_owned());
    }
    // `link = ["a.bc", 1]` is rejected: link entries are file names.
    if link.is_some_and(|l| l.iter().any(|a| a.as_string().is_none())) {
        return Err("All the elements in the `link` array must be strings.".to_owned());
    }
    Ok(())
}

/// Gives a target attribute the verifier its `verify` declaration asks for ([`verify_target`]
/// on its `O`, `triple`, `chip` and `link` parameters) and implements `TargetAttrInterface` from
/// its `triple`, `chip` and `features` parameters: the same for `#nvvm.target` and
/// `#rocdl.target`, as in LLVM.
macro_rules! impl_target_attr {
    ($target:ty) => {
        impl $target {
            fn verify(&self) -> Result<(), String> {
                $crate::target::verify_target(
                    self.opt_level,
                    &self.triple,
                    &self.chip,
                    self.link.as_deref(),
                )
            }
        }

        impl $crate::gpu::TargetAttrInterface for $target {
            fn triple(&self) -> &str {
                &self.triple
            }
            fn chip(&self) -> &str {
                &self.chip
            }
            fn features(&self) -> &str {
                &self.features
            }
        }
    };
}
pub(crate) use impl_target_attr;
