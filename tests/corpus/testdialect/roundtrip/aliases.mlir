// Aliases inside registered attributes and types: the alias walk looks into their parameters
// in printing order, and each registered attribute or type is a nesting level (the depth that
// orders the alias definitions: a distinct attribute holding a map through `#tst.select` is
// defined after one holding a map directly).

module attributes {
  tst.a = distinct[0]<#tst.select<affine_map<(d0) -> (d0 + 1)>>>,
  tst.b = distinct[1]<affine_map<(d0) -> (d0 + 2)>>,
  tst.c = !tst.pair<memref<4xf32, affine_map<(d0) -> (d0 + 3)>>, tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>>,
  tst.d = #tst.select<[distinct[2]<affine_map<(d0) -> (d0 + 4)>>, {x = affine_set<(d0) : (d0 == 0)>}, loc("f":1:2)]>,
  tst.e = #tst.target<flags = {m = affine_map<(d0) -> (d0 + 5)>, s = "s" : tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>}>,
  tst.f = #tst.typed<<i32, f32>, tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>>,
  tst.g = #tst.swap<affine_map<(d0) -> (d0 + 7)>, affine_map<(d0) -> (d0 + 6)>>,
  tst.h = !tst.box<<memref<2xi8, affine_map<(d0) -> (d0 + 8)>>, i1>, !tst.pair<i1, !tst.vec<2 x memref<1xi8, affine_map<(d0) -> (d0 + 9)>>>>>,
  tst.j = !tst.shape<rank = 1, elem = memref<1xi8, affine_map<(d0) -> (d0 + 10)>>>
} {
}

// -----

// A map only inside a registered attribute still gets its alias; the same map printed
// directly reuses it.
module attributes {tst.m = affine_map<(d0, d1) -> (d1, d0)>, tst.s = #tst.select<affine_map<(d0, d1) -> (d1, d0)>>} {
}

// -----

// Each of the following holds one aliased value, and nothing else in its module does: the
// printer's walk runs for each (it is skipped only while the IR holds no such value).
module attributes {tst.s = #tst.select<affine_map<(d0) -> (d0 + 1)>>} {
}

// -----

module attributes {tst.p = !tst.pair<memref<4xf32, affine_map<(d0) -> (d0 + 2)>>, i1>} {
}

// -----

module attributes {tst.f = (memref<4xf32, affine_map<(d0) -> (d0 + 3)>>) -> ()} {
}

// -----

module attributes {tst.m = memref<4xf32, #tst.select<affine_map<(d0) -> (d0 + 4)>>>} {
}
