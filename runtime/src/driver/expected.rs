//! `--verify-diagnostics`: MLIR's `SourceMgrDiagnosticVerifierHandler` (LLVM 22).
//!
//! The whole buffer (not each split chunk) is scanned once for designators
//! `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{TEXT}}`
//! at the end of a line. `TEXT` is matched as a substring of the diagnostic's message, or,
//! with `-re`, as a regex in which `{{…}}` pieces are regular expressions and the rest is
//! literal. Every diagnostic of every chunk, and every note attached to it, must match an
//! expectation on its line (by kind and text; one expectation may match several
//! diagnostics); every expectation must be matched by at least one diagnostic.

use std::sync::LazyLock;

use regex::Regex;

use crate::diag::{Diagnostic, Severity};
use crate::ir::Location;
use crate::source::SourceFile;

use super::Report;

/// Where an expectation applies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExpectedLine {
    /// A 1-based line of the buffer (may be ≤ 0 after `@-N`, then it never matches).
    Line(i64),
    /// `@unknown`: diagnostics without a file location.
    Unknown,
}

/// One `expected-*` designator.
#[derive(Clone, Debug)]
pub struct ExpectedDiag {
    /// Expected severity.
    pub kind: Severity,
    /// Where the diagnostic is expected.
    pub line: ExpectedLine,
    /// Byte offset of `expected-` in the buffer (where failures are reported).
    pub offset: usize,
    /// The text between the outer `{{` and `}}`.
    pub text: String,
    /// The compiled `-re` form.
    regex: Option<Regex>,
    /// Whether a diagnostic matched it.
    pub matched: bool,
}

impl ExpectedDiag {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(re) => re.is_match(message),
            None => message.contains(self.text.as_str()),
        }
    }
}

/// MLIR's designator pattern,
/// `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`,
/// on bytes so that a line with invalid UTF-8 elsewhere can still hold a designator.
static DESIGNATOR: LazyLock<Option<regex::bytes::Regex>> = LazyLock::new(|| {
    regex::bytes::Regex::new(
        r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{((?s-u:.)*)\}\}$",
    )
    .ok()
});

/// The diagnostics verifier for one buffer.
#[derive(Debug)]
pub struct DiagnosticVerifier {
    expected: Vec<ExpectedDiag>,
    unknown: Vec<ExpectedDiag>,
    /// Indices into `expected` by target line.
    by_line: std::collections::HashMap<i64, Vec<usize>>,
    ok: bool,
}

/// A designator as found on its line, before its target line is resolved.
struct Raw {
    /// The designator's own line, from 0.
    line0: i64,
    /// The severity it expects.
    kind: Severity,
    /// `-re`: the text is a regex.
    is_re: bool,
    /// What follows `@`.
    at: Option<String>,
    /// The text between `{{` and `}}`.
    text_range: std::ops::Range<usize>,
    /// Where the designator starts.
    offset: usize,
}

/// The designators of `src` (lines holding `expected-`), matched with `re`, in file order.
fn scan_designators(src: &SourceFile, re: &regex::bytes::Regex) -> Vec<Raw> {
    let text: &[u8] = src.text();
    let needle = b"expected-";
    let mut raws: Vec<Raw> = Vec::new();
    let mut last_line0 = -1i64;
    for hit in memchr::memmem::find_iter(text, needle) {
        let (line, _) = src.line_col(hit as u32);
        let line0 = i64::from(line) - 1;
        if line0 == last_line0 {
            continue;
        }
        last_line0 = line0;
        let start = src.line_start(line).unwrap_or(0);
        let end = memchr::memchr(b'\n', &text[start..]).map_or(text.len(), |p| start + p);
        let mut line_bytes = &text[start..end];
        // `StringRef::rtrim()`: " \t\n\v\f\r".
        while let [rest @ .., last] = line_bytes {
            if matches!(last, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r') {
                line_bytes = rest;
            } else {
                break;
            }
        }
        let Some(c) = re.captures(line_bytes) else {
            continue;
        };
        let (Some(all), Some(kind), Some(body)) = (c.get(0), c.get(1), c.get(5)) else {
            continue;
        };
        let kind = match kind.as_bytes() {
            b"error" => Severity::Error,
            b"warning" => Severity::Warning,
            b"remark" => Severity::Remark,
            _ => Severity::Note,
        };
        raws.push(Raw {
            line0,
            kind,
            is_re: c.get(2).is_some(),
            at: c
                .get(4)
                .map(|m| String::from_utf8_lossy(m.as_bytes()).into_owned()),
            text_range: start + body.start()..start + body.end(),
            offset: start + all.start(),
        });
    }
    raws
}

