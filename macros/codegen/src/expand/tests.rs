//! Expansion tests: snapshots of the generated code for a small attribute and op, and the static
//! printer spacing of reference §1.7 checked on its examples.

use std::collections::HashMap;

use expect_test::{Expect, expect};
use proc_macro2::TokenStream;
use quote::quote;

use crate::expand::common::Spacing;
use crate::expand::op::{Step, plan};
use crate::format::{Element, ElementKind};
use crate::parse_op;

/// A readable rendering of generated tokens: one statement or brace per line.
pub(crate) fn pretty(tokens: TokenStream) -> String {
    let text = tokens.to_string();
    let mut out = String::new();
    let mut depth = 0usize;
    let mut line = String::new();
    let flush = |line: &mut String, out: &mut String, depth: usize| {
        let t = line.trim();
        if !t.is_empty() {
            out.push_str(&"    ".repeat(depth));
            out.push_str(t);
            out.push('\n');
        }
        line.clear();
    };
    for c in text.chars() {
        match c {
            '{' => {
                line.push('{');
                flush(&mut line, &mut out, depth);
                depth += 1;
            }
            '}' => {
                flush(&mut line, &mut out, depth);
                depth = depth.saturating_sub(1);
                line.push('}');
            }
            ';' => {
                line.push(';');
                flush(&mut line, &mut out, depth);
            }
            _ => line.push(c),
        }
    }
    flush(&mut line, &mut out, depth);
    out
}

fn check_expansion(tokens: TokenStream, expect: Expect) {
    expect.assert_eq(&pretty(tokens));
}

