{-# dialect_resources: { gpu: { k: "0x01000000" } } #-}
