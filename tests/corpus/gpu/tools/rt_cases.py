# (name, description, body)
O = '#gpu.object<#nvvm.target, "">'
CASES = [
("basic-nvvm", "custom -> custom, one object, no handler",
 'gpu.binary @b [#gpu.object<#nvvm.target, "">]\n'),
("several-objects", "several objects with different targets and payloads",
 'gpu.binary @b [#gpu.object<#nvvm.target, "A">, #gpu.object<#rocdl.target, "B">, #gpu.object<#nvvm.target<chip = "sm_90">, "C">]\n'),
("attr-dict", "discardable attr-dict beside the objects",
 'gpu.binary @b {foo = 1 : i32, bar = "x", baz} [#gpu.object<#nvvm.target, "">]\n'),
("attr-dict-handler", "attr-dict and handler together",
 'gpu.binary @b <#gpu.select_object<0>> {x.y = [1, 2]} [#gpu.object<#nvvm.target, "">]\n'),
("nvvm-O", "#nvvm.target O parameter, non-default values (0, 1, 3)",
 'gpu.binary @o0 [#gpu.object<#nvvm.target<O = 0>, "">]\n'
 'gpu.binary @o1 [#gpu.object<#nvvm.target<O = 1>, "">]\n'
 'gpu.binary @o3 [#gpu.object<#nvvm.target<O = 3>, "">]\n'),
("nvvm-triple", "#nvvm.target triple parameter",
 'gpu.binary @b [#gpu.object<#nvvm.target<triple = "nvptx-nvidia-cuda">, "">]\n'),
("nvvm-chip", "#nvvm.target chip parameter",
 'gpu.binary @b [#gpu.object<#nvvm.target<chip = "sm_90a">, "">]\n'),
("nvvm-features", "#nvvm.target features parameter",
 'gpu.binary @b [#gpu.object<#nvvm.target<features = "+ptx80,+sm_90">, "">]\n'),
("nvvm-flags", "#nvvm.target flags dictionary (keys printed sorted, quoted keys, nested values)",
 'gpu.binary @b [#gpu.object<#nvvm.target<flags = {ftz, fast, "ptxas-cmd-options" = ["-v", "--opt-level=3"], n = 4 : i32}>, "">]\n'),
("nvvm-link", "#nvvm.target link array",
 'gpu.binary @b [#gpu.object<#nvvm.target<link = ["libdevice.10.bc", "/opt/extra.bc"]>, "">]\n'),
("nvvm-empty-flags-link", "#nvvm.target with empty flags dict and empty link array (present, so printed)",
 'gpu.binary @b [#gpu.object<#nvvm.target<flags = {}, link = []>, "">]\n'),
("nvvm-all-params", "every #nvvm.target parameter (seed era: no verifyTarget), written in declaration order",
 'gpu.binary @b [#gpu.object<#nvvm.target<O = 3, triple = "nvptx64-nvidia-cuda-x", chip = "sm_80", features = "+ptx76", flags = {fast}, link = ["a.bc"]>, "">]\n'),
("nvvm-keys-any-order", "#nvvm.target keys in reverse order: printed in declaration order",
 'gpu.binary @b [#gpu.object<#nvvm.target<link = ["a.bc"], flags = {fast}, features = "+ptx76", chip = "sm_80", triple = "t", O = 1>, "">]\n'),
("nvvm-explicit-defaults", "explicit default values are elided (O = 2, default triple/chip, empty features)",
 'gpu.binary @b [#gpu.object<#nvvm.target<O = 2, triple = "nvptx64-nvidia-cuda", chip = "sm_50", features = "">, "">]\n'
 'gpu.binary @c [#gpu.object<#nvvm.target<O = 2, chip = "sm_70">, "">]\n'),
("nvvm-bare-and-empty", "bare #nvvm.target and #nvvm.target<> print the same",
 'gpu.binary @b [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<>, "">]\n'),
("rocdl-chip", "#rocdl.target chip parameter",
 'gpu.binary @b [#gpu.object<#rocdl.target<chip = "gfx90a">, "BLOB">]\n'),
("rocdl-triple-features", "#rocdl.target triple and features",
 'gpu.binary @b [#gpu.object<#rocdl.target<triple = "amdgcn-amd-amdpal", features = "+wavefrontsize64">, "">]\n'),
("rocdl-abi", "#rocdl.target abi parameter (non-default, and explicit default elided)",
 'gpu.binary @b [#gpu.object<#rocdl.target<abi = "500">, "">]\n'
 'gpu.binary @c [#gpu.object<#rocdl.target<abi = "600">, "">]\n'),
("rocdl-flags-link-O", "#rocdl.target flags, link and O",
 'gpu.binary @b [#gpu.object<#rocdl.target<O = 0, flags = {wave64, unsafe_math}, link = ["ocml.bc", "ockl.bc"]>, "">]\n'),
("rocdl-all-params", "every #rocdl.target parameter, keys in shuffled order",
 'gpu.binary @b [#gpu.object<#rocdl.target<link = ["l.bc"], abi = "400", flags = {x = 1}, features = "+xnack", chip = "gfx1100", triple = "amdgcn-amd-amdhsa-x", O = 1>, "">]\n'),
("rocdl-explicit-defaults", "#rocdl.target explicit defaults elided",
 'gpu.binary @b [#gpu.object<#rocdl.target<O = 2, triple = "amdgcn-amd-amdhsa", chip = "gfx900", features = "", abi = "600">, "">, #gpu.object<#rocdl.target<>, "">]\n'),
("select-object-int", "#gpu.select_object<1> prints <1 : i64>",
 'gpu.binary @b <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]\n'),
("select-object-typed-int", "#gpu.select_object with explicitly typed integers keeps the type",
 'gpu.binary @b <#gpu.select_object<2 : i32>> [#gpu.object<#nvvm.target, "">]\n'
 'gpu.binary @c <#gpu.select_object<0 : index>> [#gpu.object<#nvvm.target, "">]\n'),
("select-object-nvvm-target", "#gpu.select_object with an #nvvm.target",
 'gpu.binary @b <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]\n'),
("select-object-rocdl-target", "#gpu.select_object with a bare #rocdl.target",
 'gpu.binary @b <#gpu.select_object<#rocdl.target>> [#gpu.object<#rocdl.target, "">]\n'),
("explicit-default-handler", "explicit <#gpu.select_object> handler is kept by the seed",
 'gpu.binary @b <#gpu.select_object> [#gpu.object<#nvvm.target, "">]\n'),
("handler-present-absent", "binaries with and without handler side by side",
 'gpu.binary @with <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "a">, #gpu.object<#nvvm.target, "b">]\n'
 'gpu.binary @without [#gpu.object<#nvvm.target, "a">]\n'
 'gpu.binary @bare <#gpu.select_object> [#gpu.object<#nvvm.target, "a">]\n'),
("escape-quote-backslash", "payload escapes: \\\" prints as \\22, \\\\ stays \\\\",
 'gpu.binary @b [#gpu.object<#nvvm.target, "a\\"b\\\\c\\\\\\"">]\n'),
("escape-control", "payload escapes: \\n \\t \\00 \\FF and \\0A hex escapes",
 'gpu.binary @b [#gpu.object<#nvvm.target, "l1\\nl2\\tx\\00\\FF\\0a\\7F\\01">]\n'),
("escape-utf8", "payload with raw UTF-8: printed byte-wise as \\XX",
 'gpu.binary @b [#gpu.object<#nvvm.target, "é→ü 日本">]\n'),
("escape-printable", "payload with every kind of printable ASCII punctuation kept as-is",
 'gpu.binary @b [#gpu.object<#nvvm.target, " !#$%&\'()*+,-./09:;<=>?@AZ[]^_`az{|}~">]\n'),
("ptx-payload", "multi-line PTX-like payload",
 'gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_70">, "//\\n// Generated by LLVM NVPTX Back-End\\n//\\n\\n.version 7.0\\n.target sm_70\\n.address_size 64\\n">]\n'),
("quoted-symbol", "quoted symbol names",
 'gpu.binary @"my binary" [#gpu.object<#nvvm.target, "">]\n'
 'gpu.binary @"q\\"x" [#gpu.object<#nvvm.target, "">]\n'
 'gpu.binary @"0starts_with_digit" [#gpu.object<#nvvm.target, "">]\n'
 'gpu.binary @with.dot_$ [#gpu.object<#nvvm.target, "">]\n'),
("nested-modules", "gpu.binary in nested modules",
 'module @outer {\n  gpu.binary @b1 [#gpu.object<#nvvm.target, "">]\n  module @inner {\n    gpu.binary @b1 <#gpu.select_object<0>> [#gpu.object<#rocdl.target, "">]\n    module {\n      gpu.binary @deep [#gpu.object<#nvvm.target<O = 1>, "x">]\n    }\n  }\n}\n'),
("container-module", "binaries in a module with gpu.container_module",
 'module attributes {gpu.container_module} {\n  gpu.binary @a [#gpu.object<#nvvm.target, "a">]\n  gpu.binary @b <#gpu.select_object<#rocdl.target>> [#gpu.object<#rocdl.target, "b">]\n}\n'),
("generic-with-handler", "generic -> custom, explicit non-default handler",
 '"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<O = 3>, "">], offloadingHandler = #gpu.select_object<1>, sym_name = "b"}> : () -> ()\n'),
("generic-explicit-default-handler", "generic input with explicit offloadingHandler = #gpu.select_object",
 '"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object, sym_name = "b"}> : () -> ()\n'),
("generic-no-handler", "generic input without handler: upstream custom printer streams a null attribute and segfaults",
 '"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], sym_name = "b"}> : () -> ()\n'),
("generic-discardable-dict", "generic input with inherent attrs in the discardable dict (converted to properties), plus a real discardable attr",
 '"gpu.binary"() {foo = 2, objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object<#rocdl.target>, sym_name = "b"} : () -> ()\n'),
("generic-discardable-no-handler", "generic input, inherent attrs in the discardable dict, no handler (upstream custom printer segfaults)",
 '"gpu.binary"() {objects = [#gpu.object<#rocdl.target<chip = "gfx90a">, "x">], sym_name = "b"} : () -> ()\n'),
("attr-dict-overrides-handler", "offloadingHandler given in the attr-dict of the custom form becomes the handler",
 'gpu.binary @b {offloadingHandler = #gpu.select_object<1>} [#gpu.object<#nvvm.target, "">]\n'),
("attr-dict-overrides-name", "sym_name given in the attr-dict overrides the formatted name",
 'gpu.binary @b {sym_name = "x"} [#gpu.object<#nvvm.target, "">]\n'),
("sym-visibility", "sym_visibility stays in the attr-dict",
 'gpu.binary @b {sym_visibility = "private"} [#gpu.object<#nvvm.target, "">]\n'
 'gpu.binary @c <#gpu.select_object<0>> {sym_visibility = "nested"} [#gpu.object<#nvvm.target, "">]\n'),
("aliases-and-locations", "attribute aliases in the input are resolved (no alias printed); locations dropped",
 '#t = #nvvm.target<chip = "sm_90">\n#h = #gpu.select_object<#t>\ngpu.binary @b <#h> [#gpu.object<#t, "">] loc("bin.mlir":1:1)\n'),
("many-binaries", "many binaries mixing every feature",
 'gpu.binary @k0 [#gpu.object<#nvvm.target, "0">]\n'
 'gpu.binary @k1 <#gpu.select_object<#nvvm.target<O = 3, chip = "sm_80">>> [#gpu.object<#nvvm.target<O = 3, chip = "sm_80">, "1">, #gpu.object<#rocdl.target<chip = "gfx942">, "1r">]\n'
 'gpu.binary @k2 {tag = "two"} [#gpu.object<#rocdl.target<O = 3, abi = "500", chip = "gfx942", flags = {fast}>, "2">]\n'
 'gpu.binary @k3 <#gpu.select_object<0>> {tag = "three"} [#gpu.object<#nvvm.target<link = ["x.bc"]>, "3">]\n'),
("module-single-op", "a named top-level module is the top level",
 'module @m {\n  gpu.binary @b [#gpu.object<#nvvm.target<features = "+ptx60">, "m">]\n}\n'),
("trailing-types", "a `: type` after a dialect attribute is parsed and dropped; a repeated short spelling followed by one is parsed again",
 'gpu.binary @b <#gpu.select_object<0>> [#gpu.object<#nvvm.target : i32, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">, #gpu.object<#nvvm.target<chip = "sm_90"> : i32, "x"> : none, #gpu.object<#nvvm<target<O = 2>> : i32, "">]\n'
 'gpu.binary @c [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target : i32, "y">, #gpu.object<#nvvm.target<chip = "sm_90"> : tensor<2xf32>, "z">]\n'),
("typed-payloads", "a payload string with a type keeps it (`\"x\" : i32`); `: none` is no type",
 'gpu.binary @b [#gpu.object<#nvvm.target, "ab" : i32>, #gpu.object<#nvvm.target<chip = "sm_90">, "x" : none>, #gpu.object<#rocdl.target, "\\00\\FFz" : tensor<2xf32>>]\n'
 'gpu.binary @c <#gpu.select_object<0>> {tag = "t" : i64} [#gpu.object<#nvvm.target, "" : i1>]\n'),
("aliases-in-targets", "affine maps, sets, a 17-type tuple and a location inside registered target attributes print as aliases, ordered by depth as upstream orders them",
 'gpu.binary @b [#gpu.object<#nvvm.target<flags = {m = affine_map<(d0) -> (d0 + 1)>, t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>}>, "">, #gpu.object<#rocdl.target<flags = {s = affine_set<(d0) : (d0 == 0)>, l = loc("f":1:2)}>, "">]\n'
 'gpu.binary @c <#gpu.select_object<#nvvm.target<flags = {x = [affine_map<(d0) -> (d0 + 2)>]}>>> {d0 = distinct[0]<#rocdl.target<flags = {m = affine_map<(d0) -> (d0 + 3)>}>>, d1 = distinct[1]<affine_map<(d0) -> (d0 + 4)>>} [#gpu.object<#nvvm.target, "">]\n'),
]

