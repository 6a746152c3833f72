//! `--canonicalize` (MLIR's `Canonicalizer`): the greedy driver over the op's regions with
//! folding, constant uniquing and region simplification. It folds (each op's `OpDef::fold`
//! and its traits' folds), applies the ops' canonicalization patterns (`OpDef::canonicalizer`,
//! [`PatternSet::canonicalization`]: those of every op of the dialects the IR knows, what an
//! op declares with `#[dialect_op(…, canonicalize)]` or `#[dialect_op(…, canonicalizer)]`,
//! ODS's `hasCanonicalizeMethod` and `hasCanonicalizer`; see [`Canonicalize`] for an
//! example), erases trivially dead ops and simplifies regions. Upstream's `arith`, `cf` and
//! `scf` patterns are declared so in `rods_dialects`.
//!
//! Its options are upstream's (`Passes.td`): `top-down`, `region-simplify`, `max-iterations`,
//! `max-num-rewrites`, `test-convergence` (not converging fails the pass, without a message).
//! `disable-patterns` / `enable-patterns` filter the patterns by name as upstream's filter
//! them by their C++ debug names (`(anonymous namespace)::AddIAddConstant`, which rods's
//! ports carry; [`PatternSet::filter_by_name`]). `region-simplify=aggressive` (which merges identical blocks) is refused: rods
//! does not merge blocks.

use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId};

use super::options::{EnumCase, OptionKind, OptionValue, PassOption};
use super::{GreedyConfig, Pass, PatternSet, RegionSimplify, apply_patterns_greedily_changed};

/// `--canonicalize`, with its options. An op declares its patterns, and the pass runs them:
///
/// ```
/// use rods::dialect_op;
/// use rods::ir::Value;
/// use rods::pass::{PassManager, Rewriter};
///
/// /// `my.nop %x`: `%x` itself, which canonicalization removes.
/// #[dialect_op(my.nop, canonicalize, format = "$x attr-dict `:` type($x) `->` type($r)")]
/// pub struct NopOp {
///     #[operand] pub x: Value,
///     #[result] pub r: Value,
/// }
///
/// impl NopOp {
///     /// MLIR's `static LogicalResult canonicalize(NopOp, PatternRewriter &)`.
///     fn canonicalize(op: NopOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
///         let x = op.x(rewriter.ir());
///         rewriter.replace_op(op.op(), &[x]).is_ok()
///     }
/// }
///
/// rods::dialect! { static MY = { name: "my", ops: [NopOp] }; }
/// let mut registry = rods::Registry::new();
/// registry.register(&MY);
/// let opts = rods::ParseOptions { allow_unregistered: true, ..Default::default() };
/// let text = "%0 = \"x.make\"() : () -> i32\n%1 = my.nop %0 : i32 -> i32\n\"x.use\"(%1) : (i32) -> ()\n";
/// let mut module = rods::parse_buffer("in.mlir", text.into(), &registry, &opts)?;
/// let pm = PassManager::from_arguments(["canonicalize"]).expect("a pass");
/// pm.run(&mut module)?;
/// assert_eq!(
///     module.to_string(),
///     "module {\n  %0 = \"x.make\"() : () -> i32\n  \"x.use\"(%0) : (i32) -> ()\n}\n"
/// );
/// # Ok::<(), rods::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Canonicalize {
    /// `top-down`.
    pub top_down: bool,
    /// `region-simplify`.
    pub region_simplify: RegionSimplify,
    /// `max-iterations`: -1 for no limit; below that, no walk at all (as upstream reads it).
    pub max_iterations: i64,
    /// `max-num-rewrites` (per walk): -1 for no limit; below that, none.
    pub max_num_rewrites: i64,
    /// `test-convergence`: not converging fails the pass.
    pub test_convergence: bool,
    /// `disable-patterns`: names of patterns not to apply (`None`: not given;
    /// [`PatternSet::filter_by_name`]).
    pub disabled_patterns: Option<Vec<String>>,
    /// `enable-patterns`: names of the only patterns to apply (`None`: not given).
    pub enabled_patterns: Option<Vec<String>>,
    /// The patterns (and their list for each op name, sorted), made by the first run and
    /// kept for the next ones while the filters they were made with stay (MLIR's
    /// `Canonicalizer::initialize`): nested on each function, the pass does not gather every
    /// op's patterns for each.
    patterns: Made,
}

/// `disable-patterns` and `enable-patterns`.
type Filters = (Option<Vec<String>>, Option<Vec<String>>);

/// The patterns a [`Canonicalize`] made, with the filters they were made with; a copy of the
/// pass makes its own.
#[derive(Debug, Default)]
struct Made(std::cell::RefCell<Option<(Filters, PatternSet)>>);

impl Clone for Made {
    fn clone(&self) -> Self {
        Made::default()
    }
}

impl Default for Canonicalize {
    /// Upstream's defaults.
    fn default() -> Self {
        Canonicalize {
            top_down: true,
            region_simplify: RegionSimplify::Normal,
            max_iterations: 10,
            max_num_rewrites: -1,
            test_convergence: false,
            disabled_patterns: None,
            enabled_patterns: None,
            patterns: Made::default(),
        }
    }
}

