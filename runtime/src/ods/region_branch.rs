//! Control flow between an op and its regions (MLIR's `RegionBranchOpInterface` and
//! `RegionBranchTerminatorOpInterface`): which regions run after the op is entered or a region's
//! terminator is reached, and what values flow along each edge; verified by
//! [`verify_region_branch_op`] with MLIR's messages («along control flow edge from Operation
//! scf.yield to parent: region branch point has 2 operands, but region successor needs 1
//! inputs»).

use crate::diag::{Diagnostic, Severity};
use crate::ir::print::type_to_string;
use crate::ir::{Ir, OpId, RegionId, Type, Value, ValueList};

/// Where control flow leaves from (MLIR's `RegionBranchPoint`): the op itself when entered,
/// or the terminator of one of its regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionBranchPoint {
    /// The op, entered from outside.
    Parent,
    /// A terminator inside one of the op's regions (`scf.yield`, `scf.condition`).
    Terminator(OpId),
}

/// Where control flow goes to (MLIR's `RegionSuccessor`): one of the op's regions, whose
/// `inputs` are its entry block's arguments, or back to the parent, whose inputs are the op's
/// results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    /// The region; `None` for the parent.
    pub region: Option<RegionId>,
    /// The values the successor receives (a [`ValueList`]: up to three without an allocation).
    pub inputs: ValueList,
}

impl RegionSuccessor {
    /// Control returns to the parent op: its results receive the values.
    pub fn parent(ir: &Ir, op: OpId) -> Self {
        RegionSuccessor::with_inputs(None, &ir.op(op).results)
    }

    /// Control enters `region`: its entry block's arguments receive the values (none when the
    /// region is empty).
    pub fn region(ir: &Ir, region: RegionId) -> Self {
        let args = ir
            .region(region)
            .blocks
            .first()
            .map(|b| &ir.block(*b).args[..]);
        RegionSuccessor::with_inputs(Some(region), args.unwrap_or_default())
    }

    /// Control enters `region` (or, with `None`, returns to the parent), and `inputs` receive
    /// the values: a subset of the entry block's arguments or of the results.
    pub fn with_inputs(region: Option<RegionId>, inputs: &[Value]) -> Self {
        RegionSuccessor {
            region,
            inputs: ValueList::from_slice(inputs),
        }
    }
}

/// MLIR's `RegionBranchOpInterface`: an op whose regions run under its control (`scf.if`,
/// `scf.while`). An op listing it gets [`verify_region_branch_op`] run with its region
/// verification.
pub trait RegionBranchOpInterface {
    /// Appends the successors of `point` to `regions` (MLIR's `getSuccessorRegions`, which
    /// fills a caller's vector too). `op` is the op this typed view was built from.
    fn successor_regions(
        &self,
        ir: &Ir,
        op: OpId,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    );

    /// The values the op passes to `successor` when entered (MLIR's
    /// `getEntrySuccessorOperands`); by default none.
    fn entry_successor_operands(
        &self,
        ir: &Ir,
        op: OpId,
        successor: &RegionSuccessor,
    ) -> ValueList {
        let _ = (ir, op, successor);
        ValueList::new()
    }

    /// Whether a value of type `from` may flow into an input of type `to` (MLIR's
    /// `areTypesCompatible`); by default they must be equal.
    fn are_types_compatible(&self, from: &Type, to: &Type) -> bool {
        from == to
    }
}
crate::op_interface!(RegionBranchOpInterface);

/// MLIR's `RegionBranchTerminatorOpInterface`: a terminator that passes some of its operands
/// to the successors of its region (`scf.condition`: all but the condition). A `ReturnLike`
/// terminator passes all of them without implementing it.
pub trait RegionBranchTerminatorOpInterface {
    /// The operands passed to `successor` (MLIR's `getSuccessorOperands`).
    fn successor_operands(&self, successor: &RegionSuccessor) -> ValueList;
}
crate::op_interface!(RegionBranchTerminatorOpInterface);

/// The values a branch point passes along an edge: borrowed from a `ReturnLike` terminator's
/// operands, or given by the interface.
enum EdgeOperands<'a> {
    Borrowed(&'a [Value]),
    Owned(ValueList),
}

impl std::ops::Deref for EdgeOperands<'_> {
    type Target = [Value];
    fn deref(&self) -> &[Value] {
        match self {
            EdgeOperands::Borrowed(values) => values,
            EdgeOperands::Owned(values) => values,
        }
    }
}

