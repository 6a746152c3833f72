// gpu.launch's id lists are read as upstream reads them: the names fill the region argument
// slots in order (block ids, thread ids, grid sizes, block sizes, cluster ids, cluster sizes).
// A short list leaves an id unnamed (it prints as any region argument); a long one spills into
// the next slots, which the later lists overwrite.
func.func @two_block_ids(%sz: index) {
  gpu.launch blocks(%bx, %by) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    "test.use"(%bx, %by, %gz) : (index, index, index) -> ()
    gpu.terminator
  }
  return
}

func.func @two_thread_ids(%sz: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    "test.use"(%ty, %sz2) : (index, index) -> ()
    gpu.terminator
  }
  return
}

func.func @two_cluster_ids(%sz: index) {
  gpu.launch clusters(%cx, %cy) in (%ccx = %sz, %ccy = %sz, %ccz = %sz)
             blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    "test.use"(%cy, %ccz) : (index, index) -> ()
    gpu.terminator
  }
  return
}

func.func @short_lists_with_attributions(%sz: index) {
  gpu.launch blocks(%bx, %by) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz)
             workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>)
             private(%p : memref<2xf32, #gpu.address_space<private>>) {
    "test.use"(%w, %p) : (memref<4xf32, #gpu.address_space<workgroup>>, memref<2xf32, #gpu.address_space<private>>) -> ()
    gpu.terminator
  }
  return
}

// A fourth thread id names the grid size x slot (blocks' sizes were read before).
func.func @four_thread_ids(%sz: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz, %d) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    "test.use"(%d) : (index) -> ()
    gpu.terminator
  }
  return
}

// Extra block ids spill into slots the later lists name again.
func.func @seven_block_ids(%sz: index) {
  gpu.launch blocks(%bx, %by, %bz, %e4, %e5, %e6, %e7) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    "test.use"(%tx, %gx) : (index, index) -> ()
    gpu.terminator
  }
  return
}
