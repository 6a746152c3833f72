//! Typed array attributes (MLIR's `TypedArrayAttrBase<Elem, "summary">`).

/// Declares a typed array attribute kind: a `Vec` of an element kind with its own summary.
/// Its predicate holds when the attribute is an array whose every element satisfies the element
/// kind.
///
/// ```
/// rods::typed_array_attr!(
///     /// an array of strings
///     pub StrArray, rods::ods::StrAttr, "string array attribute"
/// );
/// use rods::ods::OpAttr;
/// assert_eq!(StrArray::summary(), "string array attribute");
/// ```
#[macro_export]
macro_rules! typed_array_attr {
    ($(#[$meta:meta])* $vis:vis $name:ident, $elem:ty, $summary:literal) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq)]
        $vis struct $name(pub ::std::vec::Vec<$elem>);

        impl $name {
            /// The elements.
            pub fn elements(&self) -> &[$elem] {
                &self.0
            }
        }

        impl $crate::ods::OpAttr for $name {
            fn summary() -> ::std::borrow::Cow<'static, str> {
                ::std::borrow::Cow::Borrowed($summary)
            }
            fn satisfies(attr: &$crate::ir::Attribute) -> bool {
                attr.as_array().is_some_and(|a| {
                    a.iter().all(<$elem as $crate::ods::OpAttr>::satisfies)
                })
            }
            fn satisfies_storage(attr: &$crate::ir::Attribute) -> bool {
                attr.as_array().is_some()
            }
            fn from_attr(attr: &$crate::ir::Attribute) -> ::core::option::Option<Self> {
                attr.as_array()?
                    .iter()
                    .map(<$elem as $crate::ods::OpAttr>::from_attr)
                    .collect::<::core::option::Option<::std::vec::Vec<_>>>()
                    .map($name)
            }
            fn to_attr(&self) -> $crate::ir::Attribute {
                $crate::ir::Attribute::array(
                    self.0.iter().map(<$elem as $crate::ods::OpAttr>::to_attr).collect(),
                )
            }
        }

        impl $crate::ods::ArrayKind for $name {
            type Element = $elem;
            fn from_elements(elements: ::std::vec::Vec<$elem>) -> Self {
                $name(elements)
            }
        }

        // An array attribute is written without a type in op formats (`printAttributeWithoutType`).
        impl $crate::ods::OpAttrFormat for $name {
            const SYNTAX: $crate::ods::AttrSyntax =
                $crate::ods::AttrSyntax::WithoutType($crate::ods::__private::none_type);
            const OPTIONAL_START: $crate::ods::OptionalStart = $crate::ods::OptionalStart::LSquare;
        }
    };
}
