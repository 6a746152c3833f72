//! What the parser keeps only to go faster: buffers reused from call to call, lookups and
//! parses remembered for the next occurrence of the same spelling, and facts gathered while
//! parsing that spare the verifier a pass. None of it changes what a parse returns: with every
//! cache empty at every step the result would be the same, only slower. Each cache's field says
//! what it serves and where it is used.

use std::hash::Hasher as _;

use rustc_hash::{FxHashMap, FxHasher};

use super::Parser;
use crate::diag::ParseResult;
use crate::ir::{Attribute, Type};
use crate::recent::Recent;
use crate::syntax::lexer::{Token, TokenKind};

/// The parser's caches ([`Parser::caches`](super::Parser)).
#[derive(Default)]
pub(super) struct Caches<'a> {
    /// Read everything token by token, without the paths that read printed spellings from the
    /// bytes (`operand_list_from_bytes`, `result_names_from_bytes`): tests compare the two.
    pub(super) tokens_only: bool,
    /// Bracket nesting of the tokens consumed while a registered attribute's body is parsed
    /// straight from the token stream (`parse_body_directly`).
    pub(super) body_track: BodyTrack,
    /// Registered attributes whose last body was too long for `dialect_attr_cache`: their
    /// bodies are parsed directly (see `parse_body_directly`).
    pub(super) long_bodied: Vec<&'static crate::dialect::AttrDef>,
    /// The ops of custom forms spelled in at most 16 bytes, by the spelling's words: by their
    /// full name, or without their dialect under a default dialect (see `custom_op_def`).
    pub(super) short_custom_ops: OpNameTable,
    /// The ops of custom forms spelled by their full name, longer ones, by spelling (see
    /// `custom_op_def`).
    pub(super) custom_ops: FxHashMap<&'a [u8], &'static crate::dialect::OpDef>,
    /// The ops of custom forms spelled without their dialect (`return` in a `func.func`), by
    /// the default dialect they were found in and the spelling.
    pub(super) unprefixed_ops: FxHashMap<(&'static str, &'a [u8]), &'static crate::dialect::OpDef>,
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
    /// The buffer of [`Parser::parse_operand_list_into`](super::Parser::parse_operand_list_into).
    pub(super) operand_list: Vec<super::ssa::UnresolvedOperand<'a>>,
    /// Scratch stack of the ops of the blocks being parsed (nested blocks' above their
    /// parents'), listed in their block once it ends.
    pub(super) block_ops: Vec<crate::ir::OpId>,
    /// Scratch stack of array attribute elements being parsed (nested arrays above outer ones).
    pub(super) attr_stack: Vec<Attribute>,
    /// Boxes for the `OperationState` of custom-form ops, reused: the state is boxed to keep
    /// the recursive parse functions' stack frames small, and the boxes are what is pooled.
    #[allow(clippy::vec_box)]
    pub(super) state_pool: Vec<Box<crate::ir::OperationState>>,
    /// Boxes of generic ops being parsed, reused as `state_pool`'s are (with their operand
    /// and result type buffers).
    #[allow(clippy::vec_box)]
    pub(super) generic_pool: Vec<Box<super::op::GenericOp<'a>>>,
    /// Scratch stack of the result names of the ops being parsed (`%a, %b:2 =`, with their
    /// counts; nested ops' above their parents').
    pub(super) result_names: Vec<(super::ssa::UnresolvedOperand<'a>, u32)>,
    /// Scratch stack of attribute dictionary entries being parsed (nested dictionaries above
    /// outer ones): each dictionary is then allocated once, at its size.
    pub(super) named_stack: Vec<crate::ir::NamedAttribute>,
    /// The uniqued names of dictionary entries, by their bare spelling: a module's few
    /// distinct names looked up here, without the names' shared table and its lock.
    pub(super) attr_names: rustc_hash::FxHashMap<&'a [u8], crate::ir::AttrName>,
    /// The same names spelled in at most 16 bytes, by the spelling's words (looked up first).
    pub(super) short_attr_names: ShortNameTable<crate::ir::AttrName>,
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
    /// The entries of `type_cache` ending in `>` used last: compared with the input before
    /// any scan or hashing (see `Parser::recent_type`).
    pub(super) recent_types: Recent<RecentType<'a>, 4>,
    /// Function types and types with a `<…>` body already parsed, keyed by their source text
    /// (`(i32, tensor<4x?xf32>) -> i64`, `vector<8xi16>`) as [`type_extent`] finds it, with the
    /// nesting depth they add: the same spelling parses to the same type, so a repeat (every
    /// generic op spells its function type) is a copy of a pointer to the type's uniqued copy
    /// instead of a parse (see `Parser::parse_type_cached`).
    pub(super) type_cache: TypeCache,
    /// The types of generic ops' function types spelled in fewer than 16 bytes of builtin
    /// types' keywords and shapes (`i32`, `tensor<4x?xf32>`: see `Parser::short_type_len`),
    /// by the spelling's words, with the nesting depth they add: what
    /// `Parser::generic_op_type_from_bytes` reads a function type with.
    pub(super) short_types: ShortNameTable<(Type, u32)>,
    /// Values of dictionary entries already parsed (`164 : i32`, `{a = 22 : i64, b = true}`,
    /// `array<i64: 3, 7, 5>`), keyed by their source text as [`dict_value_extent`] finds it,
    /// with the nesting depth they add: the same spelling parses to the same attribute, as the
    /// type cache's (see `Parser::parse_dict_value`). Strings and `true`, `false`, `unit`
    /// are not kept: they parse faster than a lookup, and share the source's bytes anyway.
    pub(super) dict_value_cache: DictValueCache,
    /// The names of generic ops already looked up, by their quoted spelling: a repeat needs
    /// no registry lookup, and the ops of an unregistered name share one string.
    pub(super) op_names: FxHashMap<&'a [u8], crate::ir::OperationName>,
    /// The same names spelled in at most 16 bytes (quotes included), by the spelling's words
    /// (looked up first).
    pub(super) short_op_names: ShortNameTable<crate::ir::OperationName>,
    /// The file name of the last file location parsed (`loc("a.mlir":3:7)`), by its quoted
    /// spelling: the locations of one file then share one string, as MLIR's uniqued one is,
    /// and printing (which hashes each location to find its alias) reads one copy of its bytes
    /// instead of one per location.
    pub(super) loc_file: Option<(&'a [u8], crate::ir::StringAttr)>,
}

impl<'a> Caches<'a> {
    /// Drops what points into `text[..at]`, which the parser has released
    /// ([`ParseOptions::release_input`](super::ParseOptions)): spellings compared with the
    /// input would read those pages, and map them back. A spelling met again is then parsed
    /// again, once, and kept where it is read now.
    pub(super) fn forget_input_before(&mut self, text: &[u8], at: usize) {
        let base = text.as_ptr() as usize;
        self.retain_input_spellings(|s| (s.as_ptr() as usize).wrapping_sub(base) >= at);
    }

    /// Keeps the entries whose spelling, a slice of the input, `keep` says yes to.
    pub(super) fn retain_input_spellings(&mut self, mut keep: impl FnMut(&[u8]) -> bool) {
        self.recent_types.retain(|r| keep(r.spelling));
        self.recent_dialect_attrs.retain(|r| keep(r.spelling));
        self.dialect_attr_cache.retain(|k, _| keep(k));
        self.custom_ops.retain(|k, _| keep(k));
        self.unprefixed_ops.retain(|(_, k), _| keep(k));
        self.attr_names.retain(|k, _| keep(k));
        self.op_names.retain(|k, _| keep(k));
        if self.loc_file.as_ref().is_some_and(|(k, _)| !keep(k)) {
            self.loc_file = None;
        }
    }
}

/// A spelling not found in a cache, to keep with its value once parsed (see
/// [`Parser::cached_type`]).
#[derive(Debug)]
pub(super) struct Pending<'a> {
    spelling: &'a [u8],
    /// [`spelling_hash`] of the spelling.
    hash: u64,
    /// Where the spelling starts.
    start: usize,
    /// The enclosing measure of the nesting depth reached, restored after the parse.
    outer_max_depth: u32,
    distinct: usize,
    deferred_locs: usize,
    /// [`Parser::continue_after_error`]'s errors so far.
    reported: usize,
}

