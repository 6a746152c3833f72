//! The memory effects the dialects declare (`OpTraits::memory_effects`) against LLVM 22's
//! generated C++ (`/usr/lib/llvm-22/include/mlir/Dialect/*/IR/*Ops.{h,cpp}.inc`): whether each
//! op implements `MemoryEffectOpInterface` or has `HasRecursiveMemoryEffects`, and the effects
//! of mlir-tblgen's `getEffects` (kind, operand or result group, resource, stage, range).

use std::collections::HashMap;

use rods::dialect::{Dialect, EffectDecl, EffectOn, EffectResource, MemoryEffects};

const INCLUDE: &str = "/usr/lib/llvm-22/include/mlir/Dialect";

/// What LLVM 22 says of one op.
#[derive(Debug, Default)]
struct Upstream {
    interface: bool,
    recursive: bool,
    /// The generated `getEffects`, `None` when the op's is C++.
    effects: Option<Vec<String>>,
}

/// The ops of `file` (`MemRef/IR/MemRefOps`), by name.
fn upstream(file: &str) -> Option<HashMap<String, Upstream>> {
    let header = std::fs::read_to_string(format!("{INCLUDE}/{file}.h.inc")).ok()?;
    let source = std::fs::read_to_string(format!("{INCLUDE}/{file}.cpp.inc")).ok()?;
    let mut by_class: HashMap<String, (String, Upstream)> = HashMap::new();
    let mut class = None;
    for line in header.lines() {
        if let Some(rest) = line.strip_prefix("class ")
            && let Some((name, bases)) = rest.split_once(" : public ::mlir::Op<")
        {
            let op = Upstream {
                interface: bases.contains("::mlir::MemoryEffectOpInterface::Trait"),
                recursive: bases.contains("::mlir::OpTrait::HasRecursiveMemoryEffects"),
                effects: None,
            };
            by_class.insert(name.to_owned(), (String::new(), op));
            class = Some(name.to_owned());
        }
        if let Some(rest) = line.trim().strip_prefix("return ::llvm::StringLiteral(\"")
            && let Some(c) = &class
            && let Some(entry) = by_class.get_mut(c)
            && entry.0.is_empty()
        {
            entry.0 = rest.split('"').next().unwrap_or_default().to_owned();
        }
    }
    let mut rest = source.as_str();
    while let Some(at) = rest.find("::getEffects(") {
        let line_start = rest[..at].rfind('\n').map_or(0, |i| i + 1);
        let class = rest[line_start..at].trim_start_matches("void ").to_owned();
        let body_end = rest[at..].find("\n}\n").map_or(rest.len(), |i| at + i);
        let body = &rest[at..body_end];
        let mut effects = Vec::new();
        let mut group = String::new();
        for l in body.lines().skip(1) {
            for (what, key) in [
                ("operand", "getODSOperandIndexAndLength("),
                ("result", "getODSResultIndexAndLength("),
            ] {
                if let Some(i) = l.find(key) {
                    let n = l[i + key.len()..].split(')').next().unwrap_or_default();
                    group = format!("{what} {n}");
                }
            }
            let Some(i) = l.find("::mlir::MemoryEffects::") else {
                continue;
            };
            let kind = l[i + 23..].split("::").next().unwrap_or_default();
            let args: Vec<&str> = l.split(", ").collect();
            let on_value = l.contains("getOpOperand") || l.contains("getOpResult");
            let k = if on_value { 2 } else { 1 };
            let stage = args.get(k).copied().unwrap_or_default();
            let full = args.get(k + 1).copied().unwrap_or_default();
            let resource = args
                .last()
                .and_then(|r| r.strip_prefix("::mlir::SideEffects::"))
                .and_then(|r| r.split("::get").next())
                .unwrap_or_default();
            let on = if on_value { group.as_str() } else { "op" };
            effects.push(format!("{kind} {on} {resource} {stage} {full}"));
        }
        effects.sort();
        if let Some(entry) = by_class.get_mut(&class) {
            entry.1.effects = Some(effects);
        }
        rest = &rest[body_end..];
    }
    Some(by_class.into_values().collect())
}

fn spelled(d: &EffectDecl) -> String {
    let on = match d.on {
        EffectOn::Op => "op".to_owned(),
        EffectOn::OperandGroup(n) => format!("operand {n}"),
        EffectOn::ResultGroup(n) => format!("result {n}"),
    };
    let resource = match d.resource {
        EffectResource::Default => "DefaultResource",
        EffectResource::AutomaticAllocationScope => "AutomaticAllocationScopeResource",
    };
    format!("{:?} {on} {resource} {} {}", d.effect, d.stage, d.full)
}

/// The mismatches between `dialect`'s ops and `file`'s; `compared` counts the ops compared.
fn compare(dialect: &Dialect, file: &str, compared: &mut usize) -> Vec<String> {
    let Some(ops) = upstream(file) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for def in dialect.ops {
        let Some(up) = ops.get(def.name) else {
            continue;
        };
        *compared += 1;
        let ours = def.traits.memory_effects;
        let fine = match ours {
            MemoryEffects::Unknown => !up.interface && !up.recursive,
            MemoryEffects::Recursive => up.recursive && !up.interface,
            MemoryEffects::None => up.interface && up.effects.as_ref().is_some_and(Vec::is_empty),
            MemoryEffects::Declared(list) => {
                let mut list: Vec<String> = list.iter().map(spelled).collect();
                list.sort();
                up.interface && up.effects.as_ref().is_none_or(|e| *e == list)
            }
        };
        if !fine {
            out.push(format!("{}: rods {ours:?}, LLVM 22 {up:?}", def.name));
        }
    }
    out
}

