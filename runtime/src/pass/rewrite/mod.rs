//! Rewrite patterns and the greedy driver that applies them (MLIR's `RewritePattern`,
//! `PatternRewriter` and `applyPatternsGreedily`, `GreedyPatternRewriteDriver.cpp`): each
//! iteration puts every op of the region tree on a worklist (pre-order, processed in order),
//! uniquing constants on the way (MLIR's `OperationFolder::insertKnownConstant`: one constant of
//! a value and type per region isolated from above, at the start of its entry block); an op
//! whose results are unused and that has no effects is erased; an op that folds is replaced by
//! what its fold gives (constants materialized by its dialect right before it); otherwise the
//! patterns rooted at its name (then those for any op) are tried by decreasing benefit until
//! one rewrites it. What a rewrite creates, changes or frees (the users of replaced results, the
//! definitions of an erased op's operands) goes back on the worklist, with its ancestors.
//! Unreachable blocks are erased before the worklist is processed; after it, the regions are
//! simplified (unreachable blocks erased, dead ops and block
//! arguments eliminated, MLIR's `simplifyRegions` at level `normal`). The iterations repeat
//! until nothing changes (at most 10 by default, as upstream). Bottom-up
//! ([`GreedyConfig::top_down`] off), the worklist is filled in post-order, each op with its
//! ancestors, and processed from its end.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::dialect::OpFoldResult;
use crate::ir::{
    Attribute, BlockId, InsertPoint, Ir, OpId, RegionId, Type, Value, WalkOrder, WalkResult,
};
use crate::ods::TypedOp;

use super::fold::{constant_of_op, fold_op};
use super::would_be_trivially_dead;

mod rewriter;

pub use rewriter::Rewriter;
use rewriter::{Worklist, push_with_ancestors};

/// A rewrite of ops of one name, or of any op (MLIR's `RewritePattern`).
pub trait RewritePattern {
    /// The name of the ops the pattern matches (`arith.addi`), or `None` for any op.
    fn root(&self) -> Option<&str>;

    /// The name `--canonicalize`'s `disable-patterns` and `enable-patterns` select the
    /// pattern by ([`PatternSet::filter_by_name`]; MLIR's `Pattern::getDebugName`). Upstream's
    /// patterns are named after their C++ type as `llvm::getTypeName` spells it
    /// (`(anonymous namespace)::AddIAddConstant`), and rods's ports of them so; a pattern made
    /// of a function (an op's `canonicalize` method) has none, as upstream's.
    fn debug_name(&self) -> &str {
        ""
    }

    /// How much the pattern gains: patterns with a higher benefit are tried first.
    fn benefit(&self) -> u16 {
        1
    }

    /// Rewrites `op` through `rewriter` and returns `true`, or leaves the IR untouched and
    /// returns `false` when the pattern does not apply (MLIR's `matchAndRewrite`).
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool;
}

/// A rewrite of the ops of one declared op (MLIR's `OpRewritePattern<T>`): it receives the op's
/// typed handle. Added with [`PatternSet::add_op`].
pub trait OpRewritePattern {
    /// The op the pattern matches (`arith::MulIOp`).
    type Op: TypedOp;

    /// How much the pattern gains: patterns with a higher benefit are tried first.
    /// The pattern's name ([`RewritePattern::debug_name`]).
    fn debug_name(&self) -> &str {
        ""
    }

    fn benefit(&self) -> u16 {
        1
    }

    /// Rewrites `op` through `rewriter` and returns `true`, or leaves the IR untouched and
    /// returns `false` when the pattern does not apply (MLIR's `matchAndRewrite`).
    fn match_and_rewrite(
        &self,
        op: <Self::Op as TypedOp>::Handle,
        rewriter: &mut Rewriter<'_>,
    ) -> bool;
}

/// An [`OpRewritePattern`] as a [`RewritePattern`] rooted at its op's name.
struct TypedPattern<P>(P);