impl<'a> Parser<'a> {
    /// The spelling from the current token to where `extent` finds its end, when nothing
    /// forbids the caches.
    fn cacheable_spelling(
        &self,
        extent: fn(&[u8], usize, usize) -> Option<usize>,
    ) -> Option<&'a [u8]> {
        // While a registered attribute's body is tracked token by token, every token is
        // consumed one at a time. A lexer error is reported by the parse (its token may start
        // inside what it spoils: `@@a` is an error at the second `@`).
        if self.caches.body_track.on || self.at_lexer_error() {
            return None;
        }
        let start = self.tok.start as usize;
        let end = extent(self.text, start, self.lex.end())?;
        self.text.get(start..end)
    }

    /// Uses a cached value of `spelling` whose parse added `depth` levels of nesting: moves
    /// past the spelling, or returns `false` (nothing moved) when the value would reach past
    /// the nesting limit here (its parse reports it) or the next token is not one `next`
    /// accepts.
    fn use_cached(&mut self, spelling: &[u8], depth: u32, next: fn(TokenKind) -> bool) -> bool {
        if self.depth + depth > super::MAX_NESTING_DEPTH {
            return false;
        }
        let start = self.tok.start as usize;
        let prev_end = self.prev_end;
        let end = start + spelling.len();
        self.prev_end = end as u32;
        self.reset_to(end);
        if !next(self.tok.kind) {
            self.prev_end = prev_end;
            self.reset_to(start);
            return false;
        }
        self.max_depth = self.max_depth.max(self.depth + depth);
        true
    }

    /// Starts the parse of `spelling` that a cache did not have: measures the nesting depth
    /// it reaches, as [`Parser::with_nesting_depth`] does.
    fn pending(&mut self, spelling: &'a [u8], hash: u64) -> Pending<'a> {
        let outer_max_depth = std::mem::replace(&mut self.max_depth, self.depth);
        Pending {
            spelling,
            hash,
            start: self.tok.start as usize,
            outer_max_depth,
            distinct: self.distinct_attrs.len(),
            deferred_locs: self.ssa.deferred_loc_aliases.len(),
            reported: self.reported.len(),
        }
    }

    /// Ends the parse that `pending` started: the nesting depth it added, when it can be
    /// kept (it consumed exactly the spelling, and created no `distinct` attribute, no
    /// reference to a location alias defined later and reported no error it went on after,
    /// which a repeat would not do).
    fn finish_pending(&mut self, pending: &Pending<'a>, ok: bool) -> Option<u32> {
        let depth = self.max_depth.saturating_sub(self.depth);
        self.max_depth = pending.outer_max_depth.max(self.max_depth);
        (ok && self.prev_end as usize == pending.start + pending.spelling.len()
            && self.distinct_attrs.len() == pending.distinct
            && self.ssa.deferred_loc_aliases.len() == pending.deferred_locs
            && self.reported.len() == pending.reported)
            .then_some(depth)
    }

    /// A function type or a type with a `<…>` body from the type cache
    /// ([`Caches::type_cache`]), consumed; else what to keep once it is parsed
    /// ([`Parser::keep_type`]), when it can be cached.
    pub(super) fn cached_type(&mut self) -> Result<Type, Option<Pending<'a>>> {
        if !self.caches.recent_types.is_empty()
            && let Some(ty) = self.recent_type()
        {
            return Ok(ty);
        }
        let Some(spelling) = self.cacheable_spelling(type_extent) else {
            return Err(None);
        };
        let hash = spelling_hash(spelling);
        if let Some((ty, depth)) = self.caches.type_cache.get(hash, spelling) {
            // The parse of such a type never looks past its last token.
            if self.use_cached(spelling, depth, |_| true) {
                self.note_recent_type(spelling, &ty, depth);
                return Ok(ty);
            }
            return Err(None);
        }
        Err(Some(self.pending(spelling, hash)))
    }

    /// One of [`Caches::recent_types`] when the input here starts with its spelling,
    /// consumed. Such a spelling ends in the `>` that closes its brackets, and [`type_extent`]
    /// reads no byte past that `>`: its scan would end at the same place.
    fn recent_type(&mut self) -> Option<Type> {
        if self.caches.body_track.on || self.at_lexer_error() {
            return None;
        }
        let start = self.tok.start as usize;
        let rest = self.text.get(start..self.lex.end())?;
        let first = rest.first()?;
        let r = self
            .caches
            .recent_types
            .iter_mut()
            .find(|r| r.spelling.first() == Some(first) && rest.starts_with(r.spelling))?;
        // The spelling read from here on is this one: an earlier one may lie in input released
        // since (`ParseOptions::release_input`), which reading would map back.
        r.spelling = rest.get(..r.spelling.len())?;
        let (spelling, ty, depth) = (r.spelling, r.ty.clone(), r.depth);
        self.use_cached(spelling, depth, |_| true).then_some(ty)
    }

    /// Keeps a type of [`Caches::type_cache`] among the recent ones when its spelling ends in
    /// `>`.
    fn note_recent_type(&mut self, spelling: &'a [u8], ty: &Type, depth: u32) {
        if spelling.last() == Some(&b'>') {
            self.caches.recent_types.push(RecentType {
                spelling,
                ty: ty.clone(),
                depth,
            });
        }
    }

    /// [`Parser::cached_type`] for a function type that likely ends its line (a generic op's
    /// `: (…) -> …`): the rest of the line, up to its blanks, is looked up first, without
    /// [`type_extent`]'s scan. A spelling found there is one the parser consumed exactly, and
    /// its bytes here are followed by a blank, a line end or the end of the input: the scan
    /// would have found the same end.
    #[inline(always)]
    pub(super) fn cached_line_end_type(&mut self) -> Result<Type, Option<Pending<'a>>> {
        if self.caches.body_track.on {
            return Err(None);
        }
        let start = self.tok.start as usize;
        let end = self.lex.end();
        let window = end.min(start.saturating_add(MAX_CACHED_TYPE_LEN));
        let rest = self.text.get(start..window).unwrap_or(&[]);
        let line = match memchr::memchr2(b'\n', b'\r', rest) {
            Some(i) => i,
            // The line goes on past the window: no end known.
            None if window < end => return self.cached_type(),
            None => rest.len(),
        };
        let mut len = line;
        while len > 0 && matches!(rest.get(len - 1), Some(b' ' | b'\t')) {
            len -= 1;
        }
        let Some(spelling) = self.text.get(start..start + len) else {
            return self.cached_type();
        };
        let hash = spelling_hash(spelling);
        if let Some((ty, depth)) = self.caches.type_cache.get(hash, spelling) {
            if self.use_cached(spelling, depth, |_| true) {
                return Ok(ty);
            }
            return Err(None);
        }
        // Not kept: when the type does end its line, the spelling and its hash are the ones
        // to keep it under.
        match type_extent(self.text, start, end) {
            Some(e) if e == start + len => Err(Some(self.pending(spelling, hash))),
            _ => self.cached_type(),
        }
    }

    /// Keeps a type parsed after [`Parser::cached_type`] did not have it.
    pub(super) fn keep_type(&mut self, pending: Option<Pending<'a>>, ty: &ParseResult<Type>) {
        let Some(pending) = pending else { return };
        if let (Some(depth), Ok(ty)) = (self.finish_pending(&pending, ty.is_ok()), ty) {
            self.caches
                .type_cache
                .insert(pending.hash, pending.spelling, ty.clone(), depth);
            self.note_recent_type(pending.spelling, ty, depth);
        }
    }

    /// The value of a dictionary entry (after its `=`) from the cache of values
    /// ([`Caches::dict_value_cache`]), consumed; else what to keep once it is parsed
    /// ([`Parser::keep_dict_value`]), when it can be cached.
    pub(super) fn cached_dict_value(&mut self) -> Result<Attribute, Option<Pending<'a>>> {
        if self.lone_fast_value() {
            return Err(None);
        }
        let Some(spelling) = self.cacheable_spelling(dict_value_extent) else {
            return Err(None);
        };
        if parses_faster_than_lookup(spelling) {
            return Err(None);
        }
        let hash = spelling_hash(spelling);
        if let Some((attr, depth)) = self.caches.dict_value_cache.get(hash, spelling) {
            // Followed by what the cached parse was followed by.
            if self.use_cached(spelling, depth, |k| {
                matches!(k, TokenKind::Comma | TokenKind::RBrace)
            }) {
                return Ok(attr);
            }
            return Err(None);
        }
        Err(Some(self.pending(spelling, hash)))
    }

    /// Whether the entry's value is the current token alone, one that
    /// [`parses_faster_than_lookup`], followed on its line by the `,` or `}` that ends the
    /// entry: what [`dict_value_extent`]'s scan would find, known without it.
    fn lone_fast_value(&self) -> bool {
        if !matches!(self.tok.kind, TokenKind::String | TokenKind::BareIdentifier) {
            return false;
        }
        let (start, end) = (self.tok.start as usize, self.tok.end as usize);
        if !self
            .text
            .get(start..end)
            .is_some_and(parses_faster_than_lookup)
        {
            return false;
        }
        let rest = self.text.get(end..self.lex.end()).unwrap_or(&[]);
        rest.iter()
            .find(|&&c| c != b' ' && c != b'\t')
            .is_some_and(|c| matches!(c, b',' | b'}'))
    }

    /// Keeps an entry's value parsed after [`Parser::cached_dict_value`] did not have it,
    /// when the `,` or `}` the spelling was found before follows it.
    pub(super) fn keep_dict_value(
        &mut self,
        pending: Option<Pending<'a>>,
        attr: &ParseResult<Attribute>,
    ) {
        let Some(pending) = pending else { return };
        let followed = matches!(self.tok.kind, TokenKind::Comma | TokenKind::RBrace);
        if let (Some(depth), Ok(attr)) = (
            self.finish_pending(&pending, attr.is_ok() && followed),
            attr,
        ) {
            self.caches.dict_value_cache.insert(
                pending.hash,
                pending.spelling,
                attr.clone(),
                depth,
            );
        }
    }
}

