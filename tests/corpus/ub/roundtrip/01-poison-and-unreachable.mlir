// The ub dialect: poison values in their short and long forms (the default value elided), a
// discardable attribute beside the property, #ub.poison as an attribute, ub.unreachable.
func.func @f(%c: i1) -> i32 {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : vector<4xi64>
  %2 = ub.poison {foo} : f32
  "x.use"(%1, %2) : (vector<4xi64>, f32) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %0 : i32
^bb2:
  ub.unreachable
}

func.func @attrs() attributes {p = #ub.poison, q = [#ub.poison, #ub<poison>]} {
  %0 = "ub.poison"() <{value = #ub.poison}> : () -> tensor<2x?xf32>
  %1 = ub.poison : !x.opaque
  "x.use"(%0, %1) : (tensor<2x?xf32>, !x.opaque) -> ()
  return
}
