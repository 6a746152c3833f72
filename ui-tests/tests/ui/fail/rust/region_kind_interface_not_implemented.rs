#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `RegionKindInterface` listed without `HasOnlyGraphRegion` or an impl
#[dialect_op(t.graph, traits = [NoTerminator], interfaces = [RegionKindInterface], format = "attr-dict-with-keyword $body")]
pub struct Op {
    #[region]
    pub body: RegionId,
}

fn main() {}
