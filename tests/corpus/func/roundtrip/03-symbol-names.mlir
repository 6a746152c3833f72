// Calls whose callees are found by name in a table of many symbols: short names, names longer
// than the table keeps beside each symbol, and long names that share all but their last bytes.
func.func private @a(i32) -> i32
func.func private @ab(i32) -> i32
func.func private @name_of_exactly_19x(i32) -> i32
func.func private @name_of_exactly_20xy(i32) -> i32
func.func private @a_function_with_a_rather_long_name_0(i32) -> i32
func.func private @a_function_with_a_rather_long_name_1(i32) -> (i32, i32)
func.func private @"quoted name with spaces that runs long"(i32) -> i32
func.func @caller(%arg0: i32) -> i32 {
  %0 = call @a(%arg0) : (i32) -> i32
  %1 = call @ab(%0) : (i32) -> i32
  %2 = call @name_of_exactly_19x(%1) : (i32) -> i32
  %3 = call @name_of_exactly_20xy(%2) : (i32) -> i32
  %4 = call @a_function_with_a_rather_long_name_0(%3) : (i32) -> i32
  %5:2 = call @a_function_with_a_rather_long_name_1(%4) : (i32) -> (i32, i32)
  %6 = call @"quoted name with spaces that runs long"(%5#1) : (i32) -> i32
  return %6 : i32
}
