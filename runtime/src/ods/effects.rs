//! Memory effects (MLIR's `MemoryEffectOpInterface` and `HasRecursiveMemoryEffects`, in
//! `SideEffectInterfaces.cpp`): what an op declares ([`MemoryEffects`] in its `OpTraits`,
//! resolved on its values by [`OpDef::effects`]) and the queries passes ask of it.
//!
//! An op implements the interface when it declares `Pure` / `NoMemoryEffect` (no effect) or
//! effects (`MemoryEffects([MemRead])`, `#[operand(effects = [MemRead])]`,
//! `#[result(effects = [MemAlloc])]`); one with `RecursiveMemoryEffects` has the effects of the
//! ops it holds; any other op (unregistered ones too) may have any effect.

use std::cell::Cell;

use crate::dialect::{Effect, EffectDecl, EffectInstance, EffectOn, MemoryEffects, OpDef};
use crate::ir::{Ir, OpId, Value};

/// MLIR's `MemoryEffectOpInterface` with the op's own `getEffects` (ODS's
/// `DeclareOpInterfaceMethods<MemoryEffectsOpInterface>`: effects that depend on the op, as
/// `vector.transfer_read`'s read of a memref but not of a tensor), implemented by an op
/// declared with `#[dialect_op(…, interfaces = [MemoryEffectOpInterface])]`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` lists `MemoryEffectOpInterface` but does not implement it",
    label = "listed in `interfaces = [...]`",
    note = "add `impl rods::ods::effects::MemoryEffectOpInterface for {Self} {{ … }}`"
)]
pub trait MemoryEffectOpInterface {
    /// The effects an op may have (`OpTraits::memory_effects`, for what needs no op).
    const EFFECTS: &'static [EffectDecl];

    /// Appends the effects of `op` (MLIR's `getEffects`).
    fn get_effects(ir: &Ir, op: OpId, out: &mut Vec<EffectInstance>);
}

/// MLIR's `getEffects` on an op implementing `MemoryEffectOpInterface`: its effects, `None`
/// when it does not implement the interface (`RecursiveMemoryEffects` alone, nothing declared,
/// unregistered).
pub fn get_effects(ir: &Ir, op: OpId) -> Option<Vec<EffectInstance>> {
    with_effects(ir, op, |list| list.map(<[EffectInstance]>::to_vec))
}

/// Runs `f` on `op`'s effects as [`get_effects`] gives them (`None` when it does not implement
/// the interface), listed in a per-thread list kept from call to call rather than a new one:
/// the passes ask this of every op they look at.
fn with_effects<R>(ir: &Ir, op: OpId, f: impl FnOnce(Option<&[EffectInstance]>) -> R) -> R {
    thread_local! {
        /// The list of the last call; a call made while one runs (an op's `getEffects` asking
        /// another op's) finds none and makes its own.
        static SPARE: Cell<Vec<EffectInstance>> = const { Cell::new(Vec::new()) };
    }
    let Some(def) = ir.op(op).name.def() else {
        return f(None);
    };
    match def.traits.memory_effects {
        MemoryEffects::None => f(Some(&[])),
        MemoryEffects::Declared(_) => {
            let mut list = SPARE.take();
            list.clear();
            if let Some(effects) = def.effects {
                effects(ir, op, &mut list);
            }
            let answer = f(Some(&list));
            SPARE.set(list);
            answer
        }
        MemoryEffects::Unknown | MemoryEffects::Recursive => f(None),
    }
}

/// Whether the op's definition implements `MemoryEffectOpInterface`.
fn implements_interface(def: &OpDef) -> bool {
    matches!(
        def.traits.memory_effects,
        MemoryEffects::None | MemoryEffects::Declared(_)
    )
}

/// Whether the op has `RecursiveMemoryEffects` (MLIR's `HasRecursiveMemoryEffects`).
pub fn has_recursive_effects(ir: &Ir, op: OpId) -> bool {
    ir.op(op)
        .name
        .def()
        .is_some_and(|d| d.traits.memory_effects == MemoryEffects::Recursive)
}

/// MLIR's `MemoryEffectOpInterface::hasEffect<E>` (`mlir::hasEffect<E>(op)`): whether the op
/// implements the interface and has an effect of a kind in `effects`.
pub fn has_effect(ir: &Ir, op: OpId, effects: &[Effect]) -> bool {
    with_effects(ir, op, |list| {
        list.is_some_and(|list| list.iter().any(|e| effects.contains(&e.effect)))
    })
}

/// MLIR's `hasEffect<E>(op, value)`: an effect of a kind in `effects` on `value`.
pub fn has_effect_on(ir: &Ir, op: OpId, value: Value, effects: &[Effect]) -> bool {
    with_effects(ir, op, |list| {
        list.is_some_and(|list| {
            list.iter()
                .any(|e| e.value == Some(value) && effects.contains(&e.effect))
        })
    })
}

