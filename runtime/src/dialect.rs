//! The dialect registry: operation, attribute and type definitions by name, so the parser
//! dispatches `gpu.binary` / `#gpu.object<…>` / `!tst.pair<…>` to the code `#[dialect_op]` /
//! `#[dialect_attr]` / `#[dialect_type]` generated.

use rustc_hash::FxHashMap;

pub use crate::ir::def::{
    AsmBlockArgNamesFn, AsmResultNamesFn, AttrDef, CanonicalizerFn, Dialect, Effect, EffectDecl,
    EffectInstance, EffectOn, EffectResource, EffectsFn, FoldFn, MaterializeConstantFn,
    MemoryEffects, MnemonicMessage, OpAsmHooks, OpDef, OpFoldResult, OpInterfaceEntry, OpTraits,
    ParseAttrFn, ParseOpFn, ParseTypeFn, PrintOpFn, PrintsAttrFn, RegionKind, RegionKindFn,
    Speculatability, SuccessorOperands, SuccessorOperandsFn, TypeDef, VerifyOpFn,
    VerifyOperationAttributeFn, VerifyRegionAttributeFn, VerifySymbolUsesFn,
};
pub use crate::ir::doc::{DefDoc, OpAttrDoc, OpDoc, ParamDoc, SummaryFn, ValueDoc};

/// Registered dialects, ops and attributes, looked up by name (with FxHash: looked up for
/// every op and dialect attribute parsed, where SipHash cost 3% of the run).
/// [`Registry::new`] and `Registry::default()`, the registry holding the builtin dialect, are
/// defined with that dialect ([`crate::builtin`]), above the parser this module serves.
#[derive(Debug, Clone)]
pub struct Registry {
    dialects: FxHashMap<&'static str, &'static Dialect>,
    ops: FxHashMap<&'static str, &'static OpDef>,
    attrs: FxHashMap<&'static str, FxHashMap<&'static str, &'static AttrDef>>,
    /// The same attributes by their spelling `dialect.mnemonic`: one lookup for the parser.
    attrs_by_spelling: FxHashMap<Box<[u8]>, &'static AttrDef>,
    types: FxHashMap<&'static str, FxHashMap<&'static str, &'static TypeDef>>,
    /// [`Registry::defaults_hold_aliases`], found on first use (each parse asks).
    defaults_hold_aliases: std::sync::OnceLock<bool>,
}

/// Why [`Registry::try_register`] refused a dialect. The registry is left as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RegisterError {
    /// Another dialect with the same namespace is registered.
    DialectExists {
        /// The namespace.
        dialect: &'static str,
    },
    /// An op whose name is not `dialect.…` of the dialect that lists it.
    OpOutsideDialect {
        /// The dialect that lists the op.
        dialect: &'static str,
        /// The op's full name.
        op: &'static str,
    },
    /// An op name already registered (by this dialect or another).
    DuplicateOp {
        /// The dialect that lists the op.
        dialect: &'static str,
        /// The op's full name.
        op: &'static str,
    },
    /// An attribute whose [`AttrDef::dialect`] is not the dialect that lists it.
    AttrOutsideDialect {
        /// The dialect that lists the attribute.
        dialect: &'static str,
        /// The attribute's spelling, `its_dialect.mnemonic`.
        attr: String,
    },
    /// An attribute mnemonic the dialect lists twice.
    DuplicateAttr {
        /// The dialect.
        dialect: &'static str,
        /// The attribute's spelling, `dialect.mnemonic`.
        attr: String,
    },
    /// A type whose [`TypeDef::dialect`] is not the dialect that lists it.
    TypeOutsideDialect {
        /// The dialect that lists the type.
        dialect: &'static str,
        /// The type's spelling, `its_dialect.mnemonic`.
        ty: String,
    },
    /// A type mnemonic the dialect lists twice.
    DuplicateType {
        /// The dialect.
        dialect: &'static str,
        /// The type's spelling, `dialect.mnemonic`.
        ty: String,
    },
}

