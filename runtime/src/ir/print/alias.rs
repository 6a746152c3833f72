//! Aliases of the top-level print (MLIR's `AliasInitializer` with the builtin dialect's
//! `getAlias`): `!tuple = tuple<…>` for tuples of more than 16 types, `#map = affine_map<…>` for
//! affine maps, `#set = affine_set<…>` for integer sets, `#distinct = distinct[0]<…>` for
//! distinct attributes (but not those referring to `unit`) and `#loc` for locations, found by
//! one walk of the module before printing, which looks into registered dialect attributes and
//! types through their sub-elements ([`SubElement`]). As MLIR's `AliasInitializer` does, each aliased value
//! gets a depth (1, or one more than the deepest value under it that has one; values without an
//! alias pass their children's depth up, one more), and the definitions are printed by depth,
//! types before attributes, then by name, then in first-visit order; names repeat with a
//! counter (`map`, `map1`, …).
//!
//! With `--mlir-print-debuginfo` the walk also visits each op's location (before the op) and
//! each printed block argument's (after its type). An alias used only by op locations (and
//! what they hold) is *deferred*: its definition is printed after the top-level op, as MLIR
//! does; every other alias is defined before.

use std::hash::{BuildHasher, Hash};

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

use super::MAX_PRINT_DEPTH;
use std::sync::Arc;

use crate::ir::{
    Attribute, Ir, Location, LocationAttr, OffsetResolver, OpId, RegionId, SubElement, Type,
};

/// A value that can have an alias.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Aliased {
    /// `!name = …`
    Type(Type),
    /// `#name = …`
    Attr(Attribute),
}

impl Aliased {
    /// The hash of the value, as its [`ValueIndex`] finds it.
    fn index_hash(&self) -> u64 {
        match self {
            Aliased::Type(t) => FxBuildHasher.hash_one(t),
            Aliased::Attr(a) => FxBuildHasher.hash_one(a),
        }
    }

    /// The alias name before its counter.
    fn base_name(&self) -> &'static str {
        match self {
            Aliased::Type(_) => "tuple",
            Aliased::Attr(Attribute::Location(_)) => "loc",
            Aliased::Attr(Attribute::AffineMap(_)) => "map",
            Aliased::Attr(Attribute::IntegerSet(_)) => "set",
            Aliased::Attr(_) => "distinct",
        }
    }
}

/// An alias's name: its base and its counter (`loc` and 3: `loc3`; the first alias of a base
/// has none: `loc`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct AliasName {
    pub(super) base: &'static str,
    pub(super) n: u32,
}

/// Where the values of a list are, by hash: each entry is a value's index in the list, which
/// holds the value (kept once, not again as a key). Hashed with [`Aliased::index_hash`].
#[derive(Clone, Debug, Default)]
struct ValueIndex(HashTable<u32>);

impl ValueIndex {
    /// The index of the value of hash `hash` for which `is` holds.
    fn find(&self, hash: u64, is: impl Fn(u32) -> bool) -> Option<u32> {
        self.0.find(hash, |&i| is(i)).copied()
    }

    /// Enters index `i` of `list`, the value there of hash `hash` (not entered yet).
    fn insert(&mut self, hash: u64, i: u32, list: &[(Aliased, u32)]) {
        self.0.insert_unique(hash, i, Self::hash_in(list));
    }

    /// How the entries' hashes are found again when the table grows: from the values in
    /// `list` they point to.
    fn hash_in(list: &[(Aliased, u32)]) -> impl Fn(&u32) -> u64 + '_ {
        |&j| list.get(j as usize).map_or(0, |(v, _)| v.index_hash())
    }

    /// Removes index `i`, of a value of hash `hash`.
    fn remove(&mut self, hash: u64, i: u32) {
        if let Ok(entry) = self.0.find_entry(hash, |&j| j == i) {
            entry.remove();
        }
    }

    /// Room for `n` more indexes of `list` without growing.
    fn reserve(&mut self, n: usize, list: &[(Aliased, u32)]) {
        self.0.reserve(n, Self::hash_in(list));
    }

    /// Whether no index is entered.
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The aliases of the top-level print.
#[derive(Debug, Default)]
pub(crate) struct Aliases {
    /// Aliased values in first-visit order, each with its counter ([`AliasName::n`]).
    values: Vec<(Aliased, u32)>,
    /// Whether each value's definition is deferred (printed after the top-level op).
    deferred: Vec<bool>,
    /// The values in printing order, by index in `values`.
    order: Vec<u32>,
    /// Where each aliased type is in `values`.
    types: ValueIndex,
    /// Where each aliased attribute is in `values`.
    attrs: ValueIndex,
    /// With locations, where each op's location is in `values`, by op id (`u32::MAX`: not
    /// visited by the walk): the printer finds an op's location alias without hashing it.
    op_locations: Vec<u32>,
}

impl Aliases {
    /// The name of the value at `i` in [`Aliases::values`].
    fn name(&self, i: u32) -> Option<AliasName> {
        let (value, n) = self.values.get(i as usize)?;
        Some(AliasName {
            base: value.base_name(),
            n: *n,
        })
    }

    /// The alias of type `ty`, if it has one.
    pub(super) fn type_alias(&self, ty: &Type) -> Option<AliasName> {
        let hash = FxBuildHasher.hash_one(ty);
        self.alias_where(
            &self.types,
            hash,
            |v| matches!(v, Aliased::Type(t) if t == ty),
        )
    }