#[test]
fn dialect_effects_match_llvm22() {
    let pairs: &[(&Dialect, &str)] = &[
        (&rods_dialects::arith::ARITH_DIALECT, "Arith/IR/ArithOps"),
        (
            &rods_dialects::cf::CF_DIALECT,
            "ControlFlow/IR/ControlFlowOps",
        ),
        (&rods_dialects::func::FUNC_DIALECT, "Func/IR/FuncOps"),
        (&rods_dialects::math::MATH_DIALECT, "Math/IR/MathOps"),
        (
            &rods_dialects::memref::MEMREF_DIALECT,
            "MemRef/IR/MemRefOps",
        ),
        (&rods_dialects::scf::SCF_DIALECT, "SCF/IR/SCFOps"),
        (
            &rods_dialects::vector::VECTOR_DIALECT,
            "Vector/IR/VectorOps",
        ),
        (&rods_dialects::gpu::llvm22::GPU_DIALECT, "GPU/IR/GPUOps"),
        (&rods_dialects::nvvm::llvm22::NVVM_DIALECT, "LLVMIR/NVVMOps"),
        (&rods_dialects::rocdl::ROCDL_DIALECT, "LLVMIR/ROCDLOps"),
    ];
    if upstream("MemRef/IR/MemRefOps").is_none() {
        use std::io::Write;
        let _ = std::io::stderr().write_all(b"SKIPPED: LLVM 22's MLIR headers not found\n");
        return;
    }
    let mut compared = 0;
    let mismatches: Vec<String> = pairs
        .iter()
        .flat_map(|(d, f)| compare(d, f, &mut compared))
        .collect();
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    assert!(compared > 200, "only {compared} ops compared");
}

/// The ops of `module` by name, in pre-order.
fn ops_named(module: &rods::ir::Module, name: &str) -> Vec<rods::ir::OpId> {
    let mut out = Vec::new();
    module
        .ir
        .walk(module.top, rods::ir::WalkOrder::PreOrder, |op| {
            if module.ir.op(op).name.as_str() == name {
                out.push(op);
            }
            rods::ir::WalkResult::Advance
        });
    out
}

/// The queries of `rods::ods::effects` on declared, C++ and recursive effects.
#[test]
fn effect_queries() {
    use rods::dialect::Effect;
    use rods::ods::effects::{
        get_effects, get_effects_recursively, has_effect, has_effect_on, is_memory_effect_free,
        only_has_effect,
    };
    let input = "func.func @f(%m: memref<4xf32>, %t: tensor<4xf32>, %i: index, %f: f32) {\n  %a = memref.alloca() : memref<4xf32>\n  %x = memref.load %m[%i] : memref<4xf32>\n  memref.copy %m, %a : memref<4xf32> to memref<4xf32>\n  %r = vector.transfer_read %t[%i], %f : tensor<4xf32>, vector<2xf32>\n  %c0 = arith.constant 0 : index\n  scf.for %k = %c0 to %i step %i {\n    %y = memref.load %m[%k] : memref<4xf32>\n  }\n  return\n}\n";
    let registry = rods_dialects::registry();
    let module = rods::parse_str(input, &registry).expect("the input parses");
    let ir = &module.ir;
    let alloca = ops_named(&module, "memref.alloca")[0];
    let effects = get_effects(ir, alloca).expect("memref.alloca declares its effects");
    assert_eq!(effects.len(), 1);
    assert_eq!(effects[0].effect, Effect::Allocate);
    assert_eq!(effects[0].value, Some(ir.op(alloca).results[0]));
    assert_eq!(
        effects[0].resource,
        rods::dialect::EffectResource::AutomaticAllocationScope
    );
    let load = ops_named(&module, "memref.load")[0];
    assert!(only_has_effect(ir, load, Effect::Read));
    assert!(has_effect_on(
        ir,
        load,
        ir.op(load).operands[0],
        &[Effect::Read]
    ));
    assert!(!has_effect_on(
        ir,
        load,
        ir.op(load).operands[1],
        &[Effect::Read]
    ));
    let copy = ops_named(&module, "memref.copy")[0];
    assert!(has_effect(ir, copy, &[Effect::Write]));
    assert!(!only_has_effect(ir, copy, Effect::Read));
    // A transfer of a tensor has no effect.
    let read = ops_named(&module, "vector.transfer_read")[0];
    assert!(is_memory_effect_free(ir, read));
    // A loop has no interface: its body's effects are its own.
    let lp = ops_named(&module, "scf.for")[0];
    assert!(get_effects(ir, lp).is_none());
    assert!(!is_memory_effect_free(ir, lp));
    let inner = get_effects_recursively(ir, lp).expect("the body's effects are known");
    assert!(inner.iter().all(|e| e.effect == Effect::Read) && !inner.is_empty());
    let func = ops_named(&module, "func.func")[0];
    assert!(get_effects_recursively(ir, func).is_none());
}
