//! A `Confined<…, ArrayMinCount<1>>` built from a fixed-size array: the element count is checked
//! at compile time (see `fail/constraint/confined_builder_empty.rs`), the result satisfies the
//! constraint.

use rods::ods::{ArrayAttr, ArrayCount, ArrayMaxCount, ArrayMinCount, Confined, OpAttr};
use rods::ir::Attribute;

fn main() {
    let one = Confined::<ArrayAttr, ArrayMinCount<1>>::from_elements([Attribute::Unit]);
    assert!(<Confined<ArrayAttr, ArrayMinCount<1>> as OpAttr>::satisfies(&one.to_attr()));
    let none = Confined::<ArrayAttr, ArrayMaxCount<2>>::from_elements([]);
    assert_eq!(none.to_attr(), Attribute::array(vec![]));
    let two = Confined::<ArrayAttr, ArrayCount<2>>::from_elements([Attribute::Unit, Attribute::Bool(true)]);
    assert_eq!(two.value.0.len(), 2);
}
