//! Attribute interfaces as constraints: an op field of kind [`AttrInterface<dyn I>`] accepts any
//! registered dialect attribute implementing the Rust trait `I` (MLIR's attribute-interface
//! constraint, summary «IName instance»).

use std::borrow::Cow;
use std::marker::PhantomData;
use std::sync::Arc;

use super::OpAttr;
use crate::ir::{Attribute, VectorElementTypeInterface};

crate::type_interface!(VectorElementTypeInterface);

/// Names an attribute or type interface (implemented for `dyn Trait` by
/// [`attr_interface!`](crate::attr_interface) / [`type_interface!`](crate::type_interface)).
pub trait NamedInterface: 'static {
    /// The interface name used in summaries (`TargetAttrInterface`).
    const NAME: &'static str;
}

/// Declares that a trait is an attribute interface: gives `dyn Trait` its name for summaries.
///
/// ```
/// pub trait TargetAttrInterface: Send + Sync {}
/// rods::attr_interface!(TargetAttrInterface);
/// assert_eq!(
///     <rods::ods::AttrInterface<dyn TargetAttrInterface> as rods::ods::OpAttr>::summary(),
///     "TargetAttrInterface instance"
/// );
/// ```
#[macro_export]
macro_rules! attr_interface {
    ($iface:ident) => {
        impl $crate::ods::NamedInterface for dyn $iface {
            const NAME: &'static str = ::core::stringify!($iface);
        }
    };
}

/// Declares that a trait is a type interface, as [`attr_interface!`](crate::attr_interface)
/// does for attributes: gives `dyn Trait` its name for summaries
/// ([`TypeInterface<dyn Trait>`](crate::ods::TypeInterface): «Trait instance»). A
/// `#[dialect_type(…, interfaces = [Trait])]` type implementing it casts to it with
/// [`DialectTypeRef::cast_interface`](crate::ir::DialectTypeRef::cast_interface).
///
/// ```
/// pub trait MemoryLike: Send + Sync {}
/// rods::type_interface!(MemoryLike);
/// assert_eq!(
///     <rods::ods::TypeInterface<dyn MemoryLike> as rods::ods::TypeConstraint>::summary(),
///     "MemoryLike instance"
/// );
/// ```
#[macro_export]
macro_rules! type_interface {
    ($iface:ident) => {
        $crate::attr_interface!($iface);
    };
}

/// An attribute implementing interface `I` (`AttrInterface<dyn TargetAttrInterface>`).
pub struct AttrInterface<I: ?Sized> {
    /// The attribute.
    pub attr: Attribute,
    _iface: PhantomData<fn() -> Box<I>>,
}

impl<I: ?Sized> std::fmt::Debug for AttrInterface<I> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.attr.fmt(f)
    }
}

impl<I: ?Sized> Clone for AttrInterface<I> {
    fn clone(&self) -> Self {
        AttrInterface {
            attr: self.attr.clone(),
            _iface: PhantomData,
        }
    }
}

impl<I: ?Sized> PartialEq for AttrInterface<I> {
    fn eq(&self, other: &Self) -> bool {
        self.attr == other.attr
    }
}

impl<I: ?Sized + NamedInterface> AttrInterface<I> {
    /// Wraps `attr` when it implements the interface.
    pub fn new(attr: Attribute) -> Option<Self> {
        Self::from_attr(&attr)
    }

    /// The interface object.
    pub fn get(&self) -> Option<Arc<I>> {
        self.attr.as_dialect()?.cast_interface::<I>()
    }
}

impl<I: ?Sized + NamedInterface> OpAttr for AttrInterface<I> {
    fn summary() -> Cow<'static, str> {
        format!("{} instance", I::NAME).into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        attr.implements::<I>()
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        Self::satisfies(attr).then(|| AttrInterface {
            attr: attr.clone(),
            _iface: PhantomData,
        })
    }
    fn to_attr(&self) -> Attribute {
        self.attr.clone()
    }
}
