//! Parsing one large block on several threads. The ops of a block written one per line at the
//! same indentation (a module of functions, as printed) are split where such a line starts; the
//! parts after the first are parsed by helper threads, each into an IR of its own, while this
//! thread parses the first part; each helper's IR is then joined to this one (its ops where the
//! helper wrote them, see `Ir::join_offsets`): the helper renumbers its ops while this thread
//! moves the rest.
//!
//! A part is taken only when parsing it alone is certain to give what parsing it in sequence
//! gives: this thread reached the part's start at an op boundary, with no SSA name visible and
//! no forward reference pending; the helper ended exactly at the next part's start (or at the
//! block's end), defined no name at the block's level and read nothing that is shared between
//! ops (`distinct` attributes, a dialect's state of the parse). Its `loc(#alias)`es of aliases not defined yet (all of them
//! in `--mlir-print-debuginfo` output, whose definitions follow the module) are resolved with
//! this thread's once the file is parsed. Otherwise this thread parses the part itself, so
//! that every error, and the first one, is what one thread reports.

use std::sync::atomic::{AtomicBool, Ordering};

use super::{ParseOptions, Parser};
use crate::diag::ParseResult;
use crate::ir::{BlockId, Ir};
use crate::syntax::lexer::TokenKind;

/// Blocks whose text from their first op to the end of the input is shorter than this are
/// parsed on one thread (unless [`ParseOptions::parallel_min_bytes`] says otherwise): below it,
/// starting threads and moving the parts costs more than it saves.
pub const DEFAULT_PARALLEL_MIN_BYTES: usize = 512 << 10;

/// A helper's part: its IR (block 0 holds the part's ops) without the ops, which the helper
/// keeps until it knows where they go, and where it stopped.
struct Part<'a> {
    ir: Ir,
    /// Where the token after the part's last op starts.
    stop: usize,
    /// End of the part's last token.
    prev_end: u32,
    /// The symbol names of the part's ops, when the block is a symbol table's (noted by the
    /// helper as it parsed them, while they were in its cache).
    symbol_names: Option<super::caches::SymbolNames>,
    /// Its `loc(#alias)`es of aliases not defined before the block (as `--mlir-print-debuginfo`
    /// prints every location: defined after the module), resolved once the file is parsed.
    deferred_locs: Vec<(super::ssa::LocTarget, &'a [u8], u32)>,
}

/// What a helper's parser starts from: the state of this one that parsing an op reads.
struct Seed<'a> {
    attr_aliases: super::FxHashMap<&'a [u8], (crate::ir::Attribute, u32)>,
    type_aliases: super::FxHashMap<&'a [u8], (crate::ir::Type, u32)>,
    default_dialects: Vec<&'static str>,
    depth: u32,
    chunk_start: u32,
    end: usize,
    /// Whether the block is a symbol table's, whose symbol names are noted.
    symbol_names: bool,
}

impl<'a> Parser<'a> {
    /// Whether the parse may use helper threads: threading is not disabled and the machine
    /// has more than one.
    pub(super) fn threads_allowed(&self) -> bool {
        !self.opts.disable_threading && crate::threads::machine_threads() >= 2
    }

    /// Where the parts of the block whose first op is the current token start (the first is
    /// the current token), when it is worth parsing on several threads. Only the first block
    /// long enough is considered: looking for the parts reads the text ahead.
    pub(super) fn parallel_parts(&mut self) -> Option<Vec<usize>> {
        if self.parallel_tried || !self.threads_allowed() {
            return None;
        }
        let threads = crate::threads::machine_threads();
        let min = self
            .opts
            .parallel_min_bytes
            .unwrap_or(DEFAULT_PARALLEL_MIN_BYTES);
        let start = self.tok.start as usize;
        let end = self.lex.end();
        if end.saturating_sub(start) < min.max(1) {
            return None;
        }
        self.parallel_tried = true;
        // Names visible here stay visible to the whole block: no part could be taken.
        if !self.names_are_fresh() {
            return None;
        }
        let indent = indentation(self.text, start)?;
        let mut parts = vec![start];
        // The parts are even shares of the block, which ends before the alias definitions
        // that may follow it (`--mlir-print-debuginfo` prints most of its `#loc`s there) and
        // the file metadata (resource blobs).
        let end = match self.definitions_at {
            // Found from the top level, at or before `start`: the same end.
            Some(at) => at.clamp(start, end),
            None => definitions_start(self.text, start, metadata_start(self.text, start, end)),
        };
        let step = (end - start) / threads;
        for k in 1..threads {
            let from = (start + k * step).max(parts.last().copied().unwrap_or(start) + 1);
            if let Some(at) = next_line_at(self.text, from, end, indent)
                && parts.last().is_some_and(|p| *p < at)
            {
                parts.push(at);
            }
        }
        (parts.len() > 1).then_some(parts)
    }