/// What a branch point passes to its successors: the op's entry operands, a region branch
/// terminator's (cast once per point, not once per successor), a `ReturnLike` terminator's
/// operands (borrowed, not copied), or nothing.
enum PointOperands<'a> {
    Parent,
    Terminator(Box<dyn RegionBranchTerminatorOpInterface>),
    Borrowed(&'a [Value]),
}

impl<'a> PointOperands<'a> {
    fn of(ir: &'a Ir, point: RegionBranchPoint) -> PointOperands<'a> {
        let RegionBranchPoint::Terminator(op) = point else {
            return PointOperands::Parent;
        };
        if let Some(t) = super::cast_op_interface::<dyn RegionBranchTerminatorOpInterface>(ir, op) {
            return PointOperands::Terminator(t);
        }
        match ir.op(op).name.def() {
            Some(def) if def.traits.return_like => PointOperands::Borrowed(&ir.op(op).operands),
            _ => PointOperands::Borrowed(&[]),
        }
    }

    /// The values passed to `successor` (`iface`: the op's interface, for the entry operands).
    fn to(
        &self,
        ir: &Ir,
        op: OpId,
        iface: &dyn RegionBranchOpInterface,
        successor: &RegionSuccessor,
    ) -> EdgeOperands<'a> {
        match self {
            PointOperands::Parent => {
                EdgeOperands::Owned(iface.entry_successor_operands(ir, op, successor))
            }
            PointOperands::Terminator(t) => EdgeOperands::Owned(t.successor_operands(successor)),
            PointOperands::Borrowed(values) => EdgeOperands::Borrowed(values),
        }
    }
}

/// The branch points of `op` (MLIR's `getAllRegionBranchPoints`): the op itself, then the
/// region branch terminators ending its regions' blocks.
fn branch_points(ir: &Ir, op: OpId) -> impl Iterator<Item = RegionBranchPoint> + '_ {
    let terminators = ir.op(op).regions().iter().flat_map(move |region| {
        ir.region(*region).blocks.iter().filter_map(move |block| {
            let last = *ir.block(*block).ops.last()?;
            let is_terminator = ir.op(last).name.def().is_some_and(|d| {
                d.traits.return_like || d.implements::<dyn RegionBranchTerminatorOpInterface>()
            });
            is_terminator.then_some(RegionBranchPoint::Terminator(last))
        })
    });
    std::iter::once(RegionBranchPoint::Parent).chain(terminators)
}

/// MLIR's `verifyRegionBranchOpInterface`: along every edge from a branch point of `op` to one
/// of its successors, the values passed match the successor's inputs in number and type.
pub fn verify_region_branch_op(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    super::op_interface::verify_if_cast::<dyn RegionBranchOpInterface>(ir, op, |iface| {
        verify_region_branch_op_on(ir, op, iface)
    })
}

/// [`verify_region_branch_op`] of `op` through `iface`, its interface (the typed view built
/// once for all the checks of an op's regions, where the op's declaration knows its type).
pub fn verify_region_branch_op_on(
    ir: &Ir,
    op: OpId,
    iface: &dyn RegionBranchOpInterface,
) -> Result<(), Diagnostic> {
    let mut successors = Vec::with_capacity(2);
    for point in branch_points(ir, op) {
        successors.clear();
        iface.successor_regions(ir, op, point, &mut successors);
        let passed = PointOperands::of(ir, point);
        for successor in &successors {
            let operands = passed.to(ir, op, iface, successor);
            let edge_error = |message: String| {
                let (from, at) = match point {
                    RegionBranchPoint::Parent => ("parent".to_owned(), op),
                    RegionBranchPoint::Terminator(t) => {
                        (format!("Operation {}", ir.op(t).name.as_str()), t)
                    }
                };
                let to = match successor.region {
                    Some(r) => {
                        let n = ir
                            .op(op)
                            .regions()
                            .iter()
                            .position(|x| *x == r)
                            .unwrap_or(0);
                        format!("Region #{n}")
                    }
                    None => "parent".to_owned(),
                };
                let mut d = super::emit_op_error(
                    ir,
                    op,
                    format!("along control flow edge from {from} to {to}: {message}"),
                );
                d.notes.push(Diagnostic::new(
                    Severity::Note,
                    ir.op_loc(at).into_owned(),
                    "region branch point",
                ));
                d
            };
            if operands.len() != successor.inputs.len() {
                return Err(edge_error(format!(
                    "region branch point has {} operands, but region successor needs {} inputs",
                    operands.len(),
                    successor.inputs.len()
                )));
            }
            for (i, (from, to)) in operands.iter().zip(&successor.inputs).enumerate() {
                let (from, to) = (ir.value_type(*from), ir.value_type(*to));
                if !iface.are_types_compatible(from, to) {
                    return Err(edge_error(format!(
                        "successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                        type_to_string(from),
                        type_to_string(to)
                    )));
                }
            }
        }
    }
    Ok(())
}