/// The hash of a spelling in a [`SpellingCache`].
fn spelling_hash(spelling: &[u8]) -> u64 {
    let mut h = FxHasher::default();
    h.write(spelling);
    h.finish()
}

/// Whether the dictionary value `spelling` parses faster than a lookup in
/// [`Caches::dict_value_cache`] finds it (and shares nothing once parsed): one string literal
/// (its attribute holds the source's bytes), `true`, `false` or `unit`.
fn parses_faster_than_lookup(spelling: &[u8]) -> bool {
    match spelling {
        [b'"', body @ .., b'"'] => !body.contains(&b'"'),
        _ => matches!(spelling, b"true" | b"false" | b"unit"),
    }
}

/// Values by a spelling of at most [`ShortNameTable::MAX_LEN`] bytes, held as two words (the
/// bytes from the first in the low byte, zero-padded) and the length: a lookup reads the
/// spelling from the source as two words and compares them, with neither a hash of the bytes
/// nor a `memcmp` call. Direct-mapped: a spelling evicts another of the same slot, which is
/// then found the slow way and put back. Ops of custom forms ([`OpNameTable`]), generic op
/// names and dictionary keys are looked up here first.
pub(super) struct ShortNameTable<V> {
    slots: Vec<Option<ShortNameSlot<V>>>,
}