# Give the target-parameter and payload cases a handler, so that their generic form prints
# identically upstream (the seed differs only when the handler is absent).
import re as _re
_H = ['<#gpu.select_object<0>>', '<#gpu.select_object<#nvvm.target>>', '<#gpu.select_object<1 : i32>>', '<#gpu.select_object<#rocdl.target<chip = "gfx90a">>>']
_WITH = {"nvvm-O", "nvvm-triple", "nvvm-chip", "nvvm-features", "nvvm-flags", "nvvm-link", "nvvm-all-params",
         "nvvm-keys-any-order", "nvvm-explicit-defaults", "nvvm-bare-and-empty", "rocdl-chip", "rocdl-triple-features",
         "rocdl-abi", "rocdl-flags-link-O", "rocdl-all-params", "rocdl-explicit-defaults", "escape-quote-backslash",
         "escape-control", "escape-utf8", "escape-printable", "ptx-payload"}
_k = 0
for _i, (_n, _d, _b) in enumerate(CASES):
    if _n in _WITH:
        def _sub(m):
            global _k
            h = _H[_k % len(_H)]; _k += 1
            return m.group(1) + ' ' + h + ' ['
        CASES[_i] = (_n, _d + " (with a handler, so the generic form matches upstream)", _re.sub(r'(gpu\.binary @\S+) \[', _sub, _b))