impl std::fmt::Display for RegisterError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RegisterError::DialectExists { dialect } => {
                write!(f, "another dialect `{dialect}` is already registered")
            }
            RegisterError::OpOutsideDialect { dialect, op } => write!(
                f,
                "dialect `{dialect}` lists op `{op}`, whose name does not start with `{dialect}.`"
            ),
            RegisterError::DuplicateOp { dialect, op } => write!(
                f,
                "dialect `{dialect}` lists op `{op}`, which is already registered"
            ),
            RegisterError::AttrOutsideDialect { dialect, attr } => write!(
                f,
                "dialect `{dialect}` lists attribute `#{attr}` of another dialect"
            ),
            RegisterError::DuplicateAttr { dialect, attr } => {
                write!(f, "dialect `{dialect}` lists attribute `#{attr}` twice")
            }
            RegisterError::TypeOutsideDialect { dialect, ty } => {
                write!(
                    f,
                    "dialect `{dialect}` lists type `!{ty}` of another dialect"
                )
            }
            RegisterError::DuplicateType { dialect, ty } => {
                write!(f, "dialect `{dialect}` lists type `!{ty}` twice")
            }
        }
    }
}

impl std::error::Error for RegisterError {}

impl Registry {
    /// The registered dialects that check discardable attributes named after them
    /// ([`Dialect::verify_operation_attribute`]), attributes of region arguments or results
    /// ([`Dialect::verify_region_arg_attribute`]), materialize constants
    /// ([`Dialect::materialize_constant`]) or have ops with canonicalization patterns
    /// ([`Dialect::has_canonicalizers`]); the parser gives them to the IR it builds
    /// ([`Ir::set_attribute_verifiers`](crate::ir::Ir::set_attribute_verifiers)).
    pub fn attribute_verifiers(&self) -> Vec<&'static Dialect> {
        self.dialects
            .values()
            .copied()
            .filter(|d| {
                d.verify_operation_attribute.is_some()
                    || d.verify_region_arg_attribute.is_some()
                    || d.verify_region_result_attribute.is_some()
                    || d.materialize_constant.is_some()
                    || d.has_canonicalizers()
            })
            .collect()
    }

    /// Whether a registered op's property default ([`AttrSpec::default`](crate::ir::def::AttrSpec::default))
    /// may print as an alias: an op with such a default not stored holds one
    /// ([`Ir::note_registry_defaults`](crate::ir::Ir::note_registry_defaults)).
    pub fn defaults_hold_aliases(&self) -> bool {
        *self.defaults_hold_aliases.get_or_init(|| {
            self.ops.values().any(|def| {
                def.property_specs
                    .iter()
                    .filter_map(|s| s.default)
                    .any(|d| !crate::ir::print::holds_no_alias(d()))
            })
        })
    }

    /// An empty registry (not even `builtin`: the parser then wraps a file in an unregistered
    /// `builtin.module`).
    pub fn empty() -> Registry {
        Registry {
            dialects: FxHashMap::default(),
            ops: FxHashMap::default(),
            attrs: FxHashMap::default(),
            attrs_by_spelling: FxHashMap::default(),
            types: FxHashMap::default(),
            defaults_hold_aliases: std::sync::OnceLock::new(),
        }
    }

    /// Registers a dialect with its ops, attributes and types, and the dialects it depends on
    /// ([`Dialect::dependents`], as MLIR loads them); registering the same dialect again does
    /// nothing.
    ///
    /// # Panics
    ///
    /// When [`Registry::try_register`] fails: another dialect of the same namespace is
    /// registered, or the dialect lists an op not named `dialect.…` or already registered, or
    /// an attribute or type of another dialect or the same mnemonic twice. The message names
    /// the dialect and the op, attribute or type.
    #[track_caller]
    pub fn register(&mut self, dialect: &'static Dialect) {
        if let Err(e) = self.try_register(dialect) {
            panic!("cannot register dialect `{}`: {e}", dialect.name);
        }
    }

    /// Registers a dialect with its ops, attributes and types and the dialects it depends on,
    /// as [`Registry::register`] does, or says why it cannot (for it or for a dialect it depends
    /// on) and leaves the registry as it was.
    pub fn try_register(&mut self, dialect: &'static Dialect) -> Result<(), RegisterError> {
        if dialect.dependents.is_empty() {
            return self.register_one(dialect).map(|_| ());
        }
        // Registration is rare: a copy keeps the registry as it was when a dependent fails.
        let mut next = self.clone();
        next.register_with_dependents(dialect)?;
        *self = next;
        Ok(())
    }

    /// Registers `dialect`, then what it depends on, depth first; a dialect met again (a cycle
    /// of dependencies) is registered already and stops the walk.
    fn register_with_dependents(&mut self, dialect: &'static Dialect) -> Result<(), RegisterError> {
        if self.register_one(dialect)? {
            for dependent in dialect.dependents {
                self.register_with_dependents(dependent)?;
            }
        }
        Ok(())
    }

    /// Registers one dialect without its dependents: `Ok(false)` when it is registered already.
    fn register_one(&mut self, dialect: &'static Dialect) -> Result<bool, RegisterError> {
        let name = dialect.name;
        match self.dialects.get(name) {
            Some(d) if std::ptr::eq(*d, dialect) => return Ok(false),
            Some(_) => return Err(RegisterError::DialectExists { dialect: name }),
            None => {}
        }
        // Everything is checked before anything is inserted.
        for (i, op) in dialect.ops.iter().enumerate() {
            let in_dialect = op
                .name
                .strip_prefix(name)
                .is_some_and(|rest| rest.starts_with('.'));
            if !in_dialect {
                return Err(RegisterError::OpOutsideDialect {
                    dialect: name,
                    op: op.name,
                });
            }
            let listed_before = dialect.ops[..i].iter().any(|o| o.name == op.name);
            if listed_before || self.ops.contains_key(op.name) {
                return Err(RegisterError::DuplicateOp {
                    dialect: name,
                    op: op.name,
                });
            }
        }
        for (i, attr) in dialect.attrs.iter().enumerate() {
            let spelling = || format!("{}.{}", attr.dialect, attr.mnemonic);
            if attr.dialect != name {
                return Err(RegisterError::AttrOutsideDialect {
                    dialect: name,
                    attr: spelling(),
                });
            }
            if dialect.attrs[..i]
                .iter()
                .any(|a| a.mnemonic == attr.mnemonic)
            {
                return Err(RegisterError::DuplicateAttr {
                    dialect: name,
                    attr: spelling(),
                });
            }
        }
        for (i, ty) in dialect.types.iter().enumerate() {
            let spelling = || format!("{}.{}", ty.dialect, ty.mnemonic);
            if ty.dialect != name {
                return Err(RegisterError::TypeOutsideDialect {
                    dialect: name,
                    ty: spelling(),
                });
            }
            if dialect.types[..i].iter().any(|t| t.mnemonic == ty.mnemonic) {
                return Err(RegisterError::DuplicateType {
                    dialect: name,
                    ty: spelling(),
                });
            }
        }
        self.dialects.insert(name, dialect);
        self.defaults_hold_aliases = std::sync::OnceLock::new();
        if !dialect.types.is_empty() {
            let types = self.types.entry(name).or_default();
            for ty in dialect.types {
                types.insert(ty.mnemonic, ty);
            }
        }
        for op in dialect.ops {
            self.ops.insert(op.name, op);
        }
        for attr in dialect.attrs {
            self.attrs
                .entry(attr.dialect)
                .or_default()
                .insert(attr.mnemonic, attr);
            let spelling = format!("{}.{}", attr.dialect, attr.mnemonic);
            self.attrs_by_spelling
                .insert(spelling.into_bytes().into_boxed_slice(), attr);
        }
        Ok(true)
    }

    /// Whether a dialect namespace is registered.
    pub fn has_dialect(&self, name: &str) -> bool {
        self.dialects.contains_key(name)
    }

    /// The names of the registered dialects (any order).
    pub fn dialect_names(&self) -> Vec<&'static str> {
        self.dialects.keys().copied().collect()
    }

    /// The registered dialect named `name`.
    pub fn dialect(&self, name: &str) -> Option<&'static Dialect> {
        self.dialects.get(name).copied()
    }

    /// The op named `name`.
    pub fn op(&self, name: &str) -> Option<&'static OpDef> {
        self.ops.get(name).copied()
    }

    /// The attribute `#dialect.mnemonic`.
    pub fn attr(&self, dialect: &str, mnemonic: &str) -> Option<&'static AttrDef> {
        self.attrs.get(dialect)?.get(mnemonic).copied()
    }

    /// The attribute spelled `dialect.mnemonic` (the text after `#`).
    pub fn attr_by_spelling(&self, spelling: &[u8]) -> Option<&'static AttrDef> {
        self.attrs_by_spelling.get(spelling).copied()
    }

    /// Whether the registered dialect `dialect` defines attributes (has MLIR's generated
    /// attribute parsing hook).
    pub fn has_attrs(&self, dialect: &str) -> bool {
        self.attrs.contains_key(dialect)
    }

    /// The type `!dialect.mnemonic`.
    pub fn type_def(&self, dialect: &str, mnemonic: &str) -> Option<&'static TypeDef> {
        self.types.get(dialect)?.get(mnemonic).copied()
    }

    /// Whether the registered dialect `dialect` defines types (has MLIR's generated type
    /// parsing hook).
    pub fn has_types(&self, dialect: &str) -> bool {
        self.types.contains_key(dialect)
    }
}

