//! MLIR's textual pass pipeline (`PassRegistry.cpp`'s `TextualPipeline`): `anchor(elements)`,
//! each element a pass with its options (`canonicalize{max-iterations=2}`) or a nested
//! pipeline on the ops of a name (`func.func(cse)`, `any(cse)`), separated by commas. Parsing
//! checks the structure first, then that every pass exists, then makes the passes and their
//! options; each step's errors read as upstream's, which the command line reports as one
//! error at an unknown location.

use crate::diag::Diagnostic;
use crate::ir::Location;
use crate::source::SourceFile;

use super::manager::OpPassManager;
use super::options::{initialize_options, llvm_ltrim, llvm_trim};
use super::{PassManager, PassRegistry};

/// The buffer name upstream gives a pipeline's text in its errors.
const BUFFER_NAME: &str = "MLIR Textual PassPipeline Parser";

/// One element of a pipeline: a pass and its options, or a nested pipeline (`inner` not
/// empty) on the ops named `name`.
#[derive(Debug)]
struct Element<'a> {
    name: &'a str,
    /// Where `name` starts in the text (after blanks).
    at: usize,
    options: &'a str,
    inner: Vec<Element<'a>>,
}

impl Drop for Element<'_> {
    /// Drops the nested elements from a list rather than by recursion.
    fn drop(&mut self) {
        let mut inner = std::mem::take(&mut self.inner);
        while let Some(mut e) = inner.pop() {
            inner.append(&mut e.inner);
        }
    }
}

/// A syntax error: its offset in the text and its message.
type SyntaxError = (usize, String);

/// `PassManager::parse`: `anchor(…)`, the anchor an op name or `any`.
pub(super) fn parse(text: &str, registry: &PassRegistry) -> Result<PassManager, Diagnostic> {
    let text = llvm_trim(text);
    // Pipelines are `<op-name>(<pipeline>)`.
    let open = text.find('(').filter(|&p| p > 0);
    let (Some(open), Some(body)) = (open, text.strip_suffix(')')) else {
        return Err(error(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. \
             'builtin.module(...)'",
        ));
    };
    // `text` is trimmed: trimming the anchor trims its end.
    let anchor = llvm_trim(&text[..open]);
    let mut pm = PassManager::on(anchor);
    // `builtin.module(` … `)`: what lies between (`builtin.module()` is an empty pipeline).
    let inner = body.get(open + 1..).unwrap_or("");
    add_pipeline(inner, pm.root_mut(), registry).map_err(error)?;
    Ok(pm)
}

/// An error at an unknown location, as `mlir-opt` reports what went wrong with a pipeline.
pub(super) fn error(message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(Location::Unknown, message)
}

/// MLIR's `parsePassPipeline(text, pm, errorStream)`: adds the elements of `text` (without
/// the anchor) to `pm`; `Err` is what the error stream holds.
fn add_pipeline(text: &str, pm: &mut OpPassManager, registry: &PassRegistry) -> Result<(), String> {
    if text.is_empty() {
        return Ok(());
    }
    let elements = parse_elements(text)
        .and_then(|elements| resolve(&elements, registry).map(|()| elements))
        .map_err(|(at, message)| render_at(text, at, &message))?;
    let mut stream = String::new();
    match add_elements(&elements, pm, registry, &mut stream) {
        Ok(()) => Ok(()),
        Err(()) => Err(stream),
    }
}

/// LLVM's `SourceMgr::PrintMessage` of `message` at `at` in the pipeline's text: the header,
/// the line and a caret.
fn render_at(text: &str, at: usize, message: &str) -> String {
    let src = SourceFile::new(BUFFER_NAME, bytes::Bytes::copy_from_slice(text.as_bytes()));
    let at = u32::try_from(at).unwrap_or(u32::MAX);
    let mut out = String::new();
    src.render(&Diagnostic::error(Location::Offset(at), message), &mut out);
    out
}

