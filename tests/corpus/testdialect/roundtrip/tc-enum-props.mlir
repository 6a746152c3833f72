// EnumProp, as mlir-opt-22 prints ptr.ptr_add and ptr.ptr_diff: the custom form writes the
// case bare (a bit enum joined by its separator) or reads it quoted; a default-valued one is
// elided while it is the default; the generic form stores each as an integer of the enum's
// width, any integer attribute converting (`1 : i64` is stored as `1 : i32`), an absent one
// without a default as 0; an attr-dict entry of the same name stays a discardable attribute.

tst.module {
^bb0(%x: index):
  tst.tc_prop %x, eq : index
  tst.tc_prop nuw %x, slt : index
  tst.tc_prop none %x, ne bits none : index
  tst.tc_prop "inbounds" %x, "ugt" bits nuw | nsw : index
  tst.tc_prop %x, sge bits nsw {flags = 2 : i32} : index
  "tst.tc_prop"(%x) <{flags = 1 : i64, pred = 3 : i8}> : (index) -> ()
  "tst.tc_prop"(%x) : (index) -> ()
  "tst.tc_prop"(%x) <{bits = 3 : i32, pred = 9}> {flags = 2 : i32} : (index) -> ()
}
