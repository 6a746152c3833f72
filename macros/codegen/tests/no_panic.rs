//! Property test: no declaration, however malformed, panics `expand_attr` / `expand_op` /
//! `expand_enum`.
//!
//! Each case takes a valid declaration (macro arguments and struct, as token streams) and applies
//! a few random mutations: delete, duplicate or replace a token (at any depth), swap two sibling
//! tokens, truncate a string literal (the format) at a random char, or insert a random char into
//! it. The expansion may be an error token stream; it must never panic.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// Mutated cases per declaration (`PROPTEST_CASES` overrides it, for longer hunts).
const CASES: u32 = 2000;

/// One mutation; the indices are reduced modulo what they index.
#[derive(Clone, Debug)]
enum Mutation {
    Delete(usize),
    Duplicate(usize),
    Replace(usize, usize),
    Swap(usize, usize),
    TruncateString(usize, usize),
    InsertChar(usize, usize, usize),
}

/// Whether a mutation applies to the macro arguments or to the struct.
#[derive(Clone, Copy, Debug)]
enum Target {
    Args,
    Item,
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let i = any::<usize>;
    prop_oneof![
        i().prop_map(Mutation::Delete),
        i().prop_map(Mutation::Duplicate),
        (i(), i()).prop_map(|(a, b)| Mutation::Replace(a, b)),
        (i(), i()).prop_map(|(a, b)| Mutation::Swap(a, b)),
        (i(), i()).prop_map(|(a, b)| Mutation::TruncateString(a, b)),
        (i(), i(), i()).prop_map(|(a, b, c)| Mutation::InsertChar(a, b, c)),
    ]
}

fn mutations() -> impl Strategy<Value = Vec<(Target, Mutation)>> {
    let target = prop_oneof![Just(Target::Args), Just(Target::Item)];
    proptest::collection::vec((target, mutation()), 1..=3)
}

/// Replacement tokens: puncts, literals of every kind, the macros' own keywords, groups.
fn replacement(n: usize) -> TokenTree {
    const PUNCTS: &str = "+-*/=<>!.,;:#$?~@^&|%";
    const IDENTS: &[&str] = &[
        "format",
        "name",
        "verify",
        "interfaces",
        "traits",
        "summary",
        "default",
        "type",
        "param",
        "attr",
        "operand",
        "result",
        "region",
        "successor",
        "Option",
        "Vec",
        "UnitAttr",
        "struct",
        "pub",
        "self",
        "x",
        "_",
    ];
    const LITERALS: &[&str] = &[
        "1",
        "1.5",
        "\"x\"",
        "\"\"",
        "b\"x\"",
        "'c'",
        "b'c'",
        "c\"x\"",
        "r\"$\"",
        "-1",
        "1u8",
        "\"`<` $x `>`\"",
    ];
    let p = PUNCTS.len();
    let i = IDENTS.len();
    let l = LITERALS.len();
    let n = n % (p + i + l + 3);
    if n < p {
        let c = PUNCTS.chars().nth(n).unwrap_or('+');
        TokenTree::Punct(Punct::new(c, Spacing::Alone))
    } else if n < p + i {
        TokenTree::Ident(Ident::new(IDENTS[n - p], Span::call_site()))
    } else if n < p + i + l {
        let stream = TokenStream::from_str(LITERALS[n - p - i]).expect("a valid literal");
        stream.into_iter().next().expect("one token")
    } else {
        let delim = [Delimiter::Parenthesis, Delimiter::Bracket, Delimiter::Brace][n - p - i - l];
        TokenTree::Group(Group::new(delim, TokenStream::new()))
    }
}

/// Chars to insert into a format: its syntax, whitespace, escapes' results, non-ASCII.
const CHARS: &[char] = &[
    '`', '$', '(', ')', '^', '?', '<', '>', ',', ':', '|', '-', ' ', '\n', '\t', 'a', 'Z', '_',
    '0', '"', '\\', '\'', '{', '}', 'é', '€', '🦀', '\u{0}', '\u{301}',
];

/// A token tree as a mutable tree of owned nodes.
#[derive(Clone, Debug)]
enum Node {
    Leaf(TokenTree),
    Group(Delimiter, Vec<Node>),
}

fn to_nodes(stream: TokenStream) -> Vec<Node> {
    stream
        .into_iter()
        .map(|tt| match tt {
            TokenTree::Group(g) => Node::Group(g.delimiter(), to_nodes(g.stream())),
            other => Node::Leaf(other),
        })
        .collect()
}

fn to_stream(nodes: &[Node]) -> TokenStream {
    nodes
        .iter()
        .map(|n| match n {
            Node::Leaf(tt) => tt.clone(),
            Node::Group(d, inner) => TokenTree::Group(Group::new(*d, to_stream(inner))),
        })
        .collect()
}

