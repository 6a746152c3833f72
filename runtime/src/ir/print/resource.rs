//! Printing file metadata (MLIR's `printFileMetadataDictionary`): after the top-level op, the
//! builtin blobs that printed `dense_resource<key>` attributes refer to, in the order first
//! printed (unreferenced and undefined ones are not printed), then the external resources as
//! they were read.

use rustc_hash::FxHashSet;

use super::{FLUSH_AT, Printer};
use crate::ir::escape::write_escaped;
use crate::ir::resource::write_hex;
use crate::ir::{Blob, ResourceValue, Resources, StringAttr};

/// The resource keys printed `dense_resource<…>` attributes referred to, in first-print order.
#[derive(Default)]
pub(crate) struct UsedResources {
    order: Vec<StringAttr>,
    seen: FxHashSet<StringAttr>,
}

impl UsedResources {
    /// Notes a use of `key`.
    pub(crate) fn note(&mut self, key: &StringAttr) {
        if self.seen.insert(key.clone()) {
            self.order.push(key.clone());
        }
    }

    /// Notes the uses `other` holds, after those noted so far.
    pub(crate) fn extend(&mut self, other: UsedResources) {
        for key in other.order {
            if self.seen.insert(key.clone()) {
                self.order.push(key);
            }
        }
    }
}

impl Printer<'_> {
    /// `{-# … #-}` with a newline before it, when there is anything to print.
    pub(super) fn print_file_metadata(&mut self, resources: &Resources) {
        let used = std::mem::take(&mut self.used_resources);
        let blobs: Vec<(&StringAttr, &Blob)> = used
            .order
            .iter()
            .filter_map(|k| Some((k, resources.blob(k.as_bytes())?)))
            .collect();
        let groups: Vec<_> = resources
            .external
            .iter()
            .filter(|g| !g.entries.is_empty())
            .collect();
        if blobs.is_empty() && groups.is_empty() {
            return;
        }
        self.write_str("\n{-#\n");
        if !blobs.is_empty() {
            self.write_str("  dialect_resources: {\n    builtin: {\n");
            for (i, (key, blob)) in blobs.iter().enumerate() {
                if i != 0 {
                    self.write_str(",\n");
                }
                self.write_str("      ");
                self.print_keyword_or_string(key.as_bytes());
                self.write_str(": ");
                self.print_blob(blob);
            }
            self.write_str("\n    }\n  }");
        }
        if !groups.is_empty() {
            if !blobs.is_empty() {
                self.write_str(",\n");
            }
            self.write_str("  external_resources: {\n");
            for (i, group) in groups.iter().enumerate() {
                if i != 0 {
                    self.write_str(",\n");
                }
                self.write_str("    ");
                self.write_bytes(&group.name);
                self.write_str(": {\n");
                for (j, (key, value)) in group.entries.iter().enumerate() {
                    if j != 0 {
                        self.write_str(",\n");
                    }
                    self.write_str("      ");
                    self.print_keyword_or_string(key);
                    self.write_str(": ");
                    match value {
                        ResourceValue::Bool(b) => self.write_str(if *b { "true" } else { "false" }),
                        ResourceValue::String(s) => {
                            let out = self.out();
                            out.push(b'"');
                            write_escaped(out, s);
                            out.push(b'"');
                        }
                        ResourceValue::Blob(blob) => self.print_blob(blob),
                    }
                }
                self.write_str("\n    }");
            }
            self.write_str("\n  }");
        }
        self.write_str("\n#-}\n");
    }

    /// `"0x…"`: the alignment (four bytes, little-endian) and the data, in upper-case hex.
    ///
    /// A streaming print writes the data's digits a piece at a time, each flushed before the
    /// next: the buffer stays small and in cache where all of a large blob's (twice its size)
    /// would be grown, copied and faulted in page by page.
    fn print_blob(&mut self, blob: &Blob) {
        let out = self.out();
        out.extend_from_slice(b"\"0x");
        write_hex(out, &blob.alignment.to_le_bytes());
        if self.sink.is_none() {
            write_hex(self.out(), &blob.data);
        } else {
            for piece in blob.data.chunks(FLUSH_AT / 2) {
                write_hex(self.out(), piece);
                self.flush_to_sink(FLUSH_AT);
            }
        }
        self.out().push(b'"');
    }
}
