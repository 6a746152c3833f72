//! An op without a format has only the generic form: registry definition, typed view, builder
//! and verifier, with MLIR's messages.

use rods::dialect::OpDef;
use rods::dialect_op;
use rods::ir::{Attribute, Ir, Location, Value};
use rods::ods::{ArrayAttr, ArrayMinCount, Confined, I32Attr, StrAttr};

#[dialect_op(t.holder, summary = "holds things")]
pub struct HolderOp {
    pub name: StrAttr,
    pub count: Option<I32Attr>,
    #[attr(default = I32Attr(3))]
    pub level: I32Attr,
    pub items: Confined<ArrayAttr, ArrayMinCount<1>>,
    #[operand]
    pub input: Value,
}

rods::dialect! { static T_DIALECT = { name: "t", ops: [HolderOp] }; }

fn main() {
    let def: &OpDef = &HolderOp::DEF;
    assert_eq!(def.name, "t.holder");
    assert_eq!(def.summary, "holds things");
    assert_eq!(def.inherent_attrs, ["name", "count", "level", "items"]);
    assert!(def.parse.is_none() && def.print.is_none());
    assert_eq!(T_DIALECT.ops.len(), 1);

    let mut ir = Ir::new();
    // A value to build a first op with: a block argument. Its result is the operand.
    let region = ir.create_region();
    let block = ir.create_block(region, Location::Unknown);
    let arg = ir.add_block_argument(block, rods::ir::Type::int(32));
    let mut producer = HolderOp {
        name: StrAttr("p".into()),
        count: None,
        level: I32Attr(3),
        items: Confined::new(ArrayAttr(vec![Attribute::int(32, 1)].into())).expect("one element"),
        input: arg,
    }
    .build(Location::Unknown);
    producer.operands.clear();
    producer.result_types.push(rods::ir::Type::int(32));
    let p = ir.create_op(producer);
    let v = ir.op(p).results[0];

    let op = HolderOp {
        name: StrAttr("h".into()),
        count: Some(I32Attr(7)),
        level: I32Attr(3),
        items: Confined::new(ArrayAttr(vec![Attribute::int(32, 1)].into())).expect("one element"),
        input: v,
    };
    let id = ir.create_op(op.build(Location::Unknown));
    assert!((def.verify)(&ir, id).is_ok());
    let back = HolderOp::from_op(&ir, id).expect("a holder");
    assert_eq!(back.count, Some(I32Attr(7)));
    assert_eq!(back.input, v);

    // The producer has a result and no operand: result counts are checked first, as MLIR's
    // traits are ordered (regions, results, successors, operands).
    let err = (def.verify)(&ir, p).expect_err("a result");
    assert_eq!(err.message, "'t.holder' op requires zero results");

    // Missing required attributes are reported alphabetically.
    let empty = ir.create_op(rods::ir::OperationState {
        operands: rods::ir::thin_vec![v],
        ..rods::ir::OperationState::new(rods::ir::OperationName::registered(def), Location::Unknown)
    });
    let err = (def.verify)(&ir, empty).expect_err("missing attributes");
    assert_eq!(err.message, "'t.holder' op requires attribute 'items'");

    // Constraint failures name the composed summary.
    let mut state = op.build(Location::Unknown);
    state.set_property("items", Attribute::array(vec![]));
    let bad = ir.create_op(state);
    let err = (def.verify)(&ir, bad).expect_err("empty array");
    assert_eq!(
        err.message,
        "'t.holder' op attribute 'items' failed to satisfy constraint: array attribute with at least 1 elements"
    );
}