    /// Parses the ops of `block` from the current token to the block's end, the parts after
    /// the first (`parts`, from [`Parser::parallel_parts`]) on helper threads.
    pub(super) fn parse_block_body_parallel(
        &mut self,
        block: BlockId,
        parts: &[usize],
    ) -> ParseResult {
        let seed = Seed {
            attr_aliases: self.attr_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
            default_dialects: self.default_dialects.clone(),
            depth: self.depth,
            chunk_start: self.chunk_start,
            end: self.lex.end(),
            symbol_names: self.caches.symbol_names.is_some(),
        };
        let (src, registry, opts) = (self.src, self.registry, self.opts);
        let abandoned = AtomicBool::new(false);
        let ends: Vec<Option<usize>> = parts
            .iter()
            .skip(2)
            .map(|p| Some(*p))
            .chain([None])
            .collect();
        std::thread::scope(|s| {
            let helpers: Vec<_> = parts
                .iter()
                .skip(1)
                .zip(&ends)
                .map(|(start, end)| {
                    let (seed, abandoned) = (&seed, &abandoned);
                    let (start, end) = (*start, *end);
                    let (done, part) = std::sync::mpsc::sync_channel(1);
                    let (send_offsets, offsets) = std::sync::mpsc::sync_channel(1);
                    let (send_ops, ops) = std::sync::mpsc::sync_channel(1);
                    let handle = std::thread::Builder::new()
                        .stack_size(crate::threads::WORKER_STACK)
                        .spawn_scoped(s, move || {
                            // The part is handed over before the helper's parser (its caches:
                            // megabytes of types and attributes) is dropped, which then
                            // overlaps with this thread's work instead of delaying it.
                            let mut parser = None;
                            let part = parse_part(
                                src,
                                registry,
                                opts,
                                seed,
                                abandoned,
                                (start, end),
                                &mut parser,
                            );
                            let Some(mut part) = part else {
                                let _ = done.send(None);
                                return;
                            };
                            let mut taken = part.ir.take_ops();
                            let _ = done.send(Some(part));
                            // Where the ops go, once the part is taken (`None`: it is not).
                            // While this thread waits for it, the parser is dropped.
                            let mut at = offsets.try_recv().ok();
                            if at.is_none() {
                                drop(parser.take());
                                at = offsets.recv().ok();
                            }
                            if let Some(Some(at)) = at {
                                crate::ir::op::renumber_ops(&mut taken, at);
                                let _ = send_ops.send(taken);
                            }
                            drop(parser);
                        })
                        .ok()?;
                    Some((
                        handle,
                        Channels {
                            part,
                            send_offsets,
                            ops,
                        },
                    ))
                })
                .collect();
            let mut next = 1;
            let mut result = Ok(());
            while !matches!(
                self.tok.kind,
                TokenKind::CaretIdentifier | TokenKind::RBrace
            ) {
                let at = self.tok.start as usize;
                // Parts this thread went past (their start was inside an op) are not used.
                while parts.get(next).is_some_and(|p| *p < at) {
                    next += 1;
                }
                if parts.get(next) == Some(&at) {
                    // A helper that panicked sent nothing: its part is parsed here, and its
                    // panic resumed when it is joined below.
                    let channels = helpers
                        .get(next - 1)
                        .and_then(Option::as_ref)
                        .map(|(_, channels)| channels);
                    next += 1;
                    if let Some(channels) = channels
                        && let Ok(Some(part)) = channels.part.recv()
                    {
                        if self.names_are_fresh() && self.take_part(block, part, channels) {
                            continue;
                        }
                        let _ = channels.send_offsets.send(None);
                    }
                }
                result = self.parse_operation(block);
                if result.is_err() {
                    break;
                }
            }
            // Helpers whose part was not used stop at their next op. Each is joined (the
            // scope's own wait does not see a thread through its thread-local destructors,
            // which a leak checker run right after would report).
            abandoned.store(true, Ordering::Relaxed);
            for (h, channels) in helpers.into_iter().flatten() {
                // A helper still waiting to hear where its ops go hears that they go nowhere.
                drop(channels);
                if let Err(panic) = h.join() {
                    std::panic::resume_unwind(panic);
                }
            }
            result
        })
    }