/// MLIR's `parsePipelineText`: the structure of `text`, or the first syntax error.
fn parse_elements(text: &str) -> Result<Vec<Element<'_>>, SyntaxError> {
    // The pipelines being read, innermost last; each inner one belongs to the last element of
    // the one before it.
    let mut stack: Vec<Vec<Element<'_>>> = vec![Vec::new()];
    let mut pos = 0;
    loop {
        let rest = &text[pos..];
        let sep = rest.find([',', '(', ')', '{']);
        let raw = &rest[..sep.unwrap_or(rest.len())];
        let name = llvm_trim(raw);
        let at = pos + (raw.len() - llvm_ltrim(raw).len());
        if let Some(pipeline) = stack.last_mut() {
            pipeline.push(Element {
                name,
                at,
                options: "",
                inner: Vec::new(),
            });
        }
        let Some(sep) = sep else {
            break;
        };
        pos += sep;
        match text.as_bytes()[pos] {
            // `pass{…}`: the options, braces nested inside counted.
            b'{' => {
                let mut depth = 0usize;
                let close = text[pos + 1..].bytes().position(|b| {
                    match b {
                        b'{' => depth += 1,
                        b'}' if depth == 0 => return true,
                        b'}' => depth -= 1,
                        _ => {}
                    }
                    false
                });
                let Some(close) = close else {
                    return Err((
                        pos,
                        "missing closing '}' while processing pass options".to_owned(),
                    ));
                };
                if let Some(last) = stack.last_mut().and_then(|p| p.last_mut()) {
                    last.options = &text[pos + 1..pos + 1 + close];
                }
                pos += close + 2;
                pos = text.len() - llvm_ltrim(&text[pos..]).len();
                // A nested pipeline has no options: no `(` is looked for here.
            }
            b'(' => {
                pos += 1;
                stack.push(Vec::new());
                continue;
            }
            _ => {}
        }
        // Closing parentheses, all at once (no empty names between them).
        while text[pos..].starts_with(')') {
            pos += 1;
            if stack.len() == 1 {
                return Err((
                    pos - 1,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing \
                     pipeline"
                        .to_owned(),
                ));
            }
            let inner = stack.pop().unwrap_or_default();
            if let Some(owner) = stack.last_mut().and_then(|p| p.last_mut()) {
                owner.inner = inner;
            }
            pos = text.len() - llvm_ltrim(&text[pos..]).len();
        }
        if pos == text.len() {
            break;
        }
        if !text[pos..].starts_with(',') {
            return Err((pos, "expected ',' after parsing pipeline".to_owned()));
        }
        pos += 1;
    }
    if stack.len() > 1 {
        return Err((
            pos,
            "encountered unbalanced parentheses while parsing pipeline".to_owned(),
        ));
    }
    Ok(stack.pop().unwrap_or_default())
}

/// MLIR's `resolvePipelineElements`: every element without a nested pipeline names a pass.
fn resolve(elements: &[Element<'_>], registry: &PassRegistry) -> Result<(), SyntaxError> {
    // An explicit stack: a pipeline nests as deep as its text allows.
    let mut work: Vec<&Element<'_>> = elements.iter().rev().collect();
    while let Some(e) = work.pop() {
        if !e.inner.is_empty() {
            work.extend(e.inner.iter().rev());
        } else if registry.lookup(e.name).is_none() {
            return Err((
                e.at,
                format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    e.name
                ),
            ));
        }
    }
    Ok(())
}

