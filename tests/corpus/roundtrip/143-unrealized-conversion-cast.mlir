// builtin.unrealized_conversion_cast: 0-N operands, 1-N results, attr-dict last; spelled
// without `builtin.` where the default dialect is builtin (module bodies), with it elsewhere.
%0 = "x.a"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64
%2:2 = unrealized_conversion_cast %0, %1 : i32, i64 to !x.t, tensor<2xi8> {note = "n"}
%3 = builtin.unrealized_conversion_cast to index
%4 = "builtin.unrealized_conversion_cast"(%2#1) {u} : (tensor<2xi8>) -> !x.q<1>
"x.r"() ({
  %5 = builtin.unrealized_conversion_cast %3 : index to i1
  "x.use"(%5) : (i1) -> ()
}) : () -> ()
module @m {
  %6:3 = unrealized_conversion_cast to i8, i16, i32
}
