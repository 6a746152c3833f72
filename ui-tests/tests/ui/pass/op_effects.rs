//! Memory effects: `MemoryEffects([...])` on the op, `effects = [...]` on operands and results,
//! with resources, stages and ranges; the op's own `MemoryEffectOpInterface`.
#![allow(unused)]
use rods::dialect::{Effect, EffectDecl, EffectInstance, EffectOn, EffectResource, MemoryEffects};
use rods::dialect_op;
use rods::ir::{Ir, OpId, Value};
use rods::ods::{AnyMemRef, Index};

#[dialect_op(t.load, traits = [MemoryEffects([MemRead])],
             format = "$m `[` $i `]` attr-dict `:` type($m) `,` type($r)")]
pub struct LoadOp {
    #[operand(type = AnyMemRef, effects = [MemRead, MemReadAt(0, FullEffect)])]
    pub m: Value,
    #[operand(type = Index)]
    pub i: Vec<Value>,
    #[result]
    pub r: Value,
}

#[dialect_op(t.alloca, format = "attr-dict `:` type($m)")]
pub struct AllocaOp {
    #[result(type = AnyMemRef,
             effects = [MemAlloc(AutomaticAllocationScopeResource, 0, FullEffect)])]
    pub m: Value,
}

#[dialect_op(t.free, traits = [Pure], format = "$m attr-dict `:` type($m)")]
pub struct FreeOp {
    #[operand(effects = [MemFree(DefaultResource), MemWrite(DefaultResource, 1)])]
    pub m: Value,
}

#[dialect_op(t.assert, interfaces = [MemoryEffectOpInterface], format = "attr-dict")]
pub struct AssertOp {}

impl rods::ods::effects::MemoryEffectOpInterface for AssertOp {
    const EFFECTS: &'static [EffectDecl] = &[EffectDecl {
        effect: Effect::Write,
        on: EffectOn::Op,
        resource: EffectResource::Default,
        stage: 0,
        full: false,
    }];

    fn get_effects(_: &Ir, _: OpId, out: &mut Vec<EffectInstance>) {
        out.push(EffectInstance::of(&Self::EFFECTS[0], None));
    }
}

const _: () = assert!(matches!(
    AllocaOp::DEF.traits.memory_effects,
    MemoryEffects::Declared([EffectDecl {
        effect: Effect::Allocate,
        on: EffectOn::ResultGroup(0),
        resource: EffectResource::AutomaticAllocationScope,
        stage: 0,
        full: true,
    }])
));

fn main() {
    assert!(LoadOp::DEF.effects.is_some());
    assert!(AssertOp::DEF.effects.is_some());
    let MemoryEffects::Declared(load) = LoadOp::DEF.traits.memory_effects else {
        panic!("declared effects");
    };
    assert_eq!(load.len(), 3);
    assert_eq!(load[0].on, EffectOn::Op);
    assert_eq!(load[2].on, EffectOn::OperandGroup(0));
    assert!(load[2].full);
}