    /// The alias of attribute `attr`, if it has one.
    pub(super) fn attr_alias(&self, attr: &Attribute) -> Option<AliasName> {
        let hash = FxBuildHasher.hash_one(attr);
        self.alias_where(
            &self.attrs,
            hash,
            |v| matches!(v, Aliased::Attr(a) if a == attr),
        )
    }

    /// The alias of the value of hash `hash` in `index` that `is` picks.
    fn alias_where(
        &self,
        index: &ValueIndex,
        hash: u64,
        is: impl Fn(&Aliased) -> bool,
    ) -> Option<AliasName> {
        let found = index.find(hash, |i| {
            self.values.get(i as usize).is_some_and(|(v, _)| is(v))
        })?;
        self.name(found)
    }

    /// Whether some attribute has an alias.
    pub(super) fn has_attr_aliases(&self) -> bool {
        !self.attrs.is_empty()
    }

    /// The alias of the location of op `op`, where the walk noted it.
    #[inline]
    pub(super) fn op_location_alias(&self, op: OpId) -> Option<AliasName> {
        self.name(*self.op_locations.get(op.0 as usize)?)
    }

    /// The aliased values defined before the top-level op, or (`deferred`) after it, in
    /// printing order, with their names.
    pub(super) fn definitions(
        &self,
        deferred: bool,
    ) -> impl Iterator<Item = (&Aliased, AliasName)> + '_ {
        self.order.iter().filter_map(move |&i| {
            if self.deferred.get(i as usize).copied()? != deferred {
                return None;
            }
            Some((&self.values.get(i as usize)?.0, self.name(i)?))
        })
    }

    /// The aliases of printing `root`; with `locations`, op and block argument locations are
    /// printed (`--mlir-print-debuginfo`).
    pub(super) fn collect(
        ir: &Ir,
        root: OpId,
        generic: bool,
        locations: Option<&LocationPrinting<'_>>,
    ) -> Aliases {
        let mut scan = AliasScan::default();
        if locations.is_some() {
            // Every op and block argument has a location to visit, most of them distinct (a
            // table grown on the way hashes them all again).
            let locations = ir.num_ops() + ir.num_block_arguments();
            scan.found.reserve(locations);
            scan.attrs.reserve(locations, &scan.found);
            scan.deferrable.reserve(locations);
            scan.op_locations = vec![u32::MAX; ir.num_ops()];
        }
        // MLIR's alias walk is a dry run of the printer: it visits what the printer prints, in
        // its order. An op printed in generic form has its regions (block argument types, then
        // the nested ops) visited before its operand and result types and attributes; one
        // printed by its custom printer, what that printer prints, in its order: `scf.for`
        // prints its body before its attribute dictionary, `scf.index_switch` its cases before
        // its default region, `func.func` its signature, with the arguments' types and
        // locations, before its body (whose entry block header it leaves out), and an implicit
        // `scf.yield` not at all. Such an op's printer is run with regions noted instead of
        // printed ([`printed_by`]) when the order could matter: it has regions, or its own
        // types and attributes held more than one value not seen before. An explicit stack:
        // regions nest as deep as the parser allows.
        enum Step {
            Enter(OpId),
            Own(OpId),
            /// A block's arguments: their types and locations.
            Args(crate::ir::BlockId),
            /// What a custom printer printed, in its order.
            Attr(Attribute),
            Type(Type),
            /// A region argument printed by `print_region_argument` (a signature's): its type
            /// and location.
            Arg(crate::ir::Value),
        }
        /// Pushes the steps of a region's blocks: an entry block's arguments only when its
        /// header is printed, its terminator only when printed.
        fn push_region(
            ir: &Ir,
            stack: &mut Vec<Step>,
            r: RegionId,
            header: bool,
            terminator: bool,
        ) {
            for (i, b) in ir.region(r).blocks.iter().enumerate().rev() {
                let ops = &ir.block(*b).ops;
                let shown = ops.len() - usize::from(i == 0 && !terminator && !ops.is_empty());
                stack.extend(ops.iter().take(shown).rev().map(|o| Step::Enter(*o)));
                if i != 0 || header {
                    stack.push(Step::Args(*b));
                }
            }
        }
        /// Pushes the steps of what a custom printer printed, to be visited in its order.
        fn push_printed(ir: &Ir, stack: &mut Vec<Step>, printed: Vec<Printed>) {
            for p in printed.into_iter().rev() {
                match p {
                    Printed::Attr(a) => stack.push(Step::Attr(a)),
                    Printed::Type(t) => stack.push(Step::Type(t)),
                    Printed::Arg(v) => stack.push(Step::Arg(v)),
                    Printed::Region(r) => push_region(ir, stack, r.region, r.header, r.terminator),
                }
            }
        }
        // The printer custom printers are run on, with nothing to name and no alias.
        let (names, no_aliases) = (super::names::NameState::default(), Aliases::default());
        let mut scratch = Vec::new();
        let mut probe_printer =
            super::Printer::new(ir, &mut scratch, None, &names, &no_aliases, false);
        let mut stack = vec![Step::Enter(root)];
        while let Some(step) = stack.pop() {
            if let (Step::Enter(op), Some(locs)) = (&step, locations) {
                let found = scan.visit_location_of(&locs.attr_of(&ir.op_loc(*op)), true);
                if let Some(slot) = scan.op_locations.get_mut(op.0 as usize) {
                    *slot = u32::try_from(found).unwrap_or(u32::MAX);
                }
            }
            match step {
                Step::Enter(op) => {
                    let data = ir.op(op);
                    let custom = !generic && data.name.def().is_some_and(|d| d.print.is_some());
                    let probe = (custom && !data.regions().is_empty())
                        .then(|| printed_by(&mut probe_printer, op))
                        .flatten();
                    match probe {
                        Some(printed) => push_printed(ir, &mut stack, printed),
                        None if data.regions().is_empty() => {
                            // Without regions, the order matters only when the op's own types
                            // and attributes hold more than one value the walk had not seen:
                            // then they are visited again, as the printer prints them.
                            let mark = scan.found.len();
                            scan.visit_op(ir, op, generic);
                            if custom
                                && scan.found.len() > mark + 1
                                && let Some(printed) = printed_by(&mut probe_printer, op)
                            {
                                scan.forget_since(mark);
                                push_printed(ir, &mut stack, printed);
                            }
                        }
                        None => {
                            if !custom {
                                stack.push(Step::Own(op));
                            }
                            data.regions()
                                .iter()
                                .rev()
                                .for_each(|r| push_region(ir, &mut stack, *r, true, true));
                            if custom {
                                stack.push(Step::Own(op));
                            }
                        }
                    }
                }
                Step::Args(b) => {
                    for a in &ir.block(b).args {
                        scan.visit_argument(ir, *a, locations);
                    }
                }
                Step::Arg(a) => scan.visit_argument(ir, a, locations),
                Step::Attr(a) => {
                    scan.visit_attr(&a, 0);
                }
                Step::Type(t) => {
                    scan.visit_type(&t, 0);
                }
                Step::Own(op) => scan.visit_op(ir, op, generic),
            }
        }
        scan.into_aliases()
    }
}

