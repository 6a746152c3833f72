//! The check of an `llvm.data_layout` string (LLVM's `DataLayout::parse`, with its messages):
//! specifications separated by `-`, as `e-m:e-p:64:64-i64:64-n32:64-S128`.

/// Checks a data layout string; the error is LLVM's message for the first bad specification
/// (`unknown specifier 'x'`).
pub fn verify_data_layout(layout: &str) -> Result<(), String> {
    if layout.is_empty() {
        return Ok(());
    }
    let mut names = Vec::new();
    for spec in layout.split('-') {
        // `e--i64:64` has an empty specification between the dashes.
        if spec.is_empty() {
            return Err("empty specification is not allowed".to_owned());
        }
        parse_specification(spec, &mut names)?;
    }
    Ok(())
}

/// LLVM's `to_integer(s, unsigned, 10)`: decimal digits only, fitting in 32 bits.
fn to_u32(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn spec_format_error(format: &str) -> String {
    format!("malformed specification, must be of the form \"{format}\"")
}

/// An address space: a 24-bit integer (`p1:…`, `A5`).
fn parse_addr_space(s: &str) -> Result<u32, String> {
    if s.is_empty() {
        return Err("address space component cannot be empty".to_owned());
    }
    match to_u32(s) {
        Some(v) if v < 1 << 24 => Ok(v),
        _ => Err("address space must be a 24-bit integer".to_owned()),
    }
}

/// A size: a non-zero 24-bit integer (`i64`, `n32:64`).
fn parse_size(s: &str, name: &str) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!("{name} component cannot be empty"));
    }
    match to_u32(s) {
        Some(v) if v != 0 && v < 1 << 24 => Ok(v),
        _ => Err(format!("{name} must be a non-zero 24-bit integer")),
    }
}

/// An alignment in bits, returned in bytes: a 16-bit integer, a power of two times 8 (zero,
/// one byte, where `allow_zero`).
fn parse_alignment(s: &str, name: &str, allow_zero: bool) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!("{name} alignment component cannot be empty"));
    }
    let Some(value) = to_u32(s).filter(|v| *v < 1 << 16) else {
        return Err(format!("{name} alignment must be a 16-bit integer"));
    };
    if value == 0 {
        if !allow_zero {
            return Err(format!("{name} alignment must be non-zero"));
        }
        return Ok(1);
    }
    if value % 8 != 0 || !(value / 8).is_power_of_two() {
        return Err(format!(
            "{name} alignment must be a power of two times the byte width"
        ));
    }
    Ok(value / 8)
}

/// The optional preferred alignment after the ABI one `abi` (in bytes): not below it.
fn parse_preferred(component: Option<&str>, abi: u32) -> Result<(), String> {
    let pref = match component {
        Some(c) => parse_alignment(c, "preferred", false)?,
        None => abi,
    };
    if pref < abi {
        return Err("preferred alignment cannot be less than the ABI alignment".to_owned());
    }
    Ok(())
}

/// `[ifv]<size>:<abi>[:<pref>]`.
fn parse_primitive_spec(specifier: char, rest: &str) -> Result<(), String> {
    let components: Vec<&str> = rest.split(':').collect();
    if components.len() < 2 || components.len() > 3 {
        return Err(spec_format_error(&format!(
            "{specifier}<size>:<abi>[:<pref>]"
        )));
    }
    let width = parse_size(components[0], "size")?;
    let abi = parse_alignment(components[1], "ABI", false)?;
    // `i8:16` is rejected: a byte is byte-aligned.
    if specifier == 'i' && width == 8 && abi != 1 {
        return Err("i8 must be 8-bit aligned".to_owned());
    }
    parse_preferred(components.get(2).copied(), abi)?;
    Ok(())
}

/// `a[0]:<abi>[:<pref>]`.
fn parse_aggregate_spec(rest: &str) -> Result<(), String> {
    let components: Vec<&str> = rest.split(':').collect();
    if components.len() < 2 || components.len() > 3 {
        return Err(spec_format_error("a:<abi>[:<pref>]"));
    }
    // The size is absent, or zero for backward compatibility.
    if !components[0].is_empty() && to_u32(components[0]) != Some(0) {
        return Err("size must be zero".to_owned());
    }
    let abi = parse_alignment(components[1], "ABI", true)?;
    parse_preferred(components.get(2).copied(), abi)?;
    Ok(())
}

