// Locations as attribute values: every location gets a `#loc` alias (children first, then by
// first use), printed in full with `--mlir-print-local-scope`. `"f":3` has column 0, a range
// on one line prints `to :C`,
// an unknown child of a name is not printed, fused locations drop unknown and repeated
// locations and fold a single one without metadata.
#l1 = loc("a.mlir":1:2)
#named = loc("n"(#l1))
"x.op"() {a = loc("f":1:2), b = loc("f":3), c = loc("f":1:2 to 3:4), d = loc("f":1:2 to :4), f = loc(unknown), g = loc("n"), h = loc("n"("f":1:1)), i = loc(callsite("x" at "y":1:1)), j = loc(fused[#l1, "z":2:2]), k = loc(fused<"m">[]), l = #l1, m = loc(#l1), n = [loc("f":1:2)], o = loc("n"(unknown)), p = loc(fused["a":1:1]), q = loc(fused<#x.y>["a":1:1]), r = loc("f":1:2 to 3:2), s = #named, t = loc(fused[unknown, "a":1:1, "a":1:1, fused["b":1:1]]), u = loc("e\"sc"("f\n":1:1))} : () -> () loc(#named)
"x.op"() {v = distinct[0]<loc("d":1:1)>, w = {k = loc(callsite(#named at fused<{m = 1}>["q":9:9]))}} : () -> (tensor<2xi8, loc("enc")>) loc("op":1:1)
