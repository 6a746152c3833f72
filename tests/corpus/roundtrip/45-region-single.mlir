"x.op"() ({
  "x.inner"() : () -> ()
}) : () -> ()
"x.empty_region"() ({
}) : () -> ()
"x.empty_block"() ({
^bb0:
}) : () -> ()