/// The line a designator targets: its own, `@+N` / `@-N` from it, `@above` / `@below` (the
/// nearest line that is no designator), or `Unknown` for `@unknown`.
fn designated_line(
    raw: &Raw,
    designators: &std::collections::BTreeSet<i64>,
    line_count: i64,
) -> ExpectedLine {
    let own = raw.line0 + 1;
    match raw.at.as_deref() {
        None => ExpectedLine::Line(own),
        Some("unknown") => ExpectedLine::Unknown,
        Some("above") => {
            // The last line before this one that is not a designator (line 1 if none).
            let mut k = raw.line0 - 1;
            while k >= 0 && designators.contains(&k) {
                k -= 1;
            }
            ExpectedLine::Line(k.max(0) + 1)
        }
        Some("below") => {
            // The next line that is not a designator; a dangling one gets the line
            // count, as upstream.
            let mut k = raw.line0 + 1;
            while designators.contains(&k) {
                k += 1;
            }
            ExpectedLine::Line(if k < line_count { k + 1 } else { line_count })
        }
        Some(off) => {
            let (sign, digits) = off.split_at(1);
            let n = parse_offset(digits);
            ExpectedLine::Line(if sign == "+" {
                own.saturating_add(n)
            } else {
                own.saturating_sub(n)
            })
        }
    }
}

/// A verifier expecting nothing: what [`DiagnosticVerifier::new`] makes of a buffer without
/// designators.
impl Default for DiagnosticVerifier {
    fn default() -> DiagnosticVerifier {
        DiagnosticVerifier {
            expected: Vec::new(),
            unknown: Vec::new(),
            by_line: Default::default(),
            ok: true,
        }
    }
}

impl DiagnosticVerifier {
    /// Scans `src` for designators. Malformed `-re` texts are reported into `reports` right
    /// away (as MLIR does when the handler is created) and make the verification fail.
    pub fn new(src: &SourceFile, reports: &mut Vec<Report>) -> DiagnosticVerifier {
        let mut v = DiagnosticVerifier::default();
        let text: &[u8] = src.text();
        // Only lines containing `expected-` can be designators; skip the rest quickly.
        let needle = b"expected-";
        if memchr::memmem::find(text, needle).is_none() {
            return v;
        }
        let Some(re) = DESIGNATOR.as_ref() else {
            return v;
        };
        let line_count = src.line_count() as i64;
        let raws = scan_designators(src, re);

        let designators: std::collections::BTreeSet<i64> = raws.iter().map(|r| r.line0).collect();
        for raw in raws {
            let body = String::from_utf8_lossy(&text[raw.text_range.clone()]).into_owned();
            let mut record = ExpectedDiag {
                kind: raw.kind,
                line: ExpectedLine::Line(raw.line0 + 1),
                offset: raw.offset,
                text: body,
                regex: None,
                matched: false,
            };
            if raw.is_re {
                match compute_regex(&record.text) {
                    Ok(re) => record.regex = Some(re),
                    Err(msg) => {
                        reports.push(Report::underlined(
                            Diagnostic::error(Location::Offset(raw.offset as u32), msg),
                            record.text.len(),
                        ));
                        v.ok = false;
                        continue;
                    }
                }
            }
            match designated_line(&raw, &designators, line_count) {
                ExpectedLine::Unknown => {
                    record.line = ExpectedLine::Unknown;
                    v.unknown.push(record);
                    continue;
                }
                line => record.line = line,
            }
            if let ExpectedLine::Line(l) = record.line {
                v.by_line.entry(l).or_default().push(v.expected.len());
            }
            v.expected.push(record);
        }
        v
    }

