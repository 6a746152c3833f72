//! `rods-macros`: the proc-macro entry points. Each is one line forwarding to `rods-codegen`.
