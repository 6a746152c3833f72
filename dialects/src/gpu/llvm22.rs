//! LLVM 22's forms of `gpu.binary` and `#gpu.object` (`CompilationAttrs.td` and `GPUOps.td` of
//! LLVM 22.1), with the attributes they brought: the object's format and properties, and the
//! kernel tables `#gpu.kernel_table` / `#gpu.kernel_metadata`. Everything else of the dialect
//! (`#gpu.select_object`, the target interface) is shared with the seed's form; `rods-opt
//! --gpu-dialect=llvm22` registers this form ([`crate::GpuFlavour::Llvm22`]).

use std::borrow::Cow;
use std::sync::Arc;

use rods::diag::ParseResult;
use rods::ir::print::Printer;
use rods::ir::{Attribute, DictionaryAttr, Location, OperationState, StringAttr, Type};
use rods::ods::{AnyAttr, ArrayMinCount, AttrConstraint, AttrParam, Confined, SymbolNameAttr};
use rods::syntax::parser::Parser;
use rods::{dialect_attr, dialect_enum, dialect_op, typed_array_attr};

use super::{
    OffloadingLLVMTranslationAttrInterface, OffloadingTranslationAttrTrait, SelectObjectAttr,
    TargetAttrInterface, binary_state,
};

// def GPU_KernelMetadataAttr : GPU_Attr<"KernelMetadata", "kernel_metadata"> {
//   let parameters = (ins
//     "StringAttr":$name,
//     "Type":$function_type,
//     OptionalParameter<"ArrayAttr", "arguments attributes">:$arg_attrs,
//     OptionalParameter<"DictionaryAttr", "metadata dictionary">:$metadata
//   );
//   let assemblyFormat = [{
//     `<` $name `,` $function_type (`,` struct($arg_attrs, $metadata)^)? `>`
//   }];
//   let genVerifyDecl = 1;
// }
/// GPU attribute for storing metadata related to a compiled kernel: its name and function
/// type, optionally its arguments' attributes and a dictionary of additional metadata
/// (occupancy information or other function attributes):
/// `#gpu.kernel_metadata<"kernel", (i32) -> (), metadata = {reg_count = 255}>`.
#[dialect_attr(gpu.kernel_metadata, name = "GPU_KernelMetadataAttr", verify,
               format = "`<` $name `,` $function_type (`,` struct($arg_attrs, $metadata)^)? `>`")]
pub struct KernelMetadataAttr {
    /// The kernel's name.
    pub name: StringAttr,
    /// The kernel's function type.
    pub function_type: Type,
    /// The arguments' attributes (dictionaries, as `FunctionOpInterface` has them).
    #[param(cpp_type = "ArrayAttr")]
    pub arg_attrs: Option<Arc<[Attribute]>>,
    /// Additional metadata.
    pub metadata: Option<DictionaryAttr>,
}

impl KernelMetadataAttr {
    fn verify(&self) -> Result<(), String> {
        if self.name.as_bytes().is_empty() {
            return Err("the kernel name can't be empty".to_owned());
        }
        if let Some(args) = &self.arg_attrs
            && args.iter().any(|a| !matches!(a, Attribute::Dictionary(_)))
        {
            return Err("all attributes in the array must be a dictionary attribute".to_owned());
        }
        Ok(())
    }

    /// The metadata entry named `key`, if any.
    pub fn get(&self, key: &str) -> Option<&Attribute> {
        self.metadata.as_ref()?.get(key)
    }
}

// def GPU_KernelTableAttr : GPU_Attr<"KernelTable", "kernel_table"> {
//   let parameters = (ins
//     OptionalArrayRefParameter<"KernelMetadataAttr", "array of kernels">:$kernel_table
//   );
//   let assemblyFormat = [{
//     `<` (`[` qualified($kernel_table)^ `]`)? `>`
//   }];
//   let builders = [
//     AttrBuilder<(ins "ArrayRef<KernelMetadataAttr>":$kernels,
//                      CArg<"bool", "false">:$isSorted)>
//   ];
//   let skipDefaultBuilders = 1;
//   let genVerifyDecl = 1;
// }
/// GPU attribute representing a list of `#gpu.kernel_metadata` attributes, kept sorted by name
/// (the builder sorts them) so that kernels can be looked up by name; names are unique.
/// `#gpu.kernel_table<>` is the empty table.
#[dialect_attr(gpu.kernel_table, name = "GPU_KernelTableAttr", verify, canonicalize,
               format = "`<` (`[` qualified($kernel_table)^ `]`)? `>`")]
pub struct KernelTableAttr {
    /// The kernels, sorted by name.
    #[param(default = Vec::new())]
    pub kernel_table: Vec<KernelMetadataAttr>,
}

