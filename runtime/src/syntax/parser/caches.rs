//! What the parser keeps only to go faster: buffers reused from call to call, lookups and
//! parses remembered for the next occurrence of the same spelling, and facts gathered while
//! parsing that spare the verifier a pass. None of it changes what a parse returns: with every
//! cache empty at every step the result would be the same, only slower. Each cache's field says
//! what it serves and where it is used.

use std::hash::Hasher as _;

use rustc_hash::{FxHashMap, FxHashSet, FxHasher};

use crate::ir::Attribute;
use crate::recent::Recent;
use crate::syntax::lexer::{Token, TokenKind};

/// The parser's caches ([`Parser::caches`](super::Parser)).
#[derive(Default)]
pub(super) struct Caches<'a> {
    /// Bracket nesting of the tokens consumed while a registered attribute's body is parsed
    /// straight from the token stream (`parse_body_directly`).
    pub(super) body_track: BodyTrack,
    /// Registered attributes whose last body was too long for `dialect_attr_cache`: their
    /// bodies are parsed directly (see `parse_body_directly`).
    pub(super) long_bodied: Vec<&'static crate::dialect::AttrDef>,
    /// The op of the custom form parsed last, if spelled by its full name (see
    /// `custom_op_def`).
    pub(super) last_custom_op: Option<&'static crate::dialect::OpDef>,
    /// The registered attributes found last, by spelling (see `registered_attr`).
    pub(super) recent_attr_defs: Recent<&'static crate::dialect::AttrDef, 4>,
    /// Scratch stack of `skip_dialect_symbol_body`, kept to avoid an allocation per call.
    pub(super) bracket_stack: Vec<(u8, u32)>,
    /// Where each nested `<…>` group inside the last outermost body checked by
    /// `skip_dialect_symbol_body` ends, by the offset of its `<`.
    pub(super) nested_body_ends: FxHashMap<u32, u32>,
    /// The string literals of the last outermost dialect attribute body checked by
    /// `skip_dialect_symbol_body` (the lexer's trusted range), by start offset, and whether
    /// each is in canonical escaped form: read back without checking again.
    pub(super) canonical_strings: Vec<(u32, bool)>,
    /// Scratch stack of array attribute elements being parsed (nested arrays above outer ones).
    pub(super) attr_stack: Vec<Attribute>,
    /// Boxes for the `OperationState` of custom-form ops, reused: the state is boxed to keep
    /// the recursive parse functions' stack frames small, and the boxes are what is pooled.
    #[allow(clippy::vec_box)]
    pub(super) state_pool: Vec<Box<crate::ir::OperationState>>,
    /// Whether the op whose parser is running is a `SymbolTable` op that has not started a
    /// region yet: its region's symbol names are then collected while the ops are parsed.
    pub(super) symbol_table_op: bool,
    /// The symbol names of the region being parsed, when it is a symbol table's (see
    /// [`crate::ir::Ir::mark_symbols_unique`]).
    pub(super) symbol_names: Option<SymbolNames>,
    /// Registered dialect attributes already parsed from short spellings, keyed by their source
    /// text (`#nvvm.target`, `#nvvm.target<chip = "sm_90">`), with the nesting depth they add
    /// and the kind of the token that followed them: MLIR uniques attributes in its context,
    /// and the same spelling parses to the same value, so a repeat is a clone of an `Arc`
    /// instead of a parse (see `parse_extended_attr`).
    pub(super) dialect_attr_cache: FxHashMap<&'a [u8], CachedDialectAttr>,
    /// The entries of `dialect_attr_cache` used last: compared with the input before any
    /// scan of the body or hashing of the spelling (see `Parser::recent_dialect_attr`).
    pub(super) recent_dialect_attrs: Recent<RecentDialectAttr<'a>, 4>,
}

/// A registered dialect attribute parsed from a short spelling (see
/// [`Caches::dialect_attr_cache`]).
#[derive(Clone, Debug)]
pub(super) struct CachedDialectAttr {
    pub(super) attr: Attribute,
    /// The nesting depth the attribute adds.
    pub(super) depth: u32,
    /// The kind of the token that followed it.
    pub(super) next: TokenKind,
}

