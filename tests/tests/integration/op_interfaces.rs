//! Op interfaces cast from ops in the IR at run time (`rods::ods::cast_op_interface`): a
//! user-declared interface (`tst.copy`, `tst.pick`: `HasSource`) and upstream's call
//! interfaces (`tst.func`, `tst.invoke`), on parsed `tst` input.

use bytes::Bytes;
use rods::dialect::Registry;
use rods::ir::{Ir, Module, OpId, Type};
use rods::ods::{
    CallInterfaceCallable, CallOpInterface, CallableOpInterface, SymbolTableCollection,
    SymbolUserOpInterface, cast_op_interface, op_implements, resolve_callable,
};
use rods_tests::testdialect;
use rods_tests::tst_iface::HasSource;

fn parse(text: &str) -> Module {
    let mut registry = Registry::new();
    testdialect::register(&mut registry);
    let buf = Bytes::from(text.to_owned());
    let options = rods::syntax::parser::ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry, &options)
        .unwrap_or_else(|d| panic!("{}", d[0].message))
}

/// Every op nested in `op`, in textual order.
fn walk(ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
    for r in &ir.op(op).regions {
        for b in &ir.region(*r).blocks {
            for child in &ir.block(*b).ops {
                out.push(*child);
                walk(ir, *child, out);
            }
        }
    }
}

fn ops(module: &Module) -> Vec<OpId> {
    let mut out = Vec::new();
    walk(&module.ir, module.top, &mut out);
    out
}

const INPUT: &str = r#"
tst.func @f attributes {function_type = (i32) -> i64} {
^bb0(%a: i32):
  %0 = tst.invoke @f(%a) : (i32) -> i64
  %1 = tst.copy %a : i32
  tst.pick %a, %1 : i32, i32
  "x.other"(%a) : (i32) -> ()
  tst.return %0 : i64
}
tst.func @ext attributes {function_type = () -> ()} {
}
"#;

#[test]
fn user_interface_casts_from_the_ops_that_implement_it() {
    let module = parse(INPUT);
    let ir = &module.ir;
    let mut seen = Vec::new();
    for op in ops(&module) {
        let name = ir.op(op).name.as_str().to_owned();
        let cast = cast_op_interface::<dyn HasSource>(ir, op);
        assert_eq!(
            cast.is_some(),
            op_implements::<dyn HasSource>(ir, op),
            "{name}"
        );
        if let Some(iface) = cast {
            let source = ir.op(op).operands[if name == "tst.pick" { 1 } else { 0 }];
            assert_eq!(iface.source(), source, "{name}");
            seen.push((name, iface.role()));
        }
    }
    assert_eq!(
        seen,
        [
            ("tst.copy".to_owned(), "copy"),
            ("tst.pick".to_owned(), "pick")
        ]
    );
}

#[test]
fn call_interfaces_cast_and_resolve_the_callee() {
    let module = parse(INPUT);
    let ir = &module.ir;
    let all = ops(&module);
    let find = |name: &'static str| {
        all.iter()
            .copied()
            .filter(move |op| ir.op(*op).name.as_str() == name)
    };
    let call = find("tst.invoke").next().unwrap();
    let iface = cast_op_interface::<dyn CallOpInterface>(ir, call).unwrap();
    assert!(matches!(
        iface.callable_for_callee(),
        CallInterfaceCallable::Symbol(s) if s.root.as_bytes() == b"f" && s.nested.is_empty()
    ));
    assert_eq!(iface.arg_operands(), ir.op(call).operands.to_vec());
    assert!(op_implements::<dyn SymbolUserOpInterface>(ir, call));

    let mut symbols = SymbolTableCollection::new();
    let callee = resolve_callable(ir, call, &mut symbols).unwrap();
    let funcs: Vec<OpId> = find("tst.func").collect();
    assert_eq!(callee, funcs[0]);
    let callable = cast_op_interface::<dyn CallableOpInterface>(ir, callee).unwrap();
    assert_eq!(callable.argument_types(), [Type::i32()]);
    assert_eq!(callable.result_types(), [Type::i64()]);
    assert_eq!(callable.callable_region(ir), Some(ir.op(callee).regions[0]));
    // An external function (an empty body) has no callable region.
    let ext = cast_op_interface::<dyn CallableOpInterface>(ir, funcs[1]).unwrap();
    assert_eq!(ext.callable_region(ir), None);
    // Neither the call nor an unregistered op is callable.
    assert!(cast_op_interface::<dyn CallableOpInterface>(ir, call).is_none());
    let other = find("x.other").next().unwrap();
    assert!(cast_op_interface::<dyn CallOpInterface>(ir, other).is_none());
    assert!(!op_implements::<dyn HasSource>(ir, other));
}

/// The typed view implements the interface: an op that does not satisfy its declaration (a
/// `tst.invoke` whose callee is not a flat symbol reference, not verified) does not cast.
#[test]
fn an_op_breaking_its_declaration_does_not_cast() {
    let module = parse(r#""tst.invoke"() {callee = @m::@f} : () -> ()"#);
    let ir = &module.ir;
    let call = ops(&module)[0];
    assert!(op_implements::<dyn CallOpInterface>(ir, call));
    assert!(cast_op_interface::<dyn CallOpInterface>(ir, call).is_none());
}

/// Symbol lookups: nested references go through nested symbol tables; an unregistered op with
/// one region stops the search for the nearest symbol table (it may be a symbol table rods
/// does not know).
#[test]
fn symbol_lookups_follow_nested_tables() {
    let module = parse(
        r#"
module @m {
  tst.func @f attributes {function_type = () -> ()} {
  }
}
"x.region"() ({
  tst.invoke @g() : () -> ()
}) : () -> ()
"#,
    );
    let ir = &module.ir;
    let all = ops(&module);
    let mut symbols = SymbolTableCollection::new();
    let nested = rods::ir::SymbolRefAttr {
        root: rods::ir::StringAttr::from("m"),
        nested: vec![rods::ir::StringAttr::from("f")].into(),
    };
    let found = symbols.lookup_symbol_in(ir, module.top, &nested);
    assert_eq!(found, Some(all[1]));
    assert_eq!(ir.op(all[1]).name.as_str(), "tst.func");
    let call = all[3];
    assert_eq!(ir.op(call).name.as_str(), "tst.invoke");
    assert_eq!(rods::ods::nearest_symbol_table(ir, call), None);
    assert_eq!(rods::ods::nearest_symbol_table(ir, all[1]), Some(all[0]));
}
