// Dialect attributes of the `tst` test dialect: literals and parameters, struct with defaults
// (keys in any order in, declaration order out, defaults elided), `params`, optional groups with
// an else branch, `qualified` and `custom`, a parameter-less attribute.

module attributes {
  tst.pair = #tst.pair<"x", -3>,
  tst.target0 = #tst.target,
  tst.target1 = #tst.target<>,
  tst.target2 = #tst.target<chip = "sm_50", O = 2>,
  tst.target3 = #tst.target<fast = true, flags = {ftz}, chip = "sm_90", O = 3>,
  tst.list0 = #tst.list<1>,
  tst.list1 = #tst.list<1, "b">,
  tst.select0 = #tst.select<none>,
  tst.select1 = #tst.select<#tst.target<O = 1>>,
  tst.select2 = #tst.select<5 : i64>,
  tst.wrap0 = #tst.wrap<<"a", 1>, #tst.pair<"b", 2>, x3>,
  tst.wrap1 = #tst.wrap<#tst.pair<"a", 1>, #tst.pair<"b", 2>, x4>,
  tst.unit0 = #tst.unit,
  tst.unit1 = #tst.unit<>
} {
}
