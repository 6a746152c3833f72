// An unknown custom op is reported once its name is consumed: a lexer error in the token after
// the name is the one shown.

// expected-error@+1 {{invalid type identifier}}
pt! = i32

// -----

// expected-error@+1 {{custom op 'pt' is unknown (tried 'builtin.pt' as well)}}
pt = i32

// -----

// expected-error@+1 {{invalid attribute name}}
bar #
