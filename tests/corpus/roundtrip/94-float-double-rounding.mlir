// Decimal float literals are converted to f64 first, then to the attribute type.
// Direct rounding to f32 would give 1.00000012; via f64 it is a tie -> 1.0.
"x.op"() {a = 1.000000059604644776257986737988403547205962240695953369140625 : f32, b = 0.1 : f128, c = 0.1 : f80, d = 1. : f32, e = 5.e-1} : () -> ()
