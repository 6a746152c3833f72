//! Operations, blocks, regions and SSA values, stored in an arena (`Ir`) and named by small ids.
//!
//! The arena keeps parsing and printing free of per-node boxing and makes parallel verification
//! trivial (verifiers borrow `&Ir`). An operation's inherent attributes (MLIR's *properties*) and
//! its discardable attributes are kept apart, each sorted by name as MLIR keeps them.
//!
//! Ids (`OpId`, `BlockId`, `RegionId`, `Value`) are indices into the arena, private to this
//! crate: each comes from the `Ir` that stored the node, as an MLIR pointer comes from its
//! context, never from a number made up by hand that would name nothing.

use super::attr::{AttrName, Attribute, NamedAttribute, StringAttr};
use super::attr_list::NamedAttrList;
use super::def::{AttrSpec, OpDef};
use super::location::{Location, OpLoc, OpLocKind};
use super::print::{holds_no_alias, type_holds_no_alias};
use super::types::Type;

mod chunks;
mod clone;
mod edit;
mod list;
mod ordered;
mod walk;

pub use clone::IrMapping;
pub use edit::{BlockInUse, InsertPoint, OpOperand, StillUsed};
pub use list::{IdList, ListId, ValueList};
pub use ordered::{BlockList, Iter as OrderedIter, OpList, OrderedList, UseList};
pub use thin_vec::{ThinVec, thin_vec};
pub use walk::{WalkOrder, WalkResult};

/// An operation in an [`Ir`].
///
/// Only an [`Ir`] makes one (see the module's note on ids).
///
/// ```compile_fail,E0423
/// let made_up = rods::ir::OpId(7);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpId(pub(crate) u32);

/// A block in an [`Ir`].
///
/// Only an [`Ir`] makes one (see the module's note on ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub(crate) u32);

/// A region in an [`Ir`].
///
/// Only an [`Ir`] makes one (see the module's note on ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegionId(pub(crate) u32);

/// An SSA value (an op result or a block argument) in an [`Ir`].
///
/// Only an [`Ir`] makes one (see the module's note on ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(pub(crate) u32);

/// The name of an operation: registered (with its definition) or not. One pointer, and
/// `Copy`: every operation holds one.
///
/// ```
/// use rods::ir::OperationName;
/// let a = OperationName::unregistered("x.op");
/// assert_eq!(a.as_str(), "x.op");
/// assert_eq!(a.dialect(), "x");
/// assert!(a.def().is_none());
/// assert_eq!(a, OperationName::unregistered("x.op"));
/// let module = OperationName::registered(&rods::builtin::MODULE_OP);
/// assert_eq!(module.def().map(|d| d.name), Some("builtin.module"));
/// ```
#[derive(Clone, Copy)]
pub struct OperationName(&'static OpDef);

/// The documentation of the definitions [`OperationName::unregistered`] makes: its address
/// tells an unregistered name from a registered one (no dialect's definition can point to
/// this private static).
static UNREGISTERED: crate::ir::doc::OpDoc = crate::ir::doc::OpDoc::EMPTY;

impl OperationName {
    /// The name of an op of definition `def` (a registered op).
    pub const fn registered(def: &'static OpDef) -> OperationName {
        OperationName(def)
    }

    /// The name of an op no dialect defines (allowed with `--allow-unregistered-dialect`).
    ///
    /// Names are uniqued as MLIR's context uniques them: one copy of each distinct name,
    /// kept until the process exits (as [`Uniqued`](crate::ir::Uniqued) values are), so
    /// that an op's name is one pointer and comparing or copying it reads no string.
    pub fn unregistered(name: &str) -> OperationName {
        let def = super::Uniqued::new_with(name, || {
            UnregisteredDef(OpDef {
                name: Box::leak(name.into()),
                doc: &UNREGISTERED,
                ..OpDef::NONE
            })
        });
        OperationName(&def.get().0)
    }

    /// The full name, `dialect.op`.
    #[inline]
    pub fn as_str(&self) -> &'static str {
        self.0.name
    }

    /// The definition, for a registered op.
    #[inline]
    pub fn def(&self) -> Option<&'static OpDef> {
        (!std::ptr::eq(self.0.doc, &UNREGISTERED)).then_some(self.0)
    }

    /// Whether the op is registered (has a definition).
    #[inline]
    pub fn is_registered(&self) -> bool {
        self.def().is_some()
    }

    /// The address of its definition: equal for two names of one definition (names of
    /// distinct definitions may still be equal, see [`PartialEq`]), for tables keyed without
    /// reading the name.
    pub(crate) fn def_address(&self) -> usize {
        std::ptr::from_ref(self.0) as usize
    }

    /// The dialect namespace (before the first `.`; empty when there is none).
    pub fn dialect(&self) -> &'static str {
        let s = self.as_str();
        match s.bytes().position(|b| b == b'.') {
            Some(i) => s.get(..i).unwrap_or(""),
            None => "",
        }
    }
}

/// The uniqued definition behind an unregistered [`OperationName`], compared, hashed and looked
/// up by its name.
#[derive(Debug)]
struct UnregisteredDef(OpDef);

impl PartialEq for UnregisteredDef {
    fn eq(&self, other: &Self) -> bool {
        self.0.name == other.0.name
    }
}

impl Eq for UnregisteredDef {}

impl std::hash::Hash for UnregisteredDef {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.name.hash(state);
    }
}

impl std::borrow::Borrow<str> for UnregisteredDef {
    fn borrow(&self) -> &str {
        self.0.name
    }
}

crate::uniqued_table!(UnregisteredDef);

impl std::fmt::Debug for OperationName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = if self.is_registered() {
            "Registered"
        } else {
            "Unregistered"
        };
        write!(f, "{kind}({:?})", self.as_str())
    }
}

impl PartialEq for OperationName {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0) || self.as_str() == other.as_str()
    }
}

impl Eq for OperationName {}

/// What defines a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result `index` of an operation.
    OpResult(OpId, u32),
    /// Argument `index` of a block.
    BlockArg(BlockId, u32),
}

/// Storage of a value.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// Its type.
    pub ty: Type,
    /// Its definition ([`ValueData::def`]).
    def: PackedDef,
}

/// A [`ValueDef`] in 8 bytes rather than 12 (which made a value 32 bytes, not 24): the owner's
/// id, and the index with the top bit set for a block argument.
#[derive(Clone, Copy, Debug)]
struct PackedDef {
    owner: u32,
    index: u32,
}

/// The top bit of [`PackedDef::index`]: a block argument.
const BLOCK_ARG: u32 = 1 << 31;

const _: () = assert!(std::mem::size_of::<ValueData>() == 24);

impl PackedDef {
    /// Whether it is a block argument's (its owner a block, not an op).
    #[inline]
    fn is_block_arg(self) -> bool {
        self.index & BLOCK_ARG != 0
    }

    /// An op's result `index` or a block's argument `index` (below 2^31: each takes more
    /// memory than that many values could).
    fn new(def: ValueDef) -> PackedDef {
        let (ValueDef::OpResult(_, index) | ValueDef::BlockArg(_, index)) = def;
        debug_assert!(index < BLOCK_ARG, "value index {index} out of range");
        match def {
            ValueDef::OpResult(op, index) => PackedDef {
                owner: op.0,
                index: index & !BLOCK_ARG,
            },
            ValueDef::BlockArg(block, index) => PackedDef {
                owner: block.0,
                index: index | BLOCK_ARG,
            },
        }
    }
}

