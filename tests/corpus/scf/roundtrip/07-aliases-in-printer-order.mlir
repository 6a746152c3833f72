// Aliases are numbered in the order the printer first prints their values, which a custom
// printer decides: scf.for, scf.if and scf.parallel print their attribute dictionaries after
// their regions, scf.index_switch its cases before its default region, memref.alloc its
// attribute dictionary before its type, func.func a signature whose argument attributes the
// alias walk leaves out (so a map used there and in the body is numbered where the body uses
// it), a declaration's argument attributes in order.
func.func @loops(%lb: index, %ub: index, %s: index, %c: i1, %m: memref<4xf32, affine_map<(d0) -> (d0 + 3)>>) {
  scf.for %i = %lb to %ub step %s {
    "x.op"() {in_for = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  } {after_for = affine_map<(d0) -> (d0 + 2)>}
  %r = scf.if %c -> (memref<4xf32, affine_map<(d0) -> (d0 + 3)>>) {
    "x.op"() {in_then = affine_map<(d0) -> (d0 + 4)>} : () -> ()
    scf.yield %m : memref<4xf32, affine_map<(d0) -> (d0 + 3)>>
  } else {
    "x.op"() {in_else = affine_map<(d0) -> (d0 + 5)>} : () -> ()
    scf.yield %m : memref<4xf32, affine_map<(d0) -> (d0 + 3)>>
  } {after_if = affine_map<(d0) -> (d0 + 6)>}
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    "x.op"() {in_parallel = affine_map<(d0) -> (d0 + 7)>} : () -> ()
    scf.reduce
  } {after_parallel = affine_map<(d0) -> (d0 + 8)>, mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

func.func @switch(%i: index) {
  scf.index_switch %i
  case 2 {
    "x.op"() {in_case = affine_map<(d0) -> (d0 + 9)>} : () -> ()
    scf.yield
  }
  case 5 {
    "x.op"() {in_case = affine_map<(d0) -> (d0 + 10)>} : () -> ()
    scf.yield
  }
  default {
    "x.op"() {in_default = affine_map<(d0) -> (d0 + 11)>} : () -> ()
  }
  return
}

func.func @alloc() {
  %0 = memref.alloc() {x.attr = affine_map<(d0) -> (d0 + 12)>} : memref<4xf32, affine_map<(d0) -> (d0 + 13)>>
  return
}

func.func @signature(%a: index {x.m = affine_map<(d0) -> (d0 + 14)>}, %b: memref<4xf32, affine_map<(d0) -> (d0 + 15)>>) attributes {x.n = affine_map<(d0) -> (d0 + 16)>} {
  "x.op"() {in_body = affine_map<(d0) -> (d0 + 14)>} : () -> ()
  return
}

func.func private @declaration(%a: index {x.m = affine_map<(d0) -> (d0 + 17)>}) -> (index {x.r = affine_map<(d0) -> (d0 + 18)>})