/// The values of `region-simplify`.
const REGION_SIMPLIFY: &[EnumCase] = &[
    EnumCase {
        name: "disabled",
        description: "Don't run any control-flow simplification.",
    },
    EnumCase {
        name: "normal",
        description: "Perform simple control-flow simplifications (e.g. dead args elimination).",
    },
    EnumCase {
        name: "aggressive",
        description: "Perform aggressive control-flow simplification (e.g. block merging).",
    },
];

/// Upstream's options of the canonicalizer, in its order.
const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "top-down",
        kind: OptionKind::Bool,
        description: "Seed the worklist in general top-down order",
    },
    PassOption {
        name: "region-simplify",
        kind: OptionKind::Enum(REGION_SIMPLIFY),
        description: "Perform control flow optimizations to the region tree",
    },
    PassOption {
        name: "max-iterations",
        kind: OptionKind::Long,
        description: "Max. iterations between applying patterns / simplifying regions",
    },
    PassOption {
        name: "max-num-rewrites",
        kind: OptionKind::Long,
        description: "Max. number of pattern rewrites within an iteration",
    },
    PassOption {
        name: "test-convergence",
        kind: OptionKind::Bool,
        description: "Test only: Fail pass on non-convergence to detect cyclic pattern",
    },
    PassOption {
        name: "disable-patterns",
        kind: OptionKind::StringList,
        description: "Labels of patterns that should be filtered out during application",
    },
    PassOption {
        name: "enable-patterns",
        kind: OptionKind::StringList,
        description: "Labels of patterns that should be used during application, all other \
                      patterns are filtered out",
    },
];

/// An `int64_t` limit of upstream's config (-1: none; below, `++n > limit` holds at once).
fn limit(value: i64) -> Option<u64> {
    match value {
        -1 => None,
        v => Some(u64::try_from(v).unwrap_or(0)),
    }
}

impl Canonicalize {
    /// The greedy driver's config these options give.
    pub fn config(&self) -> GreedyConfig {
        GreedyConfig {
            top_down: self.top_down,
            max_iterations: limit(self.max_iterations),
            max_rewrites: limit(self.max_num_rewrites),
            region_simplify: self.region_simplify,
            ..GreedyConfig::default()
        }
    }
}

impl Pass for Canonicalize {
    fn argument(&self) -> &'static str {
        "canonicalize"
    }

    fn options(&self) -> &'static [PassOption] {
        OPTIONS
    }

    fn set_option(&mut self, name: &str, value: OptionValue) -> Result<(), String> {
        match (name, value) {
            ("top-down", OptionValue::Bool(b)) => self.top_down = b,
            ("test-convergence", OptionValue::Bool(b)) => self.test_convergence = b,
            ("max-iterations", OptionValue::Long(n)) => self.max_iterations = n,
            ("max-num-rewrites", OptionValue::Long(n)) => self.max_num_rewrites = n,
            ("region-simplify", OptionValue::Enum(level)) => {
                self.region_simplify = match level {
                    "disabled" => RegionSimplify::Disabled,
                    "normal" => RegionSimplify::Normal,
                    // Why: upstream's `aggressive` also merges identical blocks, which rods
                    // does not do; running `normal` instead would print other IR than asked.
                    _ => {
                        return Err(format!(
                            "canonicalize: region-simplify={level} is not supported by rods \
                             (identical blocks are not merged); use normal or disabled"
                        ));
                    }
                }
            }
            ("disable-patterns", OptionValue::Strings(labels)) => self
                .disabled_patterns
                .get_or_insert_with(Vec::new)
                .extend(labels),
            ("enable-patterns", OptionValue::Strings(labels)) => self
                .enabled_patterns
                .get_or_insert_with(Vec::new)
                .extend(labels),
            (name, _) => return Err(format!("canonicalize: no option {name}")),
        }
        Ok(())
    }

    fn option_value(&self, name: &str) -> Option<OptionValue> {
        Some(match name {
            "top-down" => OptionValue::Bool(self.top_down),
            "test-convergence" => OptionValue::Bool(self.test_convergence),
            "max-iterations" => OptionValue::Long(self.max_iterations),
            "max-num-rewrites" => OptionValue::Long(self.max_num_rewrites),
            "region-simplify" => OptionValue::Enum(match self.region_simplify {
                RegionSimplify::Disabled => "disabled",
                RegionSimplify::Normal => "normal",
            }),
            "disable-patterns" => OptionValue::Strings(self.disabled_patterns.clone()?),
            "enable-patterns" => OptionValue::Strings(self.enabled_patterns.clone()?),
            _ => return None,
        })
    }

    fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let filters = (
            self.disabled_patterns.clone(),
            self.enabled_patterns.clone(),
        );
        let mut cell = self.patterns.0.borrow_mut();
        if cell
            .as_ref()
            .is_some_and(|(made_with, _)| *made_with != filters)
        {
            *cell = None;
        }
        let (_, patterns) = cell.get_or_insert_with(|| {
            let mut patterns = PatternSet::canonicalization();
            patterns.filter_by_name(
                filters.0.iter().flatten().cloned(),
                filters.1.iter().flatten().cloned(),
            );
            (filters, patterns)
        });
        let (converged, changed) = apply_patterns_greedily_changed(ir, op, patterns, self.config());
        if !changed {
            ir.mark_all_analyses_preserved();
        }
        // Canonicalization is best effort: not converging fails only under
        // `test-convergence`, and silently, as upstream.
        if self.test_convergence && !converged {
            return Err(Vec::new());
        }
        Ok(())
    }
}
