// File metadata and `dense_resource` errors: malformed hex blobs, alignment words, unknown
// dialects and keys, the punctuation of the metadata dictionary.

// expected-error@+1 {{expected hex string blob for key 'k'}}
{-# dialect_resources: { builtin: { k: "0x0800000001020" } } #-}
// -----

// expected-error@+1 {{expected hex string blob for key 'k'}}
{-# dialect_resources: { builtin: { k: "0x08000000zz" } } #-}
// -----

// expected-error@+1 {{expected hex string blob for key 'k'}}
{-# dialect_resources: { builtin: { k: "0X01000000" } } #-}
// -----

// expected-error@+1 {{expected hex string blob for key 'k' to encode alignment in first 4 bytes}}
{-# dialect_resources: { builtin: { k: "0x080000" } } #-}
// -----

// expected-error@+1 {{expected hex string blob for key 'k' to encode alignment in first 4 bytes}}
{-# dialect_resources: { builtin: { k: "0x" } } #-}
// -----

// expected-error@+1 {{expected hex string blob for key 'k' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
{-# dialect_resources: { builtin: { k: "0x0300000001" } } #-}
// -----

// expected-error@+1 {{expected hex string blob for key 'k'}}
{-# dialect_resources: { builtin: { k: true } } #-}
// -----

// expected-error@+1 {{expected hex string blob for key 'k'}}
{-# dialect_resources: { builtin: { k: "abc" } } #-}
// -----

// expected-error@+2 {{unexpected character}}
// expected-error@+1 {{expected hex string blob for key 'k'}}
{-# dialect_resources: { builtin: { k: 'x' } } #-}
// -----

// expected-error@+1 {{expected hex string blob for key 'k'}}
{-# dialect_resources: { builtin: { k: } } #-}
// -----

// expected-error@+1 {{dialect 'nosuch' is unknown}}
{-# dialect_resources: { nosuch: { k: "0x01000000" } } #-}
// -----

// expected-error@+1 {{unknown key 'bogus' in file metadata dictionary}}
{-# bogus: { } #-}
// -----

// expected-error@+1 {{expected identifier key in file metadata dictionary}}
{-# 1: { } #-}
// -----

// expected-error@+1 {{expected identifier key in file metadata dictionary}}
{-# , #-}
// -----

// expected-error@+1 {{expected ':'}}
{-# dialect_resources { } #-}
// -----

// expected-error@+1 {{expected '{'}}
{-# dialect_resources: [ ] #-}
// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
{-# dialect_resources: { 1 } #-}
// -----

// expected-error@+1 {{expected ':'}}
{-# dialect_resources: { builtin { } } #-}
// -----

// expected-error@+1 {{expected '{'}}
{-# dialect_resources: { builtin: k } #-}
// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
{-# dialect_resources: { builtin: { 1: "0x01000000" } } #-}
// -----

// expected-error@+1 {{expected ':'}}
{-# dialect_resources: { builtin: { k "0x01000000" } } #-}
// -----

// expected-error@+1 {{expected ',' or '}'}}
{-# dialect_resources: { builtin: { k: "0x01000000" "x" } } #-}
// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
{-# dialect_resources: { builtin: { k: "0x01000000" , } } #-}
// -----

// expected-error@+1 {{expected ',' or '#-}'}}
{-# dialect_resources: { builtin: { k: "0x01000000" } } x
// -----

// expected-error@+1 {{expected identifier key for 'external_resources' entry}}
{-# external_resources: { e: { 1: "v" } } #-}
// -----

// expected-error@+1 {{expected string value for key 'k'}}
{-# external_resources: { e: { k: 1 } } #-}
// -----

// expected-error@+1 {{expected ':'}}
{-# external_resources: { e: { k "v" } } #-}
// -----

// expected-error@+1 {{expected identifier key for 'external_resources' entry}}
{-# external_resources: { e: { k: "v", } } #-}
// -----

// expected-error@+1 {{expected hex string blob for key 'k'}}
{-# external_resources: { e: { k: "0x1" } } #-}
// -----

// expected-error@+1 {{expected hex string blob for key 'k' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
{-# external_resources: { e: { k: "0x03000000" } } #-}
// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
"x.op"() {b = dense_resource<> : tensor<3xi8>} : () -> ()
// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
"x.op"() {b = dense_resource<1> : tensor<3xi8>} : () -> ()
// -----

// expected-error@+1 {{expected ':'}}
"x.op"() {b = dense_resource<k>} : () -> ()
// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
"x.op"() {b = dense_resource<k> : i32} : () -> ()
// -----

// expected-error@+1 {{expected '>'}}
"x.op"() {b = dense_resource<k : tensor<3xi8>} : () -> ()
// -----

// expected-error@+1 {{expected '<' after 'dense_resource'}}
"x.op"() {b = dense_resource k : tensor<3xi8>} : () -> ()
