//! Parser tests: snapshots of parsed formats and every syntax error message.

use expect_test::{Expect, expect};

use super::ast::{Element, ElementKind, Literal};
use super::parse;

fn render(elements: &[Element], depth: usize, out: &mut String) {
    for e in elements {
        render_one(e, depth, out);
    }
}

fn render_one(e: &Element, depth: usize, out: &mut String) {
    let pad = "  ".repeat(depth);
    let r = format!("{}..{}", e.range.start, e.range.end);
    match &e.kind {
        ElementKind::Literal(Literal::Token(s)) => {
            out.push_str(&format!("{pad}Literal `{s}` {r}\n"))
        }
        ElementKind::Literal(l) => out.push_str(&format!("{pad}Whitespace {l:?} {r}\n")),
        ElementKind::Variable(v) => out.push_str(&format!("{pad}Variable ${v} {r}\n")),
        ElementKind::String(s) => out.push_str(&format!("{pad}String {s:?} {r}\n")),
        ElementKind::Custom { name, args } => {
            out.push_str(&format!("{pad}Custom<{name}> {r}\n"));
            render(args, depth + 1, out);
        }
        ElementKind::Ref(a) | ElementKind::Type(a) | ElementKind::Qualified(a) => {
            out.push_str(&format!("{pad}{} {r}\n", e.describe()));
            render_one(a, depth + 1, out);
        }
        ElementKind::FunctionalType { inputs, results } => {
            out.push_str(&format!("{pad}functional-type {r}\n"));
            render_one(inputs, depth + 1, out);
            render_one(results, depth + 1, out);
        }
        ElementKind::Struct(args) => {
            out.push_str(&format!("{pad}struct {r}\n"));
            render(args, depth + 1, out);
        }
        ElementKind::OptionalGroup(g) => {
            out.push_str(&format!(
                "{pad}OptionalGroup anchor={:?} inverted={} {r}\n",
                g.anchor, g.inverted
            ));
            render(&g.then_elements, depth + 1, out);
            if !g.else_elements.is_empty() {
                out.push_str(&format!("{pad}else\n"));
                render(&g.else_elements, depth + 1, out);
            }
        }
        ElementKind::Oilist(clauses) => {
            out.push_str(&format!("{pad}oilist {r}\n"));
            for c in clauses {
                render_one(&c.keyword, depth + 1, out);
                render(&c.elements, depth + 2, out);
            }
        }
        _ => out.push_str(&format!("{pad}{} {r}\n", e.describe())),
    }
}

fn check(src: &str, expect: Expect) {
    let out = parse(src);
    let mut text = String::new();
    if let Some(f) = &out.format {
        render(&f.elements, 0, &mut text);
    }
    for err in &out.errors {
        text.push_str(&format!(
            "error {}..{}: {}\n",
            err.range.start, err.range.end, err.message
        ));
    }
    expect.assert_eq(&text);
}

fn first_error(src: &str) -> String {
    let out = parse(src);
    out.errors
        .first()
        .map(|e| e.message.clone())
        .unwrap_or_default()
}

