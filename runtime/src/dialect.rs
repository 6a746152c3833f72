//! The dialect registry: operation and attribute definitions by name, so the parser dispatches
//! `gpu.binary` / `#gpu.object<…>` to the code `#[dialect_op]` / `#[dialect_attr]` generated.

use crate::diag::{Diagnostic, ParseResult};
use crate::ir::{Attribute, Ir, OpId, OperationState};
use crate::syntax::parser::{FxMap, Parser};
use crate::syntax::printer::Printer;

/// Parses the custom form of an op after its name (MLIR's `parse(OpAsmParser&, OperationState&)`).
pub type ParseOpFn = fn(&mut Parser<'_>, &mut OperationState) -> ParseResult;
/// Prints the custom form of an op after its name (MLIR's `print(OpAsmPrinter&)`).
pub type PrintOpFn = fn(&mut Printer<'_>, OpId);
/// Verifies an op's invariants (MLIR's `verifyInvariants` + `verify`); returns the first failure.
pub type VerifyOpFn = fn(&Ir, OpId) -> Result<(), Diagnostic>;
/// Parses what follows `#dialect.mnemonic` (MLIR's `Attr::parse(AsmParser&, Type)`).
pub type ParseAttrFn = fn(&mut Parser<'_>) -> ParseResult<Attribute>;

/// Traits an op can carry that the runtime acts on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpTraits {
    /// `Symbol`: has a `sym_name` string attribute; registered in the enclosing symbol table.
    pub symbol: bool,
    /// `SymbolTable`: its single region's symbols must be unique (`builtin.module`).
    pub symbol_table: bool,
    /// `IsolatedFromAbove`.
    pub isolated_from_above: bool,
    /// `NoTerminator`: its blocks need no terminator.
    pub no_terminator: bool,
    /// `SingleBlock`.
    pub single_block: bool,
    /// `Terminator` (MLIR's `IsTerminator`): may end a block; must be the last op of its block.
    pub terminator: bool,
    /// `OpAsmOpInterface::getDefaultDialect`: the dialect whose prefix ops directly inside the
    /// op's regions drop in the custom form (`Some("builtin")` for `builtin.module`, so a nested
    /// module prints as `module`). `None`: no default, names are printed in full.
    pub default_dialect: Option<&'static str>,
}

impl OpTraits {
    /// No traits (usable in a `static`).
    pub const NONE: OpTraits = OpTraits {
        symbol: false,
        symbol_table: false,
        isolated_from_above: false,
        no_terminator: false,
        single_block: false,
        terminator: false,
        default_dialect: None,
    };
}

/// The static definition of a registered operation.
#[derive(Debug)]
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// Names of inherent attributes (properties), in declaration order. In a custom form's
    /// attr-dict these names are moved to properties; in the generic form they go in `<{…}>`.
    pub inherent_attrs: &'static [&'static str],
    /// The kinds of the inherent attributes, for property conversion of the generic form
    /// (`<{objects = 1}>` is «Invalid attribute `objects` in property conversion») and the
    /// verifier. May be empty (no checks).
    pub property_specs: &'static [crate::ods::AttrSpec],
    /// Custom-form parser; `None` when the op has no assembly format (generic form only).
    pub parse: Option<ParseOpFn>,
    /// Custom-form printer; `None` prints the generic form.
    pub print: Option<PrintOpFn>,
    /// Invariant verifier.
    pub verify: VerifyOpFn,
    /// Whether `verify` looks only at the op itself (its name, lists, attributes and the types
    /// of its values; not its parent, its neighbours or the ops in its regions), as the verifiers
    /// `#[dialect_op]` generates do. The parser then runs it as soon as it has built the op,
    /// while the op's data is still in the cache, and the verifier's walk does not run it again
    /// for an op that passed and was not changed since ([`Ir::is_verified`](crate::ir::Ir::is_verified)).
    pub local_verify: bool,
    /// Traits.
    pub traits: OpTraits,
}

/// The static definition of a registered dialect attribute.
#[derive(Debug)]
pub struct AttrDef {
    /// Dialect namespace (`gpu`).
    pub dialect: &'static str,
    /// Mnemonic (`object`).
    pub mnemonic: &'static str,
    /// Parser of what follows `#dialect.mnemonic`.
    pub parse: ParseAttrFn,
}

/// A dialect: a namespace and what it defines.
#[derive(Debug)]
pub struct Dialect {
    /// Namespace (`gpu`).
    pub name: &'static str,
    /// Operations.
    pub ops: &'static [&'static OpDef],
    /// Attributes.
    pub attrs: &'static [&'static AttrDef],
}

/// Registered dialects, ops and attributes, looked up by name (with FxHash: looked up for
/// every op and dialect attribute parsed, where SipHash cost 3% of the run).
#[derive(Debug, Clone)]
pub struct Registry {
    dialects: FxMap<&'static str, &'static Dialect>,
    ops: FxMap<&'static str, &'static OpDef>,
    attrs: FxMap<&'static str, FxMap<&'static str, &'static AttrDef>>,
    /// The same attributes by their spelling `dialect.mnemonic`: one lookup for the parser.
    attrs_by_spelling: FxMap<Box<[u8]>, &'static AttrDef>,
}

