// Op traits and verifiers: `SingleBlockImplicitTerminator` (modelled on tensor.generate and
// tensor.yield: the terminator is inserted when the custom form leaves it out, and printed only
// when it has operands, results or attributes), `ParentOneOf` / `HasParent`, `SingleBlock`,
// `NoRegionArguments`, `Elementwise`, and ops with `verify` / `verify_regions`.

tst.module {
^bb0(%n: index, %f: f32, %v: vector<4xf32>, %t: tensor<?xf32>):
  %0 = tst.generate %n {
  ^bb0(%i: index, %j: index):
    tst.gen_yield %f : f32
  } : tensor<?x3xf32>
  %1 = tst.generate {
    tst.gen_yield %f : f32
  } : tensor<f32>
  %2 = tst.generate {
    tst.gen_yield %f : f32
  } {note = "attrs after the region"} : tensor<f32>
  tst.pad {
    tst.gen_yield %f : f32
  }
  %3 = "tst.generate"() ({
    "tst.gen_yield"(%f) {a} : (f32) -> ()
  }) : () -> tensor<f32>
  tst.scope {
  }
  tst.scope {
    %c = tst.const
  }
  tst.scope {
    tst.stop {a}
  }
  %4 = tst.elementwise %f, %f : (f32, f32) -> f32
  %5 = tst.elementwise %v, %f : (vector<4xf32>, f32) -> vector<4xf32>
  %6 = tst.elementwise %t, %t : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
}
