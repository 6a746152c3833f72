//! `ArrayMinCount<1>` carried by the type: building from an empty array does not compile.

use rods::ods::{ArrayAttr, ArrayMinCount, Confined};

fn main() {
    let _objects = Confined::<ArrayAttr, ArrayMinCount<1>>::from_elements([]);
}
