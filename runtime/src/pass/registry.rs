//! The passes a tool knows by name (MLIR's `PassRegistry`, `PassRegistration<T>`): what a
//! textual pipeline (`builtin.module(func.func(my-pass{level=2}))`) and a tool's pass flags
//! (`--my-pass=level=2`) resolve their names against. Upstream's passes rods has are in
//! [`PassRegistry::upstream`] (the default); a tool adds its own with
//! [`PassRegistry::register`].

use std::fmt;

use super::{PASSES, PassInfo};

/// Passes by their command-line name, in the order registered.
///
/// ```
/// use rods::diag::Diagnostic;
/// use rods::ir::{Ir, OpId};
/// use rods::pass::{Pass, PassInfo, PassManager, PassRegistry};
///
/// /// Does nothing, under the name `noop`.
/// struct Noop;
///
/// impl Pass for Noop {
///     fn argument(&self) -> &'static str {
///         "noop"
///     }
///
///     fn run(&self, _: &mut Ir, _: OpId) -> Result<(), Vec<Diagnostic>> {
///         Ok(())
///     }
/// }
///
/// let mut passes = PassRegistry::upstream();
/// passes.register(PassInfo {
///     argument: "noop",
///     summary: "Does nothing",
///     create: || Box::new(Noop),
/// });
/// let pm = PassManager::parse_with("builtin.module(noop,cse)", &passes)?;
/// assert_eq!(pm.to_string(), "builtin.module(noop,cse)");
/// // Upstream's registry alone does not know it.
/// let err = PassManager::parse("builtin.module(noop)").unwrap_err();
/// assert!(err.message.contains("'noop' does not refer to a registered pass"));
/// # Ok::<(), Diagnostic>(())
/// ```
#[derive(Clone)]
pub struct PassRegistry {
    passes: Vec<PassInfo>,
}

/// Why [`PassRegistry::try_register`] refused a pass. The registry is left as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PassRegisterError {
    /// Another pass of the same name is registered.
    Duplicate {
        /// The name.
        argument: &'static str,
    },
    /// A name that cannot be a command-line flag and a pipeline element: empty, or with a
    /// character other than an ASCII letter, digit, `-`, `_` or `.`, or not starting with a
    /// letter.
    BadArgument {
        /// The name.
        argument: &'static str,
    },
    /// The pass [`PassInfo::create`] makes names itself otherwise ([`Pass::argument`]): a
    /// pipeline printed back would not read again.
    ///
    /// [`Pass::argument`]: super::Pass::argument
    ArgumentMismatch {
        /// The registered name.
        argument: &'static str,
        /// The pass's own.
        pass: &'static str,
    },
}

impl fmt::Display for PassRegisterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PassRegisterError::Duplicate { argument } => {
                write!(f, "a pass named `{argument}` is already registered")
            }
            PassRegisterError::BadArgument { argument } => write!(
                f,
                "`{argument}` is not a pass name: it must start with an ASCII letter and hold \
                 only ASCII letters, digits, `-`, `_` and `.`"
            ),
            PassRegisterError::ArgumentMismatch { argument, pass } => write!(
                f,
                "the pass registered as `{argument}` names itself `{pass}`"
            ),
        }
    }
}

impl std::error::Error for PassRegisterError {}

impl PassRegistry {
    /// No passes.
    pub fn empty() -> PassRegistry {
        PassRegistry { passes: Vec::new() }
    }

    /// Upstream's passes rods has ([`PASSES`]): `canonicalize`, `cse`, `strip-debuginfo`,
    /// `symbol-dce`.
    pub fn upstream() -> PassRegistry {
        PassRegistry {
            passes: PASSES.to_vec(),
        }
    }

    /// Registers a pass (MLIR's `PassRegistration<T>`).
    ///
    /// # Panics
    ///
    /// When [`PassRegistry::try_register`] fails: the name is taken or malformed, or the
    /// pass names itself otherwise.
    #[track_caller]
    pub fn register(&mut self, info: PassInfo) {
        if let Err(e) = self.try_register(info) {
            panic!("cannot register pass `{}`: {e}", info.argument);
        }
    }

