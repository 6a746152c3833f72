// distinct[N]<…>: one N is one attribute throughout the file; the printer renumbers from 0 in
// printing order, aliases those not referring to unit (`#distinct`, `#distinct1`, …, by alias
// depth, types first) and prints `distinct[N]<>` for unit.
#d = distinct[5]<42 : i32>
!big = tuple<i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1>
"x.b"() {a = distinct[3]<42 : i32>, b = distinct[3]<42 : i32>, c = #d, e = distinct[1]<unit>, f = distinct[9]<>} : () -> ()
"x.c"() {n = distinct[7]<[distinct[8]<"s">, {k = distinct[10]<unit>}]>, t = distinct[11]<!big>, z = [[distinct[12]<1>]]} : () -> ()
"x.d"() {x = distinct[0x10]<dense_resource<r> : tensor<1xi8>>, y = distinct[13]<#x.y<1>>, q = distinct[14]<distinct[15]<1.0 : f32>>} : () -> (!big)