impl<V> Default for ShortNameTable<V> {
    fn default() -> Self {
        ShortNameTable { slots: Vec::new() }
    }
}

/// The ops of custom forms by their short spellings.
pub(super) type OpNameTable = ShortNameTable<&'static crate::dialect::OpDef>;

/// One kept spelling of a [`ShortNameTable`] and its value.
#[derive(Clone)]
struct ShortNameSlot<V> {
    /// The spelling's bytes, zero-padded ([`ShortNameTable::words`]).
    words: [u64; 2],
    /// Its length (telling `a` from `a\0`).
    len: usize,
    /// Where the spelling means `value`: 0 by default; for an op's name, the address of the
    /// default dialect's name for a spelling without the dialect (`call` under `func.func`).
    scope: usize,
    value: V,
}

impl<V: Clone> ShortNameTable<V> {
    /// The longest spelling kept.
    pub(super) const MAX_LEN: usize = 16;
    /// Slots (32 KiB or more): with 256, the dozens of op names of a file collided often
    /// enough that one lookup in twelve went to the map.
    const SLOTS: usize = 1024;

    /// The words of the spelling of `len` bytes at the start of `window`, the bytes past it
    /// masked off; `None` when `len` is over [`ShortNameTable::MAX_LEN`] or `window` is
    /// shorter than that.
    #[inline]
    pub(super) fn words(window: &[u8], len: usize) -> Option<[u64; 2]> {
        if len > Self::MAX_LEN {
            return None;
        }
        let window: &[u8; 16] = window.get(..Self::MAX_LEN)?.try_into().ok()?;
        let [a, b] = [&window[..8], &window[8..]].map(|w| {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(w);
            u64::from_le_bytes(bytes)
        });
        // The low `n` bytes of a word (none for 0, all for 8 or more).
        let keep = |n: usize| u64::MAX.checked_shr(64 - 8 * n.min(8) as u32).unwrap_or(0);
        Some([a & keep(len), b & keep(len.saturating_sub(8))])
    }

    fn slot(words: [u64; 2], len: usize, scope: usize) -> usize {
        let h = (words[0] ^ words[1].rotate_left(29) ^ len as u64 ^ (scope as u64).rotate_left(17))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> 54) as usize & (Self::SLOTS - 1)
    }

    /// The value of the spelling of `words` and `len` in `scope` (see
    /// [`ShortNameTable::scope_of`]), if kept.
    #[inline]
    pub(super) fn get(&self, words: [u64; 2], len: usize, scope: usize) -> Option<V> {
        match self.slots.get(Self::slot(words, len, scope)) {
            Some(Some(e)) if e.words == words && e.len == len && e.scope == scope => {
                Some(e.value.clone())
            }
            _ => None,
        }
    }

    /// Keeps `value` as that of the spelling of `words` and `len` in `scope`.
    pub(super) fn insert(&mut self, words: [u64; 2], len: usize, scope: usize, value: V) {
        if self.slots.is_empty() {
            self.slots = std::iter::repeat_with(|| None).take(Self::SLOTS).collect();
        }
        if let Some(slot) = self.slots.get_mut(Self::slot(words, len, scope)) {
            *slot = Some(ShortNameSlot {
                words,
                len,
                scope,
                value,
            });
        }
    }

    /// The scope of an op's spelling without its dialect under default dialect `default`: the
    /// address of its name (never 0, the scope of full names). Two names of the same bytes at
    /// two addresses are two scopes, each looked up the slow way once.
    pub(super) fn scope_of(default: &'static str) -> usize {
        default.as_ptr() as usize | 1
    }
}