/// Each operand a branch point of `op` forwards along an edge (the op's own entry operands,
/// a terminator's), with the successor inputs it flows to (MLIR's
/// `RegionBranchSuccessorMapping`, filled by `getSuccessorOperandInputMapping` over all
/// branch points), in the order the edges are met: the op, then its regions' terminators, each
/// edge's operands in order. `None` when `op` does not implement [`RegionBranchOpInterface`].
///
/// The values an edge passes are found among the branch point's operands as MLIR's
/// `OperandRange` holds them: a contiguous range, taken at the end of the operands when they
/// end with it (`scf.for`'s inits, `scf.condition`'s forwarded values).
pub fn successor_operand_input_mapping(
    ir: &Ir,
    op: OpId,
) -> Option<Vec<(crate::ir::OpOperand, Vec<Value>)>> {
    let mut edges = Vec::new();
    if !successor_operand_input_edges(ir, op, &mut edges) {
        return None;
    }
    let mut mapping = Groups::default();
    mapping.group(&edges);
    Some(
        mapping
            .iter()
            .map(|(o, inputs)| (o, inputs.to_vec()))
            .collect(),
    )
}

/// The edges of [`successor_operand_input_mapping`], one `(operand, input)` pair each, in the
/// order they are met, appended to `edges` (one list where the mapping has one per operand);
/// `false` when `op` does not implement [`RegionBranchOpInterface`].
pub(crate) fn successor_operand_input_edges(
    ir: &Ir,
    op: OpId,
    edges: &mut Vec<(crate::ir::OpOperand, Value)>,
) -> bool {
    let Some(iface) = super::cast_op_interface::<dyn RegionBranchOpInterface>(ir, op) else {
        return false;
    };
    let mut successors = Vec::with_capacity(2);
    for point in branch_points(ir, op) {
        successors.clear();
        iface.successor_regions(ir, op, point, &mut successors);
        let passed = PointOperands::of(ir, point);
        let owner = match point {
            RegionBranchPoint::Parent => op,
            RegionBranchPoint::Terminator(t) => t,
        };
        for successor in &successors {
            let values = passed.to(ir, op, &*iface, successor);
            let Some(start) = operand_range_start(&ir.op(owner).operands, &values) else {
                continue;
            };
            for (i, &input) in successor.inputs.iter().enumerate().take(values.len()) {
                let operand = crate::ir::OpOperand {
                    op: owner,
                    index: (start + i) as u32,
                };
                edges.push((operand, input));
            }
        }
    }
    true
}

/// Values grouped by key: the groups in the order their keys are first met, each one's values
/// in the order met, all in one list (`keys` holds each key with the end of its values in
/// `values`), where a list per key would allocate per key.
#[derive(Clone)]
pub(crate) struct Groups<K, V> {
    keys: Vec<(K, u32)>,
    values: Vec<V>,
}

impl<K, V> Default for Groups<K, V> {
    fn default() -> Self {
        Groups {
            keys: Vec::new(),
            values: Vec::new(),
        }
    }
}

impl<K: Copy + PartialEq, V: Copy> Groups<K, V> {
    /// Makes it `pairs` grouped by key.
    pub(crate) fn group(&mut self, pairs: &[(K, V)]) {
        self.keys.clear();
        self.values.clear();
        for (i, &(key, _)) in pairs.iter().enumerate() {
            if self.keys.iter().any(|(k, _)| *k == key) {
                continue;
            }
            let values = pairs[i..].iter().filter(|(k, _)| *k == key);
            self.values.extend(values.map(|&(_, v)| v));
            self.keys.push((key, self.values.len() as u32));
        }
    }

    /// Each key with its values.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (K, &[V])> + '_ {
        let mut start = 0;
        self.keys.iter().map(move |&(key, end)| {
            let values = &self.values[start..end as usize];
            start = end as usize;
            (key, values)
        })
    }

    /// The values of `key`.
    pub(crate) fn get(&self, key: K) -> Option<&[V]> {
        self.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }
}

/// Where `values` start among `operands`: at the end when they end them, else at their first
/// occurrence; `None` when they are empty or not there.
fn operand_range_start(operands: &[Value], values: &[Value]) -> Option<usize> {
    let n = values.len();
    if n == 0 || n > operands.len() {
        return None;
    }
    if operands.ends_with(values) {
        return Some(operands.len() - n);
    }
    operands.windows(n).position(|w| w == values)
}