    /// Whether no SSA name is visible and no forward reference is pending: what a helper,
    /// which starts without any, assumed.
    fn names_are_fresh(&self) -> bool {
        self.ssa.placeholders.is_empty()
            && self
                .ssa
                .isolated
                .last()
                .is_none_or(|s| s.definitions_per_scope.iter().all(Vec::is_empty))
    }

    /// Moves a helper's part to the end of `block` and resumes after it: the helper renumbers
    /// its ops while this thread moves the rest. False (nothing changed) when the helper
    /// cannot be told where its ops go (it ended: its panic is resumed when it is joined). A
    /// helper that ends after hearing it, before sending its ops back, is a bug (renumbering
    /// cannot fail) that panics here: this IR then refers to ops it does not hold.
    fn take_part(&mut self, block: BlockId, part: Part<'a>, channels: &Channels<'a>) -> bool {
        let at = self.ir.join_offsets(block);
        if channels.send_offsets.send(Some(at)).is_err() {
            return false;
        }
        self.ir.append_all_but_ops(part.ir, at);
        match channels.ops.recv() {
            Ok(ops) => self.ir.append_ops(ops),
            Err(_) => panic!("a parse helper ended without its renumbered ops"),
        }
        if let Some(symbols) = &mut self.caches.symbol_names {
            symbols.append(part.symbol_names.unwrap_or_default(), |op| at.op(op));
        }
        let deferred = part.deferred_locs.into_iter().map(|(target, name, loc)| {
            let target = match target {
                super::ssa::LocTarget::Op(op) => super::ssa::LocTarget::Op(at.op(op)),
                super::ssa::LocTarget::Arg(v) => super::ssa::LocTarget::Arg(at.value(v)),
                super::ssa::LocTarget::Pending => super::ssa::LocTarget::Pending,
            };
            (target, name, loc)
        });
        self.ssa.deferred_loc_aliases.extend(deferred);
        // This thread's own part is parsed; the helper released the one taken.
        self.release_input_to(self.tok.start as usize);
        self.released = self.released.max(part.stop);
        self.reset_to(part.stop);
        self.prev_end = part.prev_end;
        self.parts_taken += 1;
        true
    }
}

/// Alias definitions parsed by a helper ([`parse_definitions`]): the maps a parser keeps them
/// in, and where the parse ended.
pub(super) struct Definitions<'a> {
    attr_aliases: super::FxHashMap<&'a [u8], (crate::ir::Attribute, u32)>,
    /// The location aliases named as MLIR's printer names them, `#loc`, `#loc1`, `#loc2`, …,
    /// by number ([`NumberedLocations`]).
    numbered: NumberedLocations,
    type_aliases: super::FxHashMap<&'a [u8], (crate::ir::Type, u32)>,
    /// End of the last token.
    prev_end: u32,
    /// Where the end of the input is.
    stop: usize,
}

/// Location aliases named `loc`, `loc1`, `loc2`, … (MLIR's printer numbers a base name's
/// aliases so, without leading zeros), by number: where [`Parser::finalize`] finds the
/// deferred location aliases of a `--mlir-print-debuginfo` file one after the other, rather
/// than hashing each name and reading a random slot of a large table. Other names are only in
/// the map.
#[derive(Debug, Default)]
pub(super) struct NumberedLocations(Vec<Option<std::sync::Arc<crate::ir::LocationAttr>>>);