/// What the code [`rods::dialect!`](crate::dialect!) generates calls: the compile-time checks
/// of a declaration, as `const fn`s (a failed one is a compile error naming the listed item).
/// Not a stable API.
#[doc(hidden)]
pub mod __private {
    use super::{AttrDef, OpDef, TypeDef};

    /// `a == b`, in a constant.
    pub const fn str_eq(a: &str, b: &str) -> bool {
        let (a, b) = (a.as_bytes(), b.as_bytes());
        if a.len() != b.len() {
            return false;
        }
        let mut i = 0;
        while i < a.len() {
            if a[i] != b[i] {
                return false;
            }
            i += 1;
        }
        true
    }

    /// Whether the op name `op` is `dialect.…`.
    pub const fn in_dialect(op: &str, dialect: &str) -> bool {
        let (o, d) = (op.as_bytes(), dialect.as_bytes());
        if o.len() <= d.len() || o[d.len()] != b'.' {
            return false;
        }
        let mut i = 0;
        while i < d.len() {
            if o[i] != d[i] {
                return false;
            }
            i += 1;
        }
        true
    }

    /// Whether an op before `ops[i]` has its name.
    pub const fn op_listed_before(ops: &[&OpDef], i: usize) -> bool {
        let mut j = 0;
        while j < i {
            if str_eq(ops[j].name, ops[i].name) {
                return true;
            }
            j += 1;
        }
        false
    }

