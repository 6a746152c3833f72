// A file whose blobs no attribute refers to prints no metadata dictionary at all.
module {
}
{-# dialect_resources: { builtin: { lonely: "0x0100000001" } }, external_resources: { t: {} } #-}
