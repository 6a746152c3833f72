// Names bound to several results of one op (`%x:N`), used by result number, before and after
// their definition, and the same name defined again in sibling regions.
"x.f"() ({
  %a:2 = "x.p"() : () -> (i32, f32)
  "x.u"(%a#1, %a#0) : (f32, i32) -> ()
  %b:3 = "x.q"(%a#1) : (f32) -> (i1, i2, i3)
  "x.u"(%b#2, %b#0, %b#1) : (i3, i1, i2) -> ()
  "x.r"() ({
    %c:2 = "x.p"() : () -> (i32, f32)
    "x.u"(%c#1, %b#2) : (f32, i3) -> ()
  }, {
    %c:2 = "x.p"() : () -> (index, i8)
    "x.u"(%c#1, %c#0) : (i8, index) -> ()
  }) : () -> ()
  "x.u"(%d#1) : (f32) -> ()
  %d:2 = "x.p"() : () -> (i32, f32)
  "x.u"(%d#0, %d#1) : (i32, f32) -> ()
  %e, %f:2, %g = "x.s"() : () -> (i1, i2, i3, i4)
  "x.u"(%f#1, %g, %e, %f#0) : (i3, i4, i1, i2) -> ()
}) : () -> ()