impl ValueData {
    /// A value of type `ty` defined by `def`.
    fn new(ty: Type, def: ValueDef) -> ValueData {
        ValueData {
            ty,
            def: PackedDef::new(def),
        }
    }

    /// Its definition.
    #[inline]
    pub fn def(&self) -> ValueDef {
        let PackedDef { owner, index } = self.def;
        if self.def.is_block_arg() {
            ValueDef::BlockArg(BlockId(owner), index & !BLOCK_ARG)
        } else {
            ValueDef::OpResult(OpId(owner), index)
        }
    }
}

/// Storage of an operation.
#[derive(Clone)]
pub struct Operation {
    /// The name (and definition, if registered).
    pub name: OperationName,
    /// Inherent attributes (properties), sorted by name. Printed as `<{…}>` in the generic form.
    /// A registered op's property equal to its default is not stored
    /// ([`AttrSpec::default`](crate::ir::def::AttrSpec::default)): read properties with
    /// [`Ir::property`], which gives the default of one not stored.
    ///
    /// An unregistered op whose properties are written as something other than a non-empty
    /// dictionary (MLIR stores an unregistered op's properties as any attribute: `<{}>`, an
    /// empty dictionary printed back as `<{}>`, or `<1 : i32>`) holds that attribute as the
    /// first entry, under the empty name, which no attribute dictionary can spell («expected
    /// valid attribute name»): see [`Operation::properties_attr`]. A field of its own would
    /// make every op 8 bytes larger for what few ops have.
    pub properties: NamedAttrList,
    /// Discardable attributes, sorted by name. Printed as `{…}`.
    pub attributes: NamedAttrList,
    /// Operands.
    pub operands: ValueList,
    /// Results, in order.
    pub results: ValueList,
    /// Regions and successor blocks ([`Operation::regions`], [`Operation::successors`]): none
    /// for most ops, which then hold no allocation for them and take eight bytes for both.
    links: Option<Box<Links>>,
    /// Location: [`Ir::op_loc`] reads it, [`Ir::set_loc`] sets it (a kept one is the op's own
    /// entry in its IR's table, which `set_loc` overwrites).
    pub(crate) loc: OpLoc,
    /// The block that holds it ([`Operation::parent`]): its id, or [`NO_PARENT`] for a
    /// top-level op (four bytes, where an `Option<BlockId>` takes eight).
    parent: u32,
}

/// [`Operation`]'s `parent` of an op in no block.
const NO_PARENT: u32 = u32::MAX;

/// An op's size: most of a module's memory (16 bytes more per op are 3.5 MB more peak memory
/// on the 18 MB `values` benchmark and 5 MB and 2% more CPU time on `dialects`), and the cache
/// lines a walk reads.
const _: () = assert!(std::mem::size_of::<Operation>() == 72);

/// An op's regions and successors, when it has any.
#[derive(Clone, Debug, Default)]
struct Links {
    regions: IdList<RegionId>,
    successors: IdList<BlockId>,
}

impl Operation {
    /// Regions, in order.
    #[inline]
    pub fn regions(&self) -> &[RegionId] {
        match &self.links {
            Some(l) => &l.regions,
            None => &[],
        }
    }

    /// Successor blocks, in order.
    #[inline]
    pub fn successors(&self) -> &[BlockId] {
        match &self.links {
            Some(l) => &l.successors,
            None => &[],
        }
    }

    /// The regions, to change the list (the arena's methods that add regions keep their
    /// parents in step).
    pub fn regions_mut(&mut self) -> &mut IdList<RegionId> {
        &mut self.links.get_or_insert_with(Box::default).regions
    }

    /// The successors, to change the list.
    pub fn successors_mut(&mut self) -> &mut IdList<BlockId> {
        &mut self.links.get_or_insert_with(Box::default).successors
    }

    /// The block that holds it (`None` for a top-level op).
    #[inline]
    pub fn parent(&self) -> Option<BlockId> {
        (self.parent != NO_PARENT).then_some(BlockId(self.parent))
    }

    /// Sets the block that holds it (the arena's linking methods keep the block's list of ops
    /// in step).
    #[inline]
    pub(crate) fn set_parent(&mut self, parent: Option<BlockId>) {
        self.parent = parent.map_or(NO_PARENT, |b| b.0);
    }

    /// An unregistered op's properties when they are not a non-empty dictionary (`<{}>`,
    /// `<1 : i32>`): the entry of [`Operation::properties`] under the empty name. `None` for
    /// registered ops and when the properties are named entries.
    ///
    /// ```
    /// use rods::ir::{Attribute, Ir, Location, OperationName, OperationState};
    /// let mut ir = Ir::new();
    /// let mut st = OperationState::new(OperationName::unregistered("x.op"), Location::Unknown);
    /// st.properties_attr = Some(Attribute::Unit);
    /// let op = ir.create_op(st);
    /// assert_eq!(ir.op(op).properties_attr(), Some(&Attribute::Unit));
    /// assert!(rods::ir::Operation::named_properties(&ir.op(op).properties).is_empty());
    /// ```
    #[inline]
    pub fn properties_attr(&self) -> Option<&Attribute> {
        self.properties
            .first()
            .filter(|e| e.name.is_empty())
            .map(|e| &e.value)
    }

    /// An op's property list (its [`Operation::properties`], or what
    /// [`Ir::properties_with_defaults`] gives for it) without the entry
    /// [`Operation::properties_attr`] reads: the named properties.
    #[inline]
    pub fn named_properties(properties: &[NamedAttribute]) -> &[NamedAttribute] {
        match properties.first() {
            Some(e) if e.name.is_empty() => properties.get(1..).unwrap_or_default(),
            _ => properties,
        }
    }
}

/// As the fields read: the regions, successors and parent as their accessors give them.
impl std::fmt::Debug for Operation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Operation")
            .field("name", &self.name)
            .field("properties", &self.properties)
            .field("attributes", &self.attributes)
            .field("operands", &self.operands)
            .field("results", &self.results)
            .field("regions", &self.regions())
            .field("successors", &self.successors())
            .field("loc", &self.loc)
            .field("parent", &self.parent())
            .finish()
    }
}

/// Storage of a block.
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// Arguments.
    pub args: ThinVec<Value>,
    /// Operations, in order: iterate it, or ask an op's neighbours ([`Ir::next_op`],
    /// [`Ir::prev_op`]); edit it through [`Ir`]'s methods ([`Ir::insert_op`], [`Ir::erase_op`]),
    /// which keep the use lists and caches.
    pub ops: OpList,
    /// The region that holds it.
    pub parent: Option<RegionId>,
    /// Where the block label (or, for an entry block without label, the first op) is.
    pub loc: Location,
    /// The locations of the arguments, by index; an argument past the end has none
    /// (`Unknown`). See [`Ir::arg_loc`].
    pub arg_locs: ThinVec<Location>,
}

/// Storage of a region.
#[derive(Clone, Debug, Default)]
pub struct Region {
    /// Blocks; the first is the entry block. Edit it through [`Ir`]'s methods
    /// ([`Ir::insert_block`], [`Ir::erase_block`], [`Ir::move_block`]).
    pub blocks: BlockList,
    /// The operation that holds it.
    pub parent: Option<OpId>,
}