impl KernelTableAttr {
    fn canonicalize(&mut self) {
        self.kernel_table
            .sort_by(|a, b| a.name.as_bytes().cmp(b.name.as_bytes()));
    }

    fn verify(&self) -> Result<(), String> {
        if self
            .kernel_table
            .windows(2)
            .any(|w| w[0].name.as_bytes() == w[1].name.as_bytes())
        {
            return Err("expected all kernels to be uniquely named".to_owned());
        }
        Ok(())
    }

    /// The kernel named `name`, if any (a binary search: the table is sorted).
    pub fn lookup(&self, name: &str) -> Option<&KernelMetadataAttr> {
        self.kernel_table
            .binary_search_by(|k| k.name.as_bytes().cmp(name.as_bytes()))
            .ok()
            .map(|i| &self.kernel_table[i])
    }
}

// def GPU_ObjectOffload : I32EnumAttrCase<"Offload", 1, "offload">;
// def GPU_ObjectISA : I32EnumAttrCase<"Assembly", 2, "assembly">;
// def GPU_ObjectBinary : I32EnumAttrCase<"Binary", 3, "bin">;
// def GPU_ObjectFatbin : I32EnumAttrCase<"Fatbin", 4, "fatbin">;
// def GPU_CompilationTargetEnum : GPU_I32Enum<
//   "CompilationTarget", "GPU compilation format", [
//     GPU_ObjectOffload, GPU_ObjectISA, GPU_ObjectBinary, GPU_ObjectFatbin]>;
/// The format of a GPU object.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "GPU compilation format"
)]
pub enum CompilationTarget {
    /// Generic objects not described by the other formats, with a target-dependent meaning
    /// (LLVM bitcode on the NVPTX and AMDGPU targets).
    #[case(value = 1, str = "offload")]
    Offload,
    /// GPU assembly code (PTX on NVPTX), which can be compiled at run time.
    #[case(value = 2, str = "assembly")]
    Assembly,
    /// Executable code for a single GPU architecture.
    #[case(value = 3, str = "bin")]
    Binary,
    /// A fat binary with executable code for several architectures (the default, elided).
    #[case(value = 4, str = "fatbin")]
    Fatbin,
}

// def GPU_ObjectAttr : GPU_Attr<"Object", "object"> {
//   let parameters = (ins
//     "Attribute":$target,
//     DefaultValuedParameter<"CompilationTarget", "CompilationTarget::Fatbin">:$format,
//     "StringAttr":$object,
//     OptionalParameter<"DictionaryAttr">:$properties,
//     OptionalParameter<"KernelTableAttr">:$kernels
//   );
//   let assemblyFormat = [{ `<`
//       $target `,`  (`properties` `=` $properties^ `,`)?
//       (`kernels` `=` $kernels^ `,`)?
//       custom<Object>($format, $object)
//     `>`
//   }];
//   let genVerifyDecl = 1;
// }
/// A GPU object attribute glues together a GPU target, the object's format, a binary string
/// with the object, the object's properties and its kernels' metadata:
/// `#gpu.object<#nvvm.target, properties = {O = 3 : i32}, assembly = "...">`. The format is one
/// of `offload`, `assembly`, `bin` and `fatbin` (the default, elided).
///
/// The target attribute must implement or promise the `TargetAttrInterface` interface.
#[dialect_attr(gpu.object, name = "GPU_ObjectAttr", verify,
               format = "`<` $target `,` (`properties` `=` $properties^ `,`)? (`kernels` `=` $kernels^ `,`)? custom<Object>($format, $object) `>`")]
pub struct ObjectAttr {
    /// The target the object was compiled for.
    pub target: Attribute,
    /// The object's format.
    #[param(default = CompilationTarget::Fatbin)]
    pub format: CompilationTarget,
    /// The object itself.
    pub object: StringAttr,
    /// Properties of the object (how it was generated).
    pub properties: Option<DictionaryAttr>,
    /// Metadata of the object's kernels.
    pub kernels: Option<KernelTableAttr>,
}

impl ObjectAttr {
    fn verify(&self) -> Result<(), String> {
        if self.target.implements::<dyn TargetAttrInterface>() {
            Ok(())
        } else {
            Err(
                "the target attribute must implement or promise the `gpu::TargetAttrInterface`"
                    .to_owned(),
            )
        }
    }
}