/// What a custom printer printed, as the alias walk visits it.
#[derive(Debug)]
pub(crate) enum Printed {
    /// An attribute (not printed further: the walk visits what it holds).
    Attr(Attribute),
    /// A type other than an integer, `index` or a float (not printed further either).
    Type(Type),
    /// An argument printed by `print_region_argument`: its type and location (MLIR's walk
    /// leaves out its attributes).
    Arg(crate::ir::Value),
    /// A region.
    Region(ProbedRegion),
}

/// A region a custom printer prints, and how.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ProbedRegion {
    pub(crate) region: RegionId,
    /// Whether its entry block's header (arguments and their locations) is printed.
    pub(crate) header: bool,
    /// Whether its entry block's terminator is printed.
    pub(crate) terminator: bool,
}

/// What the custom printer of `op` prints, in its order, found by running it on `printer` (the
/// walk's, kept from op to op) with regions noted instead of printed ([`Printer::probe`]):
/// MLIR's `DummyAliasOperationPrinter`. `None` when the op has no custom printer, or fails its
/// own verifier: the walk runs beside verification, and a printer may rely on what the
/// verifier checks, as the count of its regions; such a module is not printed anyway.
///
/// [`Printer::probe`]: super::Printer
fn printed_by(printer: &mut super::Printer<'_>, op: OpId) -> Option<Vec<Printed>> {
    let ir = printer.ir;
    let def = ir.op(op).name.def()?;
    let print = def.print?;
    if !printer.may_print_custom(def, op) {
        return None;
    }
    printer.probe = Some(Vec::new());
    print(printer, op);
    printer.out().clear();
    printer.probe.take()
}

const ALIAS_VISIT_DEPTH: u32 = MAX_PRINT_DEPTH;

/// Whether the walk finds nothing in `ty` without looking further: integers, floats, `index`
/// and `none`, and vectors and tensors (without encoding) of them.
#[inline]
fn is_plain_type(ty: &Type) -> bool {
    let scalar = |t: &Type| matches!(t, Type::Integer { .. } | Type::Index | Type::Float(_));
    match ty {
        Type::Integer { .. } | Type::Index | Type::Float(_) | Type::None => true,
        Type::Vector(v) => scalar(&v.element),
        Type::Tensor(t) => t.encoding.is_none() && scalar(&t.element),
        _ => false,
    }
}

/// What the walk does with an attribute.
enum AttrClass<'a> {
    /// Nothing: it holds no type and no aliased value (strings, numbers, dense arrays, …).
    Plain,
    /// Looks into it ([`AliasScan::visit_alias_holder`]): it is or may hold an aliased value.
    Holder,
    /// Walks the sub-elements of a registered dialect attribute.
    Registered(&'a dyn crate::ir::DialectAttribute),
}

#[inline]
fn attr_class(attr: &Attribute) -> AttrClass<'_> {
    match attr {
        Attribute::Array(_)
        | Attribute::Dictionary(_)
        | Attribute::Type(_)
        | Attribute::Opaque(_)
        | Attribute::DenseElements(_)
        | Attribute::SparseElements(_)
        | Attribute::Distinct(_)
        | Attribute::Location(_)
        | Attribute::DenseResource(_)
        | Attribute::AffineMap(_)
        | Attribute::IntegerSet(_) => AttrClass::Holder,
        Attribute::Dialect(a) => AttrClass::Registered(&*a.0),
        _ if attr.as_string().is_some_and(|s| s.ty().is_some()) => AttrClass::Holder,
        _ => AttrClass::Plain,
    }
}