/// What an op is built from (MLIR's `OperationState`): custom parsers and builders fill it,
/// [`Ir::create_op`] turns it into an operation.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// Name.
    pub name: OperationName,
    /// Inherent attributes (any order; sorted on creation).
    pub properties: ThinVec<NamedAttribute>,
    /// Unregistered ops only: properties that are not a non-empty dictionary (`<{}>`,
    /// `<1 : i32>`); see [`Operation::properties_attr`].
    pub properties_attr: Option<Attribute>,
    /// Discardable attributes (any order; sorted on creation).
    pub attributes: ThinVec<NamedAttribute>,
    /// Operands.
    pub operands: ThinVec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Regions (already created in the arena, not yet attached).
    pub regions: ThinVec<RegionId>,
    /// Successors.
    pub successors: ThinVec<BlockId>,
    /// Location.
    pub loc: Location,
}

impl OperationState {
    /// An empty state for `name`.
    pub fn new(name: OperationName, loc: Location) -> OperationState {
        OperationState {
            name,
            properties: ThinVec::new(),
            properties_attr: None,
            attributes: ThinVec::new(),
            operands: ThinVec::new(),
            result_types: Vec::new(),
            regions: ThinVec::new(),
            successors: ThinVec::new(),
            loc,
        }
    }

    /// Moves the inherent attributes of `specs` written among the discardable ones (a custom
    /// form's attr-dict, a generic form's dictionary) into the properties, over what the parser
    /// stored, as MLIR's `setInherentAttr` does when it creates the op. A value its property's
    /// storage cannot hold is dropped, the property keeping its value (`operandSegmentSizes =
    /// 1`, or `sym_visibility = 1` beside `<{…}>`, which nothing checked before); a property
    /// that is not an attribute (`EnumProp`) stays a discardable attribute.
    pub fn move_inherent_attrs(&mut self, specs: &[AttrSpec]) {
        let mut i = 0;
        while let Some(a) = self.attributes.get(i) {
            let Some(spec) = specs
                .iter()
                .find(|s| s.convert.is_none() && a.name.is(s.name))
            else {
                i += 1;
                continue;
            };
            let a = self.attributes.remove(i);
            if (spec.satisfies_storage)(&a.value) {
                self.set_property(spec.name, a.value);
            }
        }
    }

    /// Sets (or replaces) an inherent attribute. A name the op's definition declares is
    /// stored as that static string (no allocation per op for registered property names).
    pub fn set_property(&mut self, name: &str, value: Attribute) {
        let Some(def) = self.name.def() else {
            return set_named(&mut self.properties, name, value);
        };
        // The generated parsers pass the definition's own strings: found by address before
        // their bytes are compared.
        match def
            .inherent_attrs
            .iter()
            .find(|n| crate::ir::string::bytes_are(n.as_bytes(), name))
        {
            Some(n) => {
                if self.properties.capacity() == 0 {
                    // One allocation of the size the op most often needs (its required
                    // properties; an optional one set grows it), not 1, 2, 4, and nothing to
                    // cut off on creation.
                    let required = def.property_specs.iter().filter(|s| s.required).count();
                    self.properties.reserve_exact(required.max(1));
                }
                set_named_static(&mut self.properties, n, value);
            }
            None => set_named(&mut self.properties, name, value),
        }
    }

    /// Sets (or replaces) a discardable attribute.
    pub fn set_attribute(&mut self, name: &str, value: Attribute) {
        set_named(&mut self.attributes, name, value);
    }
}

fn set_named(list: &mut ThinVec<NamedAttribute>, name: &str, value: Attribute) {
    match list.iter_mut().find(|e| e.name.is(name)) {
        Some(e) => e.value = value,
        None => list.push(NamedAttribute::new(name, value)),
    }
}

fn set_named_static(list: &mut ThinVec<NamedAttribute>, name: &'static str, value: Attribute) {
    let name = AttrName::from_static(name);
    match list.iter_mut().find(|e| e.name == name) {
        Some(e) => e.value = value,
        None => {
            list.push(NamedAttribute { name, value });
        }
    }
}

/// Sorts a list by name; stable, so among equal names the first written comes first.
pub fn sort_named(list: &mut [NamedAttribute]) {
    list.sort_by_key(|a| a.name);
}

/// Where the ids of an IR built apart go when it is joined to a block of another
/// ([`Ir::join_offsets`]): the other's array lengths at that time, and the block that takes the
/// ops of its block 0 (its other blocks follow the other's).
#[derive(Clone, Copy, Debug)]
pub(crate) struct JoinOffsets {
    ops: u32,
    blocks: u32,
    regions: u32,
    values: u32,
    /// Kept op locations (see [`OpLoc`]).
    locs: u32,
    block: BlockId,
}

impl JoinOffsets {
    /// Where block `b` of the joined IR goes: its block 0 is `block`, block `b > 0` follows the
    /// other's blocks.
    fn block(&self, b: BlockId) -> BlockId {
        match b.0 {
            0 => self.block,
            b => BlockId(self.blocks + b - 1),
        }
    }

    fn renumber_values(&self, list: &mut [Value]) {
        for v in list {
            v.0 += self.values;
        }
    }

    /// Where op `op` of the joined IR goes.
    pub(crate) fn op(&self, op: OpId) -> OpId {
        OpId(op.0 + self.ops)
    }

    /// Where value `v` of the joined IR goes.
    pub(crate) fn value(&self, v: Value) -> Value {
        Value(v.0 + self.values)
    }
}

/// The ops and values taken from an IR ([`Ir::take_ops`]), as the arrays they are in: the
/// join keeps those arrays ([`Ir::append_ops`]), so that neither is copied into fresh memory.
pub(crate) struct TakenOps {
    ops: Vec<Vec<Operation>>,
    values: Vec<Vec<ValueData>>,
}

/// Renumbers the ops and values taken from an IR ([`Ir::take_ops`]) for their join `at`
/// ([`Ir::append_all_but_ops`]): on the thread that built them, while the other moves the rest.
pub(crate) fn renumber_ops(taken: &mut TakenOps, at: JoinOffsets) {
    // The packed definitions' owners renumbered in place (the index stays).
    for v in taken.values.iter_mut().flatten() {
        v.def.owner = if v.def.is_block_arg() {
            at.block(BlockId(v.def.owner)).0
        } else {
            v.def.owner + at.ops
        };
    }
    for op in taken.ops.iter_mut().flatten() {
        at.renumber_values(op.operands.as_mut_slice());
        at.renumber_values(op.results.as_mut_slice());
        if let Some(links) = &mut op.links {
            for r in links.regions.iter_mut() {
                r.0 += at.regions;
            }
            for s in links.successors.iter_mut() {
                *s = at.block(*s);
            }
        }
        op.set_parent(op.parent().map(|b| at.block(b)));
        op.loc = op.loc.shifted(at.locs);
    }
}

