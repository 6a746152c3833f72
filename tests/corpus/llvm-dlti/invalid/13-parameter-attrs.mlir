// The llvm dialect checks the `llvm.…` attributes of function arguments and results
// (kind of value, type of the argument), on func.func and gpu.func alike.

// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func @unit_on_int(%a: i64 {llvm.noalias}) {
  return
}

// -----

// expected-error@+1 {{"llvm.nonnull" should be a unit attribute}}
func.func @unit_with_value(%p: !llvm.ptr {llvm.nonnull = true}) {
  return
}

// -----

// expected-error@+1 {{"llvm.sret" should be a type attribute}}
func.func private @type_expected(!llvm.ptr {llvm.sret = 4 : i64})

// -----

// expected-error@+1 {{"llvm.dereferenceable" should be an integer attribute}}
func.func private @integer_expected(!llvm.ptr {llvm.dereferenceable = "8"})

// -----

// expected-error@+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
func.func private @ext_on_float(f64 {llvm.zeroext})

// -----

// expected-error@+1 {{"llvm.signext" attribute attached to non-integer LLVM type}}
func.func private @ext_on_vector(vector<4xi16> {llvm.signext})

// -----

// expected-error@+1 {{"llvm.writeonly" attribute attached to non-pointer LLVM type}}
func.func private @later_entry(!llvm.ptr {llvm.noalias, llvm.readonly}, f32 {llvm.noundef, llvm.writeonly})

// -----

// expected-error@+1 {{"llvm.alignstack" should be an integer attribute}}
func.func private @alignstack_kind(i32 {llvm.alignstack = unit})

// -----

// expected-error@+1 {{"llvm.inreg" should be a unit attribute}}
func.func private @inreg_value(i32 {llvm.inreg = 0 : i32})

// -----

// expected-error@+1 {{"llvm.byval" is not a valid result attribute}}
func.func private @result_only_for_args(!llvm.ptr) -> (!llvm.ptr {llvm.byval = i8})

// -----

// expected-error@+1 {{"llvm.nonnull" attribute attached to non-pointer LLVM type}}
func.func private @result_on_int(i32) -> (i32 {llvm.nonnull})

// -----

// expected-error@+1 {{"llvm.returned" is not a valid result attribute}}
func.func private @result_returned() -> (i8 {llvm.returned})

// -----

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @plain_name_first(i32 {cold, llvm.noalias})

// -----

gpu.module @kernels {
  // expected-error@+1 {{"llvm.nocapture" attribute attached to non-pointer LLVM type}}
  gpu.func @kernel(%a: f32 {llvm.nocapture}) kernel {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @helper(%a: i32) -> (f16 {llvm.sext}) {
    %c = arith.constant 1.0 : f16
    gpu.return %c : f16
  }
  // expected-error@+1 {{"llvm.signext" attribute attached to non-integer LLVM type}}
  gpu.func @helper2(%a: i32) -> (f16 {llvm.signext}) {
    %c = arith.constant 1.0 : f16
    gpu.return %c : f16
  }
}

// -----

// expected-error@+1 {{cannot attach result attributes to functions with a void return}}
func.func private @void_result() -> (!llvm.void {llvm.noundef})
