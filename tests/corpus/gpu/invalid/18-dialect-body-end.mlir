// Where a registered attribute's body ends (MLIR's parseExtendedSymbol): the balanced-body scan
// decides it, whatever the attribute's parser reads; the lexer is reset there afterwards, also
// after a failed parser. Each case follows a long #gpu.object, so that rods parses the next one
// on its direct path (no balanced-body scan first) and must fall back to MLIR's order of checks.
// Upstream mlir-opt-22: same

gpu.binary @a [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]
// The scan ends at the '>' inside the comment; the string on the next line is left over.
// expected-error @+1 {{expected ',' or ']'}}
gpu.binary @b [#gpu.object<#nvvm.target, // >
"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]

// -----

gpu.binary @a [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
gpu.binary @b [#gpu.object<#nvvm.target<O = 1, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]

// -----

gpu.binary @a [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]
// expected-error @+1 {{expected ',' or ']'}}
gpu.binary @b [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">>]

// -----

gpu.binary @a [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]
// expected-error @+1 {{unknown escape in string literal}}
gpu.binary @b [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\q">]

// -----

// The scan lexes the string (and fails) before the parser sees the bad target.
gpu.binary @a [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]
// expected-error @+1 {{unknown escape in string literal}}
gpu.binary @b [#gpu.object<#nvvm.target<foo = 1>, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\q">]

// -----

// The second error is reported at the end of the target's body (column 49), not where its
// parser stopped.
gpu.binary @a [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]
// expected-error @+2 {{duplicate or unknown struct parameter name: foo}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target' which is to be a `Attribute`}}
gpu.binary @b [#gpu.object<#nvvm.target<foo = 1>, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]

// -----

// expected-error @+2 {{duplicate or unknown struct parameter name: foo}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target' which is to be a `Attribute`}}
gpu.binary @b [#gpu.object<#nvvm.target<foo = 1>, "">]

// -----

gpu.binary @a [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef">]
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
gpu.binary @b [#gpu.object<#nvvm.target, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