/// An entry of [`Caches::dialect_attr_cache`] kept in [`Caches::recent_dialect_attrs`].
#[derive(Clone, Debug)]
pub(super) struct RecentDialectAttr<'a> {
    /// The source text, `#dialect.mnemonic` and the body.
    pub(super) spelling: &'a [u8],
    /// The length of `#dialect.mnemonic`.
    pub(super) ident_len: u32,
    pub(super) cached: CachedDialectAttr,
}

/// The symbol names met in a symbol table's region while it is parsed, by hash: the verifier
/// need not read them again (its check would come long after they left the cache) when they
/// are unique. Two equal hashes count as a repeat: the verifier then checks the names itself.
#[derive(Debug, Default)]
pub(super) struct SymbolNames {
    hashes: Vec<u64>,
}

impl SymbolNames {
    /// Notes the symbol name of `op`, if it has one.
    pub(super) fn note(&mut self, ir: &crate::ir::Ir, op: crate::ir::OpId) {
        if let Some(name) = ir.symbol_name(op) {
            let mut h = FxHasher::default();
            h.write(name.as_bytes());
            self.hashes.push(h.finish());
        }
    }

    /// Whether no name was met twice.
    pub(super) fn unique(&self) -> bool {
        let mut seen = FxHashSet::with_capacity_and_hasher(self.hashes.len(), Default::default());
        self.hashes.iter().all(|h| seen.insert(*h))
    }
}

/// The bracket tokens consumed since [`BodyTrack::start`]: whether they nest correctly and the
/// first one (a `<`) is closed by the last one consumed, as `skip_dialect_symbol_body` would
/// have found the body.
#[derive(Debug, Default)]
pub(super) struct BodyTrack {
    pub(super) on: bool,
    /// While non-zero, no body is parsed directly (see `parse_registered_dialect_attr`).
    pub(super) suppressed: u32,
    ok: bool,
    closed: bool,
    stack: Vec<TokenKind>,
}

impl BodyTrack {
    pub(super) fn start(&mut self) {
        self.on = true;
        self.ok = true;
        self.closed = false;
        self.stack.clear();
    }

    /// Marks the tracked parse as one to give up (tokens were consumed and then given back).
    pub(super) fn spoil(&mut self) {
        self.ok = false;
    }

    /// Stops tracking; whether the consumed tokens were exactly one balanced group.
    pub(super) fn finish(&mut self) -> bool {
        self.on = false;
        self.ok && self.closed
    }

    /// Notes `tok`, consumed after a token that ended at `prev_end`, in `text`.
    #[inline(never)]
    pub(super) fn consume(&mut self, tok: Token, prev_end: u32, text: &[u8]) {
        if self.closed {
            // A token after the group closed: the scan would have stopped before it.
            self.ok = false;
            return;
        }
        // Where the token stream and the balanced-body scan can disagree: a comment or a NUL
        // between tokens (whitespace to the lexer, text to the scan), and `-` ending an
        // identifier right before `>` (`#a-` `>` to the lexer, `->` to the scan).
        let gap = text
            .get(prev_end as usize..tok.start as usize)
            .unwrap_or(&[]);
        if gap.iter().any(|&c| c == b'/' || c == 0)
            || (matches!(
                tok.kind,
                TokenKind::HashIdentifier
                    | TokenKind::ExclamationIdentifier
                    | TokenKind::PercentIdentifier
                    | TokenKind::CaretIdentifier
                    | TokenKind::AtIdentifier
                    | TokenKind::BareIdentifier
            ) && text.get((tok.end as usize).saturating_sub(1)..tok.end as usize + 1)
                == Some(b"->"))
        {
            self.ok = false;
        }
        let open = match tok.kind {
            TokenKind::Less | TokenKind::LSquare | TokenKind::LParen | TokenKind::LBrace => {
                self.stack.push(tok.kind);
                return;
            }
            TokenKind::Greater => TokenKind::Less,
            TokenKind::RSquare => TokenKind::LSquare,
            TokenKind::RParen => TokenKind::LParen,
            TokenKind::RBrace => TokenKind::LBrace,
            _ => {
                // Only the `<` may come first.
                self.ok &= !self.stack.is_empty();
                return;
            }
        };
        if self.stack.pop() != Some(open) {
            self.ok = false;
        }
        self.closed = self.stack.is_empty();
    }
}