/// How deep [`holds_no_alias`] looks into arrays and dictionaries before it gives up.
const NO_ALIAS_CHECK_DEPTH: u32 = 4;

/// Whether the alias walk surely finds nothing in `attr`, at any depth: checked as IR is built
/// (see `Ir::may_hold_aliases`), so that the walk of IR holding no such value can be skipped.
/// `false` when unsure (registered dialect attributes, deep nests).
#[inline]
pub(crate) fn holds_no_alias(attr: &Attribute) -> bool {
    matches!(attr_class(attr), AttrClass::Plain) || holds_no_alias_at(attr, 0)
}

fn holds_no_alias_at(attr: &Attribute, depth: u32) -> bool {
    match attr_class(attr) {
        AttrClass::Plain => return true,
        // A registered attribute has no alias of its own (see `AliasScan::visit_registered`);
        // the depth limit is checked where its sub-elements are.
        AttrClass::Registered(a) => {
            return sub_elements_hold_no_alias(depth, &|f| a.walk_sub_elements(f));
        }
        AttrClass::Holder if depth >= NO_ALIAS_CHECK_DEPTH => return false,
        AttrClass::Holder => {}
    }
    // What the walk gives an alias, or looks into for one.
    match attr {
        Attribute::Array(a) => a.iter().all(|e| holds_no_alias_at(e, depth + 1)),
        Attribute::Dictionary(d) => d
            .entries()
            .iter()
            .all(|e| holds_no_alias_at(&e.value, depth + 1)),
        Attribute::Type(t) => type_holds_no_alias_at(t, depth + 1),
        Attribute::Opaque(o) => type_holds_no_alias_at(&o.ty, depth + 1),
        Attribute::DenseElements(e) => type_holds_no_alias_at(e.ty(), depth + 1),
        Attribute::SparseElements(e) => type_holds_no_alias_at(&e.ty, depth + 1),
        Attribute::DenseResource(r) => type_holds_no_alias_at(&r.ty, depth + 1),
        Attribute::Distinct(_)
        | Attribute::Location(_)
        | Attribute::AffineMap(_)
        | Attribute::IntegerSet(_) => false,
        // A string with a type.
        _ => attr
            .as_string()
            .and_then(|s| s.ty())
            .is_some_and(|t| type_holds_no_alias_at(t, depth + 1)),
    }
}

/// [`holds_no_alias`] of a type: plain ones, function types of such (a function's
/// `function_type`), memrefs of a plain element type without a printed affine map, and
/// registered types whose parameters hold no alias.
#[inline]
pub(crate) fn type_holds_no_alias(ty: &Type) -> bool {
    is_plain_type(ty) || type_holds_no_alias_at(ty, 0)
}

#[inline(never)]
fn type_holds_no_alias_at(ty: &Type, depth: u32) -> bool {
    if depth >= NO_ALIAS_CHECK_DEPTH {
        return false;
    }
    match ty {
        Type::Function(f) => f
            .inputs()
            .iter()
            .chain(f.results())
            .all(|t| is_plain_type(t) || type_holds_no_alias_at(t, depth + 1)),
        Type::MemRef(m) => {
            // The layout is visited only when printed (not an identity map).
            is_plain_type(m.element_type())
                && m.layout().is_none_or(|l| {
                    matches!(l, Attribute::AffineMap(map) if map.is_identity())
                        || holds_no_alias_at(l, depth + 1)
                })
                && m.memory_space()
                    .is_none_or(|s| holds_no_alias_at(s, depth + 1))
        }
        Type::Dialect(t) => sub_elements_hold_no_alias(depth, &|f| t.get().walk_sub_elements(f)),
        _ => is_plain_type(ty),
    }
}

/// A registered attribute's or type's `walk_sub_elements`.
type SubElementWalk<'w> = dyn Fn(&mut dyn FnMut(SubElement<'_>)) + 'w;

/// Whether the sub-elements `walk` yields (of a registered attribute or type at `depth`) hold
/// no alias.
fn sub_elements_hold_no_alias(depth: u32, walk: &SubElementWalk<'_>) -> bool {
    if depth >= NO_ALIAS_CHECK_DEPTH {
        return false;
    }
    let d = depth + 1;
    let mut none = true;
    walk(&mut |e| {
        none = none
            && match e {
                SubElement::Attr(a) => holds_no_alias_at(a, d),
                SubElement::Type(t) => type_holds_no_alias_at(t, d),
                SubElement::DialectAttr(a) => {
                    sub_elements_hold_no_alias(d, &|f| a.walk_sub_elements(f))
                }
                SubElement::DialectType(t) => {
                    sub_elements_hold_no_alias(d, &|f| t.walk_sub_elements(f))
                }
            };
    });
    none
}

/// What printing locations needs: the resolver of offsets and the buffer's name, once.
pub(crate) struct LocationPrinting<'a> {
    offsets: Option<&'a dyn OffsetResolver>,
    name: crate::ir::StringAttr,
}

impl<'a> LocationPrinting<'a> {
    /// Locations resolved by `offsets` (without one, an offset prints as `unknown`).
    pub(crate) fn new(offsets: Option<&'a dyn OffsetResolver>) -> Self {
        let name = offsets.map_or("", |o| o.buffer_name());
        LocationPrinting {
            offsets,
            name: crate::ir::StringAttr::from(name),
        }
    }

