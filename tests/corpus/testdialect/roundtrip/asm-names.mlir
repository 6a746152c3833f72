// OpAsmOpInterface: result names (tensor.generate's `%generated`, uniqued per scope as
// mlir-opt-22 does: siblings share a conflict counter, nested regions restart from their
// parent's), result groups (memref.extract_strided_metadata's `%base_buffer, %offset,
// %sizes:2`), block argument names made identifiers, and a default dialect in the parser and
// the printer.

tst.module {
^bb0(%n: index, %f: f32, %m: memref<4x4xf32>):
  %a = tst.generate %n {
  ^bb0(%i: index):
    %b = tst.generate %n {
    ^bb0(%j: index):
      tst.gen_yield %f : f32
    } : tensor<?xf32>
    %c = tst.generate %n {
    ^bb0(%j: index):
      tst.gen_yield %f : f32
    } : tensor<?xf32>
    tst.gen_yield %f : f32
  } : tensor<?xf32>
  %d = tst.generate %n {
  ^bb0(%i: index):
    tst.gen_yield %f : f32
  } : tensor<?xf32>
  %base, %off, %sizes:2 = tst.metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index
  tst.maybe %sizes#1, %base, %off : index, memref<f32>, index
  %e:2 = tst.metadata %m : memref<4x4xf32> -> memref<f32>, index
  tst.launch {
  ^bb0(%x: index, %y: index, %z: index, %w: index):
    %k = const
    tst.maybe %x, %y, %z, %w, %k : index, index, index, index, i32
    launch {
    ^bb1(%x2: index):
      maybe %x2, %x : index, index
    }
    stop
  }
  %h = tst.generate %n {
  ^bb0(%i: index):
    tst.gen_yield %f : f32
  } : tensor<?xf32>
}