    /// The expectations found, in file order (without the `@unknown` ones).
    pub fn expectations(&self) -> &[ExpectedDiag] {
        &self.expected
    }

    /// Checks one emitted diagnostic and its notes; mismatches are reported into `reports`.
    pub fn process(&mut self, src: &SourceFile, d: &Diagnostic, reports: &mut Vec<Report>) {
        self.process_one(src, &d.loc, d.severity, &d.message, reports);
        for note in &d.notes {
            self.process_one(src, &note.loc, note.severity, &note.message, reports);
        }
    }

    fn process_one(
        &mut self,
        src: &SourceFile,
        loc: &Location,
        kind: Severity,
        message: &str,
        reports: &mut Vec<Report>,
    ) {
        // Diagnostics at an unknown location match `@unknown` expectations; those in this
        // buffer match the expectations of their line; those in other files match nothing.
        let (pool, indices): (&mut Vec<ExpectedDiag>, Vec<usize>) = match src.resolve(loc) {
            None => {
                let all = (0..self.unknown.len()).collect();
                (&mut self.unknown, all)
            }
            Some(r) if r.file == *src.name() => {
                let on_line = self
                    .by_line
                    .get(&i64::from(r.line))
                    .cloned()
                    .unwrap_or_default();
                (&mut self.expected, on_line)
            }
            Some(_) => (&mut self.expected, Vec::new()),
        };
        let mut near_miss: Option<(usize, Severity)> = None;
        for i in indices {
            let Some(e) = pool.get_mut(i) else { continue };
            if e.matches(message) {
                if e.kind == kind {
                    e.matched = true;
                    return;
                }
                near_miss = Some((e.offset, e.kind));
            }
        }
        self.ok = false;
        let report = match near_miss {
            Some((offset, expected_kind)) => Diagnostic::error(
                Location::Offset(offset as u32),
                format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    kind.as_str(),
                    expected_kind.as_str()
                ),
            ),
            // At the file location the diagnostic is shown at: no call stack (MLIR's verifier
            // reports the `FileLineColLoc` it found).
            None => Diagnostic::error(
                match loc.shown().into_owned() {
                    Location::Unknown => loc.clone(),
                    shown => shown,
                },
                format!("unexpected {}: {}", kind.as_str(), message),
            ),
        };
        reports.push(Report::new(report));
    }

    /// Reports every expectation nothing matched (`expected error "TEXT" was not produced`)
    /// and returns whether the verification succeeded.
    pub fn finish(self, reports: &mut Vec<Report>) -> bool {
        let ok = self.ok && self.expected.iter().chain(&self.unknown).all(|e| e.matched);
        // mlir-opt-22 lists an unmatched `@unknown` expectation twice in verify mode; so does
        // rods, for identical stderr.
        self.report_unmatched(reports, 2);
        ok
    }

    /// What `mlir-opt-22` does with the expectations when it is *not* verifying: each one
    /// (none was matched) is listed as «not produced», once; the exit status is unaffected.
    pub fn finish_without_verifying(self, reports: &mut Vec<Report>) {
        self.report_unmatched(reports, 1);
    }

    fn report_unmatched(self, reports: &mut Vec<Report>, unknown_times: usize) {
        let unknown = self.unknown.into_iter().map(|e| (e, unknown_times));
        for (e, times) in self.expected.into_iter().map(|e| (e, 1)).chain(unknown) {
            if e.matched {
                continue;
            }
            let loc = match e.line {
                ExpectedLine::Unknown => Location::Unknown,
                ExpectedLine::Line(_) => Location::Offset(e.offset as u32),
            };
            let msg = format!(
                "expected {} \"{}\" was not produced",
                e.kind.as_str(),
                e.text
            );
            let report = Report::underlined(Diagnostic::error(loc, msg), e.text.len());
            for _ in 0..times {
                reports.push(report.clone());
            }
        }
    }
}