#[test]
fn gpu_binary_format() {
    check(
        "$sym_name (`<` $offloadingHandler^ `>`)? attr-dict $objects",
        expect![[r#"
            Variable $sym_name 0..9
            OptionalGroup anchor=Some(1) inverted=false 10..40
              Literal `<` 11..14
              Variable $offloadingHandler 15..33
              Literal `>` 35..38
            attr-dict 41..50
            Variable $objects 51..59
        "#]],
    );
}

#[test]
fn nvvm_target_format() {
    check(
        "(`<` struct($O, $triple, $chip, $features, $flags, $link)^ `>`)?",
        expect![[r#"
            OptionalGroup anchor=Some(1) inverted=false 0..64
              Literal `<` 1..4
              struct 5..57
                Variable $O 12..14
                Variable $triple 16..23
                Variable $chip 25..30
                Variable $features 32..41
                Variable $flags 43..49
                Variable $link 51..56
              Literal `>` 59..62
        "#]],
    );
}

#[test]
fn gpu_object_current_format() {
    check(
        "`<` $target `,` (`properties` `=` $properties^ `,`)? custom<Object>($format, $object) `>`",
        expect![[r#"
            Literal `<` 0..3
            Variable $target 4..11
            Literal `,` 12..15
            OptionalGroup anchor=Some(2) inverted=false 16..52
              Literal `properties` 17..29
              Literal `=` 30..33
              Variable $properties 34..45
              Literal `,` 47..50
            Custom<Object> 53..85
              Variable $format 68..75
              Variable $object 77..84
            Literal `>` 86..89
        "#]],
    );
}

#[test]
fn directives_whitespace_and_else_branches() {
    check(
        r#"`(` $a `)` ` ` `` `\n` type($a) functional-type(operands, results) qualified(type($r)) ref(attr-dict) regions successors prop-dict attr-dict-with-keyword (`none`):(`val` $x^)? oilist(`a` $a | `b` type($b)) params custom<F>("c\"d")"#,
        expect![[r#"
            Literal `(` 0..3
            Variable $a 4..6
            Literal `)` 7..10
            Whitespace Space 11..14
            Whitespace Empty 15..17
            Whitespace Newline 18..22
            type 23..31
              Variable $a 28..30
            functional-type 32..66
              operands 48..56
              results 58..65
            qualified 67..86
              type 77..85
                Variable $r 82..84
            ref 87..101
              attr-dict 91..100
            regions 102..109
            successors 110..120
            prop-dict 121..130
            attr-dict-with-keyword 131..153
            OptionalGroup anchor=Some(1) inverted=true 154..175
              Literal `none` 155..161
            else
              Literal `val` 164..169
              Variable $x 170..172
            oilist 176..205
              Literal `a` 183..186
                Variable $a 187..189
              Literal `b` 192..195
                type 196..204
                  Variable $b 201..203
            params 206..212
            Custom<F> 213..230
              String "c\"d" 223..229
        "#]],
    );
}

#[test]
fn literal_validity_follows_llvm_22() {
    check(
        "`a-b` `1` `:abc` `-` `...` `->` `a$b.c` `_`",
        expect![[r#"
            Literal `a-b` 0..5
            Literal `1` 6..9
            Literal `:abc` 10..16
            Literal `-` 17..20
            Literal `...` 21..26
            Literal `->` 27..31
            Literal `a$b.c` 32..39
            Literal `_` 40..43
            error 0..5: expected valid literal but got 'a-b': keywords should contain only alphanum, '_', '$', or '.' characters
            error 6..9: expected valid literal but got '1': single character literal must be a letter or one of '_:,=<>()[]{}?+-*'
            error 10..16: expected valid literal but got ':abc': valid keyword starts with a letter or '_'
        "#]],
    );
}

#[test]
fn syntax_errors_use_mlir_tblgen_wording() {
    let cases = [
        ("`abc", "unexpected end of file in literal"),
        ("custom<F>(\"abc)", "unexpected end of file in string"),
        ("$1", "expected variable name"),
        ("$a @", "unexpected character"),
        (
            "$a ^",
            "expected literal, variable, directive, or optional group",
        ),
        (
            "()?",
            "expected literal, variable, directive, or optional group",
        ),
        ("custom F", "expected '<' before custom directive name"),
        ("custom<>", "expected custom directive name identifier"),
        ("custom<F($a)", "expected '>' after custom directive name"),
        (
            "custom<F> $a",
            "expected '(' before custom directive parameters",
        ),
        (
            "custom<F>($a",
            "expected ')' after custom directive parameters",
        ),
        ("type $a", "expected '(' before argument list"),
        (
            "type(",
            "expected literal, variable, directive, or optional group",
        ),
        ("type($a", "expected ')' after argument list"),
        ("ref $a", "expected '(' before argument list"),
        ("functional-type $a", "expected '(' before argument list"),
        (
            "functional-type()",
            "expected literal, variable, directive, or optional group",
        ),
        ("functional-type($a)", "expected ',' after inputs argument"),
        (
            "functional-type($a, )",
            "expected literal, variable, directive, or optional group",
        ),
        ("functional-type($a, $b", "expected ')' after argument list"),
        ("struct $a", "expected '(' before `struct` argument list"),
        (
            "struct()",
            "`struct` argument list expected a parameter or directive",
        ),
        (
            "struct($a $b)",
            "expected ')' at the end of an argument list",
        ),
        ("oilist `a`", "expected '(' before oilist argument list"),
        ("oilist()", "expected literal, but got ')'"),
        ("oilist($a)", "expected literal, but got '$a'"),
        ("(`a` $x^)", "expected '?' after optional group"),
        (
            "(`a` $x^):`b`?",
            "expected '(' to start else branch of optional group",
        ),
        (
            "(`a` $x^):(`b`",
            "expected literal, variable, directive, or optional group",
        ),
        (
            "($x^ $y^)?",
            "only one element can be marked as the anchor of an optional group",
        ),
    ];
    for (src, msg) in cases {
        assert_eq!(first_error(src), msg, "for {src:?}");
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let src = format!("{}$x{}", "type(".repeat(500), ")".repeat(500));
    assert!(first_error(&src).starts_with("format nesting is deeper than"));
}

#[test]
fn parser_continues_after_recoverable_errors() {
    let out = parse("`1` ($x^ $y^)? `2`");
    assert!(out.format.is_some());
    assert_eq!(out.errors.len(), 3);
}

#[test]
fn custom_directive_names_must_be_rust_identifiers() {
    // Found by the `no_panic` property test: `parse_tw-ice` made `syn::Ident::new` panic.
    let out = parse("custom<Tw-ice>($a)");
    assert!(out.format.is_some());
    let errors: Vec<_> = out
        .errors
        .iter()
        .map(|e| (e.range.clone(), e.message.as_str()))
        .collect();
    assert_eq!(
        errors,
        [(
            7..13,
            "custom directive name `Tw-ice` must be a Rust identifier (letters, digits, `_`): it names the functions `parse_…` and `print_…`"
        )]
    );
}