impl NumberedLocations {
    /// The number of an alias named `loc` (0) or `loc` and digits without a leading zero.
    pub(super) fn number(name: &[u8]) -> Option<usize> {
        let digits = name.strip_prefix(b"loc")?;
        if digits.is_empty() {
            return Some(0);
        }
        if digits.first() == Some(&b'0')
            || digits.len() > 9
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return None;
        }
        Some(digits.iter().fold(0, |n, d| n * 10 + usize::from(d - b'0')))
    }

    /// Notes `loc` as the alias numbered `n`, unless `n` is far past the `defined` aliases so
    /// far (the table stays within a few times their number).
    fn note(&mut self, n: usize, loc: &std::sync::Arc<crate::ir::LocationAttr>, defined: usize) {
        if n >= 2 * defined + 4096 {
            return;
        }
        if n >= self.0.len() {
            self.0.resize(n + 1, None);
        }
        if let Some(slot) = self.0.get_mut(n) {
            *slot = Some(loc.clone());
        }
    }

    /// The location noted as number `n`.
    pub(super) fn get(&self, n: usize) -> Option<&std::sync::Arc<crate::ir::LocationAttr>> {
        self.0.get(n)?.as_ref()
    }
}

/// The thread of [`parse_definitions`].
pub(super) type DefinitionsHelper<'scope, 'a> =
    std::thread::ScopedJoinHandle<'scope, Option<Definitions<'a>>>;

/// Parses the alias definitions in `range` (to the end of the input) in a parser of its own;
/// `None` unless it holds only definitions that parse without error and use no alias defined
/// before `range` nor a `distinct` attribute nor a dialect's state of the parse (the calling thread then parses them itself), or
/// once `abandoned` is set.
pub(super) fn parse_definitions<'a>(
    src: &'a bytes::Bytes,
    range: std::ops::Range<usize>,
    registry: &'a crate::dialect::Registry,
    opts: &'a ParseOptions,
    abandoned: &AtomicBool,
) -> Option<Definitions<'a>> {
    // Sized for definitions of about 40 bytes (`#loc12345 = loc("f.mlir":123:45)`): a table
    // grown on the way hashes its names again at each doubling.
    let expected = range.len() / 40;
    let mut p = Parser::new(src, range, registry, opts);
    p.parallel_tried = true;
    p.attr_aliases.reserve(expected);
    let mut numbered = NumberedLocations::default();
    loop {
        if abandoned.load(Ordering::Relaxed) {
            return None;
        }
        match p.tok.kind {
            TokenKind::Eof => break,
            TokenKind::HashIdentifier => {
                let name = p.tok_text().get(1..).unwrap_or_default();
                p.parse_attribute_alias_def().ok()?;
                if let Some(n) = NumberedLocations::number(name)
                    && let Some((crate::ir::Attribute::Location(l), _)) = p.attr_aliases.get(name)
                {
                    numbered.note(n, l, p.attr_aliases.len());
                }
            }
            TokenKind::ExclamationIdentifier => p.parse_type_alias_def().ok()?,
            _ => return None,
        }
    }
    let clean = p.distinct_attrs.is_empty()
        && p.dialect_state.is_empty()
        && p.diags.is_empty()
        && p.reported.is_empty();
    clean.then(|| Definitions {
        attr_aliases: std::mem::take(&mut p.attr_aliases),
        numbered,
        type_aliases: std::mem::take(&mut p.type_aliases),
        prev_end: p.prev_end,
        stop: p.tok.start as usize,
    })
}