/// `StringRef::getAsInteger(0, …)`: radix auto-detected, so a leading `0` means octal; a
/// failed conversion leaves the offset at 0.
fn parse_offset(digits: &str) -> i64 {
    let (radix, body) = if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    i64::from_str_radix(body, radix)
        .ok()
        .filter(|n| *n <= i64::from(i32::MAX))
        .unwrap_or(0)
}

/// Builds the regex of an `expected-*-re` text: literal text escaped, `{{…}}` pieces kept as
/// regex groups. Errors carry MLIR's message texts.
fn compute_regex(text: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            pattern.push_str(&regex::escape(rest));
            break;
        };
        pattern.push_str(&regex::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_owned());
        };
        let piece = &rest[..close];
        if let Err(e) = Regex::new(piece) {
            return Err(format!("invalid regex: {}", regex_error_text(piece, &e)));
        }
        pattern.push('(');
        pattern.push_str(piece);
        pattern.push(')');
        rest = &rest[close + 2..];
    }
    Regex::new(&pattern).map_err(|e| format!("invalid regex: {}", regex_error_text(&pattern, &e)))
}

/// LLVM's POSIX regex error texts for the mistakes people make; the `regex` crate's own
/// description otherwise.
fn regex_error_text(pattern: &str, e: &regex::Error) -> String {
    let text = e.to_string();
    if text.contains("unclosed character class") {
        "brackets ([ ]) not balanced".to_owned()
    } else if text.contains("unclosed group") || text.contains("unopened group") {
        "parentheses not balanced".to_owned()
    } else if text.contains("repetition operator missing expression") {
        "repetition-operator operand invalid".to_owned()
    } else if text.contains("unclosed counted repetition") || text.contains("invalid repetition") {
        "braces not balanced".to_owned()
    } else if pattern.ends_with('\\') {
        "trailing backslash (\\)".to_owned()
    } else {
        text.lines()
            .last()
            .unwrap_or("invalid regex")
            .trim_start_matches("error: ")
            .to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bytes::Bytes;

    fn verifier(text: &str) -> (SourceFile, DiagnosticVerifier, Vec<Report>) {
        let src = SourceFile::new("t.mlir", Bytes::copy_from_slice(text.as_bytes()));
        let mut reports = Vec::new();
        let v = DiagnosticVerifier::new(&src, &mut reports);
        (src, v, reports)
    }

    fn lines(v: &DiagnosticVerifier) -> Vec<ExpectedLine> {
        v.expectations().iter().map(|e| e.line.clone()).collect()
    }

    #[test]
    fn designator_forms() {
        let (_, v, r) = verifier(
            "a\n// expected-error @+1 {{x}}\nb // expected-warning{{y}}\n\
             // expected-note @-2 {{z}}\n// expected-remark @above {{w}}\n\
             // expected-error@below {{v}}\n// expected-error @below {{u}}\nc\n\
             // expected-error-re @below {{a{{.*}}b}}",
        );
        assert!(r.is_empty());
        use ExpectedLine::Line;
        assert_eq!(
            lines(&v),
            vec![
                Line(3),
                Line(3),
                Line(2),
                Line(1),
                Line(8),
                Line(8),
                Line(9)
            ]
        );
        assert_eq!(v.expectations()[6].text, "a{{.*}}b");
    }

    #[test]
    fn trailing_text_is_not_a_designator() {
        let (_, v, _) =
            verifier("// expected-error {{x}} trailing\n// expected-error {{a}} {{b}}  \n");
        assert_eq!(v.expectations().len(), 1);
        assert_eq!(v.expectations()[0].text, "a}} {{b");
    }

    #[test]
    fn matching_and_failures() {
        let text = "// expected-error @+1 {{requires}}\nx\n// expected-warning @+1 {{kind}}\ny\n";
        let (src, mut v, mut reports) = verifier(text);
        let at = |line: u32| Location::Offset(src.line_start(line).unwrap_or(0) as u32);
        v.process(
            &src,
            &Diagnostic::error(at(2), "'a' op requires attribute 'b'"),
            &mut reports,
        );
        v.process(
            &src,
            &Diagnostic::error(at(2), "'a' op requires attribute 'c'"),
            &mut reports,
        );
        assert!(reports.is_empty());
        v.process(&src, &Diagnostic::error(at(4), "wrong kind"), &mut reports);
        v.process(&src, &Diagnostic::error(at(2), "other"), &mut reports);
        assert!(!v.finish(&mut reports));
        let rendered: Vec<String> = reports
            .iter()
            .map(|r| {
                let mut out = Vec::new();
                r.render(&src, &mut out);
                String::from_utf8_lossy(&out).into_owned()
            })
            .collect();
        assert_eq!(
            rendered,
            vec![
                "t.mlir:3:4: error: 'error' diagnostic emitted when expecting a 'warning'\n\
                 // expected-warning @+1 {{kind}}\n   ^\n",
                "t.mlir:2:1: error: unexpected error: other\nx\n^\n",
                "t.mlir:3:4: error: expected warning \"kind\" was not produced\n\
                 // expected-warning @+1 {{kind}}\n   ^~~~\n",
            ]
        );
    }

    #[test]
    fn regex_form() {
        // The plain form treats the braces literally.
        for (text, matches) in [
            (
                "x // expected-error-re {{attribute {{.*}} failed to satisfy}}\n",
                true,
            ),
            (
                "x // expected-error {{attribute {{.*}} failed to satisfy}}\n",
                false,
            ),
        ] {
            let (src, mut v, mut reports) = verifier(text);
            v.process(
                &src,
                &Diagnostic::error(
                    Location::Offset(0),
                    "attribute 'objects' failed to satisfy c",
                ),
                &mut reports,
            );
            assert_eq!(v.finish(&mut reports), matches, "{text}");
        }
    }

    #[test]
    fn bad_regexes() {
        let (_, v, r) = verifier(
            "// expected-error-re @+1 {{region {{[}}}}\n// expected-error-re @+1 {{region {{.*}}\n",
        );
        assert!(v.expectations().is_empty());
        let msgs: Vec<&str> = r
            .iter()
            .map(|r| r.diagnostic().expect("a diagnostic").message.as_str())
            .collect();
        assert_eq!(
            msgs,
            vec![
                "invalid regex: brackets ([ ]) not balanced",
                "found start of regex with no end '}}'"
            ]
        );
        assert!(
            matches!(r[0], Report::Message { underline, .. } if underline == "region {{[}}".len())
        );
    }

    #[test]
    fn unknown_locations() {
        let (src, mut v, mut reports) = verifier("// expected-error @unknown {{zzz}}\n");
        v.process(
            &src,
            &Diagnostic::error(Location::Unknown, "has zzz"),
            &mut reports,
        );
        assert!(v.finish(&mut reports));
        assert!(reports.is_empty());
        // Unmatched, it is reported twice, as by mlir-opt-22.
        let (_, v, mut reports) = verifier("// expected-error @unknown {{zzz}}\n");
        assert!(!v.finish(&mut reports));
        assert_eq!(reports.len(), 2);
        assert_eq!(
            reports[0].diagnostic().expect("a diagnostic").message,
            "expected error \"zzz\" was not produced"
        );
    }

    #[test]
    fn octal_offsets() {
        assert_eq!(parse_offset("010"), 8);
        assert_eq!(parse_offset("12"), 12);
        assert_eq!(parse_offset("09"), 0);
    }
}