impl<P: OpRewritePattern> RewritePattern for TypedPattern<P> {
    fn root(&self) -> Option<&str> {
        Some(P::Op::OPERATION_NAME)
    }

    fn debug_name(&self) -> &str {
        self.0.debug_name()
    }

    fn benefit(&self) -> u16 {
        self.0.benefit()
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        P::Op::dyn_cast(rewriter.ir(), op).is_some_and(|h| self.0.match_and_rewrite(h, rewriter))
    }
}

/// Patterns, by root (MLIR's `RewritePatternSet` frozen for a driver). A set keeps what a run
/// of the driver gathered and sorted (the ops' own patterns, each op name's list) for its next
/// run on IR of the same dialects, as MLIR freezes a set once for all the runs of a pass;
/// adding a pattern or a filter forgets it.
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    /// Whether the ops' own canonicalization patterns join (`OpDef::canonicalizer`).
    canonicalization: bool,
    /// The names of the patterns left out ([`PatternSet::filter_by_name`]).
    disabled: FxHashSet<String>,
    /// When not empty, the names of the only patterns tried.
    enabled: FxHashSet<String>,
    /// What the last driver run gathered and sorted, for the next run on IR of the same
    /// dialects (MLIR freezes a set once, for every run of its pass: a canonicalizer nested
    /// on each function does not gather every op's patterns again).
    frozen: std::cell::RefCell<Option<Gathered>>,
}

impl std::fmt::Debug for PatternSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PatternSet")
            .field("patterns", &self.patterns.len())
            .field("canonicalization", &self.canonicalization)
            .finish()
    }
}

impl PatternSet {
    /// No patterns.
    pub fn new() -> PatternSet {
        PatternSet::default()
    }

    /// The canonicalization patterns of the registered ops (the canonicalizer's set: MLIR's
    /// `getCanonicalizationPatterns` of each op): when it starts, the driver adds those of
    /// every op definition of the dialects the IR knows ([`Ir::pattern_dialects`]), the ops
    /// taken in name order as MLIR's `Canonicalizer::initialize` takes the registered ops; an
    /// op definition outside them ([`OpDef::canonicalizer`](crate::dialect::OpDef::canonicalizer))
    /// adds its own when the driver first visits an op of it.
    pub fn canonicalization() -> PatternSet {
        PatternSet {
            canonicalization: true,
            ..PatternSet::default()
        }
    }

    /// Leaves out the patterns named in `disabled`, and when `enabled` names any, those it
    /// does not name (MLIR's `FrozenRewritePatternSet` made with `disabledPatternLabels` and
    /// `enabledPatternLabels`, which `--canonicalize`'s `disable-patterns` and
    /// `enable-patterns` give), by [`RewritePattern::debug_name`]: with `enabled`, a pattern
    /// without a name is left out too. Folding is not a pattern, and stays. Applies to the
    /// patterns added before and after, and to those of the ops' canonicalizers.
    pub fn filter_by_name(
        &mut self,
        disabled: impl IntoIterator<Item = String>,
        enabled: impl IntoIterator<Item = String>,
    ) -> &mut PatternSet {
        self.disabled.extend(disabled);
        self.enabled.extend(enabled);
        self.frozen.take();
        self
    }

