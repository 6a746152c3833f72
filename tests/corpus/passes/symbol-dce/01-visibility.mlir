// Public symbols and what they reach stay; private and nested symbols nothing refers to go,
// in nested symbol tables too.
module {
  func.func @entry(%n: i32) -> i32 {
    %0 = func.call @helper(%n) : (i32) -> i32
    return %0 : i32
  }
  func.func private @helper(%n: i32) -> i32 {
    %0 = func.call @leaf(%n) : (i32) -> i32
    return %0 : i32
  }
  func.func private @leaf(%n: i32) -> i32 {
    return %n : i32
  }
  func.func private @unused(%n: i32) -> i32 {
    %0 = func.call @only_from_unused(%n) : (i32) -> i32
    return %0 : i32
  }
  func.func private @only_from_unused(%n: i32) -> i32 {
    return %n : i32
  }
  func.func nested @nested_unused() {
    return
  }
  func.func private @external(i64) -> i64
  func.func private @referenced_by_attr()
  "x.annotation"() {refs = [@referenced_by_attr, @lib::@deep]} : () -> ()
  module @lib {
    func.func private @deep() {
      return
    }
    func.func private @dropped() {
      return
    }
    func.func @kept_public() {
      return
    }
  }
  module @private_lib attributes {sym_visibility = "private"} {
    func.func @everything_here_goes() {
      return
    }
  }
  module {
    func.func private @anonymous_private() {
      return
    }
  }
}
