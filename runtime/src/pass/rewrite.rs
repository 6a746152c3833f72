//! Rewrite patterns and the greedy driver that applies them (MLIR's `RewritePattern`,
//! `PatternRewriter` and `applyPatternsGreedily`): every op of a region tree goes on a worklist
//! (pre-order, processed in order); an op whose results are unused and that has no effects is
//! erased; otherwise the patterns rooted at its name (then those for any op) are tried by
//! decreasing benefit until one rewrites it. What a rewrite creates, changes or frees (the
//! users of replaced results, the definitions of an erased op's operands) goes back on the
//! worklist; the walk repeats until nothing changes (at most 10 times, as upstream).

use rustc_hash::FxHashMap;

use crate::ir::{InsertPoint, Ir, OpId, OperationState, StillUsed, Value, WalkOrder, WalkResult};
use crate::ods::TypedOp;

use super::would_be_trivially_dead;

/// A rewrite of ops of one name, or of any op (MLIR's `RewritePattern`).
pub trait RewritePattern {
    /// The name of the ops the pattern matches (`arith.addi`), or `None` for any op.
    fn root(&self) -> Option<&str>;

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

    fn benefit(&self) -> u16 {
        self.0.benefit()
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        P::Op::dyn_cast(rewriter.ir(), op).is_some_and(|h| self.0.match_and_rewrite(h, rewriter))
    }
}

/// Patterns, by root (MLIR's `RewritePatternSet` frozen for a driver).
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl std::fmt::Debug for PatternSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PatternSet")
            .field("patterns", &self.patterns.len())
            .finish()
    }
}

impl PatternSet {
    /// No patterns.
    pub fn new() -> PatternSet {
        PatternSet::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut PatternSet {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a pattern of one declared op (MLIR's `RewritePatternSet::add` of an
    /// `OpRewritePattern`).
    pub fn add_op(&mut self, pattern: impl OpRewritePattern + 'static) -> &mut PatternSet {
        self.add(TypedPattern(pattern))
    }

    /// The patterns that may match an op named `name`, by decreasing benefit (rooted ones
    /// before the others at equal benefit, then in the order they were added).
    fn for_name(&self, name: &str) -> Vec<&dyn RewritePattern> {
        let mut found: Vec<(usize, &dyn RewritePattern)> = self
            .patterns
            .iter()
            .enumerate()
            .filter(|(_, p)| p.root().is_none_or(|r| r == name))
            .map(|(i, p)| (i, &**p))
            .collect();
        found.sort_by_key(|(i, p)| (std::cmp::Reverse(p.benefit()), p.root().is_none(), *i));
        found.into_iter().map(|(_, p)| p).collect()
    }
}

/// The ops still to visit, in order, each at most once (MLIR's `Worklist`).
#[derive(Default)]
struct Worklist {
    ops: Vec<Option<OpId>>,
    index: FxHashMap<OpId, usize>,
}

impl Worklist {
    fn push(&mut self, op: OpId) {
        if !self.index.contains_key(&op) {
            self.index.insert(op, self.ops.len());
            self.ops.push(Some(op));
        }
    }

    fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.ops.pop() {
            if let Some(op) = slot {
                self.index.remove(&op);
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: OpId) {
        if let Some(i) = self.index.remove(&op)
            && let Some(slot) = self.ops.get_mut(i)
        {
            *slot = None;
        }
    }

    fn reverse(&mut self) {
        self.ops.reverse();
        let n = self.ops.len();
        for i in self.index.values_mut() {
            *i = n - 1 - *i;
        }
    }
}

/// What a pattern edits the IR through (MLIR's `PatternRewriter`): each edit also tells the
/// driver which ops to look at again.
pub struct Rewriter<'a> {
    ir: &'a mut Ir,
    worklist: &'a mut Worklist,
}

impl std::fmt::Debug for Rewriter<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rewriter").finish_non_exhaustive()
    }
}

impl Rewriter<'_> {
    /// The IR, to read.
    pub fn ir(&self) -> &Ir {
        self.ir
    }

    /// Creates an op from `state` at `at` (it is visited later).
    pub fn create_op_at(&mut self, at: InsertPoint, state: OperationState) -> OpId {
        let op = self.ir.create_op_at(at, state);
        self.worklist.push(op);
        op
    }

    /// Inserts at `at` the op `create` makes detached in the IR (a generated builder:
    /// `|ir| MyOp::create(ir, loc, …)`); it is visited later.
    pub fn insert(&mut self, at: InsertPoint, create: impl FnOnce(&mut Ir) -> OpId) -> OpId {
        let op = create(self.ir);
        self.ir.insert_op(at, op);
        self.worklist.push(op);
        op
    }

