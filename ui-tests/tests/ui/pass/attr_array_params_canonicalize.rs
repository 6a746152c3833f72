//! `Vec<T>` parameters (MLIR's `ArrayRefParameter`): comma-separated, stripped or under
//! `qualified` in full, optional with `default = Vec::new()` (no space after `]` before `ints`,
//! as mlir-tblgen-22 generates it); `canonicalize` normalizes every
//! value the parser and the constructors build, before `verify`.

#[path = "../common.rs"]
mod common;

use rods::dialect_attr;

#[dialect_attr(t.leaf, format = "`<` $v `>`")]
pub struct LeafAttr {
    pub v: i64,
}

#[dialect_attr(t.list, canonicalize, verify,
               format = "`<` (`[` qualified($leaves)^ `]`)? (`ints` $ints^)? `>`")]
pub struct ListAttr {
    #[param(default = Vec::new())]
    pub leaves: Vec<LeafAttr>,
    #[param(default = Vec::new())]
    pub ints: Vec<i32>,
}

impl ListAttr {
    fn canonicalize(&mut self) {
        self.leaves.sort_by_key(|l| l.v);
    }

    fn verify(&self) -> Result<(), String> {
        if self.leaves.windows(2).any(|w| w[0] == w[1]) {
            Err("duplicate leaf".into())
        } else {
            Ok(())
        }
    }
}

#[dialect_attr(t.stripped, format = "`<` $leaves `>`")]
pub struct StrippedAttr {
    pub leaves: Vec<LeafAttr>,
}

rods::dialect! {
    static T = {
        name: "t",
        attrs: [LeafAttr, ListAttr, StrippedAttr],
    };
}

fn main() {
    let ok = |s: &str| common::attr(&T, s).unwrap();
    let err = |s: &str| common::attr(&T, s).unwrap_err();
    assert_eq!(ok("#t.list<>"), "#t.list<>");
    assert_eq!(
        ok("#t.list<[#t.leaf<3>, #t.leaf<1>] ints 4, -5>"),
        "#t.list<[#t.leaf<1>, #t.leaf<3>]ints 4, -5>"
    );
    assert_eq!(err("#t.list<[#t.leaf<3>, #t.leaf<3>]>"), "duplicate leaf");
    assert_eq!(
        err("#t.list<[]>"),
        "expected '<'\nfailed to parse ListAttr parameter 'leaves' which is to be a `::llvm::ArrayRef<LeafAttr>`"
    );
    assert_eq!(ok("#t.stripped<<2>, <1>>"), "#t.stripped<<2>, <1>>");
    let list = ListAttr::new(vec![LeafAttr::new(2), LeafAttr::new(1)], vec![]);
    assert_eq!(list.leaves[0].v, 1);
    assert!(ListAttr::get_checked(vec![LeafAttr::new(1), LeafAttr::new(1)], vec![]).is_err());
}