/// A pointer's address space with its name: `1`, `1(global)`, `(global)` (address space 0).
fn parse_addr_space_and_name(s: &str) -> Result<(u32, &str), String> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    let mut addr_space = 0;
    if digits > 0 {
        addr_space = to_u32(&s[..digits])
            .filter(|v| *v < 1 << 24)
            .ok_or_else(|| "address space must be a 24-bit integer".to_owned())?;
    }
    let rest = &s[digits..];
    if rest.is_empty() {
        return Ok((addr_space, ""));
    }
    // `1x` is neither a number nor a named address space.
    let Some(named) = rest.strip_prefix('(') else {
        return Err("address space must be a 24-bit integer".to_owned());
    };
    match named.strip_suffix(')') {
        Some(name) if !name.is_empty() && !name.contains(')') => Ok((addr_space, name)),
        _ => Err("Expected `( address space name )`".to_owned()),
    }
}

/// `p[<flags>][<n>][(<name>)]:<size>:<abi>[:<pref>[:<idx>]]`; the flags are `e` (external
/// state) and `u` (unstable representation), not for address space 0.
fn parse_pointer_spec<'a>(rest: &'a str, names: &mut Vec<&'a str>) -> Result<(), String> {
    let components: Vec<&str> = rest.split(':').collect();
    if components.len() < 3 || components.len() > 5 {
        return Err(spec_format_error("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"));
    }
    let mut addr = components[0];
    let mut flagged = false;
    while let Some(c) = addr.chars().next() {
        match c {
            'e' | 'u' => flagged = true,
            c if c.is_ascii_alphabetic() => {
                return Err(format!("'{c}' is not a valid pointer specification flag"));
            }
            _ => break,
        }
        addr = &addr[1..];
    }
    let (addr_space, name) = match addr {
        "" => (0, ""),
        _ => parse_addr_space_and_name(addr)?,
    };
    if addr_space == 0 && flagged {
        return Err("address space 0 cannot be unstable or have external state".to_owned());
    }
    // `p1(a):64:64-p2(a):64:64` names two address spaces alike.
    if !name.is_empty() {
        if names.contains(&name) {
            return Err(format!("address space name `{name}` already used"));
        }
        names.push(name);
    }
    let width = parse_size(components[1], "pointer size")?;
    let abi = parse_alignment(components[2], "ABI", false)?;
    parse_preferred(components.get(3).copied(), abi)?;
    let index = match components.get(4) {
        Some(c) => parse_size(c, "index size")?,
        None => width,
    };
    if index > width {
        return Err("index size cannot be larger than the pointer size".to_owned());
    }
    Ok(())
}

/// One specification, by its first character (`ni` by its first two).
fn parse_specification<'a>(spec: &'a str, names: &mut Vec<&'a str>) -> Result<(), String> {
    if let Some(rest) = spec.strip_prefix("ni") {
        let Some(rest) = rest.strip_prefix(':') else {
            return Err(spec_format_error("ni:<address space>[:<address space>]..."));
        };
        for s in rest.split(':') {
            if parse_addr_space(s)? == 0 {
                return Err("address space 0 cannot be non-integral".to_owned());
            }
        }
        return Ok(());
    }
    let mut chars = spec.chars();
    let Some(specifier) = chars.next() else {
        return Ok(());
    };
    let rest = chars.as_str();
    match specifier {
        'i' | 'f' | 'v' => parse_primitive_spec(specifier, rest),
        'a' => parse_aggregate_spec(rest),
        'p' => parse_pointer_spec(rest, names),
        // Deprecated, ignored.
        's' => Ok(()),
        'e' | 'E' if rest.is_empty() => Ok(()),
        'e' | 'E' => Err("malformed specification, must be just 'e' or 'E'".to_owned()),
        'n' => {
            for s in rest.split(':') {
                parse_size(s, "size")?;
            }
            Ok(())
        }
        'S' if rest.is_empty() => Err(spec_format_error("S<size>")),
        'S' => parse_alignment(rest, "stack natural", false).map(|_| ()),
        'F' => {
            let mut chars = rest.chars();
            let Some(kind) = chars.next() else {
                return Err(spec_format_error("F<type><abi>"));
            };
            if kind != 'i' && kind != 'n' {
                return Err(format!("unknown function pointer alignment type '{kind}'"));
            }
            parse_alignment(chars.as_str(), "ABI", false).map(|_| ())
        }
        'P' | 'A' | 'G' if rest.is_empty() => {
            Err(spec_format_error(&format!("{specifier}<address space>")))
        }
        'P' | 'A' | 'G' => parse_addr_space(rest).map(|_| ()),
        'm' => match rest.strip_prefix(':') {
            None | Some("") => Err(spec_format_error("m:<mangling>")),
            Some("e" | "l" | "o" | "m" | "w" | "x" | "a") => Ok(()),
            Some(_) => Err("unknown mangling mode".to_owned()),
        },
        _ => Err(format!("unknown specifier '{specifier}'")),
    }
}
