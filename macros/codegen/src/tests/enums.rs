//! `#[dialect_enum]`: the model built from the arguments and variants, the message of every
//! check (mlir-tblgen's assertion texts where it has them), and a snapshot of the expansion.

use expect_test::expect;
use proc_macro2::TokenStream;
use quote::quote;

use super::messages;
use crate::expand::tests::pretty;
use crate::{expand_enum, parse_enum};

fn errors(args: TokenStream, variants: TokenStream) -> Vec<String> {
    messages(parse_enum(args, quote!(pub enum E { #variants })))
}

#[test]
fn model_records_cases_values_and_options() {
    let decl = parse_enum(
        quote!(
            I32BitEnumAttr,
            cpp_namespace = "::mlir::arith",
            separator = ",",
            print_bit_enum_primary_groups,
            gen_specialized_attr = false,
            summary = "flags"
        ),
        quote!(
            pub enum FastMathFlags {
                #[case(none, str = "none")]
                None,
                #[case(bit = 0, str = "reassoc")]
                Reassoc,
                #[case(bit = 1, str = "nnan")]
                Nnan,
                #[case(value = 8)]
                nsz,
                #[case(group = [Reassoc, Nnan], str = "fast")]
                Fast,
            }
        ),
    )
    .expect("valid");
    assert!(decl.bit);
    assert_eq!(decl.width, 32);
    assert_eq!(decl.cpp_type(), "::mlir::arith::FastMathFlags");
    assert_eq!(decl.values(), [Some(0), Some(1), Some(2), Some(8), Some(3)]);
    let strs: Vec<&str> = decl.cases.iter().map(|c| c.str.as_str()).collect();
    assert_eq!(strs, ["none", "reassoc", "nnan", "nsz", "fast"]);
    assert!(decl.primary_groups.is_some());
    assert_eq!(
        decl.separator.as_ref().map(syn::LitStr::value).as_deref(),
        Some(",")
    );
}

#[test]
fn cpp_type_defaults_to_the_rust_name() {
    let decl = parse_enum(
        quote!(I64EnumAttr),
        quote!(
            pub enum Cmp {
                #[case(value = 0, str = "eq")]
                Eq,
            }
        ),
    )
    .expect("valid");
    assert_eq!(decl.cpp_type(), "Cmp");
    assert!(!decl.bit);
    assert_eq!(decl.width, 64);
}

#[test]
fn clashing_cases_are_reported_on_the_later_case() {
    assert_eq!(
        errors(
            quote!(I64EnumAttr),
            quote!(
                #[case(value = 0, str = "a")]
                A,
                #[case(value = 1, str = "a")]
                B
            ),
        ),
        ["duplicate enum case string \"a\": case `A` already has it"]
    );
    assert_eq!(
        errors(
            quote!(I64EnumAttr),
            quote!(
                #[case(value = 3)]
                A,
                #[case(value = 3)]
                B
            ),
        ),
        ["enum cases `A` and `B` have the same value 3"]
    );
}

#[test]
fn case_strings_must_print_back() {
    let msg = "an enum case string must be non-empty, without `\"`, `\\` or control characters (MLIR prints it quoted as is)";
    assert_eq!(
        errors(
            quote!(I32EnumAttr),
            quote!(
                #[case(value = 0, str = "")]
                A,
                #[case(value = 1, str = "a\"b")]
                B,
                #[case(value = 2, str = "c\\")]
                C
            ),
        ),
        [msg, msg, msg]
    );
}

#[test]
fn bit_cases_follow_mlir_tblgen_assertions() {
    assert_eq!(
        errors(
            quote!(I8BitEnumAttr),
            quote!(
                #[case(bit = 8)]
                A
            )
        ),
        ["bit position larger than underlying storage"]
    );
    assert_eq!(
        errors(
            quote!(I32BitEnumAttr, separator = " "),
            quote!(
                #[case(bit = 0)]
                A
            )
        ),
        ["separator must contain '|' or ',' for parameter parsing"]
    );
    assert_eq!(
        errors(
            quote!(I32BitEnumAttr),
            quote!(
                #[case(bit = 0)]
                A,
                #[case(group = [A, C])]
                G,
                #[case(group = [G])]
                H
            ),
        ),
        [
            "unknown case `C` in the group",
            "`G` is a group: list the cases of a group, not groups",
        ]
    );
}

#[test]
fn bit_options_are_only_for_bit_enums() {
    assert_eq!(
        errors(
            quote!(I32EnumAttr, separator = ",", print_bit_enum_primary_groups),
            quote!(
                #[case(bit = 0)]
                A,
                #[case(none)]
                B,
                #[case(group = [A])]
                C
            ),
        ),
        [
            "`separator` is only for bit enums (`I32BitEnumAttr`, …)",
            "`print_bit_enum_primary_groups` is only for bit enums (`I32BitEnumAttr`, …)",
            "`bit` is only for bit enums; write `value = N`",
            "`none` is only for bit enums; write `value = 0`",
            "`group` is only for bit enums",
            "enum cases `A` and `C` have the same value 1",
        ]
    );
}

#[test]
fn values_must_fit_and_be_given() {
    assert_eq!(
        errors(
            quote!(I32EnumAttr),
            quote!(
                #[case(value = 4294967296)]
                A
            )
        ),
        ["value 4294967296 does not fit the 32-bit storage of the enum"]
    );
    assert_eq!(
        errors(
            quote!(I32EnumAttr),
            quote!(
                A,
                #[case(str = "b")]
                B
            )
        ),
        [
            "every variant needs a `#[case(...)]` giving its value (`#[case(value = N)]`)",
            "expected a value for this case: `value = N`, or for bit enums `bit = N`, `none` or `group = [...]`",
        ]
    );
    assert_eq!(
        errors(
            quote!(I32EnumAttr),
            quote!(
                #[case(value = 0)]
                A = 0,
                #[case(value = 1)]
                B(u8)
            )
        ),
        [
            "an enum case has no fields and no discriminant: give its value as `#[case(value = N)]`",
            "an enum case has no fields and no discriminant: give its value as `#[case(value = N)]`",
        ]
    );
    assert_eq!(
        errors(quote!(I32EnumAttr), TokenStream::new()),
        ["an enum attribute needs at least one case"]
    );
}

#[test]
fn arguments_and_options_are_checked() {
    assert_eq!(
        errors(
            quote!(I16EnumAttr),
            quote!(
                #[case(value = 0)]
                A
            )
        ),
        [
            "unknown enum class `I16EnumAttr`; expected one of `I32EnumAttr`, `I64EnumAttr`, `I8BitEnumAttr`, `I16BitEnumAttr`, `I32BitEnumAttr`, `I64BitEnumAttr`"
        ]
    );
    assert_eq!(
        errors(
            quote!(summary = "s"),
            quote!(
                #[case(value = 0)]
                A
            )
        ),
        [
            "expected the enum class as the first argument of `#[dialect_enum(...)]` (one of `I32EnumAttr`, `I64EnumAttr`, `I8BitEnumAttr`, `I16BitEnumAttr`, `I32BitEnumAttr`, `I64BitEnumAttr`)"
        ]
    );
    assert_eq!(
        errors(
            quote!(I32EnumAttr, sumary = "s"),
            quote!(
                #[case(value = 0)]
                A
            )
        ),
        [
            "unknown argument `sumary` of `#[dialect_enum]`; expected the enum class first, then any of `cpp_namespace`, `summary`, `separator`, `print_bit_enum_primary_groups`, `gen_specialized_attr`"
        ]
    );
    assert_eq!(
        errors(
            quote!(I32EnumAttr, summary = "a", summary = "b"),
            quote!(
                #[case(value = 0)]
                A
            )
        ),
        ["duplicate argument `summary`"]
    );
    assert_eq!(
        errors(
            quote!(I32EnumAttr),
            quote!(
                #[case(value = 0, bit = 1)]
                A
            )
        ),
        ["a case takes one of `value`, `bit`, `none`, `group`; `bit` comes after another"]
    );
    assert_eq!(
        errors(
            quote!(I32EnumAttr),
            quote!(
                #[case(valu = 0)]
                A
            )
        ),
        ["unknown option `valu` of `#[case]`; expected `value`, `bit`, `none`, `group`, `str`"]
    );
    assert_eq!(
        errors(
            quote!(I32EnumAttr),
            quote!(
                #[case(value = 0)]
                #[case(value = 1)]
                A
            )
        ),
        ["duplicate `#[case]` attribute"]
    );
    assert_eq!(
        messages(parse_enum(
            quote!(I32EnumAttr),
            quote!(
                pub struct S;
            )
        )),
        ["`#[dialect_enum]` can only be applied to an enum"]
    );
}

#[test]
fn a_rejected_enum_is_re_emitted_without_its_case_attributes() {
    let out = expand_enum(
        quote!(I32EnumAttr),
        quote!(
            pub enum E {
                #[case(value = 0)]
                A,
                #[case(value = 0)]
                B,
            }
        ),
    )
    .to_string();
    assert!(out.starts_with("pub enum E { A , B"), "{out}");
    assert!(out.contains("compile_error"), "{out}");
}

#[test]
fn enum_expansion_snapshot() {
    let out = expand_enum(
        quote!(I64EnumAttr, cpp_namespace = "::t"),
        quote!(
            /// A predicate.
            pub enum Pred {
                #[case(value = 0, str = "eq")]
                Eq,
                #[case(value = 5, str = "ne")]
                Ne,
            }
        ),
    );
    expect![[r##"
        # [doc = r" A predicate."] # [derive (Clone , Copy , Debug , PartialEq , Eq , Hash , PartialOrd , Ord)] # [repr (u64)] pub enum Pred {
            Eq = 0 , Ne = 5
        } # [automatically_derived] impl Pred {
            # [doc = r" Every case, in declaration order."] pub const CASES : & 'static [Pred] = & [Pred :: Eq , Pred :: Ne] ;
            # [doc = r" The case spelled `s` (MLIR's `symbolizeE(StringRef)`)."] pub fn symbolize (s : & str) -> :: core :: option :: Option < Self > {
                match s {
                    "eq" => :: core :: option :: Option :: Some (Pred :: Eq) , "ne" => :: core :: option :: Option :: Some (Pred :: Ne) , _ => :: core :: option :: Option :: None ,
                }
            } # [doc = r" The string form (MLIR's `stringifyE`)."] pub fn stringify (self) -> & 'static str {
                match self {
                    Pred :: Eq => "eq" , Pred :: Ne => "ne" ,
                }
            } # [doc = r" The case of `value` (MLIR's `symbolizeE(uint)`)."] pub fn from_value (value : u64) -> :: core :: option :: Option < Self > {
                match value {
                    0 => :: core :: option :: Option :: Some (Pred :: Eq) , 5 => :: core :: option :: Option :: Some (Pred :: Ne) , _ => :: core :: option :: Option :: None ,
                }
            } # [doc = r" The value."] pub fn value (self) -> u64 {
                self as u64
            }
        } # [automatically_derived] impl :: core :: fmt :: Display for Pred {
            fn fmt (& self , f : & mut :: core :: fmt :: Formatter < '_ >) -> :: core :: fmt :: Result {
                f . write_str (self . stringify ())
            }
        } # [doc (hidden)] # [allow (non_snake_case , clippy :: all)] const _ : () = {
            # [automatically_derived] impl :: rods :: ods :: DialectEnum for Pred {
                const INFO : :: rods :: ods :: EnumInfo = :: rods :: ods :: EnumInfo {
                    cpp_type : "::t::Pred" , width : 64u32 , cases : & [:: rods :: ods :: EnumCase {
                        str : "eq" , value : 0u64
                    } , :: rods :: ods :: EnumCase {
                        str : "ne" , value : 5u64
                    }] , bits : :: core :: option :: Option :: None , specialized : true ,
                } ;
                fn from_raw (value : u64) -> :: core :: option :: Option < Self > {
                    u64 :: try_from (value) . ok () . and_then (Pred :: from_value)
                } fn raw (self) -> u64 {
                    self as u64
                }
            } # [automatically_derived] impl :: core :: str :: FromStr for Pred {
                type Err = :: rods :: ods :: ParseEnumError ;
                fn from_str (s : & str) -> :: core :: result :: Result < Self , Self :: Err > {
                    Pred :: symbolize (s) . ok_or_else (:: rods :: ods :: ParseEnumError :: new :: < Pred >)
                }
            } # [automatically_derived] impl :: rods :: ods :: OpAttr for Pred {
                fn summary () -> :: std :: borrow :: Cow < 'static , str > {
                    :: std :: borrow :: Cow :: Borrowed ("allowed 64-bit signless integer cases: 0, 5")
                } fn satisfies (attr : & :: rods :: ir :: Attribute) -> bool {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . value_of (attr) . is_some ()
                } fn satisfies_storage (attr : & :: rods :: ir :: Attribute) -> bool {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . satisfies_storage (attr)
                } fn from_attr (attr : & :: rods :: ir :: Attribute) -> :: core :: option :: Option < Self > {
                    :: rods :: ods :: __private :: enum_from_attr (attr)
                } fn to_attr (& self) -> :: rods :: ir :: Attribute {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . to_attr (:: rods :: ods :: DialectEnum :: raw (* self))
                }
            } # [automatically_derived] impl :: rods :: ods :: OpAttrFormat for Pred {
                const SYNTAX : :: rods :: ods :: AttrSyntax = :: rods :: ods :: AttrSyntax :: Full ;
                fn parse (p : & mut :: rods :: syntax :: parser :: Parser < '_ >) -> :: rods :: diag :: ParseResult < :: rods :: ir :: Attribute > {
                    :: rods :: ods :: __private :: enum_parse_op_attr :: < Self > (p)
                } fn parse_optional (p : & mut :: rods :: syntax :: parser :: Parser < '_ > ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < :: rods :: ir :: Attribute >> {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . parse_op_attr (p , "" , true)
                } fn parse_named (p : & mut :: rods :: syntax :: parser :: Parser < '_ > , name : & str , optional_attr : bool ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < :: rods :: ir :: Attribute >> {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . parse_op_attr (p , name , optional_attr)
                } fn parse_optional_named (p : & mut :: rods :: syntax :: parser :: Parser < '_ > , name : & str ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < :: rods :: ir :: Attribute >> {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . parse_op_attr (p , name , true)
                } fn parse_qualified_named (p : & mut :: rods :: syntax :: parser :: Parser < '_ > , name : & str , optional_attr : bool ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < :: rods :: ir :: Attribute >> {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . parse_op_attr (p , name , optional_attr)
                } fn print (attr : & :: rods :: ir :: Attribute , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . print_op_attr (attr , p)
                } fn print_qualified (attr : & :: rods :: ir :: Attribute , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . print_op_attr (attr , p)
                }
            } # [automatically_derived] impl :: rods :: ods :: AttrParam for Pred {
                const CPP_TYPE : :: core :: option :: Option < & 'static str > = :: core :: option :: Option :: Some ("::t::Pred") ;
                fn parse (p : & mut :: rods :: syntax :: parser :: Parser < '_ >) -> :: rods :: diag :: ParseResult < Self > {
                    :: rods :: ods :: __private :: enum_parse_param (p)
                } fn parse_optional (p : & mut :: rods :: syntax :: parser :: Parser < '_ > ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < Self >> {
                    :: rods :: ods :: __private :: enum_parse_optional_param (p)
                } fn print (& self , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . print_param (:: rods :: ods :: DialectEnum :: raw (* self) , p)
                }
            }
        } ;
    "##]].assert_eq(&pretty(out));
}