/// The arena holding a tree of operations.
#[derive(Clone, Debug, Default)]
pub struct Ir {
    ops: chunks::Chunks<Operation>,
    blocks: Vec<Block>,
    regions: Vec<Region>,
    values: chunks::Chunks<ValueData>,
    /// Ops whose definition's local verifier passed on the op as it is now (see
    /// [`Ir::mark_verified`]).
    verified: Bits,
    /// Blocks whose ops' symbol names are unique as they are now (see
    /// [`Ir::mark_symbols_unique`]).
    symbols_unique: Bits,
    /// The symbols the parser found in the blocks of `symbols_unique`, by block id (an entry
    /// whose block is no longer in `symbols_unique` is stale: see [`Ir::parsed_symbols`]).
    parsed_symbols: super::symbols::ParsedSymbols,
    /// Whether an op whose definition lists op interfaces (`OpDef::interfaces`) may be here
    /// ([`Ir::has_interface_ops`]).
    interface_ops: bool,
    /// Whether an attribute or a value type given to this IR may hold a value the printer
    /// gives an alias ([`Ir::may_hold_aliases`]).
    alias_holders: bool,
    /// Whether a discardable attribute with a `.` in its name may have been given to this IR
    /// ([`Ir::may_have_dialect_attributes`]).
    dotted_attributes: bool,
    /// Whether the defaults of every op definition created here were checked for values that
    /// may print as aliases ([`Ir::note_registry_defaults`]).
    defaults_checked: bool,
    /// The dialects whose `verify_operation_attribute` hook checks this IR's discardable
    /// attributes (MLIR's dialects loaded in the context; see [`Ir::attribute_verifier`]).
    attribute_verifiers: Vec<&'static super::def::Dialect>,
    /// The dialects whose `materialize_constant` hook makes the constants folding produces for
    /// their ops (see [`Ir::constant_materializer`]).
    constant_materializers: Vec<&'static super::def::Dialect>,
    /// The dialects with ops that declare canonicalization patterns (see
    /// [`Ir::pattern_dialects`]).
    pattern_dialects: Vec<&'static super::def::Dialect>,
    /// The file's resources (`{-# dialect_resources: …, external_resources: … #-}`), which
    /// `dense_resource<key>` attributes refer to by key.
    pub resources: super::Resources,
    /// Each value's uses and each block's predecessors, built by the first query ([`Ir::uses`],
    /// [`Ir::predecessors`]) and kept current by the editing methods; [`Ir::op_mut`] and
    /// [`Ir::block_mut`] drop it (they may change operands or successors).
    uses: std::sync::OnceLock<edit::UseIndex>,
    /// The ops' locations that are not held in the op (see [`OpLoc`]), by index, each the
    /// location of one op.
    op_locs: Vec<Location>,
    /// Ops removed by [`Ir::erase_op`]: their ids stay valid, their operands use nothing.
    erased: Bits,
    /// The ops of tracked definitions ([`OpDef::tracked`]), in order of creation (see
    /// [`Ir::tracked_ops`]).
    tracked: Vec<OpId>,
    /// Whether an op may have been renamed ([`Ir::op_mut`]), so that `tracked` may miss one.
    maybe_renamed: bool,
    /// Set by a pass that left the IR as it found it ([`Ir::mark_all_analyses_preserved`]),
    /// read and cleared by the pass manager once the pass has run.
    all_preserved: bool,
}

/// A set of small ids, one bit each.
#[derive(Clone, Debug, Default)]
pub(crate) struct Bits(Vec<u64>);

impl Bits {
    pub(crate) fn insert(&mut self, i: u32) {
        self.insert_new(i);
    }

    /// Adds `i`; whether it was not in the set.
    pub(crate) fn insert_new(&mut self, i: u32) -> bool {
        let w = i as usize / 64;
        if self.0.len() <= w {
            self.0.resize(w + 1, 0);
        }
        match self.0.get_mut(w) {
            Some(w) => {
                let was = *w;
                *w |= 1 << (i % 64);
                *w != was
            }
            None => false,
        }
    }

    pub(crate) fn remove(&mut self, i: u32) {
        if let Some(w) = self.0.get_mut(i as usize / 64) {
            *w &= !(1 << (i % 64));
        }
    }

    pub(crate) fn contains(&self, i: u32) -> bool {
        self.0
            .get(i as usize / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    /// The ids in the set, ascending.
    fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().enumerate().flat_map(|(w, bits)| {
            let mut rest = *bits;
            std::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let i = rest.trailing_zeros();
                rest &= rest - 1;
                Some((w * 64) as u32 + i)
            })
        })
    }

    /// Adds the ids of `other`, each plus `offset`, a word at a time.
    fn insert_shifted(&mut self, other: &Bits, offset: u32) {
        let (first, shift) = (offset as usize / 64, offset % 64);
        let Some(last) = other.0.iter().rposition(|w| *w != 0) else {
            return;
        };
        // As long as inserting the highest id would make it (the set's words are compared).
        let highest = last * 64 + 63 - other.0[last].leading_zeros() as usize + offset as usize;
        if self.0.len() <= highest / 64 {
            self.0.resize(highest / 64 + 1, 0);
        }
        for (k, w) in other.0.iter().take(last + 1).enumerate() {
            if let Some(low) = self.0.get_mut(first + k) {
                *low |= w << shift;
            }
            if shift != 0
                && let Some(high) = self.0.get_mut(first + k + 1)
            {
                *high |= w >> (64 - shift);
            }
        }
    }
}

impl Ir {
    /// An empty arena.
    pub fn new() -> Ir {
        Ir::default()
    }