impl<'a> Parser<'a> {
    /// Where the alias definitions that end the input start, when there are enough of them
    /// to parse apart (`--mlir-print-debuginfo` prints most of its `#loc`s after the module)
    /// and something comes before them: on another thread, or on this one (one thread) into
    /// tables sized for them.
    pub(super) fn trailing_definitions(&mut self) -> Option<usize> {
        let min = self
            .opts
            .parallel_min_bytes
            .unwrap_or(DEFAULT_PARALLEL_MIN_BYTES);
        let (start, end) = (self.tok.start as usize, self.lex.end());
        if end.saturating_sub(start) < min.max(1) {
            // Too short to hold definitions long enough (and for the parts of a block after
            // it, which would have looked for them): nothing to look for.
            return None;
        }
        let body_end = metadata_start(self.text, start, end);
        let at = definitions_start(self.text, start, body_end);
        self.definitions_at = Some(at);
        // The helper parses definitions to the end of the input: none when metadata follows.
        (at > start && body_end == end && end - at >= min.max(1)).then_some(at)
    }

    /// Takes the definitions a helper parsed from the current token to the end of the input:
    /// false (nothing changed) when one of them has the name of one this parser defined.
    /// Nothing is parsed after them, so only the location aliases used before their definition
    /// look their attribute aliases up ([`Parser::finalize`]): those are kept apart, where a
    /// merge would hash each of them again and grow the larger map.
    pub(super) fn take_definitions(&mut self, parsed: Definitions<'a>) -> bool {
        let Definitions {
            attr_aliases,
            numbered,
            mut type_aliases,
            prev_end,
            stop,
        } = parsed;
        if clash(&self.attr_aliases, &attr_aliases) || clash(&self.type_aliases, &type_aliases) {
            return false;
        }
        self.late_attr_aliases = attr_aliases;
        self.late_numbered_locations = numbered;
        merge(&mut self.type_aliases, &mut type_aliases);
        self.reset_to(stop);
        self.prev_end = prev_end;
        self.parts_taken += 1;
        true
    }
}

/// Whether two maps share a key (the smaller one's keys looked up in the larger).
fn clash<K: std::hash::Hash + Eq, V>(
    a: &super::FxHashMap<K, V>,
    b: &super::FxHashMap<K, V>,
) -> bool {
    let (small, large) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    small.keys().any(|k| large.contains_key(k))
}

/// Moves the entries of `from` into `into` (no key is in both), the smaller map into the
/// larger one.
fn merge<K: std::hash::Hash + Eq, V>(
    into: &mut super::FxHashMap<K, V>,
    from: &mut super::FxHashMap<K, V>,
) {
    if into.len() < from.len() {
        std::mem::swap(into, from);
    }
    into.extend(from.drain());
}

/// This thread's ends of the channels of one helper.
struct Channels<'a> {
    /// The part, once parsed (`None`: not usable as it is).
    part: std::sync::mpsc::Receiver<Option<Part<'a>>>,
    /// Where the part's ops go (`None`: the part is not taken).
    send_offsets: std::sync::mpsc::SyncSender<Option<crate::ir::op::JoinOffsets>>,
    /// The part's ops and values, renumbered.
    ops: std::sync::mpsc::Receiver<crate::ir::op::TakenOps>,
}