/// `custom<Object>` of `#gpu.object` (upstream's `parseObject`): an optional format keyword
/// followed by `=` (none: `fatbin`), then the object string.
fn parse_object(p: &mut Parser<'_>) -> ParseResult<(CompilationTarget, StringAttr)> {
    let loc = p.current_location();
    let format = match p.parse_optional_keyword_any() {
        None => CompilationTarget::Fatbin,
        Some(keyword) => match CompilationTarget::symbolize(keyword) {
            Some(format) => {
                if p.parse_equal().is_err() {
                    return Err(p.emit_follow_up_error_at(loc, "expected an equal sign"));
                }
                format
            }
            None => return Err(p.emit_error_at(loc, "expected keyword for GPU object format")),
        },
    };
    match <StringAttr as AttrParam>::parse(p) {
        Ok(object) => Ok((format, object)),
        Err(_) => Err(p.emit_follow_up_error(
            "failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`",
        )),
    }
}

/// `custom<Object>` of `#gpu.object` (upstream's `printObject`).
fn print_object(p: &mut Printer<'_>, format: &CompilationTarget, object: &StringAttr) {
    if *format != CompilationTarget::Fatbin {
        p.write_str(format.stringify());
        p.write_str(" = ");
    }
    object.print(p);
}

// def GPUObjectArrayAttr :
//   TypedArrayAttrBase<GPU_ObjectAttr, "an array of GPU object attributes">;
typed_array_attr!(
    /// An array of `#gpu.object` attributes.
    pub ObjectArrayAttr, ObjectAttr, "an array of GPU object attributes"
);

// def HasOffloadingTranslationAttrTrait : AttrConstraint<
//   CPred<"$_self.hasTrait<::mlir::gpu::OffloadingTranslationAttrTrait>()">,
//   "with the `OffloadingTranslationAttrTrait` trait."
// >;
/// The attribute has the `OffloadingTranslationAttrTrait` trait.
#[derive(Debug)]
pub struct HasOffloadingTranslationAttrTrait;

impl AttrConstraint for HasOffloadingTranslationAttrTrait {
    fn summary() -> Cow<'static, str> {
        "with the `OffloadingTranslationAttrTrait` trait.".into()
    }
    fn check(attr: &Attribute) -> bool {
        attr.implements::<dyn OffloadingTranslationAttrTrait>()
    }
}

// def OffloadingTranslationAttr :
//     ConfinedAttr<AnyAttr, [HasOffloadingTranslationAttrTrait]>;
/// Generic GPU offloading translation attribute: any attribute with the
/// `OffloadingTranslationAttrTrait` trait.
pub type OffloadingTranslationAttr = Confined<AnyAttr, HasOffloadingTranslationAttrTrait>;

// def GPU_BinaryOp : GPU_Op<"binary", [Symbol]>, Arguments<(ins
//       SymbolNameAttr:$sym_name,
//       OptionalAttr<OffloadingTranslationAttr>:$offloadingHandler,
//       ConfinedAttr<GPUObjectArrayAttr, [ArrayMinCount<1>]>:$objects)
//     > {
//   let builders = [
//     OpBuilder<(ins "StringRef":$name, "Attribute":$offloadingHandler,
//                    "ArrayAttr":$objects)>,
//     OpBuilder<(ins "StringRef":$name, "Attribute":$offloadingHandler,
//                    "ArrayRef<Attribute>":$objects)>
//   ];
//   let skipDefaultBuilders = 1;
//   let assemblyFormat = [{
//     $sym_name custom<OffloadingHandler>($offloadingHandler) attr-dict $objects
//   }];
// }
/// An Op for storing serialized GPU binary objects.
///
/// GPU binaries provide a semantic mechanism for storing GPU objects, e.g. the result of
/// compiling a GPU module to an object file. It has 3 arguments: the name of the binary, an
/// optional attribute implementing the offloading LLVM translation interface, and an array of
/// GPU object attributes. The default offloading handler is `#gpu.select_object`, which
/// selects the first object of the array; the parser and the builders store it when no
/// handler is given, and the printer elides it.
///
/// ```mlir
/// gpu.binary @myobject  [#gpu.object<...>, #gpu.object<...>]
/// gpu.binary @myobject <#gpu.select_object<#rocdl.target>> [#gpu.object<...>, #gpu.object<#rocdl.target, ...>]
/// ```
#[derive(Clone, Debug)]
#[dialect_op(gpu.binary, traits = [Symbol],
             summary = "An Op for storing serialized GPU binary objects.",
             format = "$sym_name custom<OffloadingHandler>($offloadingHandler) attr-dict $objects")]
pub struct BinaryOp {
    /// The symbol name of the binary.
    pub sym_name: SymbolNameAttr,
    /// How the binary is embedded when translated to LLVM IR.
    #[attr(name = "offloadingHandler")]
    pub offloading_handler: Option<OffloadingTranslationAttr>,
    /// The objects, at least one.
    pub objects: Confined<ObjectArrayAttr, ArrayMinCount<1>>,
}