/// A bounded hash table from source spellings to what they parse to, with the nesting depth
/// the parse added: [`Caches::type_cache`] and [`Caches::dict_value_cache`].
///
/// Built for big inputs, where a lookup that misses the CPU cache costs more than most parses:
/// a probe compares the hash and the length before any byte, and the bytes it then compares
/// are a copy in the entry itself (of up to `K` bytes, the entry then filling two cache lines)
/// or packed with the other long keys: the spelling's first occurrence, megabytes back in the
/// source, would miss the CPU cache. The probes run over a small index of hashes and entry
/// numbers (8 bytes a slot, zeroed memory that costs nothing until it is written); the entries
/// are kept one after the other, so that the memory a table touches is what it holds (a table
/// of entries in place had every slot written when it grew, and pages faulted in for each of
/// its sizes). The index grows by doubling up to [`SpellingCache::MAX_SLOTS`] and the table is
/// then emptied whenever it is half full, so its memory stays bounded however many distinct
/// spellings the input has.
pub(super) struct SpellingCache<V, const K: usize> {
    /// Open addressing with linear probing; the length is a power of two (or zero). A slot is
    /// 0 when free, else the high half of the entry's hash and its position in `entries` plus
    /// one.
    index: Vec<u64>,
    entries: Vec<Slot<V, K>>,
    /// The spellings longer than `K` bytes, one after the other.
    keys: Vec<u8>,
}

#[repr(align(64))]
struct Slot<V, const K: usize> {
    hash: u64,
    /// Where the spelling is in [`SpellingCache::keys`], when longer than `K` bytes.
    key_start: u32,
    key_len: u32,
    depth: u32,
    value: V,
    /// The spelling, when at most `K` bytes long.
    inline: [u8; K],
}

/// The type cache's entry: two cache lines.
pub(super) type TypeCache = SpellingCache<Type, 80>;
/// The dictionary value cache's entry: two cache lines.
pub(super) type DictValueCache = SpellingCache<Attribute, 64>;
const _: () = assert!(std::mem::size_of::<Slot<Type, 80>>() == 128);
const _: () = assert!(std::mem::size_of::<Slot<Attribute, 64>>() == 128);

impl<V, const K: usize> Default for SpellingCache<V, K> {
    fn default() -> Self {
        SpellingCache {
            index: Vec::new(),
            entries: Vec::new(),
            keys: Vec::new(),
        }
    }
}

impl<V: Clone, const K: usize> SpellingCache<V, K> {
    const MIN_SLOTS: usize = 256;
    /// Enough for the distinct function types of large generic files, little enough for the
    /// CPU's caches (16,384 slots: 128 KB of index, at most 1 MB of entries).
    const MAX_SLOTS: usize = 1 << 14;
    /// The spellings kept are at most [`MAX_CACHED_TYPE_LEN`] bytes long, most much less.
    const MAX_KEY_BYTES: usize = Self::MAX_SLOTS / 2 * 128;

