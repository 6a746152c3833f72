// A missing key at the end of the input is reported one byte before the end (on the last
// line), not past it.

// expected-error @+3 {{expected identifier key in file metadata dictionary}}
{-#


// -----

// expected-error @+5 {{expected identifier key for 'resource' entry}}
{-#
  dialect_resources: {
    builtin: {


// -----

// expected-error @+5 {{expected identifier key for 'external_resources' entry}}
{-#
  external_resources: {
    tool: {


// -----

// expected-error @+2 {{expected identifier key for 'resource' entry}}
"x.op"() {a = dense_resource<

