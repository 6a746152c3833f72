//! The syntax tree of a parsed assembly format. It is purely syntactic: whether an element is
//! allowed where it appears, and what a `$variable` refers to, is decided by `check`.

use std::ops::Range;

/// A parsed format: its top-level elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Format {
    /// The top-level elements, in order.
    pub elements: Vec<Element>,
}

/// One element of a format, with the byte range it covers in the format string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    /// What the element is.
    pub kind: ElementKind,
    /// Bytes of the format string covered by the element (for a directive: from its keyword to
    /// its closing parenthesis; for an optional group: from `(` to `?`).
    pub range: Range<usize>,
}

/// A literal: a keyword or punctuation to print and parse, or a whitespace directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Literal {
    /// `` `kw` ``, `` `<` ``, `` `->` ``…: printed and parsed (the spelling without backticks).
    Token(String),
    /// `` ` ` ``: force a space when printing.
    Space,
    /// ``` `` ```: suppress the implicit space when printing.
    Empty,
    /// `` `\n` ``: print a newline.
    Newline,
}

impl Literal {
    /// Whether this is a whitespace literal, which the parser ignores.
    pub fn is_whitespace(&self) -> bool {
        !matches!(self, Literal::Token(_))
    }
}

/// The kinds of format elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ElementKind {
    /// `` `literal` `` (incl. whitespace literals).
    Literal(Literal),
    /// `$name` (the name without `$`).
    Variable(String),
    /// `"string"`: a C++/Rust code snippet passed to a custom directive (escapes removed).
    String(String),
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict {
        /// `attr-dict-with-keyword`.
        with_keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// `custom<Name>(args…)`.
    Custom {
        /// The directive name (`Name`).
        name: String,
        /// Its arguments.
        args: Vec<Element>,
    },
    /// `ref(arg)`.
    Ref(Box<Element>),
    /// `type(arg)`.
    Type(Box<Element>),
    /// `functional-type(inputs, results)`.
    FunctionalType {
        /// The inputs argument.
        inputs: Box<Element>,
        /// The results argument.
        results: Box<Element>,
    },
    /// `operands`.
    Operands,
    /// `results`.
    Results,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `qualified(arg)`.
    Qualified(Box<Element>),
    /// `params`.
    Params,
    /// `struct(args…)`.
    Struct(Vec<Element>),
    /// `(then…)?`, `(then…):(else…)?`.
    OptionalGroup(OptionalGroup),
    /// `oilist(`kw` elems… | `kw2` elems…)`.
    Oilist(Vec<OilistClause>),
}

/// An optional group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionalGroup {
    /// Elements printed/parsed when the anchor is present.
    pub then_elements: Vec<Element>,
    /// Elements printed/parsed when the anchor is absent.
    pub else_elements: Vec<Element>,
    /// Index of the anchor (the element marked `^`): into `else_elements` when `inverted`,
    /// otherwise into `then_elements`. `None` if no element is marked (an error).
    pub anchor: Option<usize>,
    /// Whether the anchor is in the else branch.
    pub inverted: bool,
}

impl OptionalGroup {
    /// The anchor element, if any.
    pub fn anchor_element(&self) -> Option<&Element> {
        let branch = if self.inverted {
            &self.else_elements
        } else {
            &self.then_elements
        };
        self.anchor.and_then(|i| branch.get(i))
    }

    /// The first then-element that is not a whitespace literal: the one parsed optionally.
    pub fn first_parsable(&self) -> Option<&Element> {
        self.then_elements.iter().find(|e| !e.is_whitespace())
    }
}

/// One clause of an `oilist`: a keyword literal and the elements that follow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OilistClause {
    /// The leading literal.
    pub keyword: Element,
    /// The elements after it.
    pub elements: Vec<Element>,
}

impl Element {
    /// Whether this is a whitespace literal (`` ` ` ``, ``` `` ``` or `\n`), which parsers ignore.
    pub fn is_whitespace(&self) -> bool {
        matches!(&self.kind, ElementKind::Literal(l) if l.is_whitespace())
    }

    /// Calls `f` on this element and, depth first, on every element nested in it.
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Element)) {
        f(self);
        match &self.kind {
            ElementKind::Custom { args: children, .. } | ElementKind::Struct(children) => {
                children.iter().for_each(|c| c.walk(f));
            }
            ElementKind::Ref(arg) | ElementKind::Type(arg) | ElementKind::Qualified(arg) => {
                arg.walk(f)
            }
            ElementKind::FunctionalType { inputs, results } => {
                inputs.walk(f);
                results.walk(f);
            }
            ElementKind::OptionalGroup(g) => {
                g.then_elements.iter().for_each(|c| c.walk(f));
                g.else_elements.iter().for_each(|c| c.walk(f));
            }
            ElementKind::Oilist(clauses) => {
                for clause in clauses {
                    clause.keyword.walk(f);
                    clause.elements.iter().for_each(|c| c.walk(f));
                }
            }
            _ => {}
        }
    }

    /// A short description of the element as it is spelled in a format (`$x`, `type`, `custom<F>`,
    /// an optional group…), for messages.
    pub fn describe(&self) -> String {
        match &self.kind {
            ElementKind::Literal(Literal::Token(s)) => format!("`{s}`"),
            ElementKind::Literal(_) => "whitespace literal".to_owned(),
            ElementKind::Variable(v) => format!("${v}"),
            ElementKind::String(s) => format!("\"{s}\""),
            ElementKind::AttrDict {
                with_keyword: false,
            } => "attr-dict".to_owned(),
            ElementKind::AttrDict { with_keyword: true } => "attr-dict-with-keyword".to_owned(),
            ElementKind::PropDict => "prop-dict".to_owned(),
            ElementKind::Custom { name, .. } => format!("custom<{name}>"),
            ElementKind::Ref(_) => "ref".to_owned(),
            ElementKind::Type(_) => "type".to_owned(),
            ElementKind::FunctionalType { .. } => "functional-type".to_owned(),
            ElementKind::Operands => "operands".to_owned(),
            ElementKind::Results => "results".to_owned(),
            ElementKind::Regions => "regions".to_owned(),
            ElementKind::Successors => "successors".to_owned(),
            ElementKind::Qualified(_) => "qualified".to_owned(),
            ElementKind::Params => "params".to_owned(),
            ElementKind::Struct(_) => "struct".to_owned(),
            ElementKind::OptionalGroup(_) => "optional group".to_owned(),
            ElementKind::Oilist(_) => "oilist".to_owned(),
        }
    }
}