    /// The first slot to probe for `hash`, in an index of `n` slots.
    fn home(hash: u64, n: usize) -> usize {
        // The high bits of a multiplicative hash are its best mixed.
        (hash.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize & (n - 1)
    }

    /// The index slot of the entry at `position` with hash `hash`.
    fn index_slot(hash: u64, position: usize) -> u64 {
        (hash & !u64::from(u32::MAX)) | (position as u64 + 1)
    }

    /// Where the probe for `hash` and a spelling of `len` bytes ends: `Ok` with the position of
    /// the entry of that hash and length (the only one that may hold the spelling), or `Err`
    /// with the free index slot where such an entry goes. The index is not empty.
    #[inline(always)]
    fn probe(&self, hash: u64, len: usize) -> Result<usize, usize> {
        let n = self.index.len();
        let high = hash >> 32;
        let mut i = Self::home(hash, n);
        loop {
            match self.index.get(i).copied() {
                None | Some(0) => return Err(i),
                Some(slot) if slot >> 32 == high => {
                    let position = (slot as u32 as usize).wrapping_sub(1);
                    if self
                        .entries
                        .get(position)
                        .is_some_and(|e| e.hash == hash && e.key_len as usize == len)
                    {
                        return Ok(position);
                    }
                }
                Some(_) => {}
            }
            i = (i + 1) & (n - 1);
        }
    }

    /// The value and depth kept for `spelling` (whose hash is `hash`).
    #[inline]
    pub(super) fn get(&self, hash: u64, spelling: &[u8]) -> Option<(V, u32)> {
        if self.index.is_empty() {
            return None;
        }
        let entry = self.entries.get(self.probe(hash, spelling.len()).ok()?)?;
        (self.key(entry) == Some(spelling)).then(|| (entry.value.clone(), entry.depth))
    }

    /// Keeps `value` and `depth` for `spelling` (whose hash is `hash`).
    pub(super) fn insert(&mut self, hash: u64, spelling: &[u8], value: V, depth: u32) {
        if 2 * (self.entries.len() + 1) > self.index.len() {
            self.make_room();
        }
        if self.keys.len() + spelling.len() > Self::MAX_KEY_BYTES {
            // Replaced spellings stay in `keys` until it is emptied.
            self.clear();
        }
        let Ok(key_start) = u32::try_from(self.keys.len()) else {
            return;
        };
        let mut entry = Slot {
            hash,
            key_start,
            key_len: spelling.len() as u32,
            depth,
            value,
            inline: [0; K],
        };
        let inline = match entry.inline.get_mut(..spelling.len()) {
            Some(inline) => {
                inline.copy_from_slice(spelling);
                true
            }
            None => false,
        };
        match self.probe(hash, spelling.len()) {
            // Another spelling with the same hash and length, or the same one (parsed again
            // after a lookup gave up): the newest takes its place.
            Ok(position) => {
                if let Some(other) = self.entries.get_mut(position) {
                    *other = entry;
                } else {
                    return;
                }
            }
            Err(free) => {
                let slot = Self::index_slot(hash, self.entries.len());
                if let Some(free) = self.index.get_mut(free) {
                    *free = slot;
                    self.entries.push(entry);
                } else {
                    return;
                }
            }
        }
        if !inline {
            self.keys.extend_from_slice(spelling);
        }
    }

    /// Empties the table, keeping its index's size.
    fn clear(&mut self) {
        let n = self.index.len();
        self.index = vec![0; n];
        self.entries.clear();
        self.keys.clear();
    }

    /// The spelling of `entry`.
    #[inline]
    fn key<'s>(&'s self, entry: &'s Slot<V, K>) -> Option<&'s [u8]> {
        let len = entry.key_len as usize;
        if len <= K {
            return entry.inline.get(..len);
        }
        let start = entry.key_start as usize;
        self.keys.get(start..start + len)
    }

    /// Doubles the index, or empties the table once it has [`SpellingCache::MAX_SLOTS`].
    #[cold]
    fn make_room(&mut self) {
        let n = self.index.len();
        if n >= Self::MAX_SLOTS {
            self.clear();
            return;
        }
        let n = (2 * n).max(Self::MIN_SLOTS);
        if self.entries.capacity() == 0 {
            // Reserved once, for as many entries as the table ever holds: growing the vector
            // would copy them (measured: 0.6% more instructions on `values-5`), and its pages
            // are faulted in only as entries are written.
            self.entries.reserve_exact(Self::MAX_SLOTS / 2);
        }
        self.index = vec![0; n];
        for (position, entry) in self.entries.iter().enumerate() {
            let mut i = Self::home(entry.hash, n);
            while self.index.get(i).is_some_and(|s| *s != 0) {
                i = (i + 1) & (n - 1);
            }
            if let Some(free) = self.index.get_mut(i) {
                *free = Self::index_slot(entry.hash, position);
            }
        }
    }
}

/// The longest spelling [`type_extent`] looks at.
const MAX_CACHED_TYPE_LEN: usize = 512;

/// The end of the type spelled from `start` in `text[..end]` when its bytes show where it ends
/// without parsing it: `(…) -> (…)`, `(…) -> r` or `r`, where `r` is a keyword (`i32`) or a
/// `!dialect.name`, either directly followed by a bracketed `<…>` body, or a keyword alone.
/// `None` for any other shape, and for spellings with a string, a comment or a line end in
/// them, or longer than [`MAX_CACHED_TYPE_LEN`].
///
/// The type cache only keeps spellings the parser consumed exactly (a spelling this scan gets
/// wrong is never found), and the parse of a type so ended never looks past its last token: a
/// `!dialect.name` without a body (an alias, or a type whose parser might read on) is not
/// such a type.
pub(super) fn type_extent(text: &[u8], start: usize, end: usize) -> Option<usize> {
    let t = text.get(..end.min(start.saturating_add(MAX_CACHED_TYPE_LEN)))?;
    let mut i = start;
    if t.get(i) == Some(&b'(') {
        i = skip_bracketed(t, i)?;
        while t.get(i) == Some(&b' ') {
            i += 1;
        }
        if t.get(i..i + 2) != Some(b"->") {
            return None;
        }
        i += 2;
        while t.get(i) == Some(&b' ') {
            i += 1;
        }
        if t.get(i) == Some(&b'(') {
            return skip_bracketed(t, i);
        }
    }
    let name = i;
    let dialect = t.get(i) == Some(&b'!');
    if dialect {
        i += 1;
    }
    let body = i;
    while t.get(i).is_some_and(|&c| IDENT[c as usize]) {
        i += 1;
    }
    if i == body
        || !t
            .get(name)
            .is_some_and(|c| *c == b'!' || c.is_ascii_alphabetic())
    {
        return None;
    }
    match t.get(i) {
        Some(b'<') => skip_bracketed(t, i),
        // `!a-b` lexes as one identifier; `!alias` alone may be followed by anything.
        _ if dialect => None,
        _ => Some(i),
    }
}

/// The bytes of a bare identifier, `[A-Za-z0-9_$.]`, one lookup each.
static IDENT: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.');
        c += 1;
    }
    t
};

/// The end of the value of a dictionary entry spelled from `start` in `text[..end]` when its
/// bytes show where it ends: at the last non-blank byte before the first `,` or `}` outside
/// brackets and strings, on the same line (`->` is an arrow, not a bracket). `None` when the
/// value has a comment or a line end in it, unbalanced brackets, or is longer than
/// [`MAX_CACHED_TYPE_LEN`].
///
/// The cache only keeps values the parser consumed exactly, followed by the `,` or `}` this
/// scan stops at; the parse of an attribute so followed never depends on what comes after.
pub(super) fn dict_value_extent(text: &[u8], start: usize, end: usize) -> Option<usize> {
    let t = text.get(..end.min(start.saturating_add(MAX_CACHED_TYPE_LEN)))?;
    let mut depth = 0u32;
    let mut i = start;
    let mut last = start;
    while let Some(&c) = t.get(i) {
        match c {
            b'(' | b'<' | b'[' | b'{' => depth += 1,
            b',' | b'}' if depth == 0 => return (last > start).then_some(last),
            b')' | b'>' | b']' | b'}' => depth = depth.checked_sub(1)?,
            b'-' if t.get(i + 1) == Some(&b'>') => i += 1,
            // A string's plain bytes are skipped with `memchr` (a dense payload's are hundreds
            // of hex digits, past the window: the value is then not cached).
            b'"' => loop {
                i += 1;
                let rest = t.get(i..)?;
                let stop = memchr::memchr3(b'"', b'\\', b'\n', rest)?;
                if memchr::memchr(b'\r', rest.get(..stop)?).is_some() {
                    return None;
                }
                i += stop;
                match t.get(i)? {
                    b'"' => break,
                    b'\\' => i += 1,
                    _ => return None,
                }
            },
            b' ' | b'\t' => {
                i += 1;
                continue;
            }
            b'\n' | b'\r' if depth == 0 => {
                // Blank lines may separate the value from its `,` or `}`.
                let rest = t.get(i..)?;
                let next = rest.iter().position(|c| !c.is_ascii_whitespace())?;
                return matches!(rest.get(next), Some(b',' | b'}'))
                    .then_some(last)
                    .filter(|l| *l > start);
            }
            b'/' | b'\n' | b'\r' | 0 => return None,
            _ => {}
        }
        i += 1;
        last = i;
    }
    None
}

