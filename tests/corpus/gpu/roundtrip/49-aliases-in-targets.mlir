// affine maps, sets, a 17-type tuple and a location inside registered target attributes print as aliases, ordered by depth as upstream orders them
// seed: one space after the symbol (upstream prints two) -- difference (a)
// seed: no space between the symbol and `<handler>` (upstream prints `@b <...>`) -- difference (b)
// seed: no default offloadingHandler is inserted, so the generic form has none (upstream adds `offloadingHandler = #gpu.select_object`) -- difference (c)
// no object format/properties/kernels (d) and no verifyTarget (e) are used

gpu.binary @b [#gpu.object<#nvvm.target<flags = {m = affine_map<(d0) -> (d0 + 1)>, t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>}>, "">, #gpu.object<#rocdl.target<flags = {s = affine_set<(d0) : (d0 == 0)>, l = loc("f":1:2)}>, "">]
gpu.binary @c <#gpu.select_object<#nvvm.target<flags = {x = [affine_map<(d0) -> (d0 + 2)>]}>>> {d0 = distinct[0]<#rocdl.target<flags = {m = affine_map<(d0) -> (d0 + 3)>}>>, d1 = distinct[1]<affine_map<(d0) -> (d0 + 4)>>} [#gpu.object<#nvvm.target, "">]
