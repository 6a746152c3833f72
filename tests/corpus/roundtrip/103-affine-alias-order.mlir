// Aliases: one per distinct map or set, named in order of depth, types first, then by name.
#user_map = affine_map<(d0) -> (d0 * 2)>
#user_set = affine_set<(d0) : (d0 >= 0)>
"x.a"() {s = #user_set, z = [affine_map<(d0) -> (d0 + 1)>, {k = affine_map<(d0) -> (d0 + 2)>}], m = #user_map} : () -> ()
"x.b"() {m = affine_map<(d0) -> (d0 * 2)>, t = memref<4xf32, affine_map<(d0) -> (d0 + 3)>>} : () -> (memref<8xf32, affine_map<(d0) -> (d0 + 4)>>)
%0 = "x.c"() : () -> tuple<memref<2xi8, affine_map<(d0) -> (d0 + 5)>>, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>
"x.d"(%0) {s = affine_set<(d0) : (d0 == 0)>} : (tuple<memref<2xi8, affine_map<(d0) -> (d0 + 5)>>, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>) -> ()
"x.e"() ({
^bb0(%arg0: memref<4xf32, affine_map<(d0) -> (d0 + 6)>>):
  "x.f"() {m = affine_map<(d0) -> (d0 + 7)>} : () -> ()
}) {m = affine_map<(d0) -> (d0 + 8)>} : () -> ()
