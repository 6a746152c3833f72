func.func @compute_type_integer(%A: !gpu.sparse.spmat_handle, %X: !gpu.sparse.dntensor_handle, %Y: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %b = gpu.spmv_buffer_size %A, %X, %Y into 5
  return
}

// -----

func.func @compute_type_string(%A: !gpu.sparse.spmat_handle, %X: !gpu.sparse.dntensor_handle, %Y: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{custom op 'gpu.spmv_buffer_size' invalid kind of attribute specified}}
  %b = gpu.spmv_buffer_size %A, %X, %Y into "f32"
  return
}

// -----

func.func @compute_type_function(%A: !gpu.sparse.spmat_handle, %X: !gpu.sparse.dntensor_handle, %Y: !gpu.sparse.dntensor_handle) -> index {
  %b = gpu.spmv_buffer_size %A, %X, %Y into (f32) -> f64
  return %b : index
}