/// Parses the ops from `start` to `end` (an op boundary; `None`: the end of the block) in a
/// parser of its own, left in `parser` for the caller to drop; `None` when the part cannot be
/// taken as it is (see the module's doc).
fn parse_part<'a>(
    src: &'a bytes::Bytes,
    registry: &'a crate::dialect::Registry,
    opts: &'a ParseOptions,
    seed: &Seed<'a>,
    abandoned: &AtomicBool,
    (start, end): (usize, Option<usize>),
    parser: &mut Option<Parser<'a>>,
) -> Option<Part<'a>> {
    let p = parser.insert(Parser::new(src, start..seed.end, registry, opts));
    p.parallel_tried = true;
    p.attr_aliases = seed.attr_aliases.clone();
    p.type_aliases = seed.type_aliases.clone();
    p.default_dialects = seed.default_dialects.clone();
    p.depth = seed.depth;
    p.max_depth = seed.depth;
    p.chunk_start = seed.chunk_start;
    p.caches.symbol_names = seed.symbol_names.then(super::caches::SymbolNames::default);
    let block = p.ir.create_detached_block(crate::ir::Location::Unknown);
    p.push_ssa_scope(true);
    loop {
        let at = p.tok.start as usize;
        match end {
            Some(end) if at == end => break,
            Some(end) if at > end => return None,
            _ => {}
        }
        match p.tok.kind {
            TokenKind::RBrace | TokenKind::CaretIdentifier if end.is_none() => break,
            // A name at the block's level, which a later part could use.
            TokenKind::PercentIdentifier => return None,
            _ => {}
        }
        if abandoned.load(Ordering::Relaxed) {
            return None;
        }
        p.parse_operation(block).ok()?;
    }
    let clean = p.ssa.placeholders.is_empty()
        && p.distinct_attrs.is_empty()
        && p.dialect_state.is_empty()
        && p.diags.is_empty()
        && p.reported.is_empty();
    if !clean || p.pop_ssa_scope().is_err() {
        return None;
    }
    p.release_input_to(p.tok.start as usize);
    Some(Part {
        stop: p.tok.start as usize,
        prev_end: p.prev_end,
        symbol_names: p.caches.symbol_names.take(),
        deferred_locs: std::mem::take(&mut p.ssa.deferred_loc_aliases),
        ir: std::mem::take(&mut p.ir),
    })
}

/// Where the run of alias definition lines (`#name = …`, `!name = …`, and blank lines) that
/// ends the text before `end` starts (`end` when there is none), not before `start`.
fn definitions_start(text: &[u8], start: usize, end: usize) -> usize {
    let mut at = end;
    while at > start {
        let Some(text) = text.get(start..at) else {
            break;
        };
        let body = text.strip_suffix(b"\n").unwrap_or(text);
        let line = memchr::memrchr(b'\n', body).map_or(start, |i| start + i + 1);
        let first = text.get(line - start).copied();
        if !matches!(first, Some(b'#' | b'!' | b'\n')) {
            break;
        }
        at = line;
    }
    at
}

/// Where the file metadata that ends the text before `end` starts (`{-#` at the start of a
/// line, after which the text ends with `#-}` and blanks), not before `start`; `end` when it
/// does not end so. An estimate of where the ops end, for sharing them out: a `{-#` inside a
/// string of the metadata only moves the estimate.
fn metadata_start(text: &[u8], start: usize, end: usize) -> usize {
    let Some(body) = text.get(start..end) else {
        return end;
    };
    if !body.trim_ascii_end().ends_with(b"#-}") {
        return end;
    }
    // Back over the metadata (mostly hex digits) one `{` at a time: a byte search in vectors,
    // where a substring search backwards went byte by byte.
    let mut before = body.len();
    while let Some(i) = memchr::memrchr(b'{', body.get(..before).unwrap_or_default()) {
        if i > 0 && body.get(i - 1..i + 3) == Some(b"\n{-#") {
            return start + i;
        }
        before = i;
    }
    end
}

/// The column of the byte at `at` when only blanks precede it on its line.
fn indentation(text: &[u8], at: usize) -> Option<usize> {
    let line = text.get(..at)?;
    let start = memchr::memrchr(b'\n', line).map_or(0, |i| i + 1);
    let lead = line.get(start..)?;
    lead.iter().all(|c| *c == b' ').then_some(lead.len())
}