/// Renders a printer plan with sample values: `values` maps `$name` (or `custom<F>`) to its
/// printed text; a missing entry is an absent optional value.
fn render(steps: &[Step<'_>], values: &HashMap<&str, &str>, dict: &str) -> String {
    let mut out = String::new();
    render_into(steps, values, dict, &mut out);
    out
}

fn key(e: &Element) -> String {
    match &e.kind {
        ElementKind::Type(inner) => format!("type({})", key(inner)),
        _ => e.describe(),
    }
}

fn render_into(steps: &[Step<'_>], values: &HashMap<&str, &str>, dict: &str, out: &mut String) {
    for step in steps {
        match step {
            Step::Text(t) => out.push_str(t),
            Step::Newline => out.push('\n'),
            Step::Element { element, space } => {
                if *space {
                    out.push(' ');
                }
                out.push_str(values.get(key(element).as_str()).copied().unwrap_or(""));
            }
            Step::AttrDict { .. } => {
                if !dict.is_empty() {
                    out.push(' ');
                    out.push_str(dict);
                }
            }
            Step::PropDict => {}
            Step::Oilist(clauses) => {
                for c in clauses {
                    let present = c
                        .elements
                        .iter()
                        .any(|e| values.contains_key(key(e).as_str()));
                    if present {
                        out.push(' ');
                        out.push_str(&c.keyword);
                        render_into(&c.steps, values, dict, out);
                    }
                }
            }
            Step::Group {
                anchor,
                inverted,
                then,
                otherwise,
            } => {
                let present = anchor.is_some_and(|a| values.contains_key(key(a).as_str()));
                let branch = if present != *inverted {
                    then
                } else {
                    otherwise
                };
                render_into(branch, values, dict, out);
            }
        }
    }
}

fn printed(format: &str, fields: TokenStream, values: &[(&str, &str)], dict: &str) -> String {
    let decl = parse_op(
        quote!(t.op, format = #format),
        quote!(pub struct Op { #fields }),
    )
    .expect("the op is valid");
    let fmt = decl.format.as_ref().expect("a format");
    let steps = plan(&fmt.format.elements, &mut Spacing::default(), &|_| false);
    let values: HashMap<&str, &str> = values.iter().copied().collect();
    format!("op{}", render(&steps, &values, dict))
}

#[test]
fn spacing_operands_and_types() {
    let out = printed(
        "$a `,` $b `:` type($a) `,` type($b) `->` type($r) attr-dict",
        quote!(#[operand] a: Value, #[operand] b: Value, #[result] r: Value),
        &[
            ("$a", "%a"),
            ("$b", "%b"),
            ("type($a)", "i32"),
            ("type($b)", "i32"),
            ("type($r)", "i64"),
        ],
        "",
    );
    assert_eq!(out, "op %a, %b : i32, i32 -> i64");
}

#[test]
fn spacing_around_brackets() {
    let out = printed(
        "`(` $a `)` `[` $b `]` `<` $x `>` `{` `kw` `}` attr-dict",
        quote!(#[operand(type = I32)] a: Value, #[operand(type = I32)] b: Value, x: I32Attr),
        &[("$a", "%a"), ("$b", "%b"), ("$x", "1")],
        "",
    );
    assert_eq!(out, "op(%a) [%b] <1> {kw}");
}

#[test]
fn spacing_gpu_binary_seed_format() {
    let fields = quote! {
        sym_name: SymbolNameAttr,
        h: Option<AnyAttr>,
        objects: ArrayAttr,
    };
    let format = "$sym_name (`<` $h^ `>`)? attr-dict $objects";
    assert_eq!(
        printed(
            format,
            fields.clone(),
            &[("$sym_name", "@b"), ("$h", "#h"), ("$objects", "[..]")],
            ""
        ),
        "op @b<#h> [..]"
    );
    assert_eq!(
        printed(
            format,
            fields.clone(),
            &[("$sym_name", "@b"), ("$objects", "[..]")],
            ""
        ),
        "op @b [..]"
    );
    assert_eq!(
        printed(
            format,
            fields,
            &[("$sym_name", "@b"), ("$objects", "[..]")],
            "{foo = 1 : i32}"
        ),
        "op @b {foo = 1 : i32} [..]"
    );
}

#[test]
fn spacing_double_space_after_empty_custom_directive() {
    // A custom directive is assumed to print something: `gpu.binary @b  [..]` (reference §1.7).
    let out = printed(
        "$sym_name custom<OffloadingHandler>($h) attr-dict $objects",
        quote!(sym_name: SymbolNameAttr, h: Option<AnyAttr>, objects: ArrayAttr),
        &[("$sym_name", "@b"), ("$objects", "[..]")],
        "",
    );
    assert_eq!(out, "op @b  [..]");
}

#[test]
fn spacing_flows_through_groups_without_restore() {
    // After `(`(` $h^ `(`):(`[`)?` the state is the one after `[`: no space before `$a`.
    let fields = quote!(h: Option<I32Attr>, a: I32Attr, b: I32Attr);
    let format = "(`(` $h^ `(`):(`[`)? $a `(` custom<F>($b) `)` attr-dict";
    assert_eq!(
        printed(
            format,
            fields.clone(),
            &[("$h", "1"), ("$a", "2"), ("custom<F>", "3")],
            ""
        ),
        "op(1(2(3)"
    );
    assert_eq!(
        printed(format, fields, &[("$a", "2"), ("custom<F>", "3")], ""),
        "op[2(3)"
    );
}

#[test]
fn spacing_keywords_and_whitespace_literals() {
    let out = printed(
        "`kw` $a `` `->` ` ` $b attr-dict",
        quote!(a: I32Attr, b: I32Attr),
        &[("$a", "1"), ("$b", "2")],
        "",
    );
    // ``` `` ``` suppresses the space before `->`; `` ` ` `` then clears `lastWasPunctuation`, so
    // the variable adds its own space too (what mlir-tblgen generates).
    assert_eq!(out, "op kw 1->  2");
    let out = printed(
        "$a ``$b attr-dict",
        quote!(a: I32Attr, b: I32Attr),
        &[("$a", "1"), ("$b", "2")],
        "",
    );
    assert_eq!(out, "op 12");
}

#[test]
fn attr_expansion_snapshot() {
    let tokens = crate::expand_attr(
        quote!(
            t.pair,
            format = "`<` $a (`,` $b^)? `>`",
            name = "T_PairAttr",
            verify
        ),
        quote!(
            pub struct PairAttr {
                pub a: StringAttr,
                pub b: Option<i32>,
            }
        ),
    );
    check_expansion(
        tokens,
        expect![[r#"
            pub struct PairAttr {
                pub a : StringAttr , pub b : Option < i32 > ,
            } # [doc (hidden)] # [allow (non_snake_case , clippy :: all)] const _ : () = {
                # [automatically_derived] impl :: core :: clone :: Clone for PairAttr {
                    fn clone (& self) -> Self {
                        PairAttr {
                            a : (:: rods :: ods :: __private :: param_ops :: < StringAttr > () . clone) (& self . a) , b : self . b . as_ref () . map (:: rods :: ods :: __private :: param_ops :: < i32 > () . clone)
                        }
                    }
                } # [automatically_derived] impl :: core :: fmt :: Debug for PairAttr {
                    fn fmt (& self , f : & mut :: core :: fmt :: Formatter < '_ >) -> :: core :: fmt :: Result {
                        f . debug_struct ("PairAttr") . field ("a" , (:: rods :: ods :: __private :: param_ops :: < StringAttr > () . debug) (& self . a)) . field ("b" , & self . b . as_ref () . map (:: rods :: ods :: __private :: param_ops :: < i32 > () . debug)) . finish ()
                    }
                } # [automatically_derived] impl :: core :: cmp :: PartialEq for PairAttr {
                    fn eq (& self , other : & Self) -> bool {
                        let _ = other ;
                        true && (:: rods :: ods :: __private :: param_ops :: < StringAttr > () . eq) (& self . a , & other . a) && match (& self . b , & other . b) {
                            (:: core :: option :: Option :: Some (a) , :: core :: option :: Option :: Some (b)) => (:: rods :: ods :: __private :: param_ops :: < i32 > () . eq) (a , b) , (:: core :: option :: Option :: None , :: core :: option :: Option :: None) => true , _ => false ,
                        }
                    }
                } # [automatically_derived] impl :: core :: cmp :: Eq for PairAttr {
                } # [automatically_derived] impl :: core :: hash :: Hash for PairAttr {
                    fn hash < H : :: core :: hash :: Hasher > (& self , state : & mut H) {
                        let _ = & state ;
                        (:: rods :: ods :: __private :: param_ops :: < StringAttr > () . hash) (& self . a , state) ;
                        :: core :: hash :: Hash :: hash (& self . b . is_some () , state) ;
                        if let :: core :: option :: Option :: Some (v) = & self . b {
                            (:: rods :: ods :: __private :: param_ops :: < i32 > () . hash) (v , state) ;
                        }
                    }
                } fn __assert_params () {
                    let _ = :: rods :: ods :: __private :: param_ops :: < StringAttr > () ;
                    let _ = :: rods :: ods :: __private :: param_ops :: < i32 > () ;
                } # [automatically_derived] impl PairAttr {
                    # [doc = "The registry definition (`#dialect.mnemonic` and its parser)."] pub const DEF : :: rods :: dialect :: AttrDef = :: rods :: dialect :: AttrDef {
                        dialect : "t" , mnemonic : "pair" , parse : __parse_def , doc : & :: rods :: dialect :: DefDoc {
                            rust_name : "PairAttr" , module : :: core :: module_path ! () , summary : "" , description : "" , format : :: core :: option :: Option :: Some ("`<` $a (`,` $b^)? `>`") , params : & [:: rods :: dialect :: ParamDoc {
                                name : "a" , rust_type : "StringAttr" , description : "" ,
                            } , :: rods :: dialect :: ParamDoc {
                                name : "b" , rust_type : "i32" , description : "" ,
                            }] ,
                        } ,
                    } ;
                    # [doc = "The attribute with these parameters (not verified)."] # [allow (clippy :: too_many_arguments)] pub fn new (a : StringAttr , b : Option < i32 >) -> Self {
                        let __attr = PairAttr {
                            a , b
                        } ;
                        __attr
                    } # [doc = "The attribute with these parameters, or the verifier's message."] # [allow (clippy :: too_many_arguments)] pub fn get_checked (a : StringAttr , b : Option < i32 >) -> :: core :: result :: Result < Self , :: std :: string :: String > {
                        let __attr = PairAttr {
                            a , b
                        } ;
                        PairAttr :: verify (& __attr) ? ;
                        :: core :: result :: Result :: Ok (__attr)
                    } # [doc = "The attribute as a [`Attribute`](::rods::ir::Attribute)."] pub fn into_attribute (self) -> :: rods :: ir :: Attribute {
                        :: rods :: ir :: Attribute :: dialect (self)
                    } # [doc = "The `a` parameter."] pub fn a (& self) -> & StringAttr {
                        & self . a
                    } # [doc = "The `b` parameter."] pub fn b (& self) -> :: core :: option :: Option < & i32 > {
                        self . b . as_ref ()
                    }
                } # [automatically_derived] impl :: rods :: ir :: DialectAttribute for PairAttr {
                    fn def (& self) -> & 'static :: rods :: dialect :: AttrDef {
                        & PairAttr :: DEF
                    } fn print_body (& self , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                        __print_body (self , p)
                    } fn dyn_eq (& self , other : & dyn :: rods :: ir :: DialectAttribute) -> bool {
                        other . as_any () . downcast_ref :: < PairAttr > () . is_some_and (| o | o == self)
                    } fn dyn_hash (& self , mut state : & mut dyn :: core :: hash :: Hasher) {
                        :: core :: hash :: Hash :: hash (& :: core :: any :: TypeId :: of :: < PairAttr > () , & mut state) ;
                        :: core :: hash :: Hash :: hash (self , & mut state) ;
                    } fn as_any (& self) -> & dyn :: core :: any :: Any {
                        self
                    } fn into_any_arc (self : :: std :: sync :: Arc < Self > ,) -> :: std :: sync :: Arc < dyn :: core :: any :: Any + :: core :: marker :: Send + :: core :: marker :: Sync > {
                        self
                    } fn implements (& self , iface : :: core :: any :: TypeId) -> bool {
                        let _ = iface ;
                        false
                    } fn provide_interface (& self , this : & :: std :: sync :: Arc < dyn :: rods :: ir :: DialectAttribute > , slot : & mut dyn :: core :: any :: Any ,) {
                        let _ = (this , & slot) ;
                    } fn walk_sub_elements (& self , f : & mut dyn :: core :: ops :: FnMut (:: rods :: ir :: SubElement < '_ >)) {
                        let _ = & f ;
                        let this = self ;
                        < StringAttr as :: rods :: ods :: AttrParam > :: walk_sub_elements (& this . a , f) ;
                        if let :: core :: option :: Option :: Some (v) = & this . b {
                            < i32 as :: rods :: ods :: AttrParam > :: walk_sub_elements (v , f) ;
                        }
                    }
                } # [automatically_derived] impl :: rods :: ods :: OpAttr for PairAttr {
                    fn summary () -> :: std :: borrow :: Cow < 'static , str > {
                        :: std :: borrow :: Cow :: Borrowed ("")
                    } fn satisfies (attr : & :: rods :: ir :: Attribute) -> bool {
                        attr . downcast_ref :: < PairAttr > () . is_some ()
                    } fn from_attr (attr : & :: rods :: ir :: Attribute) -> :: core :: option :: Option < Self > {
                        attr . downcast_ref :: < PairAttr > () . cloned ()
                    } fn to_attr (& self) -> :: rods :: ir :: Attribute {
                        :: rods :: ir :: Attribute :: dialect (:: core :: clone :: Clone :: clone (self))
                    }
                } # [automatically_derived] impl :: rods :: ods :: OpAttrFormat for PairAttr {
                    const SYNTAX : :: rods :: ods :: AttrSyntax = :: rods :: ods :: AttrSyntax :: Full ;
                    fn parse (p : & mut :: rods :: syntax :: parser :: Parser < '_ >) -> :: rods :: diag :: ParseResult < :: rods :: ir :: Attribute > {
                        :: rods :: ods :: __private :: parse_stripped_or_full :: < PairAttr > (p , __parse_body) . map (:: rods :: ir :: Attribute :: dialect)
                    } fn parse_optional (p : & mut :: rods :: syntax :: parser :: Parser < '_ > ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < :: rods :: ir :: Attribute >> {
                        :: rods :: ods :: __private :: parse_optional_full :: < PairAttr > (p) . map (| a | a . map (:: rods :: ir :: Attribute :: dialect))
                    } fn print (attr : & :: rods :: ir :: Attribute , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                        match attr . downcast_ref :: < PairAttr > () {
                            :: core :: option :: Option :: Some (a) => :: rods :: ods :: __private :: print_stripped_attr (p , a , __print_body) , :: core :: option :: Option :: None => p . print_attribute (attr) ,
                        }
                    }
                } # [automatically_derived] impl :: rods :: ods :: AttrParam for PairAttr {
                    fn parse (p : & mut :: rods :: syntax :: parser :: Parser < '_ >) -> :: rods :: diag :: ParseResult < Self > {
                        :: rods :: ods :: __private :: parse_stripped_or_full :: < PairAttr > (p , __parse_body)
                    } fn parse_optional (p : & mut :: rods :: syntax :: parser :: Parser < '_ > ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < Self >> {
                        :: rods :: ods :: __private :: parse_optional_full :: < PairAttr > (p)
                    } fn print (& self , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                        :: rods :: ods :: __private :: print_stripped_attr (p , self , __print_body)
                    } fn print_qualified (& self , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                        p . print_attribute (& :: rods :: ir :: Attribute :: dialect (:: core :: clone :: Clone :: clone (self)))
                    } fn walk_sub_elements (& self , f : & mut dyn :: core :: ops :: FnMut (:: rods :: ir :: SubElement < '_ >)) {
                        f (:: rods :: ir :: SubElement :: DialectAttr (self))
                    }
                } # [doc = r" Parses what follows `#dialect.mnemonic` / `!dialect.mnemonic` (MLIR's"] # [doc = r" `Attr::parse` / `Type::parse`), then verifies it."] fn __parse_body (p : & mut :: rods :: syntax :: parser :: Parser < '_ >) -> :: rods :: diag :: ParseResult < PairAttr > {
                    let __loc = p . current_location () ;
                    let mut __v_a : :: core :: option :: Option < StringAttr > = :: core :: option :: Option :: None ;
                    let mut __v_b : :: core :: option :: Option < i32 > = :: core :: option :: Option :: None ;
                    p . parse_less () ? ;
                    match < StringAttr as :: rods :: ods :: AttrParam > :: parse (p) {
                        :: core :: result :: Result :: Ok (v) => __v_a = :: core :: option :: Option :: Some (v) , :: core :: result :: Result :: Err (_) => return :: core :: result :: Result :: Err (p . emit_follow_up_error (:: rods :: ods :: __private :: param_failure :: < StringAttr > ("T_PairAttr" , "a" , "StringAttr"))) ,
                    } if p . parse_optional_comma () {
                        match < i32 as :: rods :: ods :: AttrParam > :: parse (p) {
                            :: core :: result :: Result :: Ok (v) => __v_b = :: core :: option :: Option :: Some (v) , :: core :: result :: Result :: Err (_) => return :: core :: result :: Result :: Err (p . emit_follow_up_error (:: rods :: ods :: __private :: param_failure :: < i32 > ("T_PairAttr" , "b" , "i32"))) ,
                        }
                    } else {
                    } p . parse_greater () ? ;
                    let __attr = PairAttr {
                        a : match __v_a {
                            :: core :: option :: Option :: Some (v) => v , :: core :: option :: Option :: None => return :: core :: result :: Result :: Err (p . emit_error ("struct is missing required parameter: a")) ,
                        } , b : __v_b
                    } ;
                    if let :: core :: result :: Result :: Err (msg) = PairAttr :: verify (& __attr) {
                        return :: core :: result :: Result :: Err (p . emit_error_at (__loc , msg)) ;
                    } :: core :: result :: Result :: Ok (__attr)
                } # [doc = r" Parses the attribute for the registry."] fn __parse_def (p : & mut :: rods :: syntax :: parser :: Parser < '_ >) -> :: rods :: diag :: ParseResult < :: rods :: ir :: Attribute > {
                    __parse_body (p) . map (:: rods :: ir :: Attribute :: dialect)
                } # [doc = r" Prints what follows `#dialect.mnemonic` / `!dialect.mnemonic` (MLIR's"] # [doc = r" `Attr::print` / `Type::print`)."] fn __print_body (this : & PairAttr , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                    let _ = & this ;
                    p . write_str ("<") ;
                    < StringAttr as :: rods :: ods :: AttrParam > :: print (& this . a , p) ;
                    if this . b . is_some () {
                        p . write_str (",") ;
                        if let :: core :: option :: Option :: Some (v) = & this . b {
                            p . write_str (" ") ;
                            < i32 as :: rods :: ods :: AttrParam > :: print (v , p) ;
                        }
                    } else {
                    } p . write_str (">") ;
                }
            } ;
        "#]],
    );
}

