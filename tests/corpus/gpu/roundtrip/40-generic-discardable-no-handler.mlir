// generic input, inherent attrs in the discardable dict, no handler (upstream custom printer segfaults)
// upstream mlir-opt-22 segfaults printing this in custom form (null handler, reference §4.3); the seed prints nothing for an absent handler
// seed: one space after the symbol (upstream prints two) -- difference (a)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

"gpu.binary"() {objects = [#gpu.object<#rocdl.target<chip = "gfx90a">, "x">], sym_name = "b"} : () -> ()