    /// The location attribute MLIR holds for `loc`: an offset is the file location of that
    /// byte, the buffer start `FILE:0:0`.
    pub(crate) fn attr_of(&self, loc: &Location) -> Arc<LocationAttr> {
        let file_line_col = |line, col| {
            Arc::new(LocationAttr::FileLineCol {
                file: self.name.clone(),
                line,
                col,
            })
        };
        match (loc, self.offsets) {
            (Location::Attr(l), _) => l.clone(),
            (Location::Offset(off), Some(o)) => {
                let (line, col) = o.line_col(*off);
                file_line_col(line, col)
            }
            (Location::BufferStart, Some(_)) => file_line_col(0, 0),
            (Location::FileLineCol(at), _) => Arc::new(LocationAttr::FileLineCol {
                file: crate::ir::StringAttr::from(&*at.file),
                line: at.line,
                col: at.col,
            }),
            _ => Arc::new(LocationAttr::Unknown),
        }
    }
}

/// Of the indexes of types and of attributes (`I`: shared or not), the one of `value`'s kind.
fn index_of<I>(types: I, attrs: I, value: &Aliased) -> I {
    match value {
        Aliased::Type(_) => types,
        Aliased::Attr(_) => attrs,
    }
}

/// The walk that finds the aliased values: each in first-visit order with its alias depth
/// (`found`) and whether it can be deferred so far (`deferrable`), and the index in `found` of
/// each aliased value visited (`types`, `attrs`; entered when its visit begins, as MLIR's
/// `AliasInitializer` does, so that a value costs one lookup).
#[derive(Default)]
struct AliasScan {
    found: Vec<(Aliased, u32)>,
    deferrable: Vec<bool>,
    /// Once the walk ends, `found` and these two are the lists and indexes the printer looks
    /// aliases up in ([`Aliases::types`], [`Aliases::attrs`]), kept as they are.
    types: ValueIndex,
    attrs: ValueIndex,
    /// Whether the values being visited belong to an op's location.
    in_op_location: bool,
    /// The entry in `found` of the location visited already that [`AliasScan::visit_location`]
    /// last found at the top (not as another location's child).
    top_location: usize,
    /// With locations, each op's location's entry in `found` by op id (`u32::MAX`: not
    /// visited): once renumbered, [`Aliases::op_locations`].
    op_locations: Vec<u32>,
}

/// MLIR's depth of a value from the deepest alias depth among its children: one more than
/// that when there is one, else 1 for an aliased value and 0 for another.
fn depth_of(aliased: bool, children: u32) -> u32 {
    match children {
        0 => u32::from(aliased),
        d => d + 1,
    }
}

impl AliasScan {
    /// Visits an op's operand and result types and its attributes as MLIR's walk reaches
    /// them: a registered op printed by its custom printer, properties then discardable
    /// attributes; one printed in generic form, both merged by name (MLIR's
    /// `getAttrDictionary`); an unregistered op, its discardable attributes only (MLIR's walk
    /// does not look into an unregistered op's properties: `<{a = affine_map<…>}>` prints the
    /// map inline).
    fn visit_op(&mut self, ir: &Ir, op: OpId, generic: bool) {
        let data = ir.op(op);
        for v in data.operands.iter().chain(&data.results) {
            self.visit_type(ir.value_type(*v), 0);
        }
        let stored;
        let (props, attrs) = if data.name.is_registered() {
            stored = ir.properties_for_alias_walk(op);
            (&stored[..], &data.attributes[..])
        } else {
            (&[][..], &data.attributes[..])
        };
        let custom = data.name.def().filter(|d| !generic && d.print.is_some());
        if let Some(def) = custom {
            // Only what the custom printer prints (MLIR's walk runs it).
            let printed = |name: &crate::ir::StringAttr| {
                def.prints_attr
                    .is_none_or(|f| f(ir, op, &String::from_utf8_lossy(name.as_bytes())))
            };
            for a in props.iter().filter(|a| printed(&a.name)).chain(attrs) {
                self.visit_attr(&a.value, 0);
            }
            return;
        }
        if props.is_empty() || attrs.is_empty() {
            for a in props.iter().chain(attrs) {
                self.visit_attr(&a.value, 0);
            }
            return;
        }
        let (mut i, mut j) = (0, 0);
        loop {
            let next = match (props.get(i), attrs.get(j)) {
                (Some(p), a) if a.is_none_or(|a| p.name.as_bytes() <= a.name.as_bytes()) => {
                    i += 1;
                    p
                }
                (_, Some(a)) => {
                    j += 1;
                    a
                }
                _ => break,
            };
            self.visit_attr(&next.value, 0);
        }
    }