    /// The location of op `id`: made when the op holds it inline (an offset, none, the
    /// buffer: four bytes in the op), borrowed when the IR keeps it for the op (an input's
    /// `loc(…)`, a file location).
    #[inline]
    pub fn op_loc(&self, id: OpId) -> std::borrow::Cow<'_, Location> {
        use std::borrow::Cow;
        match self.op(id).loc.kind() {
            OpLocKind::Unknown => Cow::Owned(Location::Unknown),
            OpLocKind::Offset(o) => Cow::Owned(Location::Offset(o)),
            OpLocKind::BufferStart => Cow::Owned(Location::BufferStart),
            OpLocKind::Kept(i) => Cow::Borrowed(&self.op_locs[i as usize]),
        }
    }

    /// `loc` as an op holds it, kept here when it is not an offset: in the entry `reuse` (the
    /// op's own, which it replaces), else in a new one.
    fn keep_op_loc(&mut self, loc: Location, reuse: OpLoc) -> OpLoc {
        if let Some(inline) = OpLoc::inline(&loc) {
            return inline;
        }
        if let OpLocKind::Kept(i) = reuse.kind() {
            self.op_locs[i as usize] = loc;
            return reuse;
        }
        self.op_locs.push(loc);
        OpLoc::kept(self.op_locs.len() as u32 - 1)
    }

    /// Sets `op`'s location (nothing the verifier checked depends on it).
    pub fn set_loc(&mut self, op: OpId, loc: Location) {
        let loc = self.keep_op_loc(loc, self.op(op).loc);
        self.ops[op.0 as usize].loc = loc;
    }

    /// The operation `id`.
    pub fn op(&self, id: OpId) -> &Operation {
        &self.ops[id.0 as usize]
    }

    /// The operation `id`, mutably. Forgets that it was verified ([`Ir::is_verified`]), that
    /// the symbol names of its block were unique ([`Ir::symbols_unique`]) and the use lists
    /// (rebuilt by the next [`Ir::uses`]); the editing methods ([`Ir::set_operand`],
    /// [`Ir::insert_op`], …) keep them instead.
    pub fn op_mut(&mut self, id: OpId) -> &mut Operation {
        // It may be given any attribute.
        self.alias_holders = true;
        self.dotted_attributes = true;
        // It may be renamed to an op with interfaces, or of a tracked definition.
        self.interface_ops = true;
        self.maybe_renamed = true;
        self.op_mut_keeping_attributes(id)
    }

    /// [`Ir::op_mut`] for a change of no attribute (the op's location, operands or parent).
    pub(crate) fn op_mut_keeping_attributes(&mut self, id: OpId) -> &mut Operation {
        self.verified.remove(id.0);
        if self.uses.get().is_some() {
            self.uses.take();
        }
        let op = &mut self.ops[id.0 as usize];
        if let Some(b) = op.parent() {
            self.symbols_unique.remove(b.0);
        }
        op
    }

    /// MLIR's `markAllAnalysesPreserved`, for a pass that changed nothing: the pass manager
    /// then does not verify the op again after the pass (nothing it verified before has
    /// changed). A pass that did change the IR must not call it.
    pub fn mark_all_analyses_preserved(&mut self) {
        self.all_preserved = true;
    }

    /// Whether the pass that just ran called [`Ir::mark_all_analyses_preserved`]; clears it.
    pub(crate) fn take_all_preserved(&mut self) -> bool {
        std::mem::take(&mut self.all_preserved)
    }

    /// Records that the local verifier of `id`'s definition
    /// ([`OpDef::local_verify`](crate::dialect::OpDef::local_verify)) passed on the op as it is
    /// now. The verifier's walk trusts it until the op is changed: [`Ir::op_mut`] and
    /// [`Ir::set_value_type`] forget it.
    pub(crate) fn mark_verified(&mut self, id: OpId) {
        self.verified.insert(id.0);
    }

    /// Whether the parser's early check of `id` passed and the op was not changed since. Only
    /// the parser records it:
    ///
    /// ```compile_fail,E0624
    /// let mut m = rods::ir::Module::new();
    /// let top = m.top;
    /// m.ir.mark_verified(top);
    /// ```
    pub fn is_verified(&self, id: OpId) -> bool {
        self.verified.contains(id.0)
    }

    /// Forgets what the parser checked early ([`Ir::is_verified`], [`Ir::symbols_unique`]): the
    /// verifier then checks everything itself (the fuzz targets compare both answers). Forgetting
    /// is always sound; only the parser, which ran the checks, records them.
    pub fn forget_early_checks(&mut self) {
        self.verified = Bits::default();
        self.symbols_unique = Bits::default();
        self.parsed_symbols = Default::default();
    }

    /// Records that the symbol names ([`Ir::symbol_name`]) of the ops in `block` are unique,
    /// as the parser found while it parsed a symbol table's block, and what they are
    /// (`symbols`). The verifier's symbol table check and symbol lookups trust it until the
    /// block or one of its ops is changed: [`Ir::block_mut`], [`Ir::op_mut`],
    /// [`Ir::append_op`], [`Ir::set_property`] and the other edits forget it.
    pub(crate) fn mark_symbols_unique(
        &mut self,
        block: BlockId,
        symbols: super::symbols::SymbolMap,
    ) {
        self.symbols_unique.insert(block.0);
        self.parsed_symbols.insert(block.0, symbols);
    }

    /// The symbols of `block` as the parser found them ([`Ir::mark_symbols_unique`]), while the
    /// block and its ops are unchanged since.
    pub(crate) fn parsed_symbols(
        &self,
        block: BlockId,
    ) -> Option<&std::sync::Arc<super::symbols::SymbolMap>> {
        if self.symbols_unique(block) {
            self.parsed_symbols.get(block.0)
        } else {
            None
        }
    }

    /// Every op of a tracked definition ([`OpDef::tracked`]) this IR holds, and the ops of
    /// such definitions it held (erased or detached since), in order of creation: a check that
    /// looks for them across a module reads these instead of every op, and then their place
    /// (their parent chain) rather than trusting that each is still where it was. `None` once
    /// an op may have been renamed ([`Ir::op_mut`]): the list may miss one then.
    ///
    /// ```
    /// let mut m = rods::parse_str("module {}", &rods::dialect::Registry::new())?;
    /// assert_eq!(m.ir.tracked_ops(), Some(&[][..])); // `builtin.module` is not tracked
    /// let top = m.top;
    /// m.ir.op_mut(top);
    /// assert_eq!(m.ir.tracked_ops(), None);
    /// # Ok::<(), rods::Error>(())
    /// ```
    pub fn tracked_ops(&self) -> Option<&[OpId]> {
        (!self.maybe_renamed).then_some(&self.tracked[..])
    }

    /// Whether an op whose definition lists op interfaces (`OpDef::interfaces`, which
    /// `cast_op_interface` reads) may be in this IR; when not, no op of it casts to one. Any
    /// op changed through [`Ir::op_mut`] (which may rename it) counts as one that may.
    pub fn has_interface_ops(&self) -> bool {
        self.interface_ops
    }

    /// Whether an attribute of an op or the type of a value may hold a value the printer
    /// gives an alias (`#map`, `!tuple`, `#distinct`, a registered dialect attribute's …);
    /// when not, the printer's walk for aliases has nothing to find but locations. Any op
    /// changed through [`Ir::op_mut`] counts as one that may.
    pub fn may_hold_aliases(&self) -> bool {
        self.alias_holders
    }

    /// Whether an op may have a discardable attribute whose name has a `.` (MLIR's dialect
    /// attributes, `gpu.container_module`, which dialects' hooks verify); when not, the
    /// verifier need not read the ops' attribute lists for them. Any op changed through
    /// [`Ir::op_mut`] counts as one that may.
    pub fn may_have_dialect_attributes(&self) -> bool {
        self.dotted_attributes
    }

    /// Makes the verifier check discardable attributes named `NAME.…` with the
    /// [`Dialect::verify_operation_attribute`](super::def::Dialect) hook of the dialect `NAME`
    /// among `dialects` (those without a hook are ignored). The parser gives it the dialects of
    /// its registry (`Registry::attribute_verifiers`); IR built by hand has none until this
    /// is called. It also keeps the dialects' [`Dialect::materialize_constant`] hooks
    /// ([`Ir::constant_materializer`]) and the dialects whose ops have canonicalization
    /// patterns ([`Ir::pattern_dialects`]).
    ///
    /// [`Dialect::materialize_constant`]: super::def::Dialect::materialize_constant
    pub fn set_attribute_verifiers(&mut self, dialects: &[&'static super::def::Dialect]) {
        self.attribute_verifiers = dialects
            .iter()
            .copied()
            .filter(|d| d.verify_operation_attribute.is_some())
            .collect();
        self.constant_materializers = dialects
            .iter()
            .copied()
            .filter(|d| d.materialize_constant.is_some())
            .collect();
        self.pattern_dialects = dialects
            .iter()
            .copied()
            .filter(|d| d.has_canonicalizers())
            .collect();
    }

    /// The dialects given to [`Ir::set_attribute_verifiers`] (the parser's registry) that have
    /// ops with canonicalization patterns ([`OpDef::canonicalizer`]): where `--canonicalize`
    /// gathers its patterns (MLIR's canonicalizer takes those of every registered op).
    ///
    /// [`OpDef::canonicalizer`]: super::def::OpDef::canonicalizer
    pub fn pattern_dialects(&self) -> &[&'static super::def::Dialect] {
        &self.pattern_dialects
    }

    /// Notes what [`Registry::defaults_hold_aliases`](crate::dialect::Registry::defaults_hold_aliases)
    /// found (`Some`), for the ops of that registry's definitions created next, so that they
    /// are not checked one by one; `None`: each op's definition is checked as it is created.
    pub fn note_registry_defaults(&mut self, hold_aliases: Option<bool>) {
        self.alias_holders |= hold_aliases == Some(true);
        self.defaults_checked = hold_aliases.is_some();
    }

    /// The `materialize_constant` hook of the dialect named `dialect` (MLIR's
    /// `Dialect::materializeConstant` of an op's dialect), if the dialects given to
    /// [`Ir::set_attribute_verifiers`] hold it and it has one.
    pub fn constant_materializer(
        &self,
        dialect: &str,
    ) -> Option<super::def::MaterializeConstantFn> {
        self.constant_materializers
            .iter()
            .find(|d| d.name == dialect)
            .and_then(|d| d.materialize_constant)
    }

    /// The dialect whose hook checks a discardable attribute named `name` (MLIR's
    /// `NamedAttribute::getNameDialect`: the prefix before the first `.`, a loaded dialect), if
    /// that dialect has one.
    pub fn attribute_verifier(&self, name: &[u8]) -> Option<&'static super::def::Dialect> {
        if self.attribute_verifiers.is_empty() {
            return None;
        }
        let dot = name.iter().position(|b| *b == b'.')?;
        let prefix = &name[..dot];
        self.attribute_verifiers
            .iter()
            .copied()
            .find(|d| d.name.as_bytes() == prefix)
    }

    /// Whether the parser found the symbol names of `block` unique and it was not changed since.
    pub fn symbols_unique(&self, block: BlockId) -> bool {
        self.symbols_unique.contains(block.0)
    }

    /// `sym_name` of an op when it is a string: an inherent attribute (property) first, then a
    /// discardable one — registered or not, any op with it counts as a symbol, as in MLIR.
    pub fn symbol_name(&self, op: OpId) -> Option<&StringAttr> {
        let attr = self
            .property(op, "sym_name")
            .or_else(|| self.attribute(op, "sym_name"));
        attr?.as_string()
    }

    /// The block `id`.
    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.0 as usize]
    }

    /// The block `id`, mutably. Forgets that its symbol names were unique
    /// ([`Ir::symbols_unique`]).
    pub fn block_mut(&mut self, id: BlockId) -> &mut Block {
        self.symbols_unique.remove(id.0);
        if self.uses.get().is_some() {
            self.uses.take();
        }
        &mut self.blocks[id.0 as usize]
    }

    /// The region `id`.
    pub fn region(&self, id: RegionId) -> &Region {
        &self.regions[id.0 as usize]
    }

    /// The region `id`, mutably.
    pub fn region_mut(&mut self, id: RegionId) -> &mut Region {
        &mut self.regions[id.0 as usize]
    }

    /// The value `v`.
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.0 as usize]
    }

    /// The type of value `v`.
    pub fn value_type(&self, v: Value) -> &Type {
        &self.values[v.0 as usize].ty
    }

    /// Changes the type of value `v` (used by parsers that learn a forward reference's type).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.verified = Bits::default();
        self.alias_holders |= !type_holds_no_alias(&ty);
        self.values[v.0 as usize].ty = ty;
    }

    /// Number of operations ever created in the arena.
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    /// Number of values ever created (every value id is below it).
    pub(crate) fn num_values(&self) -> usize {
        self.values.len()
    }

    /// Number of blocks ever created (every block id is below it).
    pub(crate) fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Number of block arguments, over all blocks ever created.
    pub(crate) fn num_block_arguments(&self) -> usize {
        self.blocks.iter().map(|b| b.args.len()).sum()
    }

    /// A new, empty region.
    pub fn create_region(&mut self) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(Region::default());
        id
    }

    /// A new block appended to `region`.
    pub fn create_block(&mut self, region: RegionId, loc: Location) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(Block {
            args: ThinVec::new(),
            ops: OpList::new(),
            parent: Some(region),
            loc,
            arg_locs: ThinVec::new(),
        });
        self.regions[region.0 as usize].blocks.push(id);
        id
    }

    /// A new block that belongs to no region yet (forward-referenced successors).
    pub fn create_detached_block(&mut self, loc: Location) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(Block {
            args: ThinVec::new(),
            ops: OpList::new(),
            parent: None,
            loc,
            arg_locs: ThinVec::new(),
        });
        id
    }

    /// Appends an argument of type `ty` to `block`.
    pub fn add_block_argument(&mut self, block: BlockId, ty: Type) -> Value {
        let index = self.blocks[block.0 as usize].args.len() as u32;
        let v = Value(self.values.len() as u32);
        self.alias_holders |= !type_holds_no_alias(&ty);
        self.values
            .push(ValueData::new(ty, ValueDef::BlockArg(block, index)));
        self.blocks[block.0 as usize].args.push(v);
        v
    }

    /// The location of block argument `v` (`Unknown` when it has none or is no block
    /// argument).
    pub fn arg_loc(&self, v: Value) -> &Location {
        const UNKNOWN: &Location = &Location::Unknown;
        match self.value(v).def() {
            ValueDef::BlockArg(b, i) => self.block(b).arg_locs.get(i as usize).unwrap_or(UNKNOWN),
            ValueDef::OpResult(..) => UNKNOWN,
        }
    }

    /// Sets the location of block argument `v` (nothing for an op result).
    pub fn set_arg_loc(&mut self, v: Value, loc: Location) {
        let ValueDef::BlockArg(b, i) = self.value(v).def() else {
            return;
        };
        let block = &mut self.blocks[b.0 as usize];
        let locs = &mut block.arg_locs;
        let i = i as usize;
        if locs.len() == i {
            // The parser's order: each argument's location set right after it is added.
            locs.push(loc);
            return;
        }
        if locs.len() < i {
            // Arguments before this one have none: room for every argument so far at once,
            // the ones between `Unknown`.
            let wanted = block.args.len().max(i + 1);
            locs.reserve(wanted - locs.len());
            locs.resize(i + 1, Location::Unknown);
        }
        locs[i] = loc;
    }

    /// Creates a detached operation from `state` (results get fresh values; regions are
    /// attached to it). Properties and attributes are sorted by name.
    pub fn create_op(&mut self, mut state: OperationState) -> OpId {
        self.create_op_from(&mut state)
    }

    /// [`Ir::create_op`] that takes what it needs out of `state`, leaving it empty (but for its
    /// name) with its buffers that the op does not keep: a parser reuses one state for many
    /// ops.
    pub fn create_op_from(&mut self, state: &mut OperationState) -> OpId {
        let name = state.name;
        self.create_op_named(state, name)
    }

    /// [`Ir::create_op_from`] that takes the name too, leaving `builtin.module`'s in `state`:
    /// for a parser that sets the name of each op it reuses the state for, this spares the
    /// name's reference count two atomic operations per op.
    pub(crate) fn create_op_taking_name(&mut self, state: &mut OperationState) -> OpId {
        let placeholder = OperationName::registered(&crate::builtin::MODULE_OP);
        let name = std::mem::replace(&mut state.name, placeholder);
        self.create_op_named(state, name)
    }

    fn create_op_named(&mut self, state: &mut OperationState, name: OperationName) -> OpId {
        if !self.alias_holders {
            self.alias_holders = state.properties_attr.is_some()
                || !state.result_types.iter().all(type_holds_no_alias)
                || !state.properties.iter().all(|a| holds_no_alias(&a.value))
                || !state.attributes.iter().all(|a| holds_no_alias(&a.value));
        }
        if !self.dotted_attributes {
            self.dotted_attributes = state.attributes.iter().any(|a| a.name.is_dotted());
        }
        let id = OpId(self.ops.len() as u32);
        let mut results = ValueList::new();
        results.reserve_exact(state.result_types.len());
        for (i, ty) in state.result_types.drain(..).enumerate() {
            let v = Value(self.values.len() as u32);
            self.values
                .push(ValueData::new(ty, ValueDef::OpResult(id, i as u32)));
            results.push(v);
        }
        for r in &state.regions {
            self.regions[r.0 as usize].parent = Some(id);
        }
        if let Some(def) = name.def() {
            // A default not stored prints in the generic form: it may hold an alias too.
            if !self.alias_holders && !self.defaults_checked && def.has_property_defaults() {
                self.alias_holders = def
                    .property_specs
                    .iter()
                    .filter_map(|s| s.default)
                    .any(|d| !holds_no_alias(d()));
            }
            self.interface_ops |= !def.interfaces.is_empty();
            if def.tracked {
                self.tracked.push(id);
            }
        }
        let mut properties = std::mem::take(&mut state.properties);
        if let Some(def) = name.def()
            && !properties.is_empty()
        {
            drop_defaults(def, &mut properties);
        }
        // Kept for the op's life: no room for properties declared but not set. `set_property`
        // sizes the list for the required ones, so this cuts only what growing for an optional
        // one left over (or a list built by hand).
        if let Some(attr) = state.properties_attr.take() {
            // First once sorted: no other name is empty.
            properties.insert(0, NamedAttribute::new("", attr));
        }
        properties.shrink_to_fit();
        if let Some(index) = self.uses.get_mut() {
            for (i, &v) in state.operands.iter().enumerate() {
                index.add(
                    v,
                    OpOperand {
                        op: id,
                        index: i as u32,
                    },
                );
            }
            for (i, &b) in state.successors.iter().enumerate() {
                index.add_successor(b, id, i);
            }
        }
        let loc = self.keep_op_loc(
            std::mem::replace(&mut state.loc, Location::Unknown),
            OpLoc::UNKNOWN,
        );
        let links = (!state.regions.is_empty() || !state.successors.is_empty()).then(|| {
            let links = Box::new(Links {
                regions: IdList::from_slice(&state.regions),
                successors: IdList::from_slice(&state.successors),
            });
            state.regions.clear();
            state.successors.clear();
            links
        });
        self.ops.push(Operation {
            name,
            properties: NamedAttrList::from(properties),
            attributes: NamedAttrList::from(std::mem::take(&mut state.attributes)),
            // Copied (up to three inline): the state keeps its buffer for the next op.
            operands: ValueList::from_slice(&state.operands),
            results,
            links,
            loc,
            parent: NO_PARENT,
        });
        state.operands.clear();
        id
    }

    /// Where the ids of an IR built apart (a part of a block parsed on another thread) go when
    /// its ops are appended to `block`. Everything it holds is moved into this arena in three
    /// steps, which may run on two threads: [`Ir::take_ops`] and [`renumber_ops`] on the thread
    /// that built it, [`Ir::append_all_but_ops`] here meanwhile, then [`Ir::append_ops`]. Ids
    /// are renumbered; what the other IR knew of its ops ([`Ir::is_verified`],
    /// [`Ir::symbols_unique`] of its other blocks) is kept. Its block 0 must have no arguments,
    /// and it no resources or erased ops.
    pub(crate) fn join_offsets(&self, block: BlockId) -> JoinOffsets {
        JoinOffsets {
            ops: self.ops.len() as u32,
            blocks: self.blocks.len() as u32,
            regions: self.regions.len() as u32,
            values: self.values.len() as u32,
            locs: self.op_locs.len() as u32,
            block,
        }
    }

    /// The ops and values, taken out (as the arrays they are in) for [`renumber_ops`].
    pub(crate) fn take_ops(&mut self) -> TakenOps {
        TakenOps {
            ops: std::mem::take(&mut self.ops).into_chunks().collect(),
            values: std::mem::take(&mut self.values).into_chunks().collect(),
        }
    }

    /// The join ([`Ir::join_offsets`]) of all but the ops: `other` (whose ops were taken) is
    /// moved into this arena with its ids renumbered `at` (this arena's [`Ir::join_offsets`]),
    /// its block 0's ops appended to `at.block` by their future ids. Until [`Ir::append_ops`]
    /// adds `other`'s ops, this arena refers to ops it does not hold.
    pub(crate) fn append_all_but_ops(&mut self, other: Ir, at: JoinOffsets) {
        let Ir {
            blocks: other_blocks,
            regions: other_regions,
            op_locs,
            verified,
            symbols_unique,
            parsed_symbols,
            interface_ops,
            alias_holders,
            dotted_attributes,
            tracked,
            maybe_renamed,
            ..
        } = other;
        let (ops, regions) = (at.ops, at.regions);
        self.op_locs.extend(op_locs);
        let mut other_blocks = other_blocks.into_iter();
        let top = other_blocks.next().map(|b| b.ops).unwrap_or_default();
        self.blocks.extend(other_blocks.map(|mut b| {
            at.renumber_values(&mut b.args);
            b.ops.map_in_place(|op| op.0 += ops);
            b.parent = b.parent.map(|r| RegionId(r.0 + regions));
            b
        }));
        self.regions.extend(other_regions.into_iter().map(|mut r| {
            r.blocks.map_in_place(|b| *b = at.block(*b));
            r.parent = r.parent.map(|op| OpId(op.0 + ops));
            r
        }));
        self.verified.insert_shifted(&verified, ops);
        for b in symbols_unique.iter().filter(|b| *b != 0) {
            self.symbols_unique.insert(at.block(BlockId(b)).0);
        }
        self.parsed_symbols
            .append_shifted(parsed_symbols, |b| at.block(b), ops);
        self.interface_ops |= interface_ops;
        self.tracked
            .extend(tracked.into_iter().map(|op| OpId(op.0 + ops)));
        self.maybe_renamed |= maybe_renamed;
        self.alias_holders |= alias_holders;
        self.dotted_attributes |= dotted_attributes;
        self.symbols_unique.remove(at.block.0);
        let target = &mut self.blocks[at.block.0 as usize].ops;
        for op in &top {
            target.push(OpId(op.0 + ops));
        }
    }

    /// Adds the ops and values [`renumber_ops`] renumbered for [`Ir::append_all_but_ops`]: kept
    /// where they are, as chunks of this arena's ops and values (`Chunks::append`), without a
    /// copy.
    pub(crate) fn append_ops(&mut self, taken: TakenOps) {
        for chunk in taken.ops {
            self.ops.append(chunk);
        }
        for chunk in taken.values {
            self.values.append(chunk);
        }
    }

    /// Appends a detached op to the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.set_parent_block(op, block);
        self.blocks[block.0 as usize].ops.push(op);
    }

    /// The first half of [`Ir::append_op`]: `op` is in `block`, which does not list it until
    /// [`Ir::extend_block_ops`] appends it with the ops parsed after it (one allocation for a
    /// block's list instead of one per doubling).
    pub(crate) fn set_parent_block(&mut self, op: OpId, block: BlockId) {
        self.symbols_unique.remove(block.0);
        self.ops[op.0 as usize].set_parent(Some(block));
    }

    /// Lists `ops`, whose parent is already `block` ([`Ir::set_parent_block`]), at its end.
    pub(crate) fn extend_block_ops(&mut self, block: BlockId, ops: &[OpId]) {
        self.blocks[block.0 as usize].ops.extend_from_slice(ops);
    }

    /// An inherent attribute of `op` by name: the value stored, else (a registered op's
    /// property with a default, which is stored only when it differs from it) the default
    /// ([`AttrSpec::default`](crate::ir::def::AttrSpec::default)).
    #[inline]
    pub fn property(&self, op: OpId, name: &str) -> Option<&Attribute> {
        let o = self.op(op);
        match o.properties.get(name) {
            Some(a) => Some(a),
            None => property_default(&o.name, name),
        }
    }

    /// The inherent attribute `name` stored on `op`: [`Ir::property`] without the defaults of
    /// properties not stored.
    #[inline]
    pub fn stored_property(&self, op: OpId, name: &str) -> Option<&Attribute> {
        self.op(op).properties.get(name)
    }

    /// All inherent attributes of `op`, sorted by name, as the generic form prints them
    /// (`<{…}>`): those stored and the defaults of a registered op's properties not stored
    /// ([`Ir::property`]). Borrowed when every property is stored.
    pub fn properties_with_defaults(&self, op: OpId) -> std::borrow::Cow<'_, [NamedAttribute]> {
        let o = self.op(op);
        let stored = o.properties.as_slice();
        let Some(def) = o.name.def() else {
            return std::borrow::Cow::Borrowed(stored);
        };
        let missing = def.property_specs.iter().filter_map(|s| {
            let default = s.default?;
            (!stored.iter().any(|a| a.name.is(s.name)))
                .then(|| NamedAttribute::new(StringAttr::from_static(s.name), default().clone()))
        });
        let mut all: Vec<NamedAttribute> = missing.collect();
        if all.is_empty() {
            return std::borrow::Cow::Borrowed(stored);
        }
        all.extend(stored.iter().cloned());
        sort_named(&mut all);
        std::borrow::Cow::Owned(all)
    }

    /// The inherent attributes the alias walk visits for `op`: [`Ir::properties_with_defaults`]
    /// when a default not stored may hold an alias (as a stored one is visited), else those
    /// stored (no list built for the usual defaults, `#arith.overflow<none>`).
    pub(crate) fn properties_for_alias_walk(
        &self,
        op: OpId,
    ) -> std::borrow::Cow<'_, [NamedAttribute]> {
        let o = self.op(op);
        let absent_alias = |def: &OpDef| {
            def.property_specs.iter().any(|s| {
                s.default.is_some_and(|d| {
                    !holds_no_alias(d()) && !o.properties.iter().any(|a| a.name.is(s.name))
                })
            })
        };
        match o.name.def() {
            Some(def) if absent_alias(def) => self.properties_with_defaults(op),
            _ => std::borrow::Cow::Borrowed(o.properties.as_slice()),
        }
    }

    /// A discardable attribute of `op` by name.
    #[inline]
    pub fn attribute(&self, op: OpId, name: &str) -> Option<&Attribute> {
        self.op(op).attributes.get(name)
    }

    /// The op that holds `op` (through its block and region), if any.
    #[inline]
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.op(op).parent()?;
        let region = self.block(block).parent?;
        self.region(region).parent
    }

    /// Whether `op` is nested (at any depth) in a region of `ancestor`.
    pub fn is_proper_ancestor(&self, ancestor: OpId, mut op: OpId) -> bool {
        while let Some(p) = self.parent_op(op) {
            if p == ancestor {
                return true;
            }
            op = p;
        }
        false
    }
}