    /// Whether `pattern` is tried ([`PatternSet::filter_by_name`]).
    fn admits(&self, pattern: &dyn RewritePattern) -> bool {
        let name = pattern.debug_name();
        (self.enabled.is_empty() || self.enabled.contains(name)) && !self.disabled.contains(name)
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut PatternSet {
        self.patterns.push(Box::new(pattern));
        self.frozen.take();
        self
    }

    /// Adds a pattern of one declared op (MLIR's `RewritePatternSet::add` of an
    /// `OpRewritePattern`).
    pub fn add_op(&mut self, pattern: impl OpRewritePattern + 'static) -> &mut PatternSet {
        self.add(TypedPattern(pattern))
    }

    /// Adds a function of one declared op's handle as a pattern rooted at the op (MLIR's
    /// `RewritePatternSet::add` of a `LogicalResult (*)(OpTy, PatternRewriter &)`, which an
    /// op's `canonicalize` method becomes).
    pub fn add_fn<T: TypedOp>(
        &mut self,
        f: fn(T::Handle, &mut Rewriter<'_>) -> bool,
    ) -> &mut PatternSet {
        self.add(FnPattern::<T>("", f))
    }

    /// Adds each function of `fs` as [`PatternSet::add_fn`] does, under its name
    /// ([`RewritePattern::debug_name`]: the ports of upstream's pattern classes), in order.
    pub fn add_named_fns<T: TypedOp>(
        &mut self,
        fs: &[(&'static str, PatternFn<T>)],
    ) -> &mut PatternSet {
        for &(name, f) in fs {
            self.add(FnPattern::<T>(name, f));
        }
        self
    }

    /// Adds each of `fs` with [`PatternSet::add_fn`], in order.
    pub fn add_fns<T: TypedOp>(
        &mut self,
        fs: &[fn(T::Handle, &mut Rewriter<'_>) -> bool],
    ) -> &mut PatternSet {
        for &f in fs {
            self.add_fn::<T>(f);
        }
        self
    }

    /// How many patterns it holds.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

/// A rewrite of an op through its handle ([`PatternSet::add_fn`]): `false` when it does not
/// apply, and then nothing changed.
pub type PatternFn<T> = fn(<T as TypedOp>::Handle, &mut Rewriter<'_>) -> bool;

/// A function of an op's handle as a pattern rooted at the op ([`PatternSet::add_fn`]).
struct FnPattern<T: TypedOp>(&'static str, PatternFn<T>);

impl<T: TypedOp> RewritePattern for FnPattern<T> {
    fn root(&self) -> Option<&str> {
        Some(T::OPERATION_NAME)
    }

    fn debug_name(&self) -> &str {
        self.0
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        T::dyn_cast(rewriter.ir(), op).is_some_and(|h| (self.1)(h, rewriter))
    }
}

/// The patterns the driver tries on an op (MLIR's `PatternApplicator`): those of the set and,
/// for a canonicalization set, those each op definition's `canonicalizer` gives
/// ([`PatternSet::canonicalization`]). Each name's list is ordered by decreasing benefit
/// (rooted ones before those for any op at equal benefit, then in the order added).
struct Applicator<'a> {
    set: &'a PatternSet,
    g: Gathered,
}

/// What an [`Applicator`] adds to its set, kept in the set between runs
/// ([`PatternSet::frozen`]).
#[derive(Default)]
struct Gathered {
    /// The dialects whose op definitions' patterns were gathered first
    /// ([`Ir::pattern_dialects`]).
    dialects: Vec<&'static crate::ir::def::Dialect>,
    /// The patterns gathered from op definitions, after the set's in the order added.
    patterns: Vec<Box<dyn RewritePattern>>,
    /// The op definitions whose patterns were gathered.
    visited: FxHashSet<&'static str>,
    /// The patterns that may match an op, as indices in the order added, by the address of
    /// the op's definition (whose hash reads no name): an op found here had its definition's
    /// patterns gathered already.
    lists: FxHashMap<usize, std::rc::Rc<[usize]>>,
}

impl<'a> Applicator<'a> {
    /// The set's applicator for `ir`: what an earlier run on IR of the same dialects gathered,
    /// or gathered now.
    fn new(set: &'a PatternSet, ir: &Ir) -> Applicator<'a> {
        let dialects = ir.pattern_dialects();
        let same = |g: &Gathered| {
            g.dialects.len() == dialects.len()
                && g.dialects
                    .iter()
                    .zip(dialects)
                    .all(|(a, b)| std::ptr::eq(*a, *b))
        };
        if let Some(g) = set.frozen.take().filter(same) {
            return Applicator { set, g };
        }
        let mut applicator = Applicator {
            set,
            g: Gathered {
                dialects: dialects.to_vec(),
                ..Gathered::default()
            },
        };
        if set.canonicalization {
            // Why: patterns of one root at equal benefit are tried in the order added, so
            // the ops' sets go in MLIR's order, by op name, whatever the IR holds.
            let mut defs: Vec<&'static crate::dialect::OpDef> = dialects
                .iter()
                .flat_map(|d| d.ops.iter().copied())
                .filter(|def| def.canonicalizer.is_some())
                .collect();
            defs.sort_by_key(|def| def.name);
            for def in defs {
                applicator.gather(def);
            }
        }
        applicator
    }

    /// Gives what was gathered back to the set, for its next run.
    fn freeze(self) {
        self.set.frozen.replace(Some(self.g));
    }

    /// Adds the patterns of `def`'s `canonicalizer`, once.
    fn gather(&mut self, def: &'static crate::dialect::OpDef) {
        if let Some(canonicalizer) = def.canonicalizer
            && self.g.visited.insert(def.name)
        {
            let mut more = PatternSet::new();
            canonicalizer(&mut more);
            if !more.patterns.is_empty() {
                self.g.patterns.append(&mut more.patterns);
                // The new patterns may be rooted at other names, or at any.
                self.g.lists.clear();
            }
        }
    }

    /// Pattern `i` in the order added.
    fn get(&self, i: usize) -> &dyn RewritePattern {
        match self.set.patterns.get(i) {
            Some(p) => &**p,
            None => &*self.g.patterns[i - self.set.patterns.len()],
        }
    }

    /// The patterns to try on `op`, in order.
    fn patterns_for(&mut self, ir: &Ir, op: OpId) -> std::rc::Rc<[usize]> {
        let name = ir.op(op).name;
        let key = name.def_address();
        if let Some(list) = self.g.lists.get(&key) {
            return list.clone();
        }
        if self.set.canonicalization
            && let Some(def) = name.def()
        {
            self.gather(def);
        }
        let name = name.as_str();
        let mut list: Vec<usize> = (0..self.set.patterns.len() + self.g.patterns.len())
            .filter(|&i| {
                let p = self.get(i);
                p.root().is_none_or(|r| r == name) && self.set.admits(p)
            })
            .collect();
        list.sort_by_key(|&i| {
            let p = self.get(i);
            (std::cmp::Reverse(p.benefit()), p.root().is_none(), i)
        });
        let list: std::rc::Rc<[usize]> = list.into();
        self.g.lists.insert(key, list.clone());
        list
    }
}

/// How much [`apply_patterns_greedily`] simplifies the regions after each walk (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    /// Not at all.
    Disabled,
    /// Unreachable blocks erased, dead ops and dead block arguments eliminated.
    Normal,
}

/// How [`apply_patterns_greedily`] runs (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Copy, Debug)]
pub struct GreedyConfig {
    /// Whether the worklist is filled top-down (pre-order, processed in order), or bottom-up
    /// (MLIR's `useTopDownTraversal`).
    pub top_down: bool,
    /// How many times the whole region tree is walked at most (`None`: no limit, MLIR's
    /// `kNoLimit`). At the limit the driver stops without converging, unless the last walk
    /// changed nothing (`Some(0)`: no walk, and nothing to converge).
    pub max_iterations: Option<u64>,
    /// How many pattern rewrites a walk applies at most (MLIR's `maxNumRewrites`; folds and
    /// erasures of dead ops are not counted, but `Some(0)` stops the walk before any);
    /// `None`: no limit (a pattern that always applies then never stops, as upstream).
    pub max_rewrites: Option<u64>,
    /// Whether ops are folded (`OpDef::fold`, MLIR's `enableFolding`).
    pub fold: bool,
    /// Whether constants are uniqued and hoisted when the worklist is filled (MLIR's
    /// `cseConstants`).
    pub cse_constants: bool,
    /// What is done to the regions after each walk.
    pub region_simplify: RegionSimplify,
}

impl Default for GreedyConfig {
    /// Upstream's defaults, with the canonicalizer's `normal` region simplification.
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: Some(10),
            max_rewrites: None,
            fold: true,
            cse_constants: true,
            region_simplify: RegionSimplify::Normal,
        }
    }
}

/// Applies `patterns` (and folds) to the ops nested in `root`'s regions until nothing changes
/// (MLIR's `applyPatternsGreedily`, on each region of `root`); returns whether it converged
/// within `config.max_iterations` walks.
pub fn apply_patterns_greedily(
    ir: &mut Ir,
    root: OpId,
    patterns: &PatternSet,
    config: GreedyConfig,
) -> bool {
    apply_patterns_greedily_changed(ir, root, patterns, config).0
}

/// [`apply_patterns_greedily`], and whether it changed the IR at all (MLIR's `changed`
/// argument, which leaves out what the constant pass before each walk moves or erases; this
/// one counts it too).
pub fn apply_patterns_greedily_changed(
    ir: &mut Ir,
    root: OpId,
    patterns: &PatternSet,
    config: GreedyConfig,
) -> (bool, bool) {
    let (mut converged, mut changed) = (true, false);
    let mut applicator = Applicator::new(patterns, ir);
    for region in ir.op(root).regions().to_vec() {
        let (c, e) = simplify_region(ir, root, region, &mut applicator, config);
        converged &= c;
        changed |= e;
    }
    applicator.freeze();
    (converged, changed)
}

fn simplify_region(
    ir: &mut Ir,
    root: OpId,
    region: RegionId,
    applicator: &mut Applicator<'_>,
    config: GreedyConfig,
) -> (bool, bool) {
    let mut iteration: u64 = 0;
    // Whether the last walk changed the IR (none yet: nothing to converge), and whether any
    // did or the constants were moved.
    let (mut changed, mut edited) = (false, false);
    // Whether the last region simplification erased all it found dead, with no change since:
    // the next would find nothing (MLIR runs it after every walk; the IR is the same).
    let mut simplified = false;
    loop {
        iteration += 1;
        if config.max_iterations.is_some_and(|max| iteration > max) {
            return (!changed, edited);
        }
        let mut worklist = Worklist::default();
        let mut folder = ConstantFolder::default();
        let order = if config.top_down {
            WalkOrder::PreOrder
        } else {
            WalkOrder::PostOrder
        };
        let mut ops = Vec::new();
        for b in ir.region(region).blocks.to_vec() {
            for o in ir.block(b).ops.to_vec() {
                ir.walk(o, order, |op| {
                    ops.push(op);
                    WalkResult::Advance
                });
            }
        }
        // Upstream's pre-order walk skips what an erased duplicate constant held.
        let mut skipped: FxHashSet<OpId> = FxHashSet::default();
        for op in ops {
            if ir.is_erased(op) || ir.parent_op(op).is_some_and(|p| skipped.contains(&p)) {
                skipped.insert(op);
                continue;
            }
            if config.cse_constants
                && let Some(value) = constant_of_op(ir, op)
                && !folder.insert_known_constant(ir, op, value)
            {
                skipped.insert(op);
                continue;
            }
            if config.top_down {
                worklist.push(op);
            } else {
                // In post-order an op comes before its ancestors, which it brings along.
                push_with_ancestors(ir, &mut worklist, root, op);
            }
        }
        // The worklist is processed from its end: top-down, in the order of the walk.
        if config.top_down {
            worklist.reverse();
        }
        // Unreachable blocks go first, whatever `region_simplify` says: ops there may use
        // their own results, which patterns do not expect (their ops on the worklist are
        // skipped, as erased).
        changed = super::region::erase_unreachable_blocks(ir, &[region]);
        let mut budget = config.max_rewrites;
        changed |= process_worklist(ir, root, &mut worklist, applicator, config, &mut budget);
        if config.region_simplify != RegionSimplify::Disabled
            && (changed || folder.edited || !simplified)
        {
            let s = super::region::simplify_regions(ir, &[region]);
            changed |= s.changed;
            simplified = s.complete;
        }
        edited |= changed || folder.edited;
        if !changed {
            return (true, edited);
        }
    }
}

/// MLIR's `OperationFolder` as the greedy driver uses it: the constants of each insertion
/// region, by dialect, value and type.
#[derive(Default)]
// Why: attributes hash and compare by value; the interior mutability clippy sees is the
// reference count of a dense payload's shared bytes.
#[allow(clippy::mutable_key_type)]
struct ConstantFolder {
    scopes: FxHashMap<RegionId, FxHashMap<(&'static str, Attribute, Type), OpId>>,
    owned: FxHashSet<OpId>,
    /// Whether it moved or erased an op (which the driver's `changed` does not count, as
    /// upstream's does not).
    edited: bool,
}

impl ConstantFolder {
    /// `insertKnownConstant`: `false` when `op` duplicates a constant already known (it is
    /// replaced by it and erased); otherwise `op` is moved to the start of its insertion
    /// region's entry block, unless it is there already or follows another known constant.
    #[allow(clippy::mutable_key_type)]
    fn insert_known_constant(&mut self, ir: &mut Ir, op: OpId, value: Attribute) -> bool {
        let Some(block) = ir.op(op).parent() else {
            return true;
        };
        if self.owned.contains(&op) {
            self.edited |= rehoist(ir, &self.owned, op, block);
            return true;
        }
        let Some(region) = insertion_region(ir, block) else {
            return true;
        };
        let Some(&result) = ir.op(op).results.first() else {
            return true;
        };
        let key = (
            ir.op(op).name.dialect(),
            value,
            ir.value_type(result).clone(),
        );
        let constants = self.scopes.entry(region).or_default();
        if let Some(&existing) = constants.get(&key) {
            let to = ir.op(existing).results[0];
            ir.replace_all_uses_with(result, to);
            let _ = ir.erase_op(op);
            // The constant now stands for both: neither location is its own (MLIR's
            // `erasedFoldedLocation`, an unknown location in the greedy driver).
            ir.set_loc(existing, crate::ir::Location::Unknown);
            self.edited = true;
            return false;
        }
        let Some(&entry) = ir.region(region).blocks.first() else {
            return true;
        };
        let first = ir.block(entry).ops.first().copied();
        let prev_owned = block == entry && ir.prev_op(op).is_some_and(|p| self.owned.contains(&p));
        if block != entry || (first != Some(op) && !prev_owned) {
            ir.insert_op(InsertPoint::BlockStart(entry), op);
            self.edited = true;
            // Moved out of its block, it no longer stands where its location says.
            if block != entry {
                ir.set_loc(op, crate::ir::Location::Unknown);
            }
        }
        constants.insert(key, op);
        self.owned.insert(op);
        true
    }
}

/// A known constant that is not first in its block nor after another known constant moves to
/// the start of its block; whether it moved.
fn rehoist(ir: &mut Ir, owned: &FxHashSet<OpId>, op: OpId, block: BlockId) -> bool {
    if ir.op(op).parent() != Some(block) {
        return false;
    }
    let moves = ir.prev_op(op).is_some_and(|p| !owned.contains(&p));
    if moves {
        ir.insert_op(InsertPoint::BlockStart(block), op);
    }
    moves
}

/// MLIR's `getInsertionRegion`: the region holding `block`, or the nearest enclosing one whose
/// op is isolated from above, unregistered, or top-level.
fn insertion_region(ir: &Ir, mut block: BlockId) -> Option<RegionId> {
    loop {
        let region = ir.block(block).parent?;
        let parent = ir.region(region).parent?;
        let isolated = ir
            .op(parent)
            .name
            .def()
            .is_none_or(|d| d.traits.isolated_from_above);
        match ir.op(parent).parent() {
            Some(b) if !isolated => block = b,
            _ => return Some(region),
        }
    }
}

fn process_worklist(
    ir: &mut Ir,
    root: OpId,
    worklist: &mut Worklist,
    applicator: &mut Applicator<'_>,
    config: GreedyConfig,
    budget: &mut Option<u64>,
) -> bool {
    let mut changed = false;
    let mut scratch = FoldScratch::default();
    while budget.is_none_or(|b| b > 0)
        && let Some(op) = worklist.pop()
    {
        if ir.is_erased(op) {
            continue;
        }
        let mut rewriter = Rewriter {
            ir: &mut *ir,
            worklist: &mut *worklist,
            root,
            visit: rewriter::next_visit(),
        };
        if rewriter.ir.results_unused(op) && would_be_trivially_dead(rewriter.ir, op) {
            if rewriter.erase_op(op).is_ok() {
                changed = true;
            }
            continue;
        }
        let constant_like = rewriter
            .ir
            .op(op)
            .name
            .def()
            .is_some_and(|d| d.traits.constant_like);
        if config.fold && !constant_like && try_fold(&mut rewriter, op, &mut scratch) {
            changed = true;
            continue;
        }
        for &i in applicator.patterns_for(rewriter.ir, op).iter() {
            if applicator.get(i).match_and_rewrite(op, &mut rewriter) {
                changed = true;
                if let Some(b) = budget {
                    *b -= 1;
                }
                break;
            }
        }
    }
    changed
}

/// The lists [`try_fold`] fills, kept from one op to the next (emptied after each).
#[derive(Default)]
struct FoldScratch {
    results: Vec<OpFoldResult>,
    replacements: Vec<Value>,
    created: Vec<OpId>,
}

/// Folds `op` and replaces it by what the fold gives, constants materialized right before it
/// by its dialect; whether the IR changed.
fn try_fold(rewriter: &mut Rewriter<'_>, op: OpId, scratch: &mut FoldScratch) -> bool {
    let folded = fold_and_replace(rewriter, op, scratch);
    scratch.results.clear();
    scratch.replacements.clear();
    scratch.created.clear();
    folded
}

fn fold_and_replace(rewriter: &mut Rewriter<'_>, op: OpId, scratch: &mut FoldScratch) -> bool {
    let FoldScratch {
        results,
        replacements,
        created,
    } = scratch;
    if !fold_op(rewriter.ir, op, results) {
        return false;
    }
    if results.is_empty() {
        rewriter.add_to_worklist(op);
        return true;
    }
    // Upstream asserts what a folder gives: one result per result of the op, values of the
    // result's type. A folder that breaks it folds nothing here.
    let own = &rewriter.ir.op(op).results;
    if results.len() != own.len()
        || results.iter().zip(own.iter()).any(|(r, &o)| {
            matches!(r, OpFoldResult::Value(v) if rewriter.ir.value_type(*v) != rewriter.ir.value_type(o))
        })
    {
        return false;
    }
    let materialize = rewriter
        .ir
        .constant_materializer(rewriter.ir.op(op).name.dialect());
    let loc = rewriter.ir.op_loc(op).into_owned();
    for (i, r) in results.drain(..).enumerate() {
        let value = match r {
            OpFoldResult::Value(v) => v,
            OpFoldResult::Attr(a) => {
                let ty = rewriter
                    .ir
                    .value_type(rewriter.ir.op(op).results[i])
                    .clone();
                let made = materialize.and_then(|m| m(rewriter.ir, &a, &ty, loc.clone()));
                // A materializer must make a one-result constant of the type asked for.
                let made = made.filter(|&c| {
                    rewriter
                        .ir
                        .op(c)
                        .results
                        .first()
                        .map(|&r| rewriter.ir.value_type(r))
                        == Some(&ty)
                });
                let Some(c) = made else {
                    for &c in created.iter() {
                        let _ = rewriter.erase_op(c);
                    }
                    return false;
                };
                rewriter.ir.insert_op(InsertPoint::Before(op), c);
                rewriter.add_to_worklist(c);
                created.push(c);
                rewriter.ir.op(c).results[0]
            }
        };
        replacements.push(value);
    }
    rewriter.replace_op(op, replacements).is_ok()
}