#[test]
fn bit_enum_expansion_snapshot() {
    let out = expand_enum(
        quote!(I8BitEnumAttr, separator = ","),
        quote!(
            pub enum Bits {
                #[case(none, str = "none")]
                None,
                #[case(bit = 0, str = "a")]
                A,
            }
        ),
    );
    expect![[r##"
        # [derive (Clone , Copy , PartialEq , Eq , Hash , PartialOrd , Ord , Default)] pub struct Bits (u8) ;
        # [automatically_derived] # [allow (non_upper_case_globals)] impl Bits {
            # [doc = "`none`"] pub const None : Bits = Bits (0) ;
            # [doc = "`a`"] pub const A : Bits = Bits (1) ;
            # [doc = r" The value spelled `s`: the cases separated by the separator (MLIR's"] # [doc = r" `symbolizeE(StringRef)`)."] pub fn symbolize (s : & str) -> :: core :: option :: Option < Self > {
                < Self as :: rods :: ods :: DialectEnum > :: INFO . symbolize_str (s) . map (| v | Bits (v as u8))
            } # [doc = r" The string form (MLIR's `stringifyE`)."] pub fn stringify (self) -> :: std :: string :: String {
                < Self as :: rods :: ods :: DialectEnum > :: INFO . stringify (self . 0 as u64) . into_owned ()
            } # [doc = r" The value of `value` if it sets only the enum's bits (MLIR's"] # [doc = r" `symbolizeE(uint)`)."] pub fn from_value (value : u8) -> :: core :: option :: Option < Self > {
                (value & ! 1 == 0) . then_some (Bits (value))
            } # [doc = r" The value."] pub fn value (self) -> u8 {
                self . 0
            } # [doc = r" Whether every bit of `bits` is set (MLIR's `bitEnumContainsAll`)."] pub fn contains_all (self , bits : Bits) -> bool {
                self . 0 & bits . 0 == bits . 0
            } # [doc = r" Whether any bit of `bits` is set (MLIR's `bitEnumContainsAny`)."] pub fn contains_any (self , bits : Bits) -> bool {
                self . 0 & bits . 0 != 0
            }
        } # [automatically_derived] impl :: core :: ops :: BitOr for Bits {
            type Output = Bits ;
            fn bitor (self , rhs : Bits) -> Bits {
                Bits (self . 0 | rhs . 0)
            }
        } # [automatically_derived] impl :: core :: ops :: BitOrAssign for Bits {
            fn bitor_assign (& mut self , rhs : Bits) {
                self . 0 = self . 0 | rhs . 0 ;
            }
        } # [automatically_derived] impl :: core :: ops :: BitAnd for Bits {
            type Output = Bits ;
            fn bitand (self , rhs : Bits) -> Bits {
                Bits (self . 0 & rhs . 0)
            }
        } # [automatically_derived] impl :: core :: ops :: BitAndAssign for Bits {
            fn bitand_assign (& mut self , rhs : Bits) {
                self . 0 = self . 0 & rhs . 0 ;
            }
        } # [automatically_derived] impl :: core :: ops :: BitXor for Bits {
            type Output = Bits ;
            fn bitxor (self , rhs : Bits) -> Bits {
                Bits (self . 0 ^ rhs . 0)
            }
        } # [automatically_derived] impl :: core :: ops :: BitXorAssign for Bits {
            fn bitxor_assign (& mut self , rhs : Bits) {
                self . 0 = self . 0 ^ rhs . 0 ;
            }
        } # [automatically_derived] impl :: core :: ops :: Not for Bits {
            type Output = Bits ;
            # [doc = r" The other valid bits."] fn not (self) -> Bits {
                Bits (! self . 0 & 1)
            }
        } # [automatically_derived] impl :: core :: fmt :: Debug for Bits {
            fn fmt (& self , f : & mut :: core :: fmt :: Formatter < '_ >) -> :: core :: fmt :: Result {
                :: core :: write ! (f , "{
                }({
                })" , "Bits" , self . stringify ())
            }
        } # [automatically_derived] impl :: core :: fmt :: Display for Bits {
            fn fmt (& self , f : & mut :: core :: fmt :: Formatter < '_ >) -> :: core :: fmt :: Result {
                f . write_str (& self . stringify ())
            }
        } # [doc (hidden)] # [allow (non_snake_case , clippy :: all)] const _ : () = {
            # [automatically_derived] impl :: rods :: ods :: DialectEnum for Bits {
                const INFO : :: rods :: ods :: EnumInfo = :: rods :: ods :: EnumInfo {
                    cpp_type : "Bits" , width : 8u32 , cases : & [:: rods :: ods :: EnumCase {
                        str : "none" , value : 0u64
                    } , :: rods :: ods :: EnumCase {
                        str : "a" , value : 1u64
                    }] , bits : :: core :: option :: Option :: Some (:: rods :: ods :: BitEnumInfo {
                        separator : "," , primary_groups : false , valid_bits : 1u64 ,
                    }) , specialized : true ,
                } ;
                fn from_raw (value : u64) -> :: core :: option :: Option < Self > {
                    u8 :: try_from (value) . ok () . and_then (Bits :: from_value)
                } fn raw (self) -> u64 {
                    self . 0 as u64
                }
            } # [automatically_derived] impl :: core :: str :: FromStr for Bits {
                type Err = :: rods :: ods :: ParseEnumError ;
                fn from_str (s : & str) -> :: core :: result :: Result < Self , Self :: Err > {
                    Bits :: symbolize (s) . ok_or_else (:: rods :: ods :: ParseEnumError :: new :: < Bits >)
                }
            } # [automatically_derived] impl :: rods :: ods :: OpAttr for Bits {
                fn summary () -> :: std :: borrow :: Cow < 'static , str > {
                    :: std :: borrow :: Cow :: Borrowed ("")
                } fn satisfies (attr : & :: rods :: ir :: Attribute) -> bool {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . value_of (attr) . is_some ()
                } fn satisfies_storage (attr : & :: rods :: ir :: Attribute) -> bool {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . satisfies_storage (attr)
                } fn from_attr (attr : & :: rods :: ir :: Attribute) -> :: core :: option :: Option < Self > {
                    :: rods :: ods :: __private :: enum_from_attr (attr)
                } fn to_attr (& self) -> :: rods :: ir :: Attribute {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . to_attr (:: rods :: ods :: DialectEnum :: raw (* self))
                }
            } # [automatically_derived] impl :: rods :: ods :: OpAttrFormat for Bits {
                const SYNTAX : :: rods :: ods :: AttrSyntax = :: rods :: ods :: AttrSyntax :: Full ;
                fn parse (p : & mut :: rods :: syntax :: parser :: Parser < '_ >) -> :: rods :: diag :: ParseResult < :: rods :: ir :: Attribute > {
                    :: rods :: ods :: __private :: enum_parse_op_attr :: < Self > (p)
                } fn parse_optional (p : & mut :: rods :: syntax :: parser :: Parser < '_ > ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < :: rods :: ir :: Attribute >> {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . parse_op_attr (p , "" , true)
                } fn parse_named (p : & mut :: rods :: syntax :: parser :: Parser < '_ > , name : & str , optional_attr : bool ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < :: rods :: ir :: Attribute >> {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . parse_op_attr (p , name , optional_attr)
                } fn parse_optional_named (p : & mut :: rods :: syntax :: parser :: Parser < '_ > , name : & str ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < :: rods :: ir :: Attribute >> {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . parse_op_attr (p , name , true)
                } fn parse_qualified_named (p : & mut :: rods :: syntax :: parser :: Parser < '_ > , name : & str , optional_attr : bool ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < :: rods :: ir :: Attribute >> {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . parse_op_attr (p , name , optional_attr)
                } fn print (attr : & :: rods :: ir :: Attribute , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . print_op_attr (attr , p)
                } fn print_qualified (attr : & :: rods :: ir :: Attribute , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . print_op_attr (attr , p)
                }
            } # [automatically_derived] impl :: rods :: ods :: AttrParam for Bits {
                const CPP_TYPE : :: core :: option :: Option < & 'static str > = :: core :: option :: Option :: Some ("Bits") ;
                fn parse (p : & mut :: rods :: syntax :: parser :: Parser < '_ >) -> :: rods :: diag :: ParseResult < Self > {
                    :: rods :: ods :: __private :: enum_parse_param (p)
                } fn parse_optional (p : & mut :: rods :: syntax :: parser :: Parser < '_ > ,) -> :: rods :: diag :: ParseResult < :: core :: option :: Option < Self >> {
                    :: rods :: ods :: __private :: enum_parse_optional_param (p)
                } fn print (& self , p : & mut :: rods :: syntax :: printer :: Printer < '_ >) {
                    < Self as :: rods :: ods :: DialectEnum > :: INFO . print_param (:: rods :: ods :: DialectEnum :: raw (* self) , p)
                }
            }
        } ;
    "##]].assert_eq(&pretty(out));
}
