// Enum attributes of the `tst` test dialect (MLIR's `EnumAttr.td`): an `I64EnumAttr` as a bare
// keyword (as `arith.cmpi slt`), a quoted string that symbolizes, optional and default-valued
// enums, a bit enum used directly (one bit bare, other values quoted), `EnumAttr` wrappers
// (`#tst<dim x>` as `#gpu<dim x>`, `fastmath<nnan,ninf>`, `overflow<nsw, nuw>`). As MLIR's
// generated parser, an `OptionalAttr` enum after its keyword may be left out (`else` alone).

tst.cmpi slt
tst.cmpi "sge"
tst.cmpi eq else ne
tst.cmpi eq else
tst.cmpi uge rounding upward
tst.cmpi ult rounding to_nearest_even
tst.cmpi ule rounding "far-away"
tst.cmpi ugt {predicate = 3 : i64}
tst.cmpi eq {tst.extra = 1 : i32}
tst.qcmpi "ult"
tst.access bits read
tst.access downward bits "read|write"
tst.access "far-away" bits none
tst.access bits "rw"
tst.access bits "exec|write"
tst.access bits "none"
tst.thread_id x
tst.dim y
"tst.dim"() <{dim = 2 : i32}> : () -> ()
tst.thread_id "z"
tst.thread_id #tst<dim y>
tst.arith
tst.arith fastmath<nnan,ninf>
tst.arith fastmath<fast>
tst.arith fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>
tst.arith fastmath<fast, nnan>
tst.arith fastmath<"nnan,ninf">
tst.arith fastmath<none>
tst.arith overflow<nsw>
tst.arith overflow<nuw, nsw>
tst.arith overflow<none>
tst.arith fastmath<afn> overflow<nsw,nuw>
"tst.cmpi"() <{predicate = 4 : i64, rounding = 1 : i32}> : () -> ()
"tst.cmpi"() <{other = 9 : i64, predicate = 0 : i64}> : () -> ()
"tst.access"() <{bits = 7 : i8, mode = 3 : i32}> : () -> ()
"tst.thread_id"() <{dimension = #tst<dim y>}> : () -> ()
"tst.arith"() <{fastmath = #tst.fastmath<nsz,arcp>, overflow = #tst.overflow<nuw>}> : () -> ()
module attributes {
  tst.a = #tst<dim x>,
  tst.b = #tst.fastmath<fast>,
  tst.c = #tst.overflow<nsw>,
  tst.d = #tst.fastmath<nnan,ninf>,
  tst.e = #tst.overflow<nsw, nuw>,
  tst.f = #tst.fastmath<none>,
  tst.g = #tst<fastmath<nsz>>,
  tst.h = #tst.overflow<none, nsw>,
  tst.i = #tst<dim "z">,
  tst.j = #tst.rounding<upward>,
  tst.k = #tst.rounding<"far-away">
} {
}
