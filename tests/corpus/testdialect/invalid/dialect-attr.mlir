// The tst dialect's check of the attributes named after it (`verify_operation_attribute`):
// only `tst.positive`, `tst.top_level` and `tst.leaf` are checked.

// expected-error @below {{'tst.token_src' op attribute 'tst.positive' must be a positive integer}}
%0 = tst.token_src {tst.positive = 0 : i64}

// -----

// Attributes of other names, and of other prefixes, are not checked.
%0 = tst.token_src {tst.positive = 7 : i64, tst.other = 0 : i64, other.positive = 0 : i64}
module attributes {tst.top_level} {
}
// expected-error @below {{expected 'tst.top_level' attribute to be attached to 'builtin.module'}}
%1 = tst.token_src {tst.top_level}

// -----

tst.graph attributes {tst.leaf} {
  // expected-error @below {{'tst.token_src' op is nested in an op marked 'tst.leaf'}}
  %0 = tst.token_src
}

// -----

// The dialect's check runs before the op's own verifier (which would reject the missing
// result).
// expected-error @below {{'tst.token_src' op attribute 'tst.positive' must be a positive integer}}
"tst.token_src"() {tst.positive = "3"} : () -> ()