    /// The aliases found, named: ordered as MLIR's `InProgressAliasInfo::operator<` orders
    /// them (by depth, types before attributes, then by name), in first-visit order among
    /// equals. The values stay where the walk found them, each depth replaced by the value's
    /// counter, so that the walk's indexes become the printer's as they are (no value hashed
    /// again); the printing order is a list of their places.
    fn into_aliases(self) -> Aliases {
        let AliasScan {
            mut found,
            deferrable,
            types,
            attrs,
            op_locations,
            ..
        } = self;
        if found.is_empty() {
            return Aliases::default();
        }
        // The base names by rank, what the sort compares after the depth: types (`tuple`)
        // first, then the attributes' in alphabetical order.
        const BASES: [&str; 5] = ["tuple", "distinct", "loc", "map", "set"];
        let rank = |v: &Aliased| match v {
            Aliased::Type(_) => 0u64,
            Aliased::Attr(Attribute::Location(_)) => 2,
            Aliased::Attr(Attribute::AffineMap(_)) => 3,
            Aliased::Attr(Attribute::IntegerSet(_)) => 4,
            Aliased::Attr(_) => 1,
        };
        let mut sorted: Vec<(u64, u32)> = found
            .iter()
            .enumerate()
            .map(|(i, (v, depth))| ((u64::from(*depth) << 3) | rank(v), i as u32))
            .collect();
        // The index breaks ties: a stable order.
        sorted.sort_unstable();
        // Each value's depth gives way to its counter, in printing order for each base.
        let mut counts = [0u32; BASES.len()];
        let mut order = Vec::with_capacity(sorted.len());
        for (key, i) in sorted {
            let Some((value, n)) = found.get_mut(i as usize) else {
                continue;
            };
            let count = counts.get_mut((key & 7) as usize).map_or(0, |c| {
                *c += 1;
                *c - 1
            });
            debug_assert_eq!(BASES.get((key & 7) as usize), Some(&value.base_name()));
            *n = count;
            order.push(i);
        }
        Aliases {
            values: found,
            deferred: deferrable,
            order,
            types,
            attrs,
            op_locations,
        }
    }

    /// Before the children of a value that may have an alias: `Err((index, depth))` when it
    /// has one and was visited already (its entry in `found`), else the slot of its entry in
    /// `found` (pushed now, first-visit order) for [`AliasScan::end_alias`].
    fn begin_alias(&mut self, alias: Option<Aliased>) -> Result<usize, (usize, u32)> {
        let Some(key) = alias else {
            return Ok(usize::MAX);
        };
        let at = self.found.len();
        let hash = key.index_hash();
        let seen = index_of(&self.types, &self.attrs, &key).find(hash, |i| {
            self.found.get(i as usize).is_some_and(|f| f.0 == key)
        });
        if let Some(i) = seen {
            let index = i as usize;
            if !self.in_op_location {
                self.undefer(index);
            }
            return Err((index, self.found.get(index).map_or(0, |f| f.1)));
        }
        let index = index_of(&mut self.types, &mut self.attrs, &key);
        self.found.push((key, 1));
        self.deferrable.push(self.in_op_location);
        index.insert(hash, at as u32, &self.found);
        Ok(at)
    }

    /// Forgets the values found since `found` held `mark` of them, as if never visited (what
    /// the visits since did to those found before, their depths and deferrals, holds as well
    /// for a visit in another order).
    fn forget_since(&mut self, mark: usize) {
        for (i, (value, _)) in self.found.iter().enumerate().skip(mark) {
            index_of(&mut self.types, &mut self.attrs, value).remove(value.index_hash(), i as u32);
        }
        self.found.truncate(mark);
        self.deferrable.truncate(mark);
    }

    /// Visits a block argument as the printer prints it: its type, and with `locations` its
    /// location.
    fn visit_argument(
        &mut self,
        ir: &Ir,
        arg: crate::ir::Value,
        locations: Option<&LocationPrinting<'_>>,
    ) {
        self.visit_type(ir.value_type(arg), 0);
        if let Some(locs) = locations {
            self.visit_location_of(&locs.attr_of(ir.arg_loc(arg)), false);
        }
    }

    /// Visits an op's location (`op`) or a block argument's; returns its entry in `found`:
    /// the first one pushed when it is new (pushed before its children), else the one
    /// [`AliasScan::visit_location`] found (noted after the visits its marking as not
    /// deferrable makes, which find their own).
    fn visit_location_of(&mut self, l: &Arc<LocationAttr>, op: bool) -> usize {
        self.in_op_location = op;
        let at = self.found.len();
        self.top_location = usize::MAX;
        self.visit_location(l, 0);
        self.in_op_location = false;
        if self.found.len() > at {
            at
        } else {
            self.top_location
        }
    }

    /// Marks `found[index]` as used outside op locations, and every aliased value it holds
    /// (MLIR's `markAliasNonDeferrable`): its children are visited again outside an op
    /// location, which finds each of them visited already and marks it.
    fn undefer(&mut self, index: usize) {
        if !self.deferrable.get(index).copied().unwrap_or(false) {
            // Already not deferrable, nor what it holds.
            return;
        }
        self.deferrable[index] = false;
        let Some((value, _)) = self.found.get(index) else {
            return;
        };
        let value = value.clone();
        let in_op_location = std::mem::replace(&mut self.in_op_location, false);
        match &value {
            Aliased::Attr(Attribute::Location(l)) => match &**l {
                LocationAttr::Name { child, .. } if **child != LocationAttr::Unknown => {
                    self.visit_location(child, 0);
                }
                LocationAttr::CallSite { callee, caller } => {
                    self.visit_location(callee, 0);
                    self.visit_location(caller, 0);
                }
                LocationAttr::Fused {
                    metadata,
                    locations,
                } => {
                    if let Some(m) = metadata {
                        self.visit_attr(m, 0);
                    }
                    for e in locations.iter() {
                        self.visit_location(&Arc::new(e.clone()), 0);
                    }
                }
                _ => {}
            },
            Aliased::Attr(Attribute::Distinct(d)) => {
                self.visit_attr(d.referenced(), 0);
            }
            Aliased::Type(Type::Tuple(elems)) => {
                for e in elems.iter() {
                    self.visit_type(e, 0);
                }
            }
            Aliased::Attr(_) | Aliased::Type(_) => {}
        }
        self.in_op_location = in_op_location;
    }