    /// Registers a pass, or says why it cannot: another pass has the name, the name is not
    /// one a command line and a pipeline can spell, or the pass [`PassInfo::create`] makes
    /// names itself otherwise.
    pub fn try_register(&mut self, info: PassInfo) -> Result<(), PassRegisterError> {
        let argument = info.argument;
        if !is_pass_argument(argument) {
            return Err(PassRegisterError::BadArgument { argument });
        }
        if self.lookup(argument).is_some() {
            return Err(PassRegisterError::Duplicate { argument });
        }
        let pass = (info.create)().argument();
        if pass != argument {
            return Err(PassRegisterError::ArgumentMismatch { argument, pass });
        }
        self.passes.push(info);
        Ok(())
    }

    /// The pass named `argument`.
    pub fn lookup(&self, argument: &str) -> Option<&PassInfo> {
        self.passes.iter().find(|p| p.argument == argument)
    }

    /// The passes, in the order registered.
    pub fn iter(&self) -> std::slice::Iter<'_, PassInfo> {
        self.passes.iter()
    }

    /// How many passes it holds.
    pub fn len(&self) -> usize {
        self.passes.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.passes.is_empty()
    }
}

impl Default for PassRegistry {
    /// [`PassRegistry::upstream`].
    fn default() -> PassRegistry {
        PassRegistry::upstream()
    }
}

impl fmt::Debug for PassRegistry {
    /// The names, in order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.passes.iter().map(|p| p.argument))
            .finish()
    }
}

impl PartialEq for PassRegistry {
    /// The same names with the same summaries, in the same order (passes are made by
    /// functions, which have no equality to compare).
    fn eq(&self, other: &PassRegistry) -> bool {
        self.passes.len() == other.passes.len()
            && self
                .passes
                .iter()
                .zip(&other.passes)
                .all(|(a, b)| a.argument == b.argument && a.summary == b.summary)
    }
}

impl Eq for PassRegistry {}

impl<'a> IntoIterator for &'a PassRegistry {
    type Item = &'a PassInfo;
    type IntoIter = std::slice::Iter<'a, PassInfo>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Whether `argument` can name a pass: an ASCII letter, then ASCII letters, digits, `-`, `_`
/// and `.` (a flag `--argument` and a pipeline element, which ends at `,`, `(`, `)`, `{`).
fn is_pass_argument(argument: &str) -> bool {
    let mut bytes = argument.bytes();
    bytes.next().is_some_and(|b| b.is_ascii_alphabetic())
        && bytes.all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Diagnostic;
    use crate::ir::{Ir, OpId};
    use crate::pass::Pass;

    struct Named(&'static str);

    impl Pass for Named {
        fn argument(&self) -> &'static str {
            self.0
        }

        fn run(&self, _: &mut Ir, _: OpId) -> Result<(), Vec<Diagnostic>> {
            Ok(())
        }
    }

    fn info(argument: &'static str, create: fn() -> Box<dyn Pass>) -> PassInfo {
        PassInfo {
            argument,
            summary: "",
            create,
        }
    }

    #[test]
    fn refused_registrations_leave_the_registry_as_it_was() {
        let mut r = PassRegistry::upstream();
        let before = r.clone();
        assert_eq!(
            r.try_register(info("cse", || Box::new(Named("cse")))),
            Err(PassRegisterError::Duplicate { argument: "cse" })
        );
        for bad in ["", "1st", "-x", "a b", "a,b", "a{", "a(b)", "a=b", "ä"] {
            let e = r.try_register(PassInfo {
                argument: bad,
                summary: "",
                create: || Box::new(Named("x")),
            });
            assert_eq!(e, Err(PassRegisterError::BadArgument { argument: bad }));
        }
        assert_eq!(
            r.try_register(info("mine", || Box::new(Named("other")))),
            Err(PassRegisterError::ArgumentMismatch {
                argument: "mine",
                pass: "other"
            })
        );
        assert_eq!(r, before);
        r.register(info("my-pass_2.x", || Box::new(Named("my-pass_2.x"))));
        assert_eq!(r.len(), before.len() + 1);
        assert!(r.lookup("my-pass_2.x").is_some());
        assert_ne!(r, before);
        assert_eq!(
            format!("{:?}", PassRegistry::upstream()),
            r#"["canonicalize", "cse", "strip-debuginfo", "symbol-dce"]"#
        );
        assert!(PassRegistry::empty().is_empty());
    }

    #[test]
    #[should_panic(
        expected = "cannot register pass `cse`: a pass named `cse` is already registered"
    )]
    fn register_panics_on_a_taken_name() {
        PassRegistry::upstream().register(info("cse", || Box::new(Named("cse"))));
    }
}
