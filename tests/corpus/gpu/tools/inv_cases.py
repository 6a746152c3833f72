# Each file: (name, status, header, cases). status: "same" or "seed-only: why".
# A case is either a raw string, or (comments, [(kind, text)], code_line).
OBJ = '#gpu.object<#nvvm.target, "">'
FP_OBJ_T = "failed to parse GPU_ObjectAttr parameter 'target'"
FP_OBJ_O = "failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`"
FP_SEL_T = "failed to parse GPU_SelectObjectAttr parameter 'target' which is to be a `Attribute`"
E = lambda t: ('error', t)
FP_NOTE = ("The follow-up is matched only up to the parameter name: upstream says \"which is to be a `Attribute`\";\n"
           "the seed declares the parameter as \"TargetAttrInterface\", so the C++ type in the text may differ")
FILES = [
("00-seed-invalid", "seed-only: case 2 (`<1>` handler) is a parse error in the seed; upstream parses any attribute and reports «'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.» from the verifier. Case 1 passes upstream.",
 "The two cases the seed adds to mlir/test/Dialect/GPU/invalid.mlir, verbatim.\n"
 "Case 2 is seed-only: the seed's handler is OptionalAttr<OffloadingLLVMTranslationAttrInterface>, so the\n"
 "generated parser rejects the IntegerAttr `1` with «invalid kind of attribute specified» (upstream: verifier error).",
 None),  # written verbatim below
("01-object-target", "same",
 "#gpu.object's target must implement TargetAttrInterface (ObjectAttr verifier).\n"
 "The verifier error of the object itself has no «failed to parse» follow-up.",
 [
  ([], [E("the target attribute must implement or promise the `gpu::TargetAttrInterface`")], 'gpu.binary @b [#gpu.object<1, "">]'),
  ([], [E("the target attribute must implement or promise the `gpu::TargetAttrInterface`")], 'gpu.binary @b [#gpu.object<"nvvm", "">]'),
  (["A handler attribute is not a target."], [E("the target attribute must implement or promise the `gpu::TargetAttrInterface`")], 'gpu.binary @b [#gpu.object<#gpu.select_object, "">]'),
  (["An object is not a target either."], [E("the target attribute must implement or promise the `gpu::TargetAttrInterface`")], 'gpu.binary @b [#gpu.object<#gpu.object<#nvvm.target, "">, "">]'),
  (["Error in the second object of the array."], [E("the target attribute must implement or promise the `gpu::TargetAttrInterface`")], 'gpu.binary @b [#gpu.object<#nvvm.target, "">, #gpu.object<[1], "">]'),
  (["Missing target: attribute parser error, then the object's parameter follow-up.", FP_NOTE], [E("expected attribute value"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<>]'),
  (["Unknown target attribute in a registered dialect."], [E("unknown attribute `targt` in dialect `nvvm`"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.targt, "">]'),
 ]),
("02-object-syntax", "same",
 "#gpu.object syntax and payload errors that the seed and upstream report identically.",
 [
  (["The payload must be a string (FieldParser<StringAttr>)."], [E("invalid kind of attribute specified"), E(FP_OBJ_O)], 'gpu.binary @b [#gpu.object<#nvvm.target, 1>]'),
  ([], [E("invalid kind of attribute specified"), E(FP_OBJ_O)], 'gpu.binary @b [#gpu.object<#nvvm.target, ["x"]>]'),
  ([], [E("expected ','")], 'gpu.binary @b [#gpu.object<#nvvm.target "">]'),
  ([], [E("expected '>'")], 'gpu.binary @b [#gpu.object<#nvvm.target, "a", "b">]'),
  ([], [E("expected '<'")], 'gpu.binary @b [#gpu.object]'),
  (["The pretty-dialect body is balanced before it is parsed."], [E("unbalanced '<' character in pretty dialect name")], 'gpu.binary @b [#gpu.object<#nvvm.target<O = 1, "">]'),
  ([], [E("unknown attribute `objet` in dialect `gpu`")], 'gpu.binary @b [#gpu.objet<#nvvm.target, "">]'),
  ([], [E("unknown escape in string literal")], 'gpu.binary @b [#gpu.object<#nvvm.target, "\\q">]'),
  ([], [E("expected ',' or ']'")], 'gpu.binary @b [#gpu.object<#nvvm.target, "">'),
 ]),
("03-object-seed-syntax", "seed-only: upstream's #gpu.object has a format keyword and `properties`/`kernels` parameters (difference (d)); upstream reports «expected keyword for GPU object format» for a bare keyword and accepts `bin = \"\"` / `properties = {...}`.",
 "Seed-only (difference (d)): the seed's #gpu.object is `<` $target `,` $object `>` with a plain StringAttr\n"
 "payload, so anything but a string after the comma fails in FieldParser<StringAttr>: the generic\n"
 "attribute parser says «expected attribute value» (a bare identifier is neither an attribute nor a type),\n"
 "then the object's parameter follow-up.",
 [
  (["Upstream: «expected keyword for GPU object format»."], [E("expected attribute value"), E(FP_OBJ_O)], 'gpu.binary @b [#gpu.object<#nvvm.target, foo>]'),
  (["Upstream accepts the `bin` format keyword."], [E("expected attribute value"), E(FP_OBJ_O)], 'gpu.binary @b [#gpu.object<#nvvm.target, bin = "">]'),
  (["Upstream accepts `properties = {...}`."], [E("expected attribute value"), E(FP_OBJ_O)], 'gpu.binary @b [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, "">]'),
 ]),
("04-nvvm-target-verify", "same",
 "#nvvm.target verifier messages. A target's verifier error is followed by the enclosing\n"
 "object's «failed to parse GPU_ObjectAttr parameter 'target' …». " + FP_NOTE.replace("\n", "\n"),
 [
  ([], [E("The optimization level must be a number between 0 and 3."), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<O = 4>, "">]'),
  ([], [E("The optimization level must be a number between 0 and 3."), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<O = -1>, "">]'),
  ([], [E("The target triple cannot be empty."), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<triple = "">, "">]'),
  ([], [E("The target chip cannot be empty."), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<chip = "">, "">]'),
  ([], [E("All the elements in the `link` array must be strings."), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<link = [1]>, "">]'),
  (["Only the first failing check is reported."], [E("All the elements in the `link` array must be strings."), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<link = ["a", 1, "c"]>, "">]'),
  (["O is checked before chip."], [E("The optimization level must be a number between 0 and 3."), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<O = 7, chip = "">, "">]'),
  (["A target outside an object: no follow-up (the objects array just fails)."], [E("The target chip cannot be empty.")], 'gpu.binary @b [#nvvm.target<chip = "">]'),
 ]),
("05-nvvm-target-struct", "same",
 "#nvvm.target struct-format errors (record name upstream: NVVM_TargetAttr), each followed by the\n"
 "object's parameter follow-up. " + FP_NOTE,
 [
  ([], [E("duplicate or unknown struct parameter name: foo"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<foo = 1>, "">]'),
  ([], [E("duplicate or unknown struct parameter name: O"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<O = 1, O = 2>, "">]'),
  ([], [E("expected '='"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<O>, "">]'),
  (["Outside an object there is no follow-up."], [E("expected '='")], 'gpu.binary @b [#nvvm.target<O>]'),
  ([], [E("expected valid keyword"), E("expected a parameter name in struct"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<O = 1,>, "">]'),
  ([], [E("expected '>'"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<O = 1 chip = "x">, "">]'),
  ([], [E("expected integer value"), E("failed to parse NVVM_TargetAttr parameter 'O' which is to be a `int`"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<O = "x">, "">]'),
  ([], [E("expected string"), E("failed to parse NVVM_TargetAttr parameter 'chip' which is to be a `::llvm::StringRef`"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<chip = 1>, "">]'),
  ([], [E("invalid kind of attribute specified"), E("failed to parse NVVM_TargetAttr parameter 'flags' which is to be a `DictionaryAttr`"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<flags = [1]>, "">]'),
  ([], [E("invalid kind of attribute specified"), E("failed to parse NVVM_TargetAttr parameter 'link' which is to be a `ArrayAttr`"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<link = {a}>, "">]'),
  ([], [E("duplicate key 'a' in dictionary attribute"), E("failed to parse NVVM_TargetAttr parameter 'flags' which is to be a `DictionaryAttr`"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<flags = {a = 1, a = 2}>, "">]'),
 ]),
("06-nvvm-target-seed-verifyTarget", "seed-only: difference (e): upstream #nvvm.target has `verifyTarget` and accepts this case (prints `#nvvm.target<verifyTarget = false>`).",
 "Seed-only (difference (e)): `verifyTarget` was added to #nvvm.target after the seed's era, so the\n"
 "struct parser does not know it. " + FP_NOTE,
 [
  ([], [E("duplicate or unknown struct parameter name: verifyTarget"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#nvvm.target<verifyTarget = false>, "">]'),
 ]),
("07-rocdl-target-struct", "same",
 "#rocdl.target struct-format errors (record name upstream: ROCDL_TargetAttr). " + FP_NOTE,
 [
  ([], [E("duplicate or unknown struct parameter name: foo"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#rocdl.target<foo = 1>, "">]'),
  ([], [E("duplicate or unknown struct parameter name: chip"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#rocdl.target<chip = "gfx90a", chip = "gfx942">, "">]'),
  ([], [E("expected integer value"), E("failed to parse ROCDL_TargetAttr parameter 'O' which is to be a `int`"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#rocdl.target<O = "x">, "">]'),
  ([], [E("expected string"), E("failed to parse ROCDL_TargetAttr parameter 'abi' which is to be a `::llvm::StringRef`"), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#rocdl.target<abi = 500>, "">]'),
 ]),
("08-rocdl-target-verify", "rods-only: mlir-opt-22 never runs #rocdl.target's verifier while parsing (it accepts and prints `#rocdl.target<O = 9>`, `chip = \"\"`, `link = [\"a\", 2]`); rods declares the same four checks as #nvvm.target.",
 "rods-only: ROCDLTargetAttr::verify (same four messages as NVVM) exists upstream, but mlir-opt-22's\n"
 "#rocdl.target parser does not call it, so upstream accepts every case below. rods declares\n"
 "#rocdl.target with the #nvvm.target checks. " + FP_NOTE,
 [
  ([], [E("The optimization level must be a number between 0 and 3."), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#rocdl.target<O = 9>, "">]'),
  ([], [E("The target triple cannot be empty."), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#rocdl.target<triple = "">, "">]'),
  ([], [E("The target chip cannot be empty."), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#rocdl.target<chip = "">, "">]'),
  ([], [E("All the elements in the `link` array must be strings."), E(FP_OBJ_T)], 'gpu.binary @b [#gpu.object<#rocdl.target<link = ["a", 2]>, "">]'),
 ]),
("09-select-object", "same",
 "#gpu.select_object verifier and parameter errors (record GPU_SelectObjectAttr).",
 [
  ([], [E("the object index must be positive")], 'gpu.binary @b <#gpu.select_object<-1>> [#gpu.object<#nvvm.target, "">]'),
  (["Parsing stops at the first error: the bad target later on the line is never reached."], [E("the object index must be positive")], 'gpu.binary @b <#gpu.select_object<-3>> [#gpu.object<#nvvm.target<O = 5>, "">]'),
  ([], [E("the target attribute must be a GPU Target attribute")], 'gpu.binary @b <#gpu.select_object<"x">> [#gpu.object<#nvvm.target, "">]'),
  ([], [E("the target attribute must be a GPU Target attribute")], 'gpu.binary @b <#gpu.select_object<1.5>> [#gpu.object<#nvvm.target, "">]'),
  ([], [E("the target attribute must be a GPU Target attribute")], 'gpu.binary @b <#gpu.select_object<#gpu.select_object>> [#gpu.object<#nvvm.target, "">]'),
  ([], [E("expected attribute value"), E(FP_SEL_T)], 'gpu.binary @b <#gpu.select_object<>> [#gpu.object<#nvvm.target, "">]'),
  (["A target verifier error inside the handler, then the select_object follow-up."], [E("The target chip cannot be empty."), E(FP_SEL_T)], 'gpu.binary @b <#gpu.select_object<#nvvm.target<chip = "">>> [#gpu.object<#nvvm.target, "">]'),
  (["Outside gpu.binary, in a discardable attribute."], [E("the object index must be positive")], 'module attributes {x.h = #gpu.select_object<-1>} {}'),
 ]),
("10-handler-seed", "seed-only: the seed's handler is an OffloadingLLVMTranslationAttrInterface; upstream takes any attribute in `<…>` / in properties and reports «'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.».",
 "Seed-only: invalid handlers. The seed's `offloadingHandler` is OptionalAttr<OffloadingLLVMTranslationAttrInterface>:\n"
 "* custom form `<…>`: parseCustomAttributeWithFallback with an interface type rejects a non-implementing\n"
 "  attribute at parse time: «custom op 'gpu.binary' invalid kind of attribute specified»;\n"
 "* attr-dict / discardable dict: verifyInherentAttrs with the constraint summary\n"
 "  «OffloadingLLVMTranslationAttrInterface instance» (mlir-tblgen 22 on the seed's .td);\n"
 "* properties: the storage type is the interface, so property conversion fails.\n"
 "Upstream reports all of these from the verifier with «… any attribute with the `OffloadingTranslationAttrTrait` trait.».",
 [
  ([], [E("custom op 'gpu.binary' invalid kind of attribute specified")], 'gpu.binary @b <#nvvm.target> [#gpu.object<#nvvm.target, "">]'),
  ([], [E("custom op 'gpu.binary' invalid kind of attribute specified")], 'gpu.binary @b <"x"> [#gpu.object<#nvvm.target, "">]'),
  ([], [E("custom op 'gpu.binary' invalid kind of attribute specified")], 'gpu.binary @b <1 : i32> {foo} [#gpu.object<#nvvm.target, "">]'),
  ([], [E("custom op 'gpu.binary' 'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: OffloadingLLVMTranslationAttrInterface instance")], 'gpu.binary @b {offloadingHandler = 1} [#gpu.object<#nvvm.target, "">]'),
  ([], [E("'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: OffloadingLLVMTranslationAttrInterface instance")], '"gpu.binary"() {objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = 1, sym_name = "b"} : () -> ()'),
  ([], [E("invalid properties {objects = [#gpu.object<#nvvm.target, \"\">], offloadingHandler = 1 : i64, sym_name = \"b\"} for op gpu.binary: Invalid attribute `offloadingHandler` in property conversion: 1 : i64")], '"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = 1, sym_name = "b"}> : () -> ()'),
  (["Property conversion fails before any verifier runs (upstream: the handler constraint, checked before `objects`)."], [E("Invalid attribute `offloadingHandler` in property conversion: #nvvm.target")], '"gpu.binary"() <{objects = [], offloadingHandler = #nvvm.target, sym_name = "b"}> : () -> ()'),
 ]),
("11-handler-syntax", "same",
 "Handler syntax errors reported identically by the seed and upstream.",
 [
  ([], [E("expected '>'")], 'gpu.binary @b <#gpu.select_object<1> [#gpu.object<#nvvm.target, "">]'),
  ([], [E("expected attribute value")], 'gpu.binary @b <> [#gpu.object<#nvvm.target, "">]'),
 ]),
("12-generic-required", "same",
 "Generic form: required attributes (ODS verifier, checked in alphabetical order: objects, sym_name).",
 [
  ([], [E("'gpu.binary' op requires attribute 'objects'")], '"gpu.binary"() <{sym_name = "b"}> : () -> ()'),
  ([], [E("'gpu.binary' op requires attribute 'sym_name'")], '"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">]}> : () -> ()'),
  ([], [E("'gpu.binary' op requires attribute 'objects'")], '"gpu.binary"() : () -> ()'),
  (["Discardable attributes with other names do not count."], [E("'gpu.binary' op requires attribute 'sym_name'")], '"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">]}> {name = "b"} : () -> ()'),
  ([], [E("'gpu.binary' op requires attribute 'sym_name'")], '"gpu.binary"() {objects = [#gpu.object<#nvvm.target, "">]} : () -> ()'),
 ]),
("13-generic-objects", "same",
 "Generic form: wrong kinds for `objects` / `sym_name`, results and regions.",
 [
  (["In properties, a non-array fails property conversion."], [E("invalid properties {objects = 1 : i64, sym_name = \"b\"} for op gpu.binary: Invalid attribute `objects` in property conversion: 1 : i64")], '"gpu.binary"() <{objects = 1, sym_name = "b"}> : () -> ()'),
  (["In the discardable dict, the inherent attr is checked at parse time (no «see current operation» note)."], [E("'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements")], '"gpu.binary"() {objects = 1, sym_name = "b"} : () -> ()'),
  ([], [E("'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements")], '"gpu.binary"() {objects = [1], sym_name = "b"} : () -> ()'),
  ([], [E("'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements")], '"gpu.binary"() <{objects = [1], sym_name = "b"}> : () -> ()'),
  ([], [E("'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements")], '"gpu.binary"() <{objects = [], sym_name = "b"}> : () -> ()'),
  ([], [E("'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements")], '"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">, #nvvm.target], sym_name = "b"}> : () -> ()'),
  ([], [E("invalid properties {objects = [#gpu.object<#nvvm.target, \"\">], sym_name = 1 : i64} for op gpu.binary: Invalid attribute `sym_name` in property conversion: 1 : i64")], '"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], sym_name = 1}> : () -> ()'),
  ([], [E("'gpu.binary' op attribute 'sym_name' failed to satisfy constraint: string attribute")], '"gpu.binary"() {objects = [#gpu.object<#nvvm.target, "">], sym_name = 1} : () -> ()'),
  ([], [E("'gpu.binary' op requires zero results")], '%0 = "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object, sym_name = "b"}> : () -> i32'),
  ([], [E("'gpu.binary' op requires zero regions")], '"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object, sym_name = "b"}> ({}) : () -> ()'),
 ]),
("14-custom-objects", "same",
 "Custom form: the objects array (ConfinedAttr<GPUObjectArrayAttr, [ArrayMinCount<1>]>, verifier) and\n"
 "its attribute kind (parser).",
 [
  ([], [E("'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements")], 'gpu.binary @b <#gpu.select_object<0>> [1]'),
  ([], [E("'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements")], 'gpu.binary @b <#gpu.select_object<0>> [#nvvm.target]'),
  ([], [E("'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements")], 'gpu.binary @b <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">, 2]'),
  ([], [E("custom op 'gpu.binary' invalid kind of attribute specified")], 'gpu.binary @b #gpu.object<#nvvm.target, "">'),
  (["A second dictionary is taken as the objects attribute."], [E("custom op 'gpu.binary' invalid kind of attribute specified")], 'gpu.binary @b {x} {y} [#gpu.object<#nvvm.target, "">]'),
  ([], [E("custom op 'gpu.binary' invalid kind of attribute specified")], 'gpu.binary @b "objects"'),
  (["An integer literal with the NoneType the typed parse uses."], [E("integer literal not valid for specified type")], 'gpu.binary @b 1'),
 ]),
("15-custom-syntax", "same",
 "Custom form: symbol name, missing objects at end of input, trailing junk.",
 [
  ([], [E("custom op 'gpu.binary' expected valid '@'-identifier for symbol name")], 'gpu.binary b [#gpu.object<#nvvm.target, "">]'),
  ([], [E("custom op 'gpu.binary' expected valid '@'-identifier for symbol name")], 'gpu.binary "b" [#gpu.object<#nvvm.target, "">]'),
  ([], [E("custom op 'gpu.binary' expected valid '@'-identifier for symbol name")], 'gpu.binary [#gpu.object<#nvvm.target, "">]'),
  (["The objects are missing at the end of the chunk. The error is located at the end of the chunk,", "so the op must be its last line (no blank line before the separator)."], [E("expected attribute value")], 'gpu.binary @b'),
  ([], [E("expected attribute value")], 'gpu.binary @b <#gpu.select_object<0>>'),
  (["Trailing junk is parsed as the next op."], [E("custom op 'foo' is unknown (tried 'builtin.foo' as well)")], 'gpu.binary @b [#gpu.object<#nvvm.target, "">] foo'),
  (["attr-dict after the objects is not allowed."], [E("expected operation name in quotes")], 'gpu.binary @b [#gpu.object<#nvvm.target, "">] {x}'),
 ]),
("16-attr-dict-inherent", "same",
 "Inherent attributes given in the custom form's attr-dict are verified at parse time\n"
 "(verifyInherentAttrs); the message repeats the op name.",
 [
  ([], [E("custom op 'gpu.binary' 'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements")], 'gpu.binary @b {objects = 1} [#gpu.object<#nvvm.target, "">]'),
  ([], [E("custom op 'gpu.binary' 'gpu.binary' op attribute 'sym_name' failed to satisfy constraint: string attribute")], 'gpu.binary @b {sym_name = 1} [#gpu.object<#nvvm.target, "">]'),
 ]),
("17-duplicate-symbols", "same",
 "gpu.binary is a Symbol: names must be unique in the enclosing symbol table.",
 None),
]

RAW = {
"00-seed-invalid": '''
module {
  // expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
  gpu.binary @binary []
}

// -----

module {
  // expected-error @+1 {{custom op 'gpu.binary' invalid kind of attribute specified}}
  gpu.binary @binary <1> [#gpu.object<#nvvm.target, "">]
}
''',
"17-duplicate-symbols": '''
// expected-note @+1 {{see existing symbol definition here}}
gpu.binary @b [#gpu.object<#nvvm.target, "">]
// expected-error @+1 {{redefinition of symbol named 'b'}}
gpu.binary @b <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]

// -----

// A module and a binary share the symbol namespace.
// expected-note @+1 {{see existing symbol definition here}}
module @m {
}
// expected-error @+1 {{redefinition of symbol named 'm'}}
gpu.binary @m <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]

// -----

// Same name in different (nested) symbol tables is fine; a duplicate inside the inner one is not.
module {
  gpu.binary @b <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]
  module @inner {
    // expected-note @+1 {{see existing symbol definition here}}
    gpu.binary @b <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]
    // expected-error @+1 {{redefinition of symbol named 'b'}}
    "gpu.binary"() <{objects = [#gpu.object<#rocdl.target, "">], offloadingHandler = #gpu.select_object<0>, sym_name = "b"}> : () -> ()
  }
}

// -----

// Quoted names are compared after unescaping.
// expected-note @+1 {{see existing symbol definition here}}
gpu.binary @"a b" <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]
// expected-error @+1 {{redefinition of symbol named 'a b'}}
gpu.binary @"a\\20b" <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "">]
''',
}