/// What [`skip_bracketed`] makes of each byte: nothing, an opening or closing bracket, a `-`
/// (of a `->`?), or the end of its search (a string, a comment, a line end).
const PLAIN: u8 = 0;
const OPEN: u8 = 1;
const CLOSE: u8 = 2;
const DASH: u8 = 3;
const STOP: u8 = 4;
static BRACKETS: [u8; 256] = {
    let t = mark([PLAIN; 256], b"(<[{", OPEN);
    let t = mark(t, b")>]}", CLOSE);
    mark(mark(t, b"-", DASH), b"\"/\n\r\0", STOP)
};

/// `table` with the entries of `bytes` set to `class`.
const fn mark(mut table: [u8; 256], bytes: &[u8], class: u8) -> [u8; 256] {
    let mut i = 0;
    while i < bytes.len() {
        table[bytes[i] as usize] = class;
        i += 1;
    }
    table
}

/// The end of the bracketed group opening at `open`: past the bracket that brings the nesting
/// back to zero (`->` is an arrow, not a bracket).
fn skip_bracketed(t: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0u32;
    let mut i = open;
    while let Some(&c) = t.get(i) {
        match BRACKETS[c as usize] {
            PLAIN => {}
            OPEN => depth += 1,
            CLOSE => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            DASH if t.get(i + 1) == Some(&b'>') => i += 1,
            DASH => {}
            _ => return None,
        }
        i += 1;
    }
    None
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

/// An entry of [`Caches::type_cache`] kept in [`Caches::recent_types`].
#[derive(Clone, Debug)]
pub(super) struct RecentType<'a> {
    /// The source text, ending in `>`.
    spelling: &'a [u8],
    ty: Type,
    /// The nesting depth the type adds.
    depth: u32,
}

/// The symbols met in a symbol table's region while it is parsed, by the hash of their names
/// ([`crate::ir::symbols::SymbolMap`]): the verifier need not read the names again (its check
/// would come long after they left the cache) when they are unique, nor symbol lookups build
/// the table. Two equal hashes count as a repeat: the verifier then checks the names itself.
#[derive(Debug, Default)]
pub(super) struct SymbolNames {
    symbols: Vec<(u64, crate::ir::symbols::Symbol)>,
}

impl SymbolNames {
    /// Notes the symbol name of `op`, if it has one.
    pub(super) fn note(&mut self, ir: &crate::ir::Ir, op: crate::ir::OpId) {
        self.symbols
            .extend(crate::ir::symbols::symbol_entry(ir, op));
    }

    /// Adds the symbols `other` noted (those of the ops of a part parsed on another thread),
    /// their ops renumbered by `renumber`.
    pub(super) fn append(
        &mut self,
        other: SymbolNames,
        renumber: impl Fn(crate::ir::OpId) -> crate::ir::OpId,
    ) {
        self.symbols
            .extend(other.symbols.into_iter().map(|(h, mut s)| {
                s.op = renumber(s.op);
                (h, s)
            }));
    }