/// The first line starting at or after `from` (before `end`) with exactly `indent` spaces and
/// then what may start an op: its first byte after the spaces.
fn next_line_at(text: &[u8], from: usize, end: usize, indent: usize) -> Option<usize> {
    let mut pos = from;
    loop {
        let nl = memchr::memchr(b'\n', text.get(pos..end)?)?;
        let line = pos + nl + 1;
        let first = line + indent;
        let lead = text.get(line..first)?;
        if lead.iter().all(|c| *c == b' ')
            && text
                .get(first)
                .is_some_and(|c| *c == b'"' || c.is_ascii_alphabetic())
        {
            return Some(first);
        }
        pos = line;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module of `n` generic functions, each a block of ops using its arguments.
    fn module(n: usize) -> String {
        let mut s = String::from("\"builtin.module\"() ({\n");
        for i in 0..n {
            s.push_str(&format!(
                "  \"x.func\"() ({{\n  ^bb0(%a: i32):\n    %0 = \"x.add\"(%a, %a) : (i32, i32) -> i32\n    \"x.ret\"(%0) {{n = {i} : i64}} : (i32) -> ()\n  }}) : () -> ()\n"
            ));
        }
        s.push_str("}) : () -> ()\n");
        s
    }

    /// `text` parsed (with unregistered ops allowed) on one thread and split at the first op
    /// boundary: the two results as text, and how many parts the split parse took.
    fn parse_both_ways(text: &str) -> (String, String, u32) {
        let src = bytes::Bytes::from(text.to_owned());
        let registry = crate::dialect::Registry::new();
        let parse = |opts: ParseOptions| {
            let mut p = Parser::new(&src, 0..src.len(), &registry, &opts);
            let top = p.parse_top_level().map_err(|_| format!("{:?}", p.diags));
            (format!("{top:?} {:?}", p.ir), p.parts_taken)
        };
        let (one, none) = parse(ParseOptions {
            allow_unregistered: true,
            disable_threading: true,
            ..Default::default()
        });
        assert_eq!(none, 0, "one thread took parts");
        let (many, taken) = parse(ParseOptions {
            allow_unregistered: true,
            parallel_min_bytes: Some(1),
            ..Default::default()
        });
        (one, many, taken)
    }

    #[test]
    fn the_parts_share_the_block_without_the_definitions_after_it() {
        let text = b"#a = 1\nmodule {\n  x\n  y\n} loc(#l)\n#loc = loc(unknown)\n\n!t = i32\n";
        let start = 18; // `x`
        assert_eq!(text.get(start), Some(&b'x'));
        let module_end = text.windows(9).position(|w| w == b"} loc(#l)").unwrap_or(0);
        assert_eq!(definitions_start(text, start, text.len()), module_end + 10);
        // Nothing after the block: its end.
        assert_eq!(definitions_start(text, start, module_end), module_end);
        // Only definitions after `start`: `start`.
        let defs = module_end + 10;
        assert_eq!(definitions_start(text, defs, text.len()), defs);
    }

    #[test]
    fn the_parts_share_the_block_without_the_metadata_after_it() {
        let text = b"module {\n  x\n}\n\n{-#\n  dialect_resources: {\n    builtin: {\n      \
                     b: \"0x04000000{-#\"\n    }\n  }\n#-}\n";
        let start = 11; // `x`
        assert_eq!(text.get(start), Some(&b'x'));
        let metadata = text.windows(4).position(|w| w == b"\n{-#").unwrap_or(0) + 1;
        assert_eq!(metadata_start(text, start, text.len()), metadata);
        // The alias definitions before it are left out too (with the blank line before them).
        let mut with_defs = text[..metadata].to_vec();
        with_defs.extend_from_slice(b"#loc = loc(unknown)\n");
        with_defs.extend_from_slice(&text[metadata..]);
        let end = metadata_start(&with_defs, start, with_defs.len());
        assert_eq!(end, metadata + 20);
        assert_eq!(definitions_start(&with_defs, start, end), metadata - 1);
        // Not ending with `#-}`: no metadata.
        assert_eq!(metadata_start(text, start, metadata + 3), metadata + 3);
        assert_eq!(metadata_start(b"x\n", 0, 2), 2);
    }

    #[test]
    fn a_large_block_is_parsed_in_parts_as_on_one_thread() {
        let (one, many, taken) = parse_both_ways(&module(400));
        assert_eq!(one, many);
        if crate::threads::machine_threads() < 2 {
            eprintln!("SKIPPED: one thread available, no part parsed apart");
        } else {
            assert_eq!(taken as usize, crate::threads::machine_threads() - 1);
        }
    }

    #[test]
    fn what_a_part_holds_is_known_after_the_join() {
        // Only the last function (a helper's part) holds a value the printer aliases and a
        // dialect-prefixed attribute: the joined IR knows of both, as one thread's does (the
        // comparison reads `Ir::may_hold_aliases` and `Ir::may_have_dialect_attributes`).
        let text = module(400).replacen(
            "{n = 399 : i64}",
            "{n = 399 : i64, x.m = affine_map<(d0) -> (d0 + 1)>}",
            1,
        );
        let (one, many, _) = parse_both_ways(&text);
        assert!(one.contains("alias_holders: true, dotted_attributes: true"));
        assert_eq!(one, many);
    }

    #[test]
    fn parts_are_not_taken_after_a_name_at_the_block_level() {
        // `%v` is defined by the module's first op: a helper, which cannot see it, is not used.
        let text = module(300).replacen(
            "  \"x.func\"",
            "  %v = \"x.def\"() : () -> i32\n  \"x.func\"",
            1,
        );
        let (one, many, taken) = parse_both_ways(&text);
        assert_eq!(one, many);
        assert_eq!(taken, 0);
    }

    /// `module(n)` as `--mlir-print-debuginfo` prints it: every op located by an alias
    /// defined after the module.
    fn module_with_locations(n: usize) -> String {
        let mut text = String::new();
        let mut defs = String::new();
        let mut id = 0;
        for line in module(n).lines() {
            if line.ends_with("-> ()") || line.ends_with("-> i32") {
                text.push_str(&format!("{line} loc(#loc{id})\n"));
                defs.push_str(&format!("#loc{id} = loc(\"f.mlir\":{}:3)\n", id + 1));
                id += 1;
            } else {
                text.push_str(line);
                text.push('\n');
            }
        }
        text + &defs
    }

    #[test]
    fn parts_with_locations_defined_after_the_module_are_taken() {
        let (one, many, taken) = parse_both_ways(&module_with_locations(400));
        assert!(one.contains("f.mlir"), "{one}");
        assert_eq!(one, many);
        if crate::threads::machine_threads() >= 2 {
            // The module's parts, and the definitions after it.
            assert_eq!(taken as usize, crate::threads::machine_threads());
        }
    }

    #[test]
    fn definitions_parsed_apart_give_what_one_thread_gives() {
        let text = module_with_locations(400);
        let threads = crate::threads::machine_threads();
        // The definitions after the module parsed on another thread.
        let (one, many, taken) = parse_both_ways(&text);
        assert_eq!(one, many);
        assert!(threads < 2 || taken as usize == threads);
        // One redefining an alias defined before the module: the same error, as one thread
        // reports it (the helper's definitions are not taken).
        let clash = format!("#loc7 = loc(unknown)\n{text}");
        let (one, many, taken) = parse_both_ways(&clash);
        assert!(
            one.contains("redefinition of attribute alias id 'loc7'"),
            "{one}"
        );
        assert_eq!(one, many);
        assert!(threads < 2 || taken as usize == threads - 1);
        // An error in the module: the helper is abandoned, the error one thread's.
        let broken = text.replacen("(i32, i32) -> i32", "(i32, i32) ->", 1);
        let (one, many, _) = parse_both_ways(&broken);
        assert!(one.starts_with("Err("), "{one}");
        assert_eq!(one, many);
        // An op among them, an error, an alias used before its definition, a `distinct`.
        for extra in [
            "\"x.late\"() : () -> ()\n",
            "#bad = loc(\n",
            "#z = #later\n#later = 1\n",
            "#d = distinct[0]<1>\n",
        ] {
            let (one, many, _) = parse_both_ways(&format!("{text}{extra}"));
            assert_eq!(one, many, "{extra}");
        }
    }

    #[test]
    fn split_points_are_lines_at_the_first_ops_indentation() {
        let text = b"{\n  a.b\n    c.d\n  %x = e\n  \"f.g\"\n";
        assert_eq!(indentation(text, 4), Some(2));
        assert_eq!(indentation(text, 5), None);
        // The `c.d` line is deeper, `%x` starts no op a part may begin with.
        assert_eq!(next_line_at(text, 5, text.len(), 2), Some(27));
        assert_eq!(&text[27..28], b"\"");
        assert_eq!(next_line_at(text, 28, text.len(), 2), None);
    }
}