/// The default offloading handler, `#gpu.select_object`.
fn default_handler() -> Attribute {
    SelectObjectAttr { target: None }.into_attribute()
}

/// `custom<OffloadingHandler>` of `gpu.binary` (upstream's `parseOffloadingHandler`): an
/// optional `<handler>`; the default handler when absent.
fn parse_offloading_handler(p: &mut Parser<'_>) -> ParseResult<(Option<Attribute>,)> {
    if p.parse_optional_less() {
        let handler = p.parse_attribute()?;
        p.parse_greater()?;
        return Ok((Some(handler),));
    }
    Ok((Some(default_handler()),))
}

/// `custom<OffloadingHandler>` of `gpu.binary` (upstream's `printOffloadingHandler`): the
/// handler in angle brackets unless it is the default. An op without a handler (possible in the
/// generic form) prints none, where mlir-opt-22 prints a null attribute and crashes.
fn print_offloading_handler(p: &mut Printer<'_>, handler: Option<&Attribute>) {
    if let Some(handler) = handler
        && *handler != default_handler()
    {
        p.write_str("<");
        p.print_attribute(handler);
        p.write_str(">");
    }
}

impl BinaryOp {
    /// Upstream's first builder: `build(name, offloadingHandler, ArrayAttr objects)`; the
    /// default handler when `offloading_handler` is `None`. The objects are a raw array
    /// attribute, checked by the verifier like parsed IR.
    pub fn build_from_array(
        name: &str,
        offloading_handler: Option<Attribute>,
        objects: Attribute,
        loc: Location,
    ) -> OperationState {
        let handler = offloading_handler.unwrap_or_else(default_handler);
        binary_state(&BinaryOp::DEF, name, Some(handler), Some(objects), loc)
    }

    /// Upstream's second builder: `build(name, offloadingHandler, ArrayRef<Attribute>
    /// objects)`. An empty list stores no `objects` attribute (the verifier then reports
    /// «requires attribute 'objects'»).
    pub fn build_from_objects(
        name: &str,
        offloading_handler: Option<Attribute>,
        objects: &[Attribute],
        loc: Location,
    ) -> OperationState {
        let handler = offloading_handler.unwrap_or_else(default_handler);
        let objects = (!objects.is_empty()).then(|| Attribute::array(objects.to_vec()));
        binary_state(&BinaryOp::DEF, name, Some(handler), objects, loc)
    }
}

/// The object `handler` selects among `objects` (see
/// [`OffloadingLLVMTranslationAttrInterface::select_index`]).
pub fn select_object<'a>(
    handler: &dyn OffloadingLLVMTranslationAttrInterface,
    objects: &'a [ObjectAttr],
) -> Result<&'a ObjectAttr, String> {
    let targets: Vec<&Attribute> = objects.iter().map(|o| &o.target).collect();
    handler.select_index(&targets).map(|i| &objects[i])
}

super::gpu_dialect! {
    /// The `gpu` dialect with LLVM 22's `gpu.binary` and `#gpu.object`.
    ///
    /// GPU binaries (`gpu.binary`) hold GPU objects (`#gpu.object`), each pairing a compilation
    /// target with the object compiled for it, in one of four formats, with its properties and
    /// the metadata of its kernels (`#gpu.kernel_table`); an offloading handler such as
    /// `#gpu.select_object` (the default) decides which object is embedded when the binary is
    /// translated.
    ///
    /// The core and host ops, shared with the seed's form ([`super::ops`]): kernel modules
    /// (`gpu.module`) of functions (`gpu.func`), launched from the host (`gpu.launch_func`,
    /// under a module marked `gpu.container_module`) or written inline (`gpu.launch`); the id
    /// and size ops (`gpu.thread_id x`); device memory (`gpu.alloc`, `gpu.memcpy`, …) and
    /// asynchronous execution with `!gpu.async.token`s (`gpu.wait`); the device mapping
    /// attributes ([`super::mapping`]).
    /// Kernels reduce and exchange values across a workgroup or a subgroup
    /// (`gpu.all_reduce`, `gpu.subgroup_reduce`, `gpu.shuffle`, `gpu.rotate`,
    /// `gpu.subgroup_broadcast`) and compute with matrices held by a subgroup
    /// (`!gpu.mma_matrix`, `gpu.subgroup_mma_*`); host code drives sparse linear algebra on
    /// handles to sparse matrices and dense tensors, asynchronously (`!gpu.async.token`).
    pub static GPU_DIALECT;
    ops: [BinaryOp];
    attrs: [ObjectAttr, SelectObjectAttr, KernelMetadataAttr, KernelTableAttr];
}