    /// The symbols by hash, when no hash was met twice.
    pub(super) fn into_unique(self) -> Option<crate::ir::symbols::SymbolMap> {
        let mut map = crate::ir::symbols::SymbolMap::with_capacity_and_hasher(
            self.symbols.len(),
            Default::default(),
        );
        for (h, s) in self.symbols {
            if map.insert(h, s).is_some() {
                return None;
            }
        }
        Some(map)
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

#[cfg(test)]
mod tests {
    use super::{
        OpNameTable, SpellingCache, dict_value_extent, parses_faster_than_lookup, type_extent,
    };

    fn extent(f: fn(&[u8], usize, usize) -> Option<usize>, s: &str) -> Option<&str> {
        f(s.as_bytes(), 0, s.len()).map(|e| &s[..e])
    }

    #[test]
    fn type_extents() {
        let t = |s| extent(type_extent, s);
        assert_eq!(t("(i32, f32) -> i64\n"), Some("(i32, f32) -> i64"));
        assert_eq!(
            t("(i32) -> (i64, f32) loc(#l)"),
            Some("(i32) -> (i64, f32)")
        );
        assert_eq!(
            t("() -> tensor<4x?xf32>, i32"),
            Some("() -> tensor<4x?xf32>")
        );
        assert_eq!(t("((i32) -> i32) -> i32>"), Some("((i32) -> i32) -> i32"));
        assert_eq!(t("vector<8xi16>)"), Some("vector<8xi16>"));
        assert_eq!(t("!foo.bar<1, \"x\">"), None);
        assert_eq!(t("!foo.bar<(i32) -> i32>>"), Some("!foo.bar<(i32) -> i32>"));
        // What the parser reads on from, or what the scan cannot see the end of.
        assert_eq!(t("() -> !foo.bar\n"), None);
        assert_eq!(t("!alias"), None);
        assert_eq!(t("(i32) -> 4"), None);
        assert_eq!(t("(i32, // comment\n i32) -> i32"), None);
        assert_eq!(t("tensor<4xf32"), None);
        assert_eq!(t("(i32) i32"), None);
    }

    #[test]
    fn dict_value_extents() {
        let v = |s| extent(dict_value_extent, s);
        assert_eq!(v("164 : i32}"), Some("164 : i32"));
        assert_eq!(
            v("{a = 22 : i64, b = true}, ty = i32}"),
            Some("{a = 22 : i64, b = true}")
        );
        assert_eq!(v("array<i64: 3, 7, 5> }"), Some("array<i64: 3, 7, 5>"));
        assert_eq!(v("\"a,}\\\"\", b}"), Some("\"a,}\\\"\""));
        assert_eq!(v("(i32) -> i32,"), Some("(i32) -> i32"));
        assert_eq!(v("1\n\n  }"), Some("1"));
        assert_eq!(v("1 // c\n}"), None);
        assert_eq!(v("1\n x}"), None);
        assert_eq!(v(", b}"), None);
        assert_eq!(v("[1, 2"), None);
        assert_eq!(v("1 > 2, b}"), None);
        // Strings: escapes, line ends, and a body past the window.
        assert_eq!(v("\"x\\\\\", b}"), Some("\"x\\\\\""));
        assert_eq!(v("\"x\\\"\"}"), Some("\"x\\\"\""));
        assert_eq!(v("\"a\nb\"}"), None);
        assert_eq!(v("\"a\rb\"}"), None);
        assert_eq!(v("\"unterminated}"), None);
        let long = format!("dense<\"0x{}\"> : tensor<300xi8>}}", "AB".repeat(300));
        assert_eq!(extent(dict_value_extent, &long), None);
        let short = format!("dense<\"0x{}\"> : tensor<100xi8>}}", "AB".repeat(100));
        assert_eq!(
            extent(dict_value_extent, &short),
            Some(short.trim_end_matches('}'))
        );
    }

    #[test]
    fn op_name_words_cover_exactly_the_spelling() {
        // A spelling followed by more source: the words hold its bytes only.
        let src = b"arith.addi %a, %b : i32 and more text";
        let w = |len: usize| OpNameTable::words(src, len).expect("a 16-byte window");
        assert_eq!(
            w(10),
            OpNameTable::words(b"arith.addi\0\0\0\0\0\0", 10).expect("16 bytes")
        );
        assert_eq!(w(0), [0, 0]);
        assert_eq!(w(8)[1], 0);
        assert_eq!(w(8)[0], u64::from_le_bytes(*b"arith.ad"));
        assert_eq!(w(16)[1], u64::from_le_bytes(*b"di %a, %"));
        assert_eq!(OpNameTable::words(b"short", 5), None);
        assert_eq!(OpNameTable::words(src, 17), None);
        // Every length of every prefix is its own key, and a hit is only ever its own op.
        let defs: [&'static crate::dialect::OpDef; 3] = [
            &crate::builtin::MODULE_OP,
            &crate::builtin::UNREALIZED_CONVERSION_CAST_OP,
            &crate::builtin::MODULE_OP,
        ];
        let mut t = OpNameTable::default();
        assert_eq!(t.get(w(10), 10, 0).map(|d| d.name), None);
        for (len, def) in [(10, defs[0]), (11, defs[1]), (16, defs[2])] {
            t.insert(w(len), len, 0, def);
        }
        for (len, def) in [(10, defs[0]), (11, defs[1]), (16, defs[2])] {
            let found = t.get(w(len), len, 0).map(|d| d.name);
            assert!(found.is_none() || found == Some(def.name));
        }
        assert_eq!(t.get(w(9), 9, 0).map(|d| d.name), None);
        assert_eq!(t.get(w(10), 9, 0).map(|d| d.name), None);
        // A spelling without its dialect is kept per default dialect: found only under the
        // default dialect it was found in, never as a full name.
        let (func, gpu) = (OpNameTable::scope_of("func"), OpNameTable::scope_of("gpu"));
        assert_ne!(func, 0);
        t.insert(w(5), 5, func, defs[1]);
        assert_eq!(t.get(w(5), 5, func).map(|d| d.name), Some(defs[1].name));
        assert_eq!(t.get(w(5), 5, 0).map(|d| d.name), None);
        if func != gpu {
            assert_eq!(t.get(w(5), 5, gpu).map(|d| d.name), None);
        }
    }

    #[test]
    fn spelling_cache_compares_bytes_and_stays_bounded() {
        let mut c: SpellingCache<u32, 8> = SpellingCache::default();
        assert_eq!(c.get(1, b"i32"), None);
        c.insert(1, b"i32", 10, 0);
        let long = b"(i32, i64) -> (f32, f64)";
        c.insert(2, long, 20, 1);
        assert_eq!(c.get(1, b"i32"), Some((10, 0)));
        assert_eq!(c.get(2, long), Some((20, 1)));
        // Same hash and length, other bytes: not found, then replaced.
        assert_eq!(c.get(1, b"i64"), None);
        c.insert(1, b"i64", 11, 0);
        assert_eq!(c.get(1, b"i64"), Some((11, 0)));
        assert_eq!(c.get(1, b"i32"), None);
        // Hashes that differ in their high half only.
        let (a, b) = (5 | (7 << 32), 5 | (9 << 32));
        c.insert(a, b"f16", 30, 0);
        c.insert(b, b"f16", 31, 0);
        assert_eq!(c.get(a, b"f16"), Some((30, 0)));
        assert_eq!(c.get(b, b"f16"), Some((31, 0)));
        assert_eq!(c.entries.len(), 4);
        // However many spellings go in, the table keeps at most half its largest size.
        let max = SpellingCache::<u32, 8>::MAX_SLOTS;
        for i in 0..4 * max as u64 {
            let key = i.to_le_bytes();
            c.insert(i.wrapping_mul(0x2545_f491_4f6c_dd1d), &key, i as u32, 0);
            assert!(c.entries.len() <= max / 2 && c.index.len() <= max);
        }
        let last = 4 * max as u64 - 1;
        assert_eq!(
            c.get(
                last.wrapping_mul(0x2545_f491_4f6c_dd1d),
                &last.to_le_bytes()
            ),
            Some((last as u32, 0))
        );
    }

    #[test]
    fn values_parsed_without_the_cache() {
        assert!(parses_faster_than_lookup(b"\"x.cast\""));
        assert!(parses_faster_than_lookup(b"true"));
        assert!(!parses_faster_than_lookup(b"\"a\" : i32"));
        assert!(!parses_faster_than_lookup(b"164 : i32"));
        assert!(!parses_faster_than_lookup(b"[\"a\", \"b\"]"));
    }
}
