//! Error collection for a whole declaration: every phase records `syn::Error`s here instead of
//! bailing at the first one, so the user sees all mistakes of a declaration at once.

use std::cell::RefCell;
use std::fmt::Display;
use std::thread;

use proc_macro2::Span;
use quote::ToTokens;

/// Gathers the errors of one macro invocation (in the style of `serde_derive`'s `Ctxt`).
///
/// Errors are combined by [`Ctxt::check`], which must be called before the context is dropped.
#[derive(Debug)]
pub struct Ctxt {
    // `None` once `check` has consumed the errors.
    errors: RefCell<Option<Vec<syn::Error>>>,
}

impl Ctxt {
    /// Creates an empty context.
    pub fn new() -> Self {
        Ctxt {
            errors: RefCell::new(Some(Vec::new())),
        }
    }

    /// Records an error spanning the tokens of `obj`.
    pub fn error_spanned_by<A: ToTokens, T: Display>(&self, obj: A, msg: T) {
        self.syn_error(syn::Error::new_spanned(obj.into_token_stream(), msg));
    }

    /// Records an error at `span`.
    pub fn error_at<T: Display>(&self, span: Span, msg: T) {
        self.syn_error(syn::Error::new(span, msg));
    }

    /// Records an error produced by syn.
    pub fn syn_error(&self, err: syn::Error) {
        if let Some(errors) = self.errors.borrow_mut().as_mut() {
            errors.push(err);
        }
    }

    /// Whether any error has been recorded so far.
    pub fn has_errors(&self) -> bool {
        self.errors.borrow().as_ref().is_some_and(|e| !e.is_empty())
    }

    /// Consumes the collected errors: `Ok` if there were none, otherwise one `syn::Error`
    /// combining all of them, in the order they were recorded.
    pub fn check(self) -> Result<(), syn::Error> {
        let errors = self.errors.borrow_mut().take().unwrap_or_default();
        let mut iter = errors.into_iter();
        let Some(mut combined) = iter.next() else {
            return Ok(());
        };
        for rest in iter {
            combined.combine(rest);
        }
        Err(combined)
    }
}

/// The same empty context as [`Ctxt::new`].
impl Default for Ctxt {
    fn default() -> Self {
        Ctxt::new()
    }
}

impl Drop for Ctxt {
    fn drop(&mut self) {
        // A programming-error guard, as in serde: forgetting `check` would silently drop errors.
        if !thread::panicking() && self.errors.borrow().is_some() {
            panic!("forgot to check for errors");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_context_checks_ok() {
        assert!(Ctxt::new().check().is_ok());
    }

    #[test]
    fn errors_are_combined_in_order() {
        let cx = Ctxt::new();
        cx.error_at(Span::call_site(), "first");
        cx.error_spanned_by(quote::quote!(a b), "second");
        assert!(cx.has_errors());
        let err = cx.check().expect_err("two errors were recorded");
        let msgs: Vec<String> = err.into_iter().map(|e| e.to_string()).collect();
        assert_eq!(msgs, ["first", "second"]);
    }

    #[test]
    fn default_context_keeps_errors() {
        let cx = Ctxt::default();
        cx.error_at(Span::call_site(), "kept");
        assert!(cx.has_errors());
        assert!(cx.check().is_err());
    }

    #[test]
    #[should_panic(expected = "forgot to check for errors")]
    fn dropping_unchecked_panics() {
        let _cx = Ctxt::new();
    }
}
