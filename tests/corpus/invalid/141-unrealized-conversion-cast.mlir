// builtin.unrealized_conversion_cast: its verifier and the errors of its generated parser.

// expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

%0 = "x.a"() : () -> i32
// expected-error@+1 {{expected ':'}}
%1 = builtin.unrealized_conversion_cast %0 to i8

// -----

%0 = "x.a"() : () -> i32
// expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 1 operands and 2 types}}
%1 = builtin.unrealized_conversion_cast %0 : i32, i32 to i8

// -----

// expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
%1 = builtin.unrealized_conversion_cast : to i8

// -----

// expected-note@+1 {{prior use here}}
%0 = "x.a"() : () -> i32
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
%1 = builtin.unrealized_conversion_cast %0 : i64 to i8