/// The same registry as [`Registry::new`]: the builtin dialect.
impl Default for Registry {
    fn default() -> Self {
        Registry::new()
    }
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
        }
    }
}

impl std::error::Error for RegisterError {}

impl Registry {
    /// An empty registry (not even `builtin`).
    pub fn empty() -> Registry {
        Registry {
            dialects: FxMap::default(),
            ops: FxMap::default(),
            attrs: FxMap::default(),
            attrs_by_spelling: FxMap::default(),
        }
    }

    /// A registry holding the builtin dialect.
    pub fn new() -> Registry {
        let mut r = Registry::empty();
        r.register(&crate::builtin::BUILTIN_DIALECT);
        r
    }

    /// Registers a dialect with its ops and attributes; registering the same dialect again
    /// does nothing.
    ///
    /// # Panics
    ///
    /// When [`Registry::try_register`] fails: another dialect of the same namespace is
    /// registered, or the dialect lists an op not named `dialect.…` or already registered, or
    /// an attribute of another dialect or the same mnemonic twice. The message names the
    /// dialect and the op or attribute.
    #[track_caller]
    pub fn register(&mut self, dialect: &'static Dialect) {
        if let Err(e) = self.try_register(dialect) {
            panic!("cannot register dialect `{}`: {e}", dialect.name);
        }
    }

    /// Registers a dialect with its ops and attributes, as [`Registry::register`] does, or
    /// says why it cannot and leaves the registry as it was.
    pub fn try_register(&mut self, dialect: &'static Dialect) -> Result<(), RegisterError> {
        let name = dialect.name;
        match self.dialects.get(name) {
            Some(d) if std::ptr::eq(*d, dialect) => return Ok(()),
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
        self.dialects.insert(name, dialect);
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
        Ok(())
    }

    /// Whether a dialect namespace is registered.
    pub fn has_dialect(&self, name: &str) -> bool {
        self.dialects.contains_key(name)
    }

    /// The names of the registered dialects (any order).
    pub fn dialect_names(&self) -> Vec<&'static str> {
        self.dialects.keys().copied().collect()
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(_: &Ir, _: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }

    fn parse_any(p: &mut Parser<'_>) -> ParseResult<Attribute> {
        p.parse_attribute()
    }

    const fn op(name: &'static str) -> OpDef {
        OpDef {
            name,
            summary: "",
            inherent_attrs: &[],
            property_specs: &[],
            parse: None,
            print: None,
            verify: accept,
            local_verify: true,
            traits: OpTraits::NONE,
        }
    }

    static FOO_X: OpDef = op("foo.x");
    static FOOBAR_X: OpDef = op("foobar.x");
    static FOO_A: AttrDef = AttrDef {
        dialect: "foo",
        mnemonic: "a",
        parse: parse_any,
    };
    static FOO: Dialect = Dialect {
        name: "foo",
        ops: &[&FOO_X],
        attrs: &[&FOO_A],
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
            ops: &[&FOO_X],
            attrs: &[],
        };
        // `foobar.x` does not start with `foo.`.
        static FOO_WRONG: Dialect = Dialect {
            name: "foo",
            ops: &[&FOOBAR_X],
            attrs: &[],
        };
        let outside = |dialect, op| Err(RegisterError::OpOutsideDialect { dialect, op });
        assert_eq!(try_register(&BAR), outside("bar", "foo.x"));
        assert_eq!(try_register(&FOO_WRONG), outside("foo", "foobar.x"));
    }

    #[test]
    fn duplicates_are_rejected_and_nothing_is_registered() {
        static TWICE: Dialect = Dialect {
            name: "foo",
            ops: &[&FOO_X, &FOO_X],
            attrs: &[],
        };
        static ATTR_TWICE: Dialect = Dialect {
            name: "foo",
            ops: &[&FOO_X],
            attrs: &[&FOO_A, &FOO_A],
        };
        static OTHER_FOO: Dialect = Dialect {
            name: "foo",
            ops: &[],
            attrs: &[],
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
            ops: &[],
            attrs: &[&FOO_A],
        };
        let attr = "foo.a".to_owned();
        let err = Err(RegisterError::AttrOutsideDialect {
            dialect: "bar",
            attr,
        });
        assert_eq!(try_register(&BAR), err);
    }

    #[test]
    #[should_panic(
        expected = "cannot register dialect `bar`: dialect `bar` lists op `foo.x`, whose name does not start with `bar.`"
    )]
    fn register_panics_naming_the_dialect_and_the_op() {
        static BAR: Dialect = Dialect {
            name: "bar",
            ops: &[&FOO_X],
            attrs: &[],
        };
        Registry::new().register(&BAR);
    }
}
