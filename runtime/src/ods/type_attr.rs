//! Type attributes constrained by a [`TypeConstraint`] (`TypeAttrOf<T>`: «type attribute of
//! SUMMARY»), and type interfaces as constraints ([`TypeInterface<dyn I>`]: «I instance»).
//! `#[dialect_type]` makes each declared type a constraint (MLIR's `TypeDef`: `isa<PairType>`).

use std::borrow::Cow;
use std::marker::PhantomData;

use super::{NamedInterface, OpAttr, TypeConstraint};
use crate::ir::{Attribute, Type};

/// A type implementing the type interface `I` (a trait named with
/// [`type_interface!`](crate::type_interface)): MLIR's `TypeInterface` as a constraint,
/// «I instance».
#[derive(Debug)]
pub struct TypeInterface<I: ?Sized>(PhantomData<fn() -> Box<I>>);

impl<I: ?Sized + NamedInterface> TypeConstraint for TypeInterface<I> {
    fn summary() -> Cow<'static, str> {
        format!("{} instance", I::NAME).into()
    }
    fn check(ty: &Type) -> bool {
        ty.implements::<I>()
    }
}

/// `TypeAttrOf<T>`: a type attribute whose type satisfies `T`, «type attribute of SUMMARY»
/// (`TypeAttrOf<AnyType>` is MLIR's `TypeAttr` with another summary).
#[derive(Debug)]
pub struct TypeAttrOf<T> {
    /// The type.
    pub value: Type,
    _constraint: PhantomData<fn() -> T>,
}

impl<T> Clone for TypeAttrOf<T> {
    fn clone(&self) -> Self {
        TypeAttrOf {
            value: self.value.clone(),
            _constraint: PhantomData,
        }
    }
}

impl<T> PartialEq for TypeAttrOf<T> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

impl<T: TypeConstraint> TypeAttrOf<T> {
    /// Wraps `ty` when it satisfies `T`.
    pub fn new(ty: Type) -> Option<Self> {
        T::check(&ty).then_some(TypeAttrOf {
            value: ty,
            _constraint: PhantomData,
        })
    }
}

impl<T: TypeConstraint> OpAttr for TypeAttrOf<T> {
    fn summary() -> Cow<'static, str> {
        format!("type attribute of {}", T::summary()).into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::Type(t) if T::check(t))
    }
    fn satisfies_storage(attr: &Attribute) -> bool {
        matches!(attr, Attribute::Type(_))
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        match attr {
            Attribute::Type(t) => Self::new(t.clone()),
            _ => None,
        }
    }
    fn to_attr(&self) -> Attribute {
        Attribute::Type(self.value.clone())
    }
}