#[test]
fn op_expansion_snapshot() {
    let tokens = crate::expand_op(
        quote!(
            t.sym,
            traits = [Symbol],
            format = "$sym_name (`<` $h^ `>`)? attr-dict $objects"
        ),
        quote!(
            pub struct SymOp {
                pub sym_name: SymbolNameAttr,
                pub h: Option<AnyAttr>,
                pub objects: Confined<ArrayAttr, ArrayMinCount<1>>,
            }
        ),
    );
    check_expansion(
        tokens,
        expect![[r#"
            pub struct SymOp {
                pub sym_name : SymbolNameAttr , pub h : Option < AnyAttr > , pub objects : Confined < ArrayAttr , ArrayMinCount < 1 > > ,
            } # [doc = "A handle on a `t.sym` op in an `Ir` (MLIR's op class): its `OpId`, with an accessor per field of `SymOp` that reads the op in the IR (and setters for its attributes and operands);
            `SymOp` is the copy of its fields. Get one with `Ir::dyn_cast::<SymOp>`."] # [derive (Clone , Copy , Debug , PartialEq , Eq , Hash)] pub struct SymOpHandle (:: rods :: ir :: OpId) ;
            # [doc (hidden)] # [allow (non_snake_case , clippy :: all)] const _ : () = {
                const __SPECS : & [:: rods :: ods :: AttrSpec] = & [:: rods :: ods :: AttrSpec {
                    name : "sym_name" , required : true , satisfies : < SymbolNameAttr as :: rods :: ods :: OpAttr > :: satisfies , satisfies_storage : < SymbolNameAttr as :: rods :: ods :: OpAttr > :: satisfies_storage , summary : < SymbolNameAttr as :: rods :: ods :: OpAttr > :: summary , invalid_value : < SymbolNameAttr as :: rods :: ods :: OpAttr > :: invalid_value , default : :: core :: option :: Option :: None , convert : < SymbolNameAttr as :: rods :: ods :: OpAttr > :: CONVERT ,
                } , :: rods :: ods :: AttrSpec {
                    name : "h" , required : false , satisfies : < AnyAttr as :: rods :: ods :: OpAttr > :: satisfies , satisfies_storage : < AnyAttr as :: rods :: ods :: OpAttr > :: satisfies_storage , summary : < AnyAttr as :: rods :: ods :: OpAttr > :: summary , invalid_value : < AnyAttr as :: rods :: ods :: OpAttr > :: invalid_value , default : :: core :: option :: Option :: None , convert : < AnyAttr as :: rods :: ods :: OpAttr > :: CONVERT ,
                } , :: rods :: ods :: AttrSpec {
                    name : "objects" , required : true , satisfies : < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttr > :: satisfies , satisfies_storage : < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttr > :: satisfies_storage , summary : < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttr > :: summary , invalid_value : < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttr > :: invalid_value , default : :: core :: option :: Option :: None , convert : < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttr > :: CONVERT ,
                }] ;
                const __INHERENT : & [& str] = & ["sym_name" , "h" , "objects"] ;
                # [allow (dead_code)] const __PROPS : & [& str] = & [] ;
                # [automatically_derived] impl SymOp {
                    # [doc = r" The op's full name (MLIR's `getOperationName`)."] pub const OPERATION_NAME : & 'static str = "t.sym" ;
                    # [doc = r" The registry definition of the op."] pub const DEF : :: rods :: dialect :: OpDef = :: rods :: dialect :: OpDef {
                        name : "t.sym" , summary : "" , inherent_attrs : __INHERENT , property_specs : __SPECS , parse : :: core :: option :: Option :: Some (__parse) , print : :: core :: option :: Option :: Some (__print) , prints_attr : :: core :: option :: Option :: None , verify : __verify , verify_regions : :: core :: option :: Option :: None , asm : :: core :: option :: Option :: None , interfaces : & [] , successor_operands : :: core :: option :: Option :: None , region_kind : :: core :: option :: Option :: None , verify_symbol_uses : :: core :: option :: Option :: None , local_verify : true , fold : :: core :: option :: Option :: None , canonicalizer : :: core :: option :: Option :: None , traits : :: rods :: dialect :: OpTraits {
                            symbol : true , .. :: rods :: dialect :: OpTraits :: NONE
                        } , tracked : false , effects : :: core :: option :: Option :: None , doc : & :: rods :: dialect :: OpDoc {
                            rust_name : "SymOp" , module : :: core :: module_path ! () , summary : "" , description : "" , format : :: core :: option :: Option :: Some ("$sym_name (`<` $h^ `>`)? attr-dict $objects") , traits : & [] , interfaces : & ["Symbol"] , effects : & [] , attrs : & [:: rods :: dialect :: OpAttrDoc {
                                name : "sym_name" , rust_type : "SymbolNameAttr" , summary : < SymbolNameAttr as :: rods :: ods :: OpAttr > :: summary ,
                            } , :: rods :: dialect :: OpAttrDoc {
                                name : "h" , rust_type : "AnyAttr" , summary : < AnyAttr as :: rods :: ods :: OpAttr > :: summary ,
                            } , :: rods :: dialect :: OpAttrDoc {
                                name : "objects" , rust_type : "Confined<ArrayAttr, ArrayMinCount<1>>" , summary : < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttr > :: summary ,
                            }] , operands : & [] , results : & [] , successors : & [] ,
                        } ,
                    } ;
                    # [doc = r" The typed view of `op`, if it is this op and its attributes have their kinds."] pub fn from_op (ir : & :: rods :: ir :: Ir , op : :: rods :: ir :: OpId) -> :: core :: option :: Option < Self > {
                        let __o = ir . op (op) ;
                        if __o . name . as_str () != "t.sym" {
                            return :: core :: option :: Option :: None ;
                        } let __f_sym_name = < SymbolNameAttr as :: rods :: ods :: OpAttr > :: from_attr (ir . stored_property (op , "sym_name") ?) ? ;
                        let __f_h = match ir . stored_property (op , "h") {
                            :: core :: option :: Option :: Some (a) => :: core :: option :: Option :: Some (< AnyAttr as :: rods :: ods :: OpAttr > :: from_attr (a) ?) , :: core :: option :: Option :: None => :: core :: option :: Option :: None ,
                        } ;
                        let __f_objects = < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttr > :: from_attr (ir . stored_property (op , "objects") ?) ? ;
                        :: core :: option :: Option :: Some (SymOp {
                            sym_name : __f_sym_name , h : __f_h , objects : __f_objects
                        })
                    } # [doc = r" An `OperationState` for this op (add the result types before creating it, one"] # [doc = r" per value of each result field;
                    segment sizes are set from the fields)."] pub fn build (& self , loc : :: rods :: ir :: Location) -> :: rods :: ir :: OperationState {
                        let mut __state = :: rods :: ir :: OperationState :: new (:: rods :: ir :: OperationName :: registered (& Self :: DEF) , loc ,) ;
                        __state . set_property ("sym_name" , < SymbolNameAttr as :: rods :: ods :: OpAttr > :: to_attr (& self . sym_name)) ;
                        if let :: core :: option :: Option :: Some (v) = & self . h {
                            __state . set_property ("h" , < AnyAttr as :: rods :: ods :: OpAttr > :: to_attr (v)) ;
                        } __state . set_property ("objects" , < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttr > :: to_attr (& self . objects)) ;
                        __state
                    } # [doc = "[`build`](Self::build) with the result types, each buildable or inferred from the operands' types (`SameOperandsAndResultType`, `AllTypesMatch`, `TypesMatchWith`);
                    `None` when an operand a type comes from is absent."] pub fn build_in (& self , ir : & :: rods :: ir :: Ir , loc : :: rods :: ir :: Location ,) -> :: core :: option :: Option < :: rods :: ir :: OperationState > {
                        let _ = ir ;
                        let mut __state = self . build (loc) ;
                        __state . result_types . clear () ;
                        :: core :: option :: Option :: Some (__state)
                    } # [doc = r" The op, created (detached) in `ir` from its arguments in declaration order:"] # [doc = r" for a result field, its types, unless they are buildable."] # [allow (clippy :: too_many_arguments)] pub fn create (ir : & mut :: rods :: ir :: Ir , loc : :: rods :: ir :: Location , sym_name : SymbolNameAttr , h : Option < AnyAttr > , objects : Confined < ArrayAttr , ArrayMinCount < 1 > >) -> :: rods :: ir :: OpId {
                        let mut __state = :: rods :: ir :: OperationState :: new (:: rods :: ir :: OperationName :: registered (& Self :: DEF) , loc ,) ;
                        __state . set_property ("sym_name" , < SymbolNameAttr as :: rods :: ods :: OpAttr > :: to_attr (& sym_name)) ;
                        if let :: core :: option :: Option :: Some (v) = & h {
                            __state . set_property ("h" , < AnyAttr as :: rods :: ods :: OpAttr > :: to_attr (v)) ;
                        } __state . set_property ("objects" , < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttr > :: to_attr (& objects)) ;
                        ir . create_op (__state)
                    } # [doc = "The `sym_name` field."] pub fn sym_name (& self) -> & SymbolNameAttr {
                        & self . sym_name
                    } # [doc = "The `h` field."] pub fn h (& self) -> & Option < AnyAttr > {
                        & self . h
                    } # [doc = "The `objects` field."] pub fn objects (& self) -> & Confined < ArrayAttr , ArrayMinCount < 1 > > {
                        & self . objects
                    }
                } fn __verify (ir : & :: rods :: ir :: Ir , op : :: rods :: ir :: OpId) -> :: core :: result :: Result < () , :: rods :: diag :: Diagnostic > {
                    :: rods :: ods :: verify_count (ir , op , :: rods :: ods :: CountKind :: Regions , 0usize , false) ? ;
                    :: rods :: ods :: verify_count (ir , op , :: rods :: ods :: CountKind :: Results , 0usize , false) ? ;
                    :: rods :: ods :: verify_count (ir , op , :: rods :: ods :: CountKind :: Successors , 0usize , false) ? ;
                    :: rods :: ods :: verify_count (ir , op , :: rods :: ods :: CountKind :: Operands , 0usize , false) ? ;
                    :: rods :: ods :: verify_attrs (ir , op , __SPECS) ? ;
                    let __o = ir . op (op) ;
                    :: rods :: ods :: verify_symbol (ir , op) ? ;
                    :: rods :: ods :: verify_symbol_parent (ir , op) ? ;
                    :: core :: result :: Result :: Ok (())
                } # [allow (dead_code)] const __OPERAND_ARITIES : & [:: rods :: ods :: Arity] = & [] ;
                # [allow (dead_code)] const __RESULT_ARITIES : & [:: rods :: ods :: Arity] = & [] ;
                # [allow (dead_code)] const __REGION_ARITIES : & [:: rods :: ods :: Arity] = & [] ;
                # [allow (dead_code)] const __SUCCESSOR_ARITIES : & [:: rods :: ods :: Arity] = & [] ;
                # [allow (unused_mut , unused_variables)] fn __parse (p : & mut :: rods :: syntax :: parser :: Parser < '_ > , state : & mut :: rods :: ir :: OperationState ,) -> :: rods :: diag :: ParseResult {
                    let mut __a_sym_name : :: core :: option :: Option < :: rods :: ir :: Attribute > = :: core :: option :: Option :: None ;
                    let mut __a_h : :: core :: option :: Option < :: rods :: ir :: Attribute > = :: core :: option :: Option :: None ;
                    let mut __a_objects : :: core :: option :: Option < :: rods :: ir :: Attribute > = :: core :: option :: Option :: None ;
                    if let :: core :: option :: Option :: Some (a) = < SymbolNameAttr as :: rods :: ods :: OpAttrFormat > :: parse_named (p , "sym_name" , false) ? {
                        __a_sym_name = :: core :: option :: Option :: Some (a) ;
                    } if p . parse_optional_less () {
                        if let :: core :: option :: Option :: Some (a) = < AnyAttr as :: rods :: ods :: OpAttrFormat > :: parse_named (p , "h" , true) ? {
                            __a_h = :: core :: option :: Option :: Some (a) ;
                        } p . parse_greater () ? ;
                    } else {
                    } let __dict_loc = p . current_location () ;
                    p . parse_optional_attr_dict (& mut state . attributes) ? ;
                    :: rods :: ods :: __private :: verify_inherent_attrs (p , __dict_loc , & state . attributes , "t.sym" , __SPECS) ? ;
                    if let :: core :: option :: Option :: Some (a) = < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttrFormat > :: parse_named (p , "objects" , false) ? {
                        __a_objects = :: core :: option :: Option :: Some (a) ;
                    } state . properties . reserve_exact (0usize + usize :: from (__a_sym_name . is_some ()) + usize :: from (__a_h . is_some ()) + usize :: from (__a_objects . is_some ())) ;
                    if let :: core :: option :: Option :: Some (a) = __a_sym_name {
                        state . set_property ("sym_name" , a) ;
                    } if let :: core :: option :: Option :: Some (a) = __a_h {
                        state . set_property ("h" , a) ;
                    } if let :: core :: option :: Option :: Some (a) = __a_objects {
                        state . set_property ("objects" , a) ;
                    } :: rods :: ods :: __private :: move_inherent_attrs (state , __SPECS) ;
                    :: core :: result :: Result :: Ok (())
                } fn __print (p : & mut :: rods :: syntax :: printer :: Printer < '_ > , op : :: rods :: ir :: OpId) {
                    let __a_sym_name : :: core :: option :: Option < & :: rods :: ir :: Attribute > = :: rods :: ods :: __private :: stored_property (p , op , "sym_name") ;
                    let __a_h : :: core :: option :: Option < & :: rods :: ir :: Attribute > = :: rods :: ods :: __private :: stored_property (p , op , "h") ;
                    let __a_objects : :: core :: option :: Option < & :: rods :: ir :: Attribute > = :: rods :: ods :: __private :: stored_property (p , op , "objects") ;
                    let __op = p . ir () . op (op) ;
                    let _ = __op ;
                    if let :: core :: option :: Option :: Some (a) = __a_sym_name {
                        p . write_str (" ") ;
                        < SymbolNameAttr as :: rods :: ods :: OpAttrFormat > :: print (a , p) ;
                    } if __a_h . is_some () {
                        p . write_str ("<") ;
                        if let :: core :: option :: Option :: Some (a) = __a_h {
                            < AnyAttr as :: rods :: ods :: OpAttrFormat > :: print (a , p) ;
                        } p . write_str (">") ;
                    } else {
                    } :: rods :: ods :: __private :: print_generated_attr_dict (p , op , & ["sym_name" , "h" , "objects"] , __PROPS , false) ;
                    if let :: core :: option :: Option :: Some (a) = __a_objects {
                        p . write_str (" ") ;
                        < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttrFormat > :: print (a , p) ;
                    }
                } # [automatically_derived] impl :: core :: convert :: From < SymOpHandle > for :: rods :: ir :: OpId {
                    # [inline] fn from (h : SymOpHandle) -> :: rods :: ir :: OpId {
                        h . 0
                    }
                } # [automatically_derived] impl :: rods :: ods :: TypedOp for SymOp {
                    const OPERATION_NAME : & 'static str = "t.sym" ;
                    type Handle = SymOpHandle ;
                    # [inline] fn from_op (ir : & :: rods :: ir :: Ir , op : :: rods :: ir :: OpId) -> :: core :: option :: Option < Self > {
                        SymOp :: from_op (ir , op)
                    } # [inline] fn handle_unchecked (op : :: rods :: ir :: OpId) -> SymOpHandle {
                        SymOpHandle (op)
                    }
                } # [automatically_derived] impl SymOpHandle {
                    # [doc = r" The op's id."] # [inline] pub fn op (self) -> :: rods :: ir :: OpId {
                        self . 0
                    } # [doc = r" The op's fields copied out of `ir` (`from_op`): `None` when the op does not"] # [doc = r" satisfy its declaration."] # [inline] pub fn read (self , ir : & :: rods :: ir :: Ir) -> :: core :: option :: Option < SymOp > {
                        SymOp :: from_op (ir , self . 0)
                    } # [doc = "The `sym_name` attribute.\n\n# Panics\nWhen it is absent or of another kind (the verifier rejects the op)."] # [inline] pub fn sym_name (self , ir : & :: rods :: ir :: Ir) -> SymbolNameAttr {
                        :: rods :: ods :: __private :: required_attr (ir , self . 0 , "sym_name" , < SymbolNameAttr as :: rods :: ods :: OpAttr > :: from_attr)
                    } # [doc = "Sets the `sym_name` attribute."] # [inline] pub fn set_sym_name (self , ir : & mut :: rods :: ir :: Ir , value : SymbolNameAttr) {
                        :: rods :: ods :: __private :: set_attr (ir , self . 0 , "sym_name" , < SymbolNameAttr as :: rods :: ods :: OpAttr > :: to_attr (& value))
                    } # [doc = "The `h` attribute, if set.\n\n# Panics\nWhen it is of another kind (the verifier rejects the op)."] # [inline] pub fn h (self , ir : & :: rods :: ir :: Ir) -> :: core :: option :: Option < AnyAttr > {
                        :: rods :: ods :: __private :: optional_attr (ir , self . 0 , "h" , < AnyAttr as :: rods :: ods :: OpAttr > :: from_attr)
                    } # [doc = "Sets the `h` attribute."] # [inline] pub fn set_h (self , ir : & mut :: rods :: ir :: Ir , value : AnyAttr) {
                        :: rods :: ods :: __private :: set_attr (ir , self . 0 , "h" , < AnyAttr as :: rods :: ods :: OpAttr > :: to_attr (& value))
                    } # [doc = "Removes the `h` attribute;
                    whether it was set."] # [inline] pub fn remove_h (self , ir : & mut :: rods :: ir :: Ir) -> bool {
                        :: rods :: ods :: __private :: remove_attr (ir , self . 0 , "h")
                    } # [doc = "The `objects` attribute.\n\n# Panics\nWhen it is absent or of another kind (the verifier rejects the op)."] # [inline] pub fn objects (self , ir : & :: rods :: ir :: Ir) -> Confined < ArrayAttr , ArrayMinCount < 1 > > {
                        :: rods :: ods :: __private :: required_attr (ir , self . 0 , "objects" , < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttr > :: from_attr)
                    } # [doc = "Sets the `objects` attribute."] # [inline] pub fn set_objects (self , ir : & mut :: rods :: ir :: Ir , value : Confined < ArrayAttr , ArrayMinCount < 1 > >) {
                        :: rods :: ods :: __private :: set_attr (ir , self . 0 , "objects" , < Confined < ArrayAttr , ArrayMinCount < 1 > > as :: rods :: ods :: OpAttr > :: to_attr (& value))
                    }
                }
            } ;
        "#]],
    );
}

