//! Attribute constraints (MLIR's `AttrConstraint` records used in `ConfinedAttr<…, [C…]>`), with
//! MLIR's exact summaries. A tuple of constraints is their conjunction, summaries joined by a
//! space, as `ConfinedAttr` joins them.

use std::borrow::Cow;
use std::marker::PhantomData;

use crate::ir::Attribute;

/// A predicate on an attribute with its summary. Implement it to declare your own constraint:
///
/// ```
/// use std::borrow::Cow;
/// use rods::ir::Attribute;
/// use rods::ods::AttrConstraint;
///
/// /// «whose value is even»
/// struct IntEven;
/// impl AttrConstraint for IntEven {
///     fn summary() -> Cow<'static, str> { "whose value is even".into() }
///     fn check(attr: &Attribute) -> bool {
///         attr.as_integer().and_then(|i| i.as_i64()).is_some_and(|v| v % 2 == 0)
///     }
/// }
/// ```
pub trait AttrConstraint {
    /// The summary appended (after a space) to the constrained kind's summary.
    fn summary() -> Cow<'static, str>;
    /// Whether `attr` satisfies the constraint (called only on attributes of the right kind).
    fn check(attr: &Attribute) -> bool;
}

fn array_len(attr: &Attribute) -> Option<usize> {
    attr.as_array().map(<[Attribute]>::len)
}

fn int_value(attr: &Attribute) -> Option<i64> {
    attr.as_integer().and_then(|i| i.as_i64())
}

/// `ArrayMinCount<N>`: «with at least N elements».
#[derive(Clone, Copy, Debug, Default)]
pub struct ArrayMinCount<const N: usize>;

impl<const N: usize> AttrConstraint for ArrayMinCount<N> {
    fn summary() -> Cow<'static, str> {
        format!("with at least {N} elements").into()
    }
    fn check(attr: &Attribute) -> bool {
        array_len(attr).is_some_and(|n| n >= N)
    }
}

/// `ArrayMaxCount<N>`: «with at most N elements».
#[derive(Clone, Copy, Debug, Default)]
pub struct ArrayMaxCount<const N: usize>;

impl<const N: usize> AttrConstraint for ArrayMaxCount<N> {
    fn summary() -> Cow<'static, str> {
        format!("with at most {N} elements").into()
    }
    fn check(attr: &Attribute) -> bool {
        array_len(attr).is_some_and(|n| n <= N)
    }
}

/// `ArrayCount<N>`: «with exactly N elements».
#[derive(Clone, Copy, Debug, Default)]
pub struct ArrayCount<const N: usize>;

impl<const N: usize> AttrConstraint for ArrayCount<N> {
    fn summary() -> Cow<'static, str> {
        format!("with exactly {N} elements").into()
    }
    fn check(attr: &Attribute) -> bool {
        array_len(attr).is_some_and(|n| n == N)
    }
}

/// `IntMinValue<N>`: «whose minimum value is N».
#[derive(Clone, Copy, Debug, Default)]
pub struct IntMinValue<const N: i64>;

impl<const N: i64> AttrConstraint for IntMinValue<N> {
    fn summary() -> Cow<'static, str> {
        format!("whose minimum value is {N}").into()
    }
    fn check(attr: &Attribute) -> bool {
        int_value(attr).is_some_and(|v| v >= N)
    }
}

/// `IntMaxValue<N>`: «whose maximum value is N».
#[derive(Clone, Copy, Debug, Default)]
pub struct IntMaxValue<const N: i64>;

impl<const N: i64> AttrConstraint for IntMaxValue<N> {
    fn summary() -> Cow<'static, str> {
        format!("whose maximum value is {N}").into()
    }
    fn check(attr: &Attribute) -> bool {
        int_value(attr).is_some_and(|v| v <= N)
    }
}

/// `IntNonNegative`: «whose value is non-negative».
#[derive(Clone, Copy, Debug, Default)]
pub struct IntNonNegative;

impl AttrConstraint for IntNonNegative {
    fn summary() -> Cow<'static, str> {
        "whose value is non-negative".into()
    }
    fn check(attr: &Attribute) -> bool {
        int_value(attr).is_some_and(|v| v >= 0)
    }
}

/// `IntPositive`: «whose value is positive».
#[derive(Clone, Copy, Debug, Default)]
pub struct IntPositive;

impl AttrConstraint for IntPositive {
    fn summary() -> Cow<'static, str> {
        "whose value is positive".into()
    }
    fn check(attr: &Attribute) -> bool {
        int_value(attr).is_some_and(|v| v > 0)
    }
}

/// `IntPowerOf2`: «whose value is a power of two > 0».
#[derive(Clone, Copy, Debug, Default)]
pub struct IntPowerOf2;

impl AttrConstraint for IntPowerOf2 {
    fn summary() -> Cow<'static, str> {
        "whose value is a power of two > 0".into()
    }
    fn check(attr: &Attribute) -> bool {
        int_value(attr).is_some_and(|v| v > 0 && (v as u64).is_power_of_two())
    }
}

/// `AllAttrOf<[C1, C2, …]>`: all hold; summary «C1 and C2 and …».
#[derive(Clone, Copy, Debug, Default)]
pub struct AllAttrOf<T>(PhantomData<T>);

macro_rules! tuple_constraints {
    ($($c:ident),+) => {
        impl<$($c: AttrConstraint),+> AttrConstraint for ($($c,)+) {
            fn summary() -> Cow<'static, str> {
                let parts: &[Cow<'static, str>] = &[$($c::summary()),+];
                parts.join(" ").into()
            }
            fn check(attr: &Attribute) -> bool {
                true $(&& $c::check(attr))+
            }
        }

        impl<$($c: AttrConstraint),+> AttrConstraint for AllAttrOf<($($c,)+)> {
            fn summary() -> Cow<'static, str> {
                let parts: &[Cow<'static, str>] = &[$($c::summary()),+];
                parts.join(" and ").into()
            }
            fn check(attr: &Attribute) -> bool {
                true $(&& $c::check(attr))+
            }
        }
    };
}

tuple_constraints!(A);
tuple_constraints!(A, B);
tuple_constraints!(A, B, C);
tuple_constraints!(A, B, C, D);
