// Regions in formats: gpu.module's optional groups before its body, optional and variadic
// regions, empty `SingleBlock` bodies, and a custom directive that defines the entry block's
// argument (`scf.for`'s header).

// The group anchored on the array starts only on `[`: `{` is the body.
tst.gpu_module @empty {}
tst.gpu_module @targets [#tst.unit, 1] {
}
tst.gpu_module @handler <#tst.unit> [#tst.unit] attributes {foo} {
  tst.gpu_module @nested {}
}
tst.gpu_module @attrs attributes {foo = 1 : i32} {}

// The group anchored on a string starts only on a string literal.
tst.labeled {}
tst.labeled "l" attributes {a} {
  tst.labeled {}
}

// A dictionary anchor takes any attribute, `{` too.
tst.dict_anchor {a = 1 : i32} {
}
tst.dict_anchor {} {
} {b}

// Optional regions: a single `{}` is an empty region, printed as nothing; a variadic group
// is present when it holds a region.
tst.maybe_region
tst.maybe_region {}
tst.maybe_region {
  tst.stop
}
tst.maybe_region {
^bb0(%a: i32):
} else {
}, {
  tst.stop
}
tst.maybe_region attributes {x} else {}

// Variadic regions of a `SingleBlock` op, and the `regions` directive: each `{}` gets its
// block.
tst.blocks {}, {
  tst.stop
}
tst.all_regions {}, {}, {
  tst.stop
}

// The induction variable is the entry block's argument (`scf.for`).
tst.module {
^bb0(%lb: index, %ub: index):
  tst.for %i = %lb to %ub {
    tst.for %j = %i to %ub {
      %0 = tst.all %i, %j : index, index -> i1
    }
  }
  // `iter_args`: an assignment list whose arguments are the body's.
  %r:2 = tst.iter iter_args(%a = %lb, %b = %ub) -> (index, index) {
    tst.for %k = %a to %b {
    }
  }
  tst.iter iter_args() -> () {}
}