#[test]
fn errors_keep_the_item() {
    let tokens = crate::expand_attr(
        quote!(t.a, format = "`<` $nope `>`"),
        quote!(
            pub struct A {
                #[param(default = 1)]
                pub x: i32,
            }
        ),
    );
    let text = tokens.to_string();
    assert!(text.contains("pub struct A"), "{text}");
    assert!(!text.contains("# [param"), "{text}");
    assert!(text.contains("compile_error"), "{text}");
}

#[test]
fn spacing_oilist_clauses_in_declaration_order() {
    // mlir-tblgen-22 for the same ODS: `' ' << "a"; ' ' << "="; ' '; attr` and
    // `' ' << "v"; "("; operands; ' ' << ":"; ' '; types; ")"`.
    let format = "oilist(`a` `=` $a | `v` `(` $v `:` type($v) `)`) attr-dict";
    let fields = quote!(a: Option<I32Attr>, #[operand] v: Vec<Value>);
    let out = printed(
        format,
        fields.clone(),
        &[("$a", "3"), ("$v", "%x"), ("type($v)", "i32")],
        "",
    );
    assert_eq!(out, "op a = 3 v(%x : i32)");
    let out = printed(format, fields, &[("$v", "%x"), ("type($v)", "i32")], "{k}");
    assert_eq!(out, "op v(%x : i32) {k}");
}

/// A type shares the attribute's generator: what differs is the definition (`TypeDef`), the
/// value (`Type`, `DialectType`) and the impls (`TypeConstraint`, `BuildableType` without
/// parameters, the stripped `AttrParam` falling back to the full form).
#[test]
fn type_expansion_snapshot() {
    let tokens = crate::expand_type(
        quote!(t.token, name = "T_TokenType", summary = "token"),
        quote!(
            pub struct TokenType {}
        ),
    );
    check_expansion(
        tokens,
        expect![[r#"
            pub struct TokenType {
            } # [doc (hidden)] # [allow (non_snake_case , clippy :: all)] const _ : () = {
                # [automatically_derived] impl :: core :: clone :: Clone for TokenType {
                    fn clone (& self) -> Self {
                        TokenType {
                        }
                    }
                } # [automatically_derived] impl :: core :: fmt :: Debug for TokenType {
                    fn fmt (& self , f : & mut :: core :: fmt :: Formatter < '_ >) -> :: core :: fmt :: Result {
                        f . debug_struct ("TokenType") . finish ()
                    }
                } # [automatically_derived] impl :: core :: cmp :: PartialEq for TokenType {
                    fn eq (& self , other : & Self) -> bool {
                        let _ = other ;
                        true
                    }
                } # [automatically_derived] impl :: core :: cmp :: Eq for TokenType {
                } # [automatically_derived] impl :: core :: hash :: Hash for TokenType {
                    fn hash < H : :: core :: hash :: Hasher > (& self , state : & mut H) {
                        let _ = & state ;
                    }
                } fn __assert_params () {
                } # [automatically_derived] impl TokenType {
                    # [doc = "The registry definition (`!dialect.mnemonic` and its parser)."] pub const DEF : :: rods :: dialect :: TypeDef = :: rods :: dialect :: TypeDef {
                        dialect : "t" , mnemonic : "token" , parse : __parse_def , doc : & :: rods :: dialect :: DefDoc {
                            rust_name : "TokenType" , module : :: core :: module_path ! () , summary : "token" , description : "" , format : :: core :: option :: Option :: None , params : & [] ,
                        } ,
                    } ;
                    # [doc = "The type with these parameters (not verified)."] # [allow (clippy :: too_many_arguments)] pub fn new () -> Self {
                        let __attr = TokenType {
                        } ;
                        __attr
                    } # [doc = "The type with these parameters, or the verifier's message."] # [allow (clippy :: too_many_arguments)] pub fn get_checked () -> :: core :: result :: Result < Self , :: std :: string :: String > {
                        let __attr = TokenType {
                        } ;
                        :: core :: result :: Result :: Ok (__attr)
                    } # [doc = "The type as a [`Type`](::rods::ir::Type)."] pub fn into_type (self) -> :: rods :: ir :: Type {
                        static __ONE : :: std :: sync :: OnceLock < :: rods :: ir :: Type > = :: std :: sync :: OnceLock :: new () ;
                        :: core :: clone :: Clone :: clone (__ONE . get_or_init (|| :: rods :: ir :: Type :: dialect (self)))
                    }
                } # [automatically_derived] impl :: rods :: ir :: DialectType for TokenType {
                    fn def (& self) -> & 'static :: rods :: dialect :: TypeDef {
                        & TokenType :: DEF
                    } fn print_body (& self , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                        __print_body (self , p)
                    } fn dyn_eq (& self , other : & dyn :: rods :: ir :: DialectType) -> bool {
                        other . as_any () . downcast_ref :: < TokenType > () . is_some_and (| o | o == self)
                    } fn dyn_hash (& self , mut state : & mut dyn :: core :: hash :: Hasher) {
                        :: core :: hash :: Hash :: hash (& :: core :: any :: TypeId :: of :: < TokenType > () , & mut state) ;
                        :: core :: hash :: Hash :: hash (self , & mut state) ;
                    } fn as_any (& self) -> & dyn :: core :: any :: Any {
                        self
                    } fn into_any_arc (self : :: std :: sync :: Arc < Self > ,) -> :: std :: sync :: Arc < dyn :: core :: any :: Any + :: core :: marker :: Send + :: core :: marker :: Sync > {
                        self
                    } fn implements (& self , iface : :: core :: any :: TypeId) -> bool {
                        let _ = iface ;
                        false
                    } fn provide_interface (& self , this : & :: std :: sync :: Arc < dyn :: rods :: ir :: DialectType > , slot : & mut dyn :: core :: any :: Any ,) {
                        let _ = (this , & slot) ;
                    } fn walk_sub_elements (& self , f : & mut dyn :: core :: ops :: FnMut (:: rods :: ir :: SubElement < '_ >)) {
                        let _ = & f ;
                    }
                } # [automatically_derived] impl :: rods :: ods :: BuildableType for TokenType {
                    fn build () -> :: rods :: ir :: Type {
                        static BUILT : :: std :: sync :: LazyLock < :: rods :: ir :: Type > = :: std :: sync :: LazyLock :: new (|| :: rods :: ir :: Type :: dialect (TokenType {
                        })) ;
                        :: core :: clone :: Clone :: clone (& * BUILT)
                    } fn matches (ty : & :: rods :: ir :: Type) -> bool {
                        ty . downcast_ref :: < TokenType > () . is_some ()
                    } fn summary () -> :: std :: borrow :: Cow < 'static , str > {
                        :: std :: borrow :: Cow :: Borrowed ("token")
                    } fn parse_in_format (p : & mut :: rods :: syntax :: parser :: Parser < '_ > ,) -> :: rods :: diag :: ParseResult < :: rods :: ir :: Type > {
                        :: rods :: ods :: __private :: parse_type_of_kind :: < TokenType > (p , "t.token")
                    }
                } # [automatically_derived] impl :: rods :: ods :: AttrParam for TokenType {
                    fn parse (p : & mut :: rods :: syntax :: parser :: Parser < '_ >) -> :: rods :: diag :: ParseResult < Self > {
                        :: rods :: ods :: __private :: parse_stripped_or_full_type :: < TokenType > (p , __parse_body)
                    } fn parse_optional (p : & mut :: rods :: syntax :: parser :: Parser < '_ > ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < Self >> {
                        :: rods :: ods :: __private :: parse_optional_full_type :: < TokenType > (p)
                    } fn print (& self , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                        :: rods :: ods :: __private :: print_stripped_type (p , self , __print_body)
                    } fn print_qualified (& self , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                        p . print_type (& :: rods :: ir :: Type :: dialect (:: core :: clone :: Clone :: clone (self)))
                    } fn walk_sub_elements (& self , f : & mut dyn :: core :: ops :: FnMut (:: rods :: ir :: SubElement < '_ >)) {
                        f (:: rods :: ir :: SubElement :: DialectType (self))
                    }
                } # [doc = r" Parses what follows `#dialect.mnemonic` / `!dialect.mnemonic` (MLIR's"] # [doc = r" `Attr::parse` / `Type::parse`), then verifies it."] fn __parse_body (p : & mut :: rods :: syntax :: parser :: Parser < '_ >) -> :: rods :: diag :: ParseResult < TokenType > {
                    let __loc = p . current_location () ;
                    if p . parse_optional_less () {
                        p . parse_greater () ? ;
                    } let __attr = TokenType {
                    } ;
                    let _ = __loc ;
                    :: core :: result :: Result :: Ok (__attr)
                } # [doc = r" Parses the type for the registry."] fn __parse_def (p : & mut :: rods :: syntax :: parser :: Parser < '_ >) -> :: rods :: diag :: ParseResult < :: rods :: ir :: Type > {
                    __parse_body (p) . map (:: rods :: ir :: Type :: dialect)
                } # [doc = r" Prints what follows `#dialect.mnemonic` / `!dialect.mnemonic` (MLIR's"] # [doc = r" `Attr::print` / `Type::print`)."] fn __print_body (this : & TokenType , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                    let _ = (this , p) ;
                }
            } ;
        "#]],
    );
}

