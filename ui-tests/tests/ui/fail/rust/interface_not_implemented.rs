//! An attribute listing an interface it does not implement: rustc's error lands on the
//! interface path in `interfaces = [...]`.

use rods::dialect_attr;

pub trait TargetLike: Send + Sync {
    fn chip(&self) -> i64;
}
rods::attr_interface!(TargetLike);

#[dialect_attr(t.chip, format = "`<` $n `>`", interfaces = [TargetLike])]
pub struct ChipAttr {
    pub n: i64,
}

fn main() {}