    /// Whether an attribute before `attrs[i]` has its mnemonic.
    pub const fn attr_listed_before(attrs: &[&AttrDef], i: usize) -> bool {
        let mut j = 0;
        while j < i {
            if str_eq(attrs[j].mnemonic, attrs[i].mnemonic) {
                return true;
            }
            j += 1;
        }
        false
    }

    /// Whether a type before `types[i]` has its mnemonic.
    pub const fn type_listed_before(types: &[&TypeDef], i: usize) -> bool {
        let mut j = 0;
        while j < i {
            if str_eq(types[j].mnemonic, types[i].mnemonic) {
                return true;
            }
            j += 1;
        }
        false
    }

    /// The length of `parts` joined.
    pub const fn message_len(parts: &[&str]) -> usize {
        let mut n = 0;
        let mut i = 0;
        while i < parts.len() {
            n += parts[i].len();
            i += 1;
        }
        n
    }

    /// `parts` joined, in a buffer of [`message_len`] bytes.
    pub const fn message<const N: usize>(parts: &[&str]) -> [u8; N] {
        let mut out = [0u8; N];
        let mut n = 0;
        let mut i = 0;
        while i < parts.len() {
            let part = parts[i].as_bytes();
            let mut j = 0;
            while j < part.len() {
                out[n] = part[j];
                n += 1;
                j += 1;
            }
            i += 1;
        }
        out
    }