    /// Visits a location: every location has an alias (`#loc`, `#loc1`, …); its children
    /// (not a name's unknown child) and a fused location's metadata are visited first.
    fn visit_location(&mut self, l: &Arc<LocationAttr>, depth: u32) -> u32 {
        if depth > ALIAS_VISIT_DEPTH {
            return 0;
        }
        let d = depth + 1;
        let slot = match self.begin_alias(Some(Aliased::Attr(Attribute::Location(l.clone())))) {
            Ok(slot) => slot,
            Err((index, found_depth)) => {
                if depth == 0 {
                    self.top_location = index;
                }
                return found_depth;
            }
        };
        let mut max = 0;
        match &**l {
            LocationAttr::Name { child, .. } if **child != LocationAttr::Unknown => {
                max = self.visit_location(child, d);
            }
            LocationAttr::CallSite { callee, caller } => {
                max = self.visit_location(callee, d);
                max = max.max(self.visit_location(caller, d));
            }
            LocationAttr::Fused {
                metadata,
                locations,
            } => {
                if let Some(m) = metadata {
                    max = self.visit_attr(m, d);
                }
                for e in locations.iter() {
                    max = max.max(self.visit_location(&Arc::new(e.clone()), d));
                }
            }
            _ => {}
        }
        self.end_alias(true, slot, max)
    }

    /// After the children (their deepest alias depth `children`): records the value's depth
    /// and returns it.
    fn end_alias(&mut self, aliased: bool, slot: usize, children: u32) -> u32 {
        let depth = depth_of(aliased, children);
        if aliased && let Some(e) = self.found.get_mut(slot) {
            e.1 = depth;
        }
        depth
    }

    /// Visits a type for aliases; returns the alias depth it contributes. Inlined down to a
    /// test of the kind: integers, floats, `index` and `none` hold nothing, nor do vectors and
    /// tensors (without encoding) of them: most operand and result types, for which a call
    /// each would be much of the alias scan's cost.
    #[inline]
    fn visit_type(&mut self, ty: &Type, depth: u32) -> u32 {
        if is_plain_type(ty) {
            0
        } else {
            self.visit_type_holder(ty, depth)
        }
    }

    /// [`AliasScan::visit_type`] of a type that may hold others. Plain loops, no iterator
    /// adapters: each nesting level costs one small stack frame even in debug builds.
    #[inline(never)]
    fn visit_type_holder(&mut self, ty: &Type, depth: u32) -> u32 {
        if depth > ALIAS_VISIT_DEPTH {
            return 0;
        }
        let d = depth + 1;
        let mut max = 0;
        match ty {
            Type::Tuple(elems) => {
                let alias = (elems.len() > 16).then(|| Aliased::Type(ty.clone()));
                let aliased = alias.is_some();
                let slot = match self.begin_alias(alias) {
                    Ok(slot) => slot,
                    Err((_, depth)) => return depth,
                };
                for e in elems.iter() {
                    max = max.max(self.visit_type_holder(e, d));
                }
                return self.end_alias(aliased, slot, max);
            }
            Type::Function(f) => {
                for e in f.inputs().iter().chain(f.results()) {
                    max = max.max(self.visit_type_holder(e, d));
                }
            }
            Type::Complex(e) => max = self.visit_type_holder(e, d),
            Type::Dialect(t) => {
                return self.visit_registered(depth, |f| t.get().walk_sub_elements(f));
            }
            Type::Vector(v) => max = self.visit_type_holder(&v.element, d),
            Type::Tensor(t) => {
                max = self.visit_type_holder(&t.element, d);
                if let Some(e) = &t.encoding {
                    max = max.max(self.visit_attr(e, d));
                }
            }
            Type::MemRef(m) => {
                // The layout only when it is printed (not an identity map).
                max = self.visit_type_holder(m.element_type(), d);
                if let Some(l) = m.layout()
                    && !matches!(l, Attribute::AffineMap(map) if map.is_identity())
                {
                    max = max.max(self.visit_attr(l, d));
                }
                if let Some(s) = m.memory_space() {
                    max = max.max(self.visit_attr(s, d));
                }
            }
            _ => {}
        }
        depth_of(false, max)
    }

    /// Visits an attribute for aliases; returns the alias depth it contributes. Inlined down to
    /// a test of the kind: most attributes (strings, numbers, dialect attributes) hold no type
    /// and no aliased attribute, and a call each would be most of the alias scan's cost.
    #[inline]
    fn visit_attr(&mut self, attr: &Attribute, depth: u32) -> u32 {
        match attr_class(attr) {
            AttrClass::Plain => 0,
            AttrClass::Holder => self.visit_alias_holder(attr, depth),
            AttrClass::Registered(a) => self.visit_registered(depth, |f| a.walk_sub_elements(f)),
        }
    }