/// The default of property `name` of an op named `name` ([`Ir::property`]); out of line, as
/// most lookups find the value stored.
#[inline(never)]
fn property_default(op: &OperationName, name: &str) -> Option<&'static Attribute> {
    op.def()?.property_default(name)
}

/// Drops from a registered op's properties each value equal to its default
/// ([`AttrSpec::default`](crate::ir::def::AttrSpec::default)): what is not stored is the
/// default, so that one value has one representation (two ops that differ only in a default
/// written out are the same op to CSE).
fn drop_defaults(def: &OpDef, properties: &mut ThinVec<NamedAttribute>) {
    for spec in def.property_specs {
        let Some(default) = spec.default else {
            continue;
        };
        if let Some(i) = properties.iter().position(|a| a.name.is(spec.name))
            && properties[i].value == *default()
        {
            properties.remove(i);
        }
    }
}

#[cfg(test)]
mod bits_tests {
    use super::Bits;

    fn set(ids: &[u32]) -> Bits {
        let mut b = Bits::default();
        for i in ids {
            b.insert(*i);
        }
        b
    }

    /// A join's word-at-a-time union gives what inserting each id plus the offset gives, for
    /// offsets within, at and across word boundaries.
    #[test]
    fn shifted_union_is_the_union_of_shifted_ids() {
        let mut x = 0x2545_f491_4f6c_dd1d_u64;
        let mut ids: Vec<u32> = (0..300)
            .filter_map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x.is_multiple_of(3).then_some((x % 1000) as u32)
            })
            .collect();
        ids.extend([0, 63, 64, 127, 999]);
        ids.sort_unstable();
        ids.dedup();
        let other = set(&ids);
        assert_eq!(other.iter().collect::<Vec<_>>(), ids);
        for offset in [0, 1, 5, 63, 64, 65, 128, 130, 1000] {
            let base = [2, 64, 700, 1500];
            let mut joined = set(&base);
            joined.insert_shifted(&other, offset);
            let mut expected: Vec<u32> = base.to_vec();
            expected.extend(ids.iter().map(|i| i + offset));
            expected.sort_unstable();
            expected.dedup();
            assert_eq!(
                joined.iter().collect::<Vec<_>>(),
                expected,
                "offset {offset}"
            );
        }
        // The words are those inserting each id makes (`Ir`'s `Debug` shows them).
        for offset in [0, 1, 63, 64, 100] {
            let mut one_by_one = set(&[3]);
            ids.iter().for_each(|i| one_by_one.insert(i + offset));
            let mut shifted = set(&[3]);
            shifted.insert_shifted(&other, offset);
            assert_eq!(shifted.0, one_by_one.0, "offset {offset}");
        }
        let mut empty = set(&[3]);
        empty.insert_shifted(&Bits::default(), 70);
        assert_eq!(empty.0, set(&[3]).0);
    }
}
