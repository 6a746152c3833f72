"x.op"() {a = 0x10, b = 0xFF : i8, c = 0xff : i32, d = 0x7FFFFFFFFFFFFFFF, e = 0xFFFFFFFFFFFFFFFF, f = 0xDEADBEEF : i32, g = 0x0 : i1, h = 0x1 : i1} : () -> ()
