#!/usr/bin/env python3
"""Seeds fuzz/corpus/<target>/ from tests/corpus/**/*.mlir: whole files for `roundtrip`, the
same files behind four flag bytes for `driver`, their `// -----` chunks behind each pipeline
byte for `passes`, and attribute-like pieces (`= …` right-hand
sides plus a few hand-written ones) for `attribute`. Run from fuzz/."""
import glob, hashlib, os, re

def put(target, data):
    os.makedirs(f"corpus/{target}", exist_ok=True)
    with open(f"corpus/{target}/{hashlib.sha1(data).hexdigest()}", "wb") as f:
        f.write(data)

attrs = set()
for path in glob.glob("../tests/corpus/**/*.mlir", recursive=True):
    data = open(path, "rb").read()
    put("roundtrip", data)
    # Flag byte bits: 1 split, 2 verify-diagnostics, 4 generic, 8 allow-unregistered,
    # 0x40 --gpu-dialect=llvm22.
    for flags in (0x08, 0x0B, 0x0F, 0x03) + ((0x48, 0x4B) if b"gpu" in data else ()):
        put("driver", bytes([flags]) + data)
    # Pipeline byte: the low three bits pick one of rods_tests::fuzz::PASS_PIPELINES.
    for chunk in data.split(b"// -----"):
        if chunk.strip():
            for which in range(8):
                put("passes", bytes([which]) + chunk)
    for line in data.split(b"\n"):
        for m in re.finditer(rb"= (.*)", line):
            s = m.group(1).strip()
            for cut in (s, s.rstrip(b"}").strip(), s.split(b"}")[0].strip()):
                if cut:
                    attrs.add(cut)
extra = [b'"a\\00b"', b"1 : i32", b"-1 : si8", b"0x7FC00000 : f32", b"1.5 : bf16",
         b"[1, [2, {a = 3}]]", b"@a::@b", b"array<i64: 1, 2>", b'#x.y<"z">', b"unit", b"true",
         b"i32", b"{a, b = \"c\"}", b"0x7FF0000000000000 : f64", b"#foo<1>",
         b'#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, "\\00">', b"#gpu.select_object<1>",
         b'#gpu.object<#nvvm.target, "\\00x" : i32>', b'"x" : tensor<2xf32>',
         b"dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>", b'dense<"0x0102"> : tensor<2xi8>',
         b"dense<(1.0, 2.0)> : tensor<3xcomplex<f32>>", b'dense<["a", "b"]> : tensor<2x!x.s>',
         b"dense<true> : vector<9xi1>", b"sparse<[[0, 1]], [5]> : tensor<2x2xi32>", b"sparse<> : tensor<4xf16>",
         b"1.5 : f8E4M3FN", b"0x7F : f8E8M0FNU", b"0.1 : f80", b"0x1 : f128", b"-2.0 : f4E2M1FN",
         b"dense_resource<blob> : tensor<3xi8>", b'dense_resource<"q k"> : vector<2xi8>',
         b"distinct[0]<42 : i32>", b"distinct[7]<>", b"[distinct[1]<unit>, distinct[1]<unit>]",
         b'loc("f":1:2 to :4)', b'loc(callsite("a"("f":1:1) at fused<"m">[unknown]))',
         b'loc(fused[unknown, "a":1:1, "a":1:1])',
         b'#gpu.object<#nvvm.target<verifyTarget = false>, properties = {a}, kernels = <[#gpu.kernel_metadata<"k", () -> ()>]>, bin = "x">',
         b'#gpu.kernel_table<[#gpu.kernel_metadata<"b", (i32) -> (), arg_attrs = [{}]>, #gpu.kernel_metadata<"a", () -> ()>]>']
for a in list(attrs) + extra:
    put("attribute", a)