/// MLIR's `addToPipeline` over `elements`: each pass made with its options and added to `pm`,
/// each nested pipeline added to a new nested manager. On failure, `stream` holds the errors
/// (one line per level: `failed to add `cse` with options `foo=1``).
fn add_elements(
    elements: &[Element<'_>],
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    stream: &mut String,
) -> Result<(), ()> {
    for e in elements {
        if e.inner.is_empty() {
            let Some(info) = registry.lookup(e.name) else {
                return Err(());
            };
            if add_pass(info, e.options, pm, stream).is_err() {
                report(
                    stream,
                    &format!("failed to add `{}` with options `{}`", e.name, e.options),
                );
                return Err(());
            }
        } else {
            let nested = pm.nest(e.name);
            // One level deeper: on a fresh stack segment when this one runs low.
            let added = crate::threads::ensure_sufficient_stack(|| {
                add_elements(&e.inner, nested, registry, stream)
            });
            if added.is_err() {
                report(
                    stream,
                    &format!(
                        "failed to add `{}` with options `{}` to inner pipeline",
                        e.name, e.options
                    ),
                );
                return Err(());
            }
        }
    }
    Ok(())
}

/// The error handler of a textual pipeline: the message and a newline.
fn report(stream: &mut String, message: &str) {
    stream.push_str(message);
    stream.push('\n');
}

/// MLIR's default `PassRegistryEntry::addToPipeline` under explicit nesting: the pass made and
/// its options set, then added unless it is restricted to other ops than `pm`'s. Both errors
/// are reported; the pass is added when only its options failed, as upstream does.
fn add_pass(
    info: &super::PassInfo,
    options: &str,
    pm: &mut OpPassManager,
    stream: &mut String,
) -> Result<(), ()> {
    let mut pass = (info.create)();
    let mut result = Ok(());
    if let Err(e) = initialize_options(pass.as_mut(), options) {
        report(stream, &e.0);
        result = Err(());
    }
    if let (Some(pm_name), Some(pass_name)) = (pm.op_name(), pass.anchor())
        && pm_name != pass_name
    {
        report(
            stream,
            &format!(
                "Can't add pass '{}' restricted to '{pass_name}' on a PassManager intended to run \
             on '{pm_name}', did you intend to nest?",
                pass.argument()
            ),
        );
        return Err(());
    }
    pm.add_explicit(pass);
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Ir, OpId};
    use crate::pass::{Pass, PassInfo};

    /// A pass restricted to `func.func`.
    struct OnFunctions;

    impl Pass for OnFunctions {
        fn argument(&self) -> &'static str {
            "on-functions"
        }

        fn anchor(&self) -> Option<&'static str> {
            Some("func.func")
        }

        fn run(&self, _: &mut Ir, _: OpId) -> Result<(), Vec<Diagnostic>> {
            Ok(())
        }
    }

    const ON_FUNCTIONS: PassInfo = PassInfo {
        argument: "on-functions",
        summary: "",
        create: || Box::new(OnFunctions),
    };

    /// In a textual pipeline a restricted pass must be nested by hand, as upstream's
    /// explicit nesting wants; on its ops, or on `any`, it is added.
    #[test]
    fn a_restricted_pass_is_refused_elsewhere() {
        let mut stream = String::new();
        let mut pm = OpPassManager::new("builtin.module");
        assert!(add_pass(&ON_FUNCTIONS, "", &mut pm, &mut stream).is_err());
        assert_eq!(
            stream,
            "Can't add pass 'on-functions' restricted to 'func.func' on a PassManager intended \
             to run on 'builtin.module', did you intend to nest?\n"
        );
        assert!(pm.is_empty());
        // Both errors, the options' first.
        stream.clear();
        assert!(add_pass(&ON_FUNCTIONS, "x=1", &mut pm, &mut stream).is_err());
        assert!(stream.starts_with("<Pass-Options-Parser>: no such option x\n\nCan't add pass"));
        for anchor in ["func.func", "any"] {
            let mut pm = OpPassManager::new(anchor);
            stream.clear();
            assert!(add_pass(&ON_FUNCTIONS, "", &mut pm, &mut stream).is_ok());
            assert_eq!(pm.to_string(), format!("{anchor}(on-functions)"));
        }
    }

    #[test]
    fn elements_nest_and_keep_their_options() {
        let elements = parse_elements("a{x={y}} , b( c,d{}), e").unwrap_or_default();
        let names: Vec<_> = elements
            .iter()
            .map(|e| (e.name, e.options, e.inner.len()))
            .collect();
        assert_eq!(names, [("a", "x={y}", 0), ("b", "", 2), ("e", "", 0)]);
        assert_eq!((elements[1].inner[0].at, elements[1].inner[1].at), (14, 16));
        assert_eq!(
            parse_elements("a(b(c)").map(|_| ()),
            Err((
                6,
                "encountered unbalanced parentheses while parsing pipeline".to_owned()
            ))
        );
    }
}