/// Every list of sibling nodes (the top level and each group's contents), as index paths.
fn lists(nodes: &[Node], path: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    out.push(path.clone());
    for (i, n) in nodes.iter().enumerate() {
        if let Node::Group(_, inner) = n {
            path.push(i);
            lists(inner, path, out);
            path.pop();
        }
    }
}

fn list_at<'a>(nodes: &'a mut Vec<Node>, path: &[usize]) -> &'a mut Vec<Node> {
    match path.split_first() {
        None => nodes,
        Some((&i, rest)) => match &mut nodes[i] {
            Node::Group(_, inner) => list_at(inner, rest),
            Node::Leaf(_) => unreachable!("paths lead to groups"),
        },
    }
}

/// Every string literal (`"…"`, `r"…"`), as (list path, index).
fn strings(nodes: &[Node], path: &mut Vec<usize>, out: &mut Vec<(Vec<usize>, usize)>) {
    for (i, n) in nodes.iter().enumerate() {
        match n {
            Node::Leaf(TokenTree::Literal(lit))
                if syn::parse_str::<syn::LitStr>(&lit.to_string()).is_ok() =>
            {
                out.push((path.clone(), i));
            }
            Node::Group(_, inner) => {
                path.push(i);
                strings(inner, path, out);
                path.pop();
            }
            Node::Leaf(_) => {}
        }
    }
}

fn apply(nodes: &mut Vec<Node>, m: &Mutation) {
    let mut all = Vec::new();
    lists(nodes, &mut Vec::new(), &mut all);
    // A list chosen by a mutation's first index.
    let pick = |nodes: &mut Vec<Node>, a: usize| -> Vec<usize> {
        let _ = nodes;
        all[a % all.len()].clone()
    };
    match *m {
        Mutation::Delete(a) | Mutation::Duplicate(a) | Mutation::Replace(a, _) => {
            let path = pick(nodes, a);
            let list = list_at(nodes, &path);
            if list.is_empty() {
                return;
            }
            let i = a / all.len().max(1) % list.len();
            match *m {
                Mutation::Delete(_) => {
                    list.remove(i);
                }
                Mutation::Duplicate(_) => {
                    let dup = list[i].clone();
                    list.insert(i, dup);
                }
                Mutation::Replace(_, b) => list[i] = Node::Leaf(replacement(b)),
                _ => {}
            }
        }
        Mutation::Swap(a, b) => {
            let path = pick(nodes, a);
            let list = list_at(nodes, &path);
            if list.is_empty() {
                return;
            }
            let (i, j) = (a / all.len().max(1) % list.len(), b % list.len());
            list.swap(i, j);
        }
        Mutation::TruncateString(a, b) | Mutation::InsertChar(a, b, _) => {
            let mut found = Vec::new();
            strings(nodes, &mut Vec::new(), &mut found);
            if found.is_empty() {
                return;
            }
            let (path, i) = found[a % found.len()].clone();
            let list = list_at(nodes, &path);
            let Node::Leaf(TokenTree::Literal(lit)) = &list[i] else {
                return;
            };
            let Ok(lit) = syn::parse_str::<syn::LitStr>(&lit.to_string()) else {
                return;
            };
            let value = lit.value();
            let boundaries: Vec<usize> = value
                .char_indices()
                .map(|(i, _)| i)
                .chain([value.len()])
                .collect();
            let at = boundaries[b % boundaries.len()];
            let new = match *m {
                Mutation::InsertChar(_, _, c) => {
                    let mut v = value.clone();
                    v.insert(at, CHARS[c % CHARS.len()]);
                    v
                }
                _ => value[..at].to_owned(),
            };
            list[i] = Node::Leaf(TokenTree::Literal(Literal::string(&new)));
        }
    }
}

/// Mutates and expands one op (`is_op`) or attribute declaration under `catch_unwind`, `CASES`
/// times.
fn never_panics(is_op: bool, args: &str, item: &str) {
    if is_op {
        never_panics_with(rods_codegen::expand_op, args, item);
    } else {
        never_panics_with(rods_codegen::expand_attr, args, item);
    }
}