    /// [`AliasScan::visit_attr`] of an attribute that may be or hold an aliased value.
    #[inline(never)]
    fn visit_alias_holder(&mut self, attr: &Attribute, depth: u32) -> u32 {
        if depth > ALIAS_VISIT_DEPTH {
            return 0;
        }
        let d = depth + 1;
        let mut max = 0;
        match attr {
            Attribute::AffineMap(_) | Attribute::IntegerSet(_) => {
                let slot = match self.begin_alias(Some(Aliased::Attr(attr.clone()))) {
                    Ok(slot) => slot,
                    Err((_, depth)) => return depth,
                };
                return self.end_alias(true, slot, 0);
            }
            Attribute::Array(a) => {
                for e in a.iter() {
                    max = max.max(self.visit_attr(e, d));
                }
            }
            Attribute::Dictionary(dict) => {
                for e in dict.entries() {
                    max = max.max(self.visit_attr(&e.value, d));
                }
            }
            Attribute::Type(t) => max = self.visit_type_holder(t, d),
            Attribute::String(s) => {
                if let Some(ty) = s.ty() {
                    max = self.visit_type_holder(ty, d);
                }
            }
            Attribute::Opaque(o) => max = self.visit_type_holder(&o.ty, d),
            Attribute::DenseElements(e) => max = self.visit_type_holder(e.ty(), d),
            Attribute::SparseElements(e) => max = self.visit_type_holder(&e.ty, d),
            Attribute::DenseResource(r) => max = self.visit_type_holder(&r.ty, d),
            Attribute::Location(l) => return self.visit_location(l, d),
            Attribute::Distinct(dist) => {
                let alias =
                    (*dist.referenced() != Attribute::Unit).then(|| Aliased::Attr(attr.clone()));
                let aliased = alias.is_some();
                let slot = match self.begin_alias(alias) {
                    Ok(slot) => slot,
                    Err((_, depth)) => return depth,
                };
                let max = self.visit_attr(dist.referenced(), d);
                return self.end_alias(aliased, slot, max);
            }
            _ => {}
        }
        depth_of(false, max)
    }

    /// Visits the sub-elements a registered attribute or type's `walk` yields, at `depth`;
    /// returns the deepest alias depth among them.
    #[inline]
    fn visit_sub_elements(
        &mut self,
        depth: u32,
        walk: impl FnOnce(&mut dyn FnMut(SubElement<'_>)),
    ) -> u32 {
        let mut max = 0;
        walk(&mut |e| max = max.max(self.visit_sub_element(e, depth)));
        max
    }

    /// Visits one sub-element: a registered attribute or type held as its Rust type is a
    /// nesting level, as the same value held as an `Attribute` or `Type` is.
    #[inline]
    fn visit_sub_element(&mut self, e: SubElement<'_>, depth: u32) -> u32 {
        match e {
            SubElement::Attr(a) => self.visit_attr(a, depth),
            SubElement::Type(t) => self.visit_type_holder(t, depth),
            SubElement::DialectAttr(a) => self.visit_registered(depth, |f| a.walk_sub_elements(f)),
            SubElement::DialectType(t) => self.visit_registered(depth, |f| t.walk_sub_elements(f)),
        }
    }

    /// Visits a registered attribute or type at `depth` (it has no alias of its own): the
    /// sub-elements `walk` yields, one level deeper.
    #[inline(never)]
    fn visit_registered(
        &mut self,
        depth: u32,
        walk: impl FnOnce(&mut dyn FnMut(SubElement<'_>)),
    ) -> u32 {
        if depth > ALIAS_VISIT_DEPTH {
            return 0;
        }
        depth_of(false, self.visit_sub_elements(depth + 1, walk))
    }
}

#[cfg(test)]
mod tests {
    use super::{AliasScan, Aliased};
    use crate::ir::{Attribute, LocationAttr, StringAttr, Type};
    use std::sync::Arc;

    fn location(line: u32) -> Aliased {
        Aliased::Attr(Attribute::Location(Arc::new(LocationAttr::FileLineCol {
            file: StringAttr::from("f.mlir"),
            line,
            col: 1,
        })))
    }

    /// A value visited again is found where it was first entered; values forgotten leave
    /// the indexes, so that one visited again after them is entered anew.
    #[test]
    fn forgotten_values_leave_the_indexes() {
        let mut scan = AliasScan::default();
        let tuple_type = || Type::Tuple(vec![Type::i32(); 17].into());
        let tuple = Aliased::Type(tuple_type());
        assert_eq!(scan.begin_alias(Some(location(1))), Ok(0));
        assert_eq!(scan.begin_alias(Some(tuple.clone())), Ok(1));
        assert_eq!(scan.begin_alias(Some(location(2))), Ok(2));
        assert_eq!(scan.begin_alias(Some(location(2))), Err((2, 1)));
        scan.forget_since(1);
        assert_eq!((scan.types.0.len(), scan.attrs.0.len()), (0, 1));
        assert_eq!(scan.begin_alias(Some(location(2))), Ok(1));
        assert_eq!(scan.begin_alias(Some(tuple.clone())), Ok(2));
        assert_eq!(scan.begin_alias(Some(location(1))), Err((0, 1)));
        let aliases = scan.into_aliases();
        assert_eq!(aliases.type_alias(&tuple_type()).map(|n| n.n), Some(0));
        assert_eq!(aliases.definitions(false).count(), 3);
    }
}