    /// The text of a [`message`] buffer.
    pub const fn as_str(bytes: &[u8]) -> &str {
        match core::str::from_utf8(bytes) {
            Ok(s) => s,
            Err(_) => "",
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn names_compare_in_constants() {
            const IN: bool = in_dialect("gpu.binary", "gpu");
            assert!(IN && !in_dialect("gpux.binary", "gpu") && !in_dialect("gpu", "gpu"));
            assert!(!in_dialect("gpu.", "gpu.x") && in_dialect("a.b.c", "a"));
            assert!(str_eq("ab", "ab") && !str_eq("ab", "abc") && !str_eq("ab", "ac"));
            const PARTS: &[&str] = &["op `", "gpu.x", "` here"];
            const MSG: [u8; message_len(PARTS)] = message(PARTS);
            assert_eq!(as_str(&MSG), "op `gpu.x` here");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::ParseResult;
    use crate::ir::Attribute;
    use crate::syntax::parser::Parser;

    fn parse_any(p: &mut Parser<'_>) -> ParseResult<Attribute> {
        p.parse_attribute()
    }

    fn parse_any_type(p: &mut Parser<'_>) -> ParseResult<crate::ir::Type> {
        p.parse_type()
    }

    static FOO_T: TypeDef = TypeDef {
        dialect: "foo",
        mnemonic: "t",
        parse: parse_any_type,
        doc: &DefDoc::EMPTY,
    };

    const fn op(name: &'static str) -> OpDef {
        OpDef {
            name,
            ..OpDef::NONE
        }
    }

    static FOO_X: OpDef = op("foo.x");
    static FOOBAR_X: OpDef = op("foobar.x");
    static FOO_A: AttrDef = AttrDef {
        dialect: "foo",
        mnemonic: "a",
        parse: parse_any,
        doc: &DefDoc::EMPTY,
    };
    static FOO: Dialect = Dialect {
        name: "foo",
        summary: "",
        description: "",
        dependents: &[],
        ops: &[&FOO_X],
        attrs: &[&FOO_A],
        types: &[],
        verify_operation_attribute: None,
        materialize_constant: None,
        verify_region_arg_attribute: None,
        verify_region_result_attribute: None,
        unknown_type_message: None,
        unknown_attr_message: None,
        parse_unknown_type: None,
    };

    fn try_register(d: &'static Dialect) -> Result<(), RegisterError> {
        Registry::new().try_register(d)
    }

    #[test]
    fn default_registry_holds_builtin() {
        let src = bytes::Bytes::from_static(b"module {}");
        let opts = crate::syntax::parser::ParseOptions::default();
        let parsed =
            crate::syntax::parser::parse_source(&src, 0..src.len(), &Registry::default(), &opts);
        assert!(parsed.is_ok());
        assert!(Registry::default().has_dialect("builtin"));
        assert!(!Registry::empty().has_dialect("builtin"));
    }

    #[test]
    fn implicit_module_comes_from_the_registry() {
        // The parser takes the `builtin.module` it wraps a file in from its registry.
        let src = bytes::Bytes::from_static(b"");
        let opts = crate::syntax::parser::ParseOptions::default();
        let parse = |r: &Registry| match crate::syntax::parser::parse_source(&src, 0..0, r, &opts) {
            Ok(m) => m.ir.op(m.top).name.def().is_some(),
            Err(e) => panic!("{e:?}"),
        };
        assert!(parse(&Registry::new()));
        assert!(!parse(&Registry::empty()));
    }

    #[test]
    fn registering_a_dialect_again_does_nothing() {
        let mut r = Registry::new();
        r.register(&FOO);
        assert_eq!(r.try_register(&FOO), Ok(()));
        assert!(r.op("foo.x").is_some() && r.attr("foo", "a").is_some());
    }

    #[test]
    fn an_op_must_be_named_in_its_dialect() {
        static BAR: Dialect = Dialect {
            name: "bar",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[&FOO_X],
            attrs: &[],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        // `foobar.x` does not start with `foo.`.
        static FOO_WRONG: Dialect = Dialect {
            name: "foo",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[&FOOBAR_X],
            attrs: &[],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        let outside = |dialect, op| Err(RegisterError::OpOutsideDialect { dialect, op });
        assert_eq!(try_register(&BAR), outside("bar", "foo.x"));
        assert_eq!(try_register(&FOO_WRONG), outside("foo", "foobar.x"));
    }

    #[test]
    fn duplicates_are_rejected_and_nothing_is_registered() {
        static TWICE: Dialect = Dialect {
            name: "foo",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[&FOO_X, &FOO_X],
            attrs: &[],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        static ATTR_TWICE: Dialect = Dialect {
            name: "foo",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[&FOO_X],
            attrs: &[&FOO_A, &FOO_A],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        static OTHER_FOO: Dialect = Dialect {
            name: "foo",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[],
            attrs: &[],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        let mut r = Registry::new();
        let err = r.try_register(&TWICE);
        assert_eq!(
            err,
            Err(RegisterError::DuplicateOp {
                dialect: "foo",
                op: "foo.x"
            })
        );
        let err = r.try_register(&ATTR_TWICE);
        let attr = "foo.a".to_owned();
        assert_eq!(
            err,
            Err(RegisterError::DuplicateAttr {
                dialect: "foo",
                attr
            })
        );
        assert!(!r.has_dialect("foo") && r.op("foo.x").is_none());
        r.register(&FOO);
        let err = r.try_register(&OTHER_FOO);
        assert_eq!(err, Err(RegisterError::DialectExists { dialect: "foo" }));
    }

    #[test]
    fn an_attribute_must_belong_to_its_dialect() {
        static BAR: Dialect = Dialect {
            name: "bar",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[],
            attrs: &[&FOO_A],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        let attr = "foo.a".to_owned();
        let err = Err(RegisterError::AttrOutsideDialect {
            dialect: "bar",
            attr,
        });
        assert_eq!(try_register(&BAR), err);
    }

    #[test]
    fn types_are_checked_and_registered() {
        static WITH_TYPE: Dialect = Dialect {
            name: "foo",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[],
            attrs: &[],
            types: &[&FOO_T],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        static TYPE_TWICE: Dialect = Dialect {
            name: "foo",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[],
            attrs: &[],
            types: &[&FOO_T, &FOO_T],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        static BAR: Dialect = Dialect {
            name: "bar",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[],
            attrs: &[],
            types: &[&FOO_T],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        let ty = "foo.t".to_owned();
        assert_eq!(
            try_register(&TYPE_TWICE),
            Err(RegisterError::DuplicateType {
                dialect: "foo",
                ty: ty.clone()
            })
        );
        assert_eq!(
            try_register(&BAR),
            Err(RegisterError::TypeOutsideDialect { dialect: "bar", ty })
        );
        let mut r = Registry::new();
        r.register(&WITH_TYPE);
        assert!(r.type_def("foo", "t").is_some() && r.has_types("foo"));
        assert!(r.type_def("foo", "u").is_none() && !r.has_types("builtin"));
    }

    #[test]
    fn registering_a_dialect_registers_its_dependents() {
        static BAR_X: OpDef = op("bar.x");
        // `bar` depends on `foo`, `foo2` on `bar` and `foo` (a dialect reached twice), and
        // `cyc` on itself.
        static BAR: Dialect = Dialect {
            name: "bar",
            summary: "",
            description: "",
            dependents: &[&FOO],
            ops: &[&BAR_X],
            attrs: &[],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        static FOO2: Dialect = Dialect {
            name: "foo2",
            summary: "",
            description: "",
            dependents: &[&BAR, &FOO],
            ops: &[],
            attrs: &[],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        static CYC: Dialect = Dialect {
            name: "cyc",
            summary: "",
            description: "",
            dependents: &[&CYC],
            ops: &[],
            attrs: &[],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        let mut r = Registry::new();
        r.register(&FOO2);
        assert!(r.has_dialect("bar") && r.has_dialect("foo") && r.op("foo.x").is_some());
        assert!(r.dialect("foo2").is_some_and(|d| std::ptr::eq(d, &FOO2)));
        r.register(&CYC);
        assert!(r.has_dialect("cyc"));
    }

    #[test]
    fn a_failing_dependent_leaves_the_registry_as_it_was() {
        static OTHER_FOO: Dialect = Dialect {
            name: "foo",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[],
            attrs: &[],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        static BAZ: Dialect = Dialect {
            name: "baz",
            summary: "",
            description: "",
            dependents: &[&OTHER_FOO],
            ops: &[],
            attrs: &[],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        let mut r = Registry::new();
        r.register(&FOO);
        let err = r.try_register(&BAZ);
        assert_eq!(err, Err(RegisterError::DialectExists { dialect: "foo" }));
        assert!(!r.has_dialect("baz"));
    }

    #[test]
    #[should_panic(
        expected = "cannot register dialect `bar`: dialect `bar` lists op `foo.x`, whose name does not start with `bar.`"
    )]
    fn register_panics_naming_the_dialect_and_the_op() {
        static BAR: Dialect = Dialect {
            name: "bar",
            summary: "",
            description: "",
            dependents: &[],
            ops: &[&FOO_X],
            attrs: &[],
            types: &[],
            verify_operation_attribute: None,
            materialize_constant: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            unknown_type_message: None,
            unknown_attr_message: None,
            parse_unknown_type: None,
        };
        Registry::new().register(&BAR);
    }
}