/// MLIR's `MemoryEffectOpInterface::onlyHasEffect<E>`: the op implements the interface, has at
/// least one effect, and all of kind `effect`.
pub fn only_has_effect(ir: &Ir, op: OpId, effect: Effect) -> bool {
    with_effects(ir, op, |list| {
        list.is_some_and(|list| !list.is_empty() && list.iter().all(|e| e.effect == effect))
    })
}

/// MLIR's `MemoryEffectOpInterface::hasNoEffect`: the op implements the interface and has no
/// effect (it may still hold ops that do, with `RecursiveMemoryEffects`).
pub fn has_no_effect(ir: &Ir, op: OpId) -> bool {
    with_effects(ir, op, |list| {
        list.is_some_and(<[EffectInstance]>::is_empty)
    })
}

/// MLIR's `isMemoryEffectFree`: no effect, and with `RecursiveMemoryEffects` none in the ops
/// it holds.
pub fn is_memory_effect_free(ir: &Ir, op: OpId) -> bool {
    let Some(def) = ir.op(op).name.def() else {
        return false;
    };
    let recursive = def.traits.memory_effects == MemoryEffects::Recursive;
    if implements_interface(def) {
        if !has_no_effect(ir, op) {
            return false;
        }
        if !recursive {
            return true;
        }
    } else if !recursive {
        return false;
    }
    // One level deeper: on a fresh stack segment when this one runs low.
    crate::threads::ensure_sufficient_stack(|| {
        nested_ops(ir, op).all(|o| is_memory_effect_free(ir, o))
    })
}

/// MLIR's `getEffectsRecursively`: the effects of the op and, through
/// `RecursiveMemoryEffects`, of the ops it holds; `None` when one of them may have any effect.
pub fn get_effects_recursively(ir: &Ir, op: OpId) -> Option<Vec<EffectInstance>> {
    let mut effects = Vec::new();
    let mut work = vec![op];
    while let Some(o) = work.pop() {
        let recursive = has_recursive_effects(ir, o);
        if recursive {
            work.extend(nested_ops(ir, o));
        }
        match get_effects(ir, o) {
            Some(list) => effects.extend(list),
            None if recursive => {}
            None => return None,
        }
    }
    Some(effects)
}

/// MLIR's `wouldOpBeTriviallyDeadImpl` (no terminator or symbol check): the op and, through
/// `RecursiveMemoryEffects`, the ops it holds have no effect but reads and allocations of their
/// own results (and any effect on such a result).
pub(crate) fn only_reads_or_allocates_own_results(ir: &Ir, op: OpId) -> bool {
    match ir.op(op).name.def().map(|d| d.traits.memory_effects) {
        Some(MemoryEffects::None) => true,
        None | Some(MemoryEffects::Unknown) => false,
        Some(MemoryEffects::Declared(_)) => with_effects(ir, op, |effects| {
            effects.is_some_and(|effects| only_droppable(ir, op, effects))
        }),
        // The ops it holds, one level deeper: on a fresh stack segment when this one runs low.
        Some(MemoryEffects::Recursive) => crate::threads::ensure_sufficient_stack(|| {
            nested_ops(ir, op).all(|o| only_reads_or_allocates_own_results(ir, o))
        }),
    }
}

/// Whether each of `op`'s `effects` is a read, or on a value an allocation of which by `op`
/// is one of its results.
fn only_droppable(ir: &Ir, op: OpId, effects: &[EffectInstance]) -> bool {
    let results = &ir.op(op).results;
    let allocated = |v: Value| {
        results.contains(&v)
            && effects
                .iter()
                .any(|e| e.effect == Effect::Allocate && e.value == Some(v))
    };
    effects
        .iter()
        .all(|e| e.effect == Effect::Read || e.value.is_some_and(allocated))
}

/// The ops directly inside `op`'s regions.
fn nested_ops(ir: &Ir, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    ir.op(op).regions().iter().flat_map(move |&r| {
        ir.region(r)
            .blocks
            .iter()
            .flat_map(move |&b| ir.block(b).ops.iter().copied())
    })
}

/// What the generated `getEffects` of an op declaring `decls` does: each effect on the op, or
/// on each value of its operand or result group (`operand_group(n)` / `result_group(n)`: the
/// values of group #n).
pub fn push_declared_effects<'v>(
    out: &mut Vec<EffectInstance>,
    decls: &[EffectDecl],
    operand_group: impl Fn(usize) -> &'v [Value],
    result_group: impl Fn(usize) -> &'v [Value],
) {
    for d in decls {
        let values = match d.on {
            EffectOn::Op => {
                out.push(EffectInstance::of(d, None));
                continue;
            }
            EffectOn::OperandGroup(n) => operand_group(n),
            EffectOn::ResultGroup(n) => result_group(n),
        };
        out.extend(values.iter().map(|v| EffectInstance::of(d, Some(*v))));
    }
}