    /// Changes `op` in place with `edit` (MLIR's `modifyOpInPlace`); it is visited again. The
    /// use lists are rebuilt if `edit` changes operands.
    pub fn modify_op(&mut self, op: OpId, edit: impl FnOnce(&mut Ir, OpId)) {
        edit(self.ir, op);
        self.worklist.push(op);
    }

    /// Sets operand `index` of `op` to `value`; `op` is visited again.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        let old = self.ir.op(op).operands[index];
        self.ir.set_operand(op, index, value);
        self.worklist.push(op);
        self.defining_op_may_be_dead(old);
    }

    /// Makes every use of `from` a use of `to`; the users are visited again.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        for u in self.ir.uses(from).to_vec() {
            self.worklist.push(u.op);
        }
        self.ir.replace_all_uses_with(from, to);
    }

    /// Replaces `op`'s results by `values` and erases it (MLIR's `replaceOp`).
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> Result<(), StillUsed> {
        let results = self.ir.op(op).results.clone();
        assert_eq!(results.len(), values.len(), "replace_op: result count");
        for (&r, &v) in results.iter().zip(values) {
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op)
    }

    /// Erases `op` and what it holds (MLIR's `eraseOp`); the definitions of its operands are
    /// visited again (they may now be dead).
    pub fn erase_op(&mut self, op: OpId) -> Result<(), StillUsed> {
        let mut nested = Vec::new();
        self.ir.walk(op, WalkOrder::PreOrder, |o| {
            nested.push(o);
            WalkResult::Advance
        });
        let operands: Vec<Value> = nested
            .iter()
            .flat_map(|&o| self.ir.op(o).operands.iter().copied())
            .collect();
        self.ir.erase_op(op)?;
        for o in nested {
            self.worklist.remove(o);
        }
        for v in operands {
            self.defining_op_may_be_dead(v);
        }
        Ok(())
    }

    /// MLIR's `addOperandsToWorklist`: a definition left with at most one use may be dead or
    /// foldable now.
    fn defining_op_may_be_dead(&mut self, v: Value) {
        if let Some(def) = self.ir.defining_op(v)
            && !self.ir.is_erased(def)
            && self.ir.uses(v).len() <= 1
        {
            self.worklist.push(def);
        }
    }
}

/// How [`apply_patterns_greedily`] runs.
#[derive(Clone, Copy, Debug)]
pub struct GreedyConfig {
    /// How many times the whole region tree is walked at most.
    pub max_iterations: u32,
    /// How many rewrites are applied at most (MLIR's `maxNumRewrites`); `None`: no limit (a
    /// pattern that always applies then never stops, as upstream).
    pub max_rewrites: Option<u64>,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            max_iterations: 10,
            max_rewrites: None,
        }
    }
}

/// Applies `patterns` to the ops nested in `root`'s regions until none applies (MLIR's
/// `applyPatternsGreedily` with top-down traversal); returns whether it converged within
/// `config.max_iterations` walks and `config.max_rewrites` rewrites.
pub fn apply_patterns_greedily(
    ir: &mut Ir,
    root: OpId,
    patterns: &PatternSet,
    config: GreedyConfig,
) -> bool {
    let mut iteration = 0;
    let mut budget = config.max_rewrites;
    loop {
        let mut worklist = Worklist::default();
        ir.walk(root, WalkOrder::PreOrder, |op| {
            if op != root {
                worklist.push(op);
            }
            WalkResult::Advance
        });
        worklist.reverse();
        let changed = process_worklist(ir, &mut worklist, patterns, &mut budget);
        iteration += 1;
        if !changed {
            return true;
        }
        if iteration >= config.max_iterations || budget == Some(0) {
            return false;
        }
    }
}

fn process_worklist(
    ir: &mut Ir,
    worklist: &mut Worklist,
    patterns: &PatternSet,
    budget: &mut Option<u64>,
) -> bool {
    let mut changed = false;
    while budget.is_none_or(|b| b > 0)
        && let Some(op) = worklist.pop()
    {
        if ir.is_erased(op) {
            continue;
        }
        if ir.results_unused(op) && would_be_trivially_dead(ir, op) {
            let mut rewriter = Rewriter {
                ir: &mut *ir,
                worklist: &mut *worklist,
            };
            if rewriter.erase_op(op).is_ok() {
                changed = true;
            }
            continue;
        }
        let name = ir.op(op).name.as_str().to_owned();
        for pattern in patterns.for_name(&name) {
            let mut rewriter = Rewriter {
                ir: &mut *ir,
                worklist: &mut *worklist,
            };
            if pattern.match_and_rewrite(op, &mut rewriter) {
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
