//! Shared by the compile-pass cases: parse → verify → print through a registry holding the
//! case's dialect.

#![allow(dead_code)]

use rods::dialect::{Dialect, Registry};

/// Parses `src` with `dialect` registered, verifies it and prints it as `mlir-opt` would; the
/// diagnostics' messages, one a line, on failure.
pub fn run(dialect: &'static Dialect, src: &str) -> Result<String, String> {
    let mut registry = Registry::new();
    registry.register(dialect);
    let buf = bytes::Bytes::copy_from_slice(src.as_bytes());
    let opts = rods::syntax::parser::ParseOptions::default();
    let module = rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry, &opts)
        .map_err(messages)?;
    rods::verify::verify(&module).map_err(messages)?;
    let mut out = Vec::new();
    rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
    String::from_utf8(out).map_err(|e| e.to_string())
}

/// Round-trips one attribute through `module attributes {a = …}`: its printed form.
pub fn attr(dialect: &'static Dialect, text: &str) -> Result<String, String> {
    let out = run(dialect, &format!("module attributes {{t.a = {text}}} {{}}"))?;
    let rest = out.strip_prefix("module attributes {t.a = ").ok_or(out.clone())?;
    rest.rfind("} {").map(|end| rest[..end].to_owned()).ok_or(out.clone())
}

/// Round-trips ops (one per line) inside the implicit module: the printed ops, one per line,
/// without indentation.
pub fn ops(dialect: &'static Dialect, text: &str) -> Result<String, String> {
    let out = run(dialect, text)?;
    let body = out
        .strip_prefix("module {\n")
        .and_then(|s| s.trim_end().strip_suffix("}"))
        .ok_or(out.clone())?;
    Ok(body.lines().map(|l| l.strip_prefix("  ").unwrap_or(l)).collect::<Vec<_>>().join("\n"))
}

fn messages(diags: Vec<rods::diag::Diagnostic>) -> String {
    diags.iter().map(|d| d.message.as_str()).collect::<Vec<_>>().join("\n")
}
