//! The builders `#[dialect_op]` generates (`create`: the op from its arguments, with result
//! types only where they are not inferred; `build` / `build_in`: an `OperationState` from the
//! typed struct) and builders declared next to an op: ops built into an `Ir`, verified and
//! printed.

use bytes::Bytes;
use rods::dialect::Registry;
use rods::ir::{Attribute, Location, Module, Type};
use rods::ods::{ArrayAttr, ArrayMinCount, Confined, TypeAttr};
use rods_tests::testdialect::{self, AddOp, TcAddOp, TcElemOp, TcFadOp, TcSegmentsOp};
use rods_tests::tst_region::{ForOp, GpuModuleOp, MaybeRegionOp};

fn registry() -> Registry {
    let mut r = Registry::new();
    testdialect::register(&mut r);
    r
}

/// A module holding a `tst.module` whose block has arguments of the given types: the module,
/// that block and its arguments.
fn module_with_args(types: &str) -> (Module, rods::ir::BlockId, Vec<rods::ir::Value>) {
    let text = format!("tst.module {{\n^bb0({types}):\n}}\n");
    let buf = Bytes::from(text);
    let module =
        rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry(), &Default::default())
            .unwrap_or_else(|d| panic!("{}", d[0].message));
    let body = module.body().expect("a body");
    let holder = module.ir.block(body).ops[0];
    let block = module.ir.region(module.ir.op(holder).regions()[0]).blocks[0];
    let args = module.ir.block(block).args.to_vec();
    (module, block, args)
}

/// Verifies and prints `module`.
fn verify_print(module: &Module) -> String {
    rods::verify::verify(module).unwrap_or_else(|d| panic!("{}", d[0].message));
    let mut out = Vec::new();
    rods::syntax::printer::print_module(module, &Default::default(), &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// `create` takes the result types that nothing infers (`tst.add`, `tst.tc_segments`, whose
/// `resultSegmentSizes` come from the types given), and none where a type relation,
/// `InferTypeOpInterface` or `FirstAttrDerivedResultType` infers them; inference that fails
/// is `None`.
#[test]
fn create_takes_result_types_only_when_not_inferred() {
    let (mut module, block, args) =
        module_with_args("%v: vector<4xi8>, %x: index, %i: i32, %f: f32");
    let (v, x, i, f) = (args[0], args[1], args[2], args[3]);
    let loc = || Location::Unknown;
    let ir = &mut module.ir;
    let ops = [
        AddOp::create(ir, loc(), i, f, Type::i64()),
        TcAddOp::create(ir, loc(), v, v).expect("inferred"),
        TcElemOp::create(ir, loc(), v).expect("inferred"),
        TcFadOp::create(ir, loc(), TypeAttr(Type::int(8)), f).expect("inferred"),
        TcSegmentsOp::create(
            ir,
            loc(),
            vec![x],
            vec![],
            None,
            i,
            vec![Type::i32(), Type::int(64)],
            Some(Type::Index),
        ),
    ];
    // `tst.tc_elem` infers nothing from a scalar.
    assert!(TcElemOp::create(ir, loc(), x).is_none());
    for op in ops {
        ir.append_op(block, op);
    }
    let got = verify_print(&module);
    assert_eq!(
        got,
        "module {\n  tst.module {\n  ^bb0(%arg0: vector<4xi8>, %arg1: index, %arg2: i32, %arg3: f32):\n    \
         %0 = tst.add %arg2, %arg3 : i32, f32 -> i64\n    \
         %1 = tst.tc_add %arg0, %arg0 : vector<4xi8>\n    \
         %2 = tst.tc_elem %arg0 : vector<4xi8>\n    \
         %3 = tst.tc_fad i8, %arg3 : f32 -> i8\n    \
         %r:2, %s = tst.tc_segments(%arg1) [] %arg2 : i32 -> (i32, i64) (index)\n  }\n}\n\n"
    );
}

/// Builders declared next to an op (ODS's `builders`): `gpu.module`'s gives the body its
/// block, `scf.for`'s the induction variable; regions passed to `create` are the op's.
#[test]
fn declared_builders_make_regions() {
    let (mut module, block, args) = module_with_args("%lb: index, %ub: index");
    let (lb, ub) = (args[0], args[1]);
    let loc = || Location::Unknown;
    let ir = &mut module.ir;
    let (outer, outer_body) = ForOp::create_loop(ir, loc(), lb, ub);
    let iv = ir.block(outer_body).args[0];
    let (inner, inner_body) = ForOp::create_loop(ir, loc(), iv, ub);
    let j = ir.block(inner_body).args[0];
    let add = TcAddOp::create(ir, loc(), iv, j).expect("inferred");
    ir.append_op(inner_body, add);
    ir.append_op(outer_body, inner);
    ir.append_op(block, outer);
    // A region without blocks is absent from the custom form; variadic regions are given as a
    // list.
    let (body, others) = (ir.create_region(), vec![ir.create_region()]);
    let maybe = MaybeRegionOp::create(ir, loc(), body, others);
    ir.append_op(block, maybe);
    let targets = Confined::<ArrayAttr, ArrayMinCount<1>>::from_elements([Attribute::Unit]);
    let top = module.body().expect("a body");
    let gpu = GpuModuleOp::create_named(&mut module.ir, loc(), "kernels", Some(targets));
    module.ir.append_op(top, gpu);
    let got = verify_print(&module);
    assert_eq!(
        got,
        "module {\n  tst.module {\n  ^bb0(%arg0: index, %arg1: index):\n    \
         tst.for %arg2 = %arg0 to %arg1 {\n      \
         tst.for %arg3 = %arg2 to %arg1 {\n        \
         %0 = tst.tc_add %arg2, %arg3 : index\n      }\n    }\n    \
         tst.maybe_region else {\n    }\n  }\n  \
         tst.gpu_module @kernels [unit] {\n  }\n}\n\n"
    );
}