/// Mutates and expands one declaration with `expand` under `catch_unwind`, `CASES` times.
fn never_panics_with(expand: fn(TokenStream, TokenStream) -> TokenStream, args: &str, item: &str) {
    let args = to_nodes(TokenStream::from_str(args).expect("valid args"));
    let item = to_nodes(TokenStream::from_str(item).expect("valid item"));
    // The base declaration is valid: the mutations start from something the macros accept.
    let base = expand(to_stream(&args), to_stream(&item)).to_string();
    assert!(
        !base.contains("compile_error"),
        "invalid base declaration: {base}"
    );

    let config = Config {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(CASES),
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    let result = runner.run(&mutations(), |muts| {
        let (mut a, mut i) = (args.clone(), item.clone());
        for (target, m) in &muts {
            match target {
                Target::Args => apply(&mut a, m),
                Target::Item => apply(&mut i, m),
            }
        }
        let (a, i) = (to_stream(&a), to_stream(&i));
        let shown = format!("#[…({a})] {i}");
        let outcome = catch_unwind(AssertUnwindSafe(|| expand(a, i)));
        prop_assert!(outcome.is_ok(), "panicked on {shown}");
        Ok(())
    });
    if let Err(err) = result {
        panic!("{err}");
    }
}

#[test]
fn gpu_object_attr() {
    never_panics(
        false,
        r#"gpu.object, name = "GPU_ObjectAttr", verify, format = "`<` $target `,` $object `>`""#,
        "pub struct ObjectAttr { pub target: Attribute, pub object: StringAttr }",
    );
}

#[test]
fn struct_attr_with_defaults() {
    never_panics(
        false,
        r#"t.target, summary = "a target", interfaces = [TargetLike, a::B],
           format = "(`<` struct($O, $triple, $chip, $flags, $fast)^ `>`)?""#,
        r#"pub struct TargetAttr {
            #[param(name = "O", default = 2)] pub opt_level: i32,
            #[param(default = "nvptx64".to_owned())] pub triple: String,
            #[param(default = "sm_50".to_owned())] pub chip: String,
            pub flags: Option<DictionaryAttr>,
            #[param(default = false)] pub fast: bool,
        }"#,
    );
}

#[test]
fn custom_groups_attr() {
    never_panics(
        false,
        r#"t.wrap, format = "`<` $a `,` qualified($b) `,` custom<Twice>($n, ref($a)) (`tag` $tag^ `,`)? (`fast`):(`slow` $level^)? `>`""#,
        "pub struct WrapAttr { pub a: LeafAttr, pub b: LeafAttr, pub n: i64, pub tag: Option<StringAttr>, pub level: Option<i64> }",
    );
}

#[test]
fn gpu_binary_op() {
    never_panics(
        true,
        r#"gpu.binary, traits = [Symbol], summary = "a binary",
           format = "$sym_name (`<` $offloadingHandler ^ `>`)? attr-dict $objects""#,
        r#"pub struct BinaryOp {
            pub sym_name: SymbolNameAttr,
            #[attr(name = "offloadingHandler")]
            pub offloading_handler: Option<AttrInterface<dyn OffloadingLLVMTranslationAttrInterface>>,
            pub objects: Confined<ObjectArrayAttr, ArrayMinCount<1>>,
        }"#,
    );
}

#[test]
fn values_op() {
    never_panics(
        true,
        r#"t.call, traits = [NoTerminator],
           format = "`(` $args `)` $x `if` $cond `:` type($cond) (`fast` $fast^)? $dest `,` $body attr-dict `:` functional-type($args, $res) `,` type($r)""#,
        r#"pub struct CallOp {
            #[operand] pub args: Vec<Value>,
            #[operand] pub cond: Value,
            pub fast: Option<UnitAttr>,
            #[operand(type = I32)] pub x: Value,
            #[result] pub res: Vec<Value>,
            #[result(name = "r", type = I64)] pub r0: Value,
            #[successor] pub dest: BlockId,
            #[region] pub body: RegionId,
        }"#,
    );
}

#[test]
fn groups_units_op() {
    never_panics(
        true,
        r#"t.groups, format = "(`<` $handler^ `>`)? (`ro` $ro^)? oilist(`lvl` $level | `v` $v) custom<F>($n, ref($handler)) `:` qualified($q) prop-dict attr-dict-with-keyword""#,
        r#"pub struct GroupsOp {
            pub handler: Option<StrAttr>,
            pub ro: Option<UnitAttr>,
            #[attr(default = I32Attr(1))] pub level: I32Attr,
            pub v: Option<I32Attr>,
            pub n: I32Attr,
            pub q: I32Attr,
        }"#,
    );
}

#[test]
fn int_enum() {
    never_panics_with(
        rods_codegen::expand_enum,
        r#"I64EnumAttr, cpp_namespace = "::t", summary = "a predicate""#,
        r#"pub enum Pred {
            #[case(value = 0, str = "eq")] Eq,
            #[case(value = 1)] ne,
            #[case(value = 7, str = "a-b")] Odd,
        }"#,
    );
}

#[test]
fn bit_enum() {
    never_panics_with(
        rods_codegen::expand_enum,
        r#"I32BitEnumAttr, separator = ", ", print_bit_enum_primary_groups, gen_specialized_attr = false"#,
        r#"pub enum Flags {
            #[case(none, str = "none")] None,
            #[case(bit = 0, str = "a")] A,
            #[case(bit = 31, str = "b")] B,
            #[case(value = 4)] C,
            #[case(group = [A, B, C], str = "all")] All,
        }"#,
    );
}