fn assert_contains(text: &str, needles: &[&str]) {
    for needle in needles {
        assert!(text.contains(needle), "{needle} not in\n{text}");
    }
}

/// `InferTypeOpInterface`: the parser infers the results last (when the format prints none),
/// `build_in` and the verifier call `infer_return_types`; `FirstAttrDerivedResultType`'s
/// `build_in` takes the first attribute's type; `build` stores `resultSegmentSizes`.
#[test]
fn result_type_inference_expansion() {
    let infer_op = |format: &str| {
        pretty(crate::expand_op(
            quote!(t.e, traits = [InferTypeOpInterface], format = #format),
            quote!(
                pub struct E {
                    #[operand]
                    pub v: Value,
                    #[result]
                    pub r: Value,
                }
            ),
        ))
    };
    let infer = infer_op("$v attr-dict `:` type($v)");
    assert_contains(
        &infer,
        &[
            ":: rods :: ods :: parse_inferred_result_types (p , state , {",
            ":: rods :: ods :: build_inferred_result_types (ir , & __state , {",
            ":: rods :: ods :: verify_inferred_result_types (ir , op , {",
            "let __f : :: rods :: ods :: InferReturnTypesFn = E :: infer_return_types ;",
        ],
    );
    // A printed result type: the parser reads it and infers nothing.
    let printed = infer_op("$v attr-dict `:` type($v) type($r)");
    assert!(
        !printed.contains("parse_inferred_result_types"),
        "{printed}"
    );
    assert!(
        printed.contains("verify_inferred_result_types"),
        "{printed}"
    );
    let fad = pretty(crate::expand_op(
        quote!(
            t.f,
            traits = [FirstAttrDerivedResultType],
            format = "$t $v attr-dict `:` type($v) type($r) type($s)"
        ),
        quote!(
            pub struct F {
                pub t: TypeAttr,
                #[operand]
                pub v: Value,
                #[result]
                pub r: Value,
                #[result]
                pub s: Value,
            }
        ),
    ));
    assert_contains(
        &fad,
        &[
            "find (| a | a . name . is (\"t\")) . and_then (| a | :: rods :: ods :: first_attr_derived_type (& a . value)) ?",
            "__state . result_types = :: std :: vec ! [__ty ;\n",
            "2usize] ;",
        ],
    );
    let segments = pretty(crate::expand_op(
        quote!(t.s, traits = [AttrSizedResultSegments]),
        quote!(
            pub struct S {
                #[result]
                pub a: Vec<Value>,
                #[result]
                pub b: Option<Value>,
            }
        ),
    ));
    assert!(
        segments.contains("__state . set_property (\"resultSegmentSizes\" , :: rods :: ods :: segment_sizes_attr (& [self . a . len () , usize :: from (self . b . is_some ())])) ;"),
        "{segments}"
    );
}

/// `type($x)` of a single constrained value reads and prints through the constraint (which
/// strips a dialect type); a variadic or unconstrained one, or `qualified(type($x))`, reads any
/// type and prints it in full.
#[test]
fn constrained_single_types_go_through_the_constraint() {
    let code = pretty(crate::expand_op(
        quote!(
            t.d,
            format = "$x `,` $v `,` $u `,` $q attr-dict `:` type($x) type($v) type($u) qualified(type($q))"
        ),
        quote!(
            pub struct D {
                #[operand(type = PairType)]
                pub x: Value,
                #[operand(type = PairType)]
                pub v: Vec<Value>,
                #[operand]
                pub u: Value,
                #[operand(type = PairType)]
                pub q: Value,
            }
        ),
    ));
    assert_contains(
        &code,
        &[
            "__t_x . push (< PairType as :: rods :: ods :: TypeConstraint > :: parse_in_format (p) ?) ;",
            "parse_type_var (p , :: rods :: ods :: Arity :: Variadic , & mut __t_v) ?",
            "parse_type_var (p , :: rods :: ods :: Arity :: Single , & mut __t_u) ?",
            "parse_type_var (p , :: rods :: ods :: Arity :: Single , & mut __t_q) ?",
            "< PairType as :: rods :: ods :: TypeConstraint > :: print_in_format (__ty , p) ;",
        ],
    );
    assert_eq!(code.matches("parse_in_format").count(), 1, "{code}");
    assert_eq!(code.matches("print_in_format").count(), 1, "{code}");
}

/// An `EnumProp` field: not required (absent, it is stored as 0), converted by its kind in the
/// generic form, left out of what the attr-dict moves into the properties, and listed as a
/// property the attr-dict never prints.
#[test]
fn enum_prop_specs_and_lists() {
    let code = pretty(crate::expand_op(
        quote!(t.p, format = "$e $f attr-dict"),
        quote!(
            pub struct P {
                pub e: EnumProp<E>,
                pub f: I32Attr,
            }
        ),
    ));
    assert_contains(
        &code,
        &[
            "name : \"e\" , required : false ,",
            "__ZERO . get_or_init (< EnumProp < E > > :: zero_storage)",
            "convert : < EnumProp < E > as :: rods :: ods :: OpAttr > :: CONVERT ,",
            "name : \"f\" , required : true ,",
            "const __INHERENT : & [& str] = & [\"e\" , \"f\"] ;",
            "const __PROPS : & [& str] = & [\"e\"] ;",
            "move_inherent_attrs (state , __SPECS) ;",
            "print_generated_attr_dict (p , op , & [\"f\"] , __PROPS , false) ;",
        ],
    );
}

/// The `walk_sub_elements` of a definition, rendered.
fn walk_of(args: TokenStream, item: TokenStream) -> String {
    let text = pretty(crate::expand_attr(args, item));
    let start = text
        .find("fn walk_sub_elements (& self , f : & mut dyn")
        .unwrap_or_else(|| panic!("no walk_sub_elements in:\n{text}"));
    let body = &text[start..];
    let end = body
        .find("} # [automatically_derived]")
        .unwrap_or(body.len());
    let lines: Vec<&str> = body[..end].lines().map(str::trim).collect();
    lines.join("\n") + "\n"
}

#[test]
fn sub_elements_are_walked_in_printing_order() {
    // `$second` prints first, `struct(...)` in its own order, an optional group's parameter
    // only when present, a defaulted one only when it differs from its default, a custom
    // directive's in its place.
    let walk = walk_of(
        quote!(
            t.order,
            format = "`<` custom<C>($r) $second `,` struct($d, $first) (`,` $o^)? `>`"
        ),
        quote!(
            pub struct OrderAttr {
                pub first: Attribute,
                pub second: Type,
                pub r: Attribute,
                pub o: Option<Attribute>,
                #[param(default = 1)]
                pub d: i32,
            }
        ),
    );
    expect![[r#"
        fn walk_sub_elements (& self , f : & mut dyn :: core :: ops :: FnMut (:: rods :: ir :: SubElement < '_ >)) {
        let _ = & f ;
        let this = self ;
        < Attribute as :: rods :: ods :: AttrParam > :: walk_sub_elements (& this . r , f) ;
        < Type as :: rods :: ods :: AttrParam > :: walk_sub_elements (& this . second , f) ;
        if {
        let d : i32 = 1 ;
        this . d != d
        } {
        < i32 as :: rods :: ods :: AttrParam > :: walk_sub_elements (& this . d , f) ;
        } < Attribute as :: rods :: ods :: AttrParam > :: walk_sub_elements (& this . first , f) ;
        if let :: core :: option :: Option :: Some (v) = & this . o {
        < Attribute as :: rods :: ods :: AttrParam > :: walk_sub_elements (v , f) ;
        }
        }

    "#]]
    .assert_eq(&walk);
}

/// mlir-tblgen's `genOpAsmInterface`: an op of several result groups names each group's first
/// value after it, unless it lists `OpAsmOpInterface`; an op of one result group names none.
#[test]
fn several_result_groups_are_named_after_their_fields() {
    let op = |args: TokenStream, results: TokenStream| {
        pretty(crate::expand_op(
            args,
            quote!(
                pub struct E {
                    #results
                }
            ),
        ))
    };
    let two = op(
        quote!(t.e, format = "attr-dict `:` type($low) type($high)"),
        quote!(#[result] pub low: Value, #[result] pub high: Vec<Value>,),
    );
    assert_contains(
        &two,
        &[
            "result_names : __asm_result_names",
            "set_name (* v , \"low\")",
            "set_name (* v , \"high\")",
        ],
    );
    let one = op(
        quote!(t.e, format = "attr-dict `:` type($r)"),
        quote!(#[result] pub r: Value,),
    );
    assert!(!one.contains("__asm_result_names"), "{one}");
    let declared = op(
        quote!(
            t.e,
            interfaces = [OpAsmOpInterface],
            format = "attr-dict `:` type($low) type($high)"
        ),
        quote!(#[result] pub low: Value, #[result] pub high: Value,),
    );
    assert!(!declared.contains("__asm_result_names"), "{declared}");
}

/// `` `\n` `` prints a newline with the op's indentation (MLIR's `printNewline`), as
/// `scf.index_switch`'s `default` on its own line.
#[test]
fn newline_literal_prints_an_indented_newline() {
    let out = printed(
        "$a `\\n` `` `default` $b attr-dict",
        quote!(#[operand(type = I32)] a: Value, #[operand(type = I32)] b: Value),
        &[("$a", "%a"), ("$b", "%b")],
        "",
    );
    assert_eq!(out, "op %a\ndefault %b");
    let expanded = pretty(crate::expand_op(
        quote!(t.n, format = "$a `\\n` `default` attr-dict"),
        quote!(
            pub struct N {
                #[operand(type = I32)]
                pub a: Value,
            }
        ),
    ));
    assert_contains(&expanded, &["p . print_newline () ;"]);
}

/// MLIR's `ensureTerminator` in a generated parser covers the regions the format parses itself,
/// not those a custom directive parses (`scf.index_switch`'s case regions).
#[test]
fn implicit_terminator_skips_regions_of_custom_directives() {
    let switch = pretty(crate::expand_op(
        quote!(
            t.s,
            traits = [SingleBlockImplicitTerminator(Y)],
            format = "custom<Cases>($cases) `default` $dflt attr-dict"
        ),
        quote!(
            pub struct S {
                #[region]
                pub dflt: RegionId,
                #[region]
                pub cases: Vec<RegionId>,
            }
        ),
    ));
    assert_contains(
        &switch,
        &[
            ":: rods :: ods :: __private :: ensure_terminator (p , & [& __l_dflt [..]] . concat () ,",
        ],
    );
    let plain = pretty(crate::expand_op(
        quote!(
            t.p,
            traits = [SingleBlockImplicitTerminator(Y)],
            format = "$body attr-dict"
        ),
        quote!(
            pub struct P {
                #[region]
                pub body: RegionId,
            }
        ),
    ));
    assert_contains(
        &plain,
        &[":: rods :: ods :: __private :: ensure_terminator (p , & state . regions ,"],
    );
}

/// `LoopLikeOpInterface` and `RegionBranchOpInterface` are verified with the regions in the
/// order the op lists them (MLIR's trait order), before the op's own `verify_regions`.
#[test]
fn region_interfaces_are_verified_in_listed_order() {
    let region_verifier = |interfaces: TokenStream| {
        let text = pretty(crate::expand_op(
            quote!(t.l, interfaces = [#interfaces], verify_regions, format = "$body attr-dict"),
            quote!(
                pub struct L {
                    #[region]
                    pub body: RegionId,
                }
            ),
        ));
        let loop_like = text
            .find("verify_loop_like_op_on (ir , op , __view) ?")
            .expect("loop-like check");
        let branch = text
            .find("verify_region_branch_op_on (ir , op , __view) ?")
            .expect("branch check");
        let own = text
            .find("L :: verify_regions (ir , op) ?")
            .expect("own check");
        assert!(loop_like.max(branch) < own, "{text}");
        loop_like < branch
    };
    assert!(region_verifier(quote!(
        LoopLikeOpInterface,
        RegionBranchOpInterface
    )));
    assert!(!region_verifier(quote!(
        RegionBranchOpInterface,
        LoopLikeOpInterface
    )));
}

/// `#[region(constraint = C)]`: the verifier checks each region of the field against `C`, after
/// the operand and result types, numbering them among all the op's regions.
#[test]
fn region_constraints_are_verified_after_types() {
    let text = pretty(crate::expand_op(
        quote!(t.r, format = "$v $first $rest attr-dict"),
        quote!(
            pub struct R {
                #[operand(type = I32)]
                pub v: Value,
                #[region(constraint = SizedRegion<1>)]
                pub first: RegionId,
                #[region(constraint = MaxSizedRegion<1>)]
                pub rest: Vec<RegionId>,
            }
        ),
    ));
    let types = text.find("verify_value_types").expect("type check");
    let first = text
        .find(":: rods :: ods :: verify_region_constraint :: < SizedRegion < 1 > > (ir , op , __regs , __first , \"first\") ?")
        .expect("first region check");
    let rest = text
        .find(":: rods :: ods :: verify_region_constraint :: < MaxSizedRegion < 1 > > (ir , op , __regs , __first , \"rest\") ?")
        .expect("rest region check");
    assert!(types < first && first < rest, "{text}");
}

/// The lines of `code` that mention any of `needles`, trimmed: the part of an expansion a
/// snapshot is about.
fn lines_with(code: &str, needles: &[&str]) -> String {
    code.lines()
        .map(str::trim)
        .filter(|l| needles.iter().any(|n| l.contains(n)))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A variadic-of-variadic operand group (`Vec<Vec<Value>>` with `segments = "segs"`): the typed
/// view splits it by the sizes attribute, the verifier checks the sizes in the group's turn
/// (`verifyValueSizeAttr`), a custom directive reads and prints the sub-groups and their types,
/// the parser stores their sizes after the attr-dict, the printer elides the sizes attribute,
/// and `build` stores the sizes from the sub-groups.
#[test]
fn variadic_of_variadic_expansion() {
    let code = pretty(crate::expand_op(
        quote!(
            t.sw,
            traits = [AttrSizedOperandSegments],
            format = "$flag `[` custom<Groups>($groups, type($groups), ref($flag), $dests) `]` $rest attr-dict `:` type($flag) type($rest)"
        ),
        quote!(
            pub struct Sw {
                #[operand]
                pub flag: Value,
                #[operand(segments = "segs")]
                pub groups: Vec<Vec<Value>>,
                #[operand]
                pub rest: Vec<Value>,
                pub segs: DenseI32ArrayAttr,
                #[successor]
                pub dests: Vec<BlockId>,
            }
        ),
    ));
    let snapshot = lines_with(
        &code,
        &[
            "__oo_",
            "__tt_",
            "__vv_",
            "split_value_groups",
            "verify_value_size_attr",
            "flatten_value_groups",
            "\"segs\"",
            "for < '__a > fn",
            "fn (& mut :: rods :: syntax :: printer :: Printer",
        ],
    );
    expect![[r#"
        name : "segs" , required : true , satisfies : < DenseI32ArrayAttr as :: rods :: ods :: OpAttr > :: satisfies , satisfies_storage : < DenseI32ArrayAttr as :: rods :: ods :: OpAttr > :: satisfies_storage , summary : < DenseI32ArrayAttr as :: rods :: ods :: OpAttr > :: summary , invalid_value : < DenseI32ArrayAttr as :: rods :: ods :: OpAttr > :: invalid_value , default : :: core :: option :: Option :: None , convert : < DenseI32ArrayAttr as :: rods :: ods :: OpAttr > :: CONVERT ,
        const __INHERENT : & [& str] = & ["segs" , "operandSegmentSizes"] ;
        name : "segs" , rust_type : "DenseI32ArrayAttr" , summary : < DenseI32ArrayAttr as :: rods :: ods :: OpAttr > :: summary ,
        let __f_groups = :: rods :: ods :: split_value_groups (__o . operands . get (__seg_operands [1usize] . clone ()) ? , & :: rods :: ods :: segment_sizes (ir , op , "segs") ? ,) ? ;
        let __f_segs = < DenseI32ArrayAttr as :: rods :: ods :: OpAttr > :: from_attr (ir . stored_property (op , "segs") ?) ? ;
        __state . set_property ("segs" , < DenseI32ArrayAttr as :: rods :: ods :: OpAttr > :: to_attr (& self . segs)) ;
        __state . set_property ("segs" , :: rods :: ods :: segment_sizes_attr (& __sizes)) ;
        __state . set_property ("segs" , < DenseI32ArrayAttr as :: rods :: ods :: OpAttr > :: to_attr (& segs)) ;
        __state . set_property ("segs" , :: rods :: ods :: segment_sizes_attr (& __sizes)) ;
        :: rods :: ods :: verify_value_size_attr (ir , op , "segs" , "groups" , __vals . len ()) ? ;
        let mut __oo_groups : :: std :: vec :: Vec < :: std :: vec :: Vec < :: rods :: syntax :: parser :: UnresolvedOperand < '_ >> > = :: std :: vec :: Vec :: new () ;
        let mut __tt_groups : :: std :: vec :: Vec < :: std :: vec :: Vec < :: rods :: ir :: Type >> = :: std :: vec :: Vec :: new () ;
        let __f : for < '__a > fn (& mut :: rods :: syntax :: parser :: Parser < '__a > , & mut :: std :: vec :: Vec < :: std :: vec :: Vec < :: rods :: syntax :: parser :: UnresolvedOperand < '__a > > > , & mut :: std :: vec :: Vec < :: std :: vec :: Vec < :: rods :: ir :: Type > > , & [:: rods :: syntax :: parser :: UnresolvedOperand < '__a >] , & mut :: std :: vec :: Vec < :: rods :: ir :: BlockId >) -> :: rods :: diag :: ParseResult < () > = parse_groups ;
        }) (p , & mut __oo_groups , & mut __tt_groups , & __o_flag [..] , __l_dests . vec_mut ()) ? ;
        let __sizes = :: rods :: ods :: __private :: flatten_value_groups (__oo_groups , __tt_groups , & mut __o_groups , & mut __t_groups) ;
        state . set_property ("segs" , :: rods :: ods :: segment_sizes_attr (& __sizes)) ;
        state . set_property ("segs" , a) ;
        let __a_segs : :: core :: option :: Option < & :: rods :: ir :: Attribute > = :: rods :: ods :: __private :: stored_property (p , op , "segs") ;
        let __vv_groups = :: rods :: ods :: __private :: value_groups (p , op , "segs" , __v_groups) ;
        let __f : fn (& mut :: rods :: syntax :: printer :: Printer < '_ > , & [:: std :: vec :: Vec < :: rods :: ir :: Value >] , & [:: std :: vec :: Vec < :: rods :: ir :: Type >] , & [:: rods :: ir :: Value] , & [:: rods :: ir :: BlockId]) = print_groups ;
        }) (p , & __vv_groups , & :: rods :: ods :: __private :: nested_types_of (p , & __vv_groups) , __v_flag , __v_dests) ;
        :: rods :: ods :: __private :: print_attr_dict (p , op , & ["operandSegmentSizes" , "segs"] , __PROPS , false) ;
        :: rods :: ods :: __private :: sub_groups (ir , self . 0 , :: rods :: ods :: __private :: group_of (ir , self . 0 , :: rods :: ods :: __private :: operands_of , __OPERAND_ARITIES , :: rods :: ods :: __private :: Segments :: Attr ("operandSegmentSizes") , 1usize) , "segs")
        :: rods :: ods :: __private :: required_attr (ir , self . 0 , "segs" , < DenseI32ArrayAttr as :: rods :: ods :: OpAttr > :: from_attr)
        :: rods :: ods :: __private :: set_attr (ir , self . 0 , "segs" , < DenseI32ArrayAttr as :: rods :: ods :: OpAttr > :: to_attr (& value))"#]]
    .assert_eq(&snapshot);
}

/// `fold`: `OpDef::fold` wraps the op's own `fn fold` through a typed fn pointer spanned at the
/// argument; a one-result op's returns one `OpFoldResult`, any other op's a list.
#[test]
fn fold_hook_expansion_snapshot() {
    let single = crate::expand::op::fold_hook_tokens(
        quote!(
            t.neg,
            fold,
            format = "$v attr-dict `:` type($v) `,` type($r)"
        ),
        quote!(
            pub struct Neg {
                #[operand]
                pub v: Value,
                #[result]
                pub r: Value,
            }
        ),
    );
    expect![[r#"
        :: core :: option :: Option :: Some ({
            fn __fold (ir : & mut :: rods :: ir :: Ir , op : :: rods :: ir :: OpId , operands : & [:: core :: option :: Option < :: rods :: ir :: Attribute >] , results : & mut :: std :: vec :: Vec < :: rods :: dialect :: OpFoldResult > ,) -> bool {
                :: rods :: ods :: __private :: fold_single_result (ir , op , operands , results , {
                    let __user : fn (& mut :: rods :: ir :: Ir , :: rods :: ir :: OpId , & [:: core :: option :: Option < :: rods :: ir :: Attribute >] ,) -> :: core :: option :: Option < :: rods :: dialect :: OpFoldResult > = Neg :: fold ;
                    __user
                })
            } __fold
        })
    "#]]
    .assert_eq(&pretty(single));
    let pair = pretty(crate::expand::op::fold_hook_tokens(
        quote!(
            t.pair,
            fold,
            format = "$v attr-dict `:` type($v) type($r) type($s)"
        ),
        quote!(
            pub struct Pair {
                #[operand]
                pub v: Value,
                #[result]
                pub r: Value,
                #[result]
                pub s: Value,
            }
        ),
    ));
    assert_contains(
        &pair,
        &[
            ":: core :: option :: Option < :: std :: vec :: Vec < :: rods :: dialect :: OpFoldResult >> = Pair :: fold ;",
            ":: rods :: ods :: __private :: fold_results (ir , op , operands , results , {",
        ],
    );
    let none = crate::expand::op::fold_hook_tokens(
        quote!(t.none, format = "attr-dict"),
        quote!(
            pub struct NoFold {}
        ),
    );
    assert_eq!(none.to_string(), ":: core :: option :: Option :: None");
}

/// `canonicalizer` and `canonicalize`: `OpDef::canonicalizer` is the op's own `fn
/// canonicalization_patterns`, or, with `canonicalize`, a function adding the op's own `fn
/// canonicalize` as a pattern and then calling `canonicalization_patterns` when the op has
/// both; each through a typed fn pointer spanned at its argument.
#[test]
fn canonicalizer_hook_expansion_snapshot() {
    let both = crate::expand::op::canonicalizer_hook_tokens(
        quote!(t.br, canonicalize, canonicalizer, format = "attr-dict"),
        quote!(
            pub struct Br {}
        ),
    );
    expect![[r#"
        :: core :: option :: Option :: Some ({
            fn __canonicalizer (patterns : & mut :: rods :: pass :: PatternSet) {
                patterns . add_fn :: < Br > ({
                    let __canonicalize : fn (< Br as :: rods :: ods :: TypedOp > :: Handle , & mut :: rods :: pass :: Rewriter < '_ > ,) -> bool = Br :: canonicalize ;
                    __canonicalize
                }) ;
                ({
                    let __user : :: rods :: dialect :: CanonicalizerFn = Br :: canonicalization_patterns ;
                    __user
                }) (patterns) ;
            } __canonicalizer
        })
    "#]]
    .assert_eq(&pretty(both));
    let method = pretty(crate::expand::op::canonicalizer_hook_tokens(
        quote!(t.assert, canonicalize, format = "attr-dict"),
        quote!(
            pub struct Assert {}
        ),
    ));
    assert!(!method.contains("canonicalization_patterns"), "{method}");
    let user = crate::expand::op::canonicalizer_hook_tokens(
        quote!(t.sel, canonicalizer, format = "attr-dict"),
        quote!(
            pub struct Sel {}
        ),
    );
    expect![[r#"
        :: core :: option :: Option :: Some ({
            let __user : :: rods :: dialect :: CanonicalizerFn = Sel :: canonicalization_patterns ;
            __user
        })
    "#]]
    .assert_eq(&pretty(user));
    let none = crate::expand::op::canonicalizer_hook_tokens(
        quote!(t.none, format = "attr-dict"),
        quote!(
            pub struct NoPatterns {}
        ),
    );
    assert_eq!(none.to_string(), ":: core :: option :: Option :: None");
}

/// The handle of an op (`THandle`): an accessor per field, each one helper call (single and
/// optional values from their group, variadic groups as slices, regions and successors,
/// attributes with their default), setters for single operands, for variable-length ones when
/// `AttrSizedOperandSegments` keeps their sizes, and for attributes (removers for optional
/// ones).
#[test]
fn handle_expansion() {
    let code = pretty(crate::expand_op(
        quote!(t.h, traits = [AttrSizedOperandSegments]),
        quote!(
            pub struct T {
                #[operand]
                pub a: Value,
                #[operand]
                pub b: Option<Value>,
                #[operand]
                pub c: Vec<Value>,
                #[attr(default = I64Attr(0))]
                pub n: I64Attr,
                pub u: Option<UnitAttr>,
                #[result]
                pub r: Vec<Value>,
                #[region]
                pub body: RegionId,
                #[successor]
                pub dest: BlockId,
            }
        ),
    ));
    let handle = &code[code.find("impl THandle {").expect("the handle's impl")..];
    let snapshot = lines_with(handle, &["pub fn", "__private ::"]);
    expect![[r##"
        # [doc = r" The op's id."] # [inline] pub fn op (self) -> :: rods :: ir :: OpId {
        } # [doc = r" The op's fields copied out of `ir` (`from_op`): `None` when the op does not"] # [doc = r" satisfy its declaration."] # [inline] pub fn read (self , ir : & :: rods :: ir :: Ir) -> :: core :: option :: Option < T > {
        } # [doc = "The `a` operand.\n\n# Panics\nWhen the op does not fit its declaration (the verifier rejects it)."] # [inline] pub fn a (self , ir : & :: rods :: ir :: Ir) -> :: rods :: ir :: Value {
        :: rods :: ods :: __private :: one (:: rods :: ods :: __private :: group_of (ir , self . 0 , :: rods :: ods :: __private :: operands_of , __OPERAND_ARITIES , :: rods :: ods :: __private :: Segments :: Attr ("operandSegmentSizes") , 0usize))
        } # [doc = "Sets the `a` operand (the use lists follow).\n\n# Panics\nWhen the op does not fit its declaration (the verifier rejects it)."] # [inline] pub fn set_a (self , ir : & mut :: rods :: ir :: Ir , value : :: rods :: ir :: Value) {
        :: rods :: ods :: __private :: set_single_operand (ir , self . 0 , __OPERAND_ARITIES , :: rods :: ods :: __private :: Segments :: Attr ("operandSegmentSizes") , 0usize , value)
        } # [doc = "The `b` operand, if present."] # [inline] pub fn b (self , ir : & :: rods :: ir :: Ir) -> :: core :: option :: Option < :: rods :: ir :: Value > {
        :: rods :: ods :: __private :: group_of (ir , self . 0 , :: rods :: ods :: __private :: operands_of , __OPERAND_ARITIES , :: rods :: ods :: __private :: Segments :: Attr ("operandSegmentSizes") , 1usize) . first () . copied ()
        } # [doc = "Sets or removes the `b` operand (the use lists and `operandSegmentSizes` follow).\n\n# Panics\nWhen the op does not fit its declaration (the verifier rejects it)."] # [inline] pub fn set_b (self , ir : & mut :: rods :: ir :: Ir , value : :: core :: option :: Option < :: rods :: ir :: Value >) {
        :: rods :: ods :: __private :: set_operand_group (ir , self . 0 , __OPERAND_ARITIES , :: rods :: ods :: __private :: Segments :: Attr ("operandSegmentSizes") , 1usize , value . as_slice ())
        } # [doc = "The `c` operands (none when the op does not fit its declaration)."] # [inline] pub fn c (self , ir : & :: rods :: ir :: Ir) -> & [:: rods :: ir :: Value] {
        :: rods :: ods :: __private :: group_of (ir , self . 0 , :: rods :: ods :: __private :: operands_of , __OPERAND_ARITIES , :: rods :: ods :: __private :: Segments :: Attr ("operandSegmentSizes") , 2usize)
        } # [doc = "Replaces the `c` operands (the use lists and `operandSegmentSizes` follow).\n\n# Panics\nWhen the op does not fit its declaration (the verifier rejects it)."] # [inline] pub fn set_c (self , ir : & mut :: rods :: ir :: Ir , value : & [:: rods :: ir :: Value]) {
        :: rods :: ods :: __private :: set_operand_group (ir , self . 0 , __OPERAND_ARITIES , :: rods :: ods :: __private :: Segments :: Attr ("operandSegmentSizes") , 2usize , value)
        } # [doc = "The `n` attribute, or its default when absent.\n\n# Panics\nWhen it is of another kind (the verifier rejects the op)."] # [inline] pub fn n (self , ir : & :: rods :: ir :: Ir) -> I64Attr {
        :: rods :: ods :: __private :: default_attr (ir , self . 0 , "n" , < I64Attr as :: rods :: ods :: OpAttr > :: from_attr , || I64Attr (0))
        } # [doc = "Sets the `n` attribute."] # [inline] pub fn set_n (self , ir : & mut :: rods :: ir :: Ir , value : I64Attr) {
        :: rods :: ods :: __private :: set_attr (ir , self . 0 , "n" , < I64Attr as :: rods :: ods :: OpAttr > :: to_attr (& value))
        } # [doc = "The `u` attribute, if set.\n\n# Panics\nWhen it is of another kind (the verifier rejects the op)."] # [inline] pub fn u (self , ir : & :: rods :: ir :: Ir) -> :: core :: option :: Option < UnitAttr > {
        :: rods :: ods :: __private :: optional_attr (ir , self . 0 , "u" , < UnitAttr as :: rods :: ods :: OpAttr > :: from_attr)
        } # [doc = "Sets the `u` attribute."] # [inline] pub fn set_u (self , ir : & mut :: rods :: ir :: Ir , value : UnitAttr) {
        :: rods :: ods :: __private :: set_attr (ir , self . 0 , "u" , < UnitAttr as :: rods :: ods :: OpAttr > :: to_attr (& value))
        whether it was set."] # [inline] pub fn remove_u (self , ir : & mut :: rods :: ir :: Ir) -> bool {
        :: rods :: ods :: __private :: remove_attr (ir , self . 0 , "u")
        } # [doc = "The `r` results (none when the op does not fit its declaration)."] # [inline] pub fn r (self , ir : & :: rods :: ir :: Ir) -> & [:: rods :: ir :: Value] {
        :: rods :: ods :: __private :: group_of (ir , self . 0 , :: rods :: ods :: __private :: results_of , __RESULT_ARITIES , :: rods :: ods :: __private :: Segments :: Arities , 0usize)
        } # [doc = "The `body` region.\n\n# Panics\nWhen the op does not fit its declaration (the verifier rejects it)."] # [inline] pub fn body (self , ir : & :: rods :: ir :: Ir) -> :: rods :: ir :: RegionId {
        :: rods :: ods :: __private :: one (:: rods :: ods :: __private :: group_of (ir , self . 0 , :: rods :: ods :: __private :: regions_of , __REGION_ARITIES , :: rods :: ods :: __private :: Segments :: Arities , 0usize))
        } # [doc = "The `dest` successor.\n\n# Panics\nWhen the op does not fit its declaration (the verifier rejects it)."] # [inline] pub fn dest (self , ir : & :: rods :: ir :: Ir) -> :: rods :: ir :: BlockId {
        :: rods :: ods :: __private :: one (:: rods :: ods :: __private :: group_of (ir , self . 0 , :: rods :: ods :: __private :: successors_of , __SUCCESSOR_ARITIES , :: rods :: ods :: __private :: Segments :: Arities , 0usize))"##]]
    .assert_eq(&snapshot);
}

/// Fields named `op` and `read` take the place of the handle's own methods, and `from_op`'s
/// locals do not shadow its parameters.
#[test]
fn fields_named_like_handle_methods() {
    let code = pretty(crate::expand_op(
        quote!(t.clash),
        quote!(
            pub struct Clash {
                #[operand]
                pub op: Value,
                pub read: I64Attr,
                pub ir: I64Attr,
            }
        ),
    ));
    let handle = &code[code.find("impl ClashHandle {").expect("the handle's impl")..];
    let snapshot = lines_with(handle, &["pub fn"]);
    expect![[r##"
        # [doc = "The `op` operand.\n\n# Panics\nWhen the op does not fit its declaration (the verifier rejects it)."] # [inline] pub fn op (self , ir : & :: rods :: ir :: Ir) -> :: rods :: ir :: Value {
        } # [doc = "Sets the `op` operand (the use lists follow).\n\n# Panics\nWhen the op does not fit its declaration (the verifier rejects it)."] # [inline] pub fn set_op (self , ir : & mut :: rods :: ir :: Ir , value : :: rods :: ir :: Value) {
        } # [doc = "The `read` attribute.\n\n# Panics\nWhen it is absent or of another kind (the verifier rejects the op)."] # [inline] pub fn read (self , ir : & :: rods :: ir :: Ir) -> I64Attr {
        } # [doc = "Sets the `read` attribute."] # [inline] pub fn set_read (self , ir : & mut :: rods :: ir :: Ir , value : I64Attr) {
        } # [doc = "The `ir` attribute.\n\n# Panics\nWhen it is absent or of another kind (the verifier rejects the op)."] # [inline] pub fn ir (self , ir : & :: rods :: ir :: Ir) -> I64Attr {
        } # [doc = "Sets the `ir` attribute."] # [inline] pub fn set_ir (self , ir : & mut :: rods :: ir :: Ir , value : I64Attr) {"##]].assert_eq(&snapshot);
    assert!(code.contains("let __f_op ="), "{code}");
}
/// Declared memory effects: `OpTraits::memory_effects` lists those of `MemoryEffects([...])`,
/// then each operand group's, then each result group's; `OpDef::effects` is the generated
/// `getEffects`, which finds each group's values (here through the segment sizes).
#[test]
fn memory_effects_expansion() {
    let code = pretty(crate::expand_op(
        quote!(
            t.fx,
            traits = [AttrSizedOperandSegments, MemoryEffects([MemRead])]
        ),
        quote!(
            pub struct Fx {
                #[operand]
                pub deps: Vec<Value>,
                #[operand(effects = [MemReadAt(0, FullEffect), MemWrite])]
                pub dst: Option<Value>,
                #[result(effects = [MemAlloc(AutomaticAllocationScopeResource, 1, FullEffect)])]
                pub buffer: Value,
            }
        ),
    ));
    let snapshot = lines_with(
        &code,
        &[
            "EffectDecl",
            "effect :",
            "__effects",
            "push_declared_effects",
            "group_at",
            "memory_effects",
            "__oseg",
        ],
    );
    expect![[r#"
        memory_effects : :: rods :: dialect :: MemoryEffects :: Declared (__EFFECTS) , .. :: rods :: dialect :: OpTraits :: NONE
        } , tracked : false , effects : :: core :: option :: Option :: Some (__effects) , doc : & :: rods :: dialect :: OpDoc {
        const __EFFECTS : & [:: rods :: dialect :: EffectDecl] = & [:: rods :: dialect :: EffectDecl {
        effect : :: rods :: dialect :: Effect :: Read , on : :: rods :: dialect :: EffectOn :: Op , resource : :: rods :: dialect :: EffectResource :: Default , stage : 0u32 , full : false ,
        } , :: rods :: dialect :: EffectDecl {
        effect : :: rods :: dialect :: Effect :: Read , on : :: rods :: dialect :: EffectOn :: OperandGroup (1usize) , resource : :: rods :: dialect :: EffectResource :: Default , stage : 0u32 , full : true ,
        } , :: rods :: dialect :: EffectDecl {
        effect : :: rods :: dialect :: Effect :: Write , on : :: rods :: dialect :: EffectOn :: OperandGroup (1usize) , resource : :: rods :: dialect :: EffectResource :: Default , stage : 0u32 , full : false ,
        } , :: rods :: dialect :: EffectDecl {
        effect : :: rods :: dialect :: Effect :: Allocate , on : :: rods :: dialect :: EffectOn :: ResultGroup (0usize) , resource : :: rods :: dialect :: EffectResource :: AutomaticAllocationScope , stage : 1u32 , full : true ,
        fn __effects (ir : & :: rods :: ir :: Ir , op : :: rods :: ir :: OpId , out : & mut :: std :: vec :: Vec < :: rods :: dialect :: EffectInstance > ,) {
        let __oseg = :: rods :: ods :: segment_sizes (ir , op , "operandSegmentSizes") ;
        :: rods :: ods :: __private :: push_declared_effects (out , __EFFECTS , | n | :: rods :: ods :: __private :: group_at (& __op . operands , __OPERAND_ARITIES , __oseg . as_deref () , n) . 1 , | n | :: rods :: ods :: __private :: group_at (& __op . results , __RESULT_ARITIES , :: core :: option :: Option :: None , n) . 1 ,) ;"#]]
    .assert_eq(&snapshot);
}
