"x.op"() {
  quote = "a\"b",
  backslash = "a\\b",
  newline = "a\nb",
  tab = "a\tb",
  hex_lower = "\0a\7f\ff",
  hex_upper = "\0A\7F\FF",
  nul = "x\00y",
  ctrl = "\01\1F",
  printable = " !#$%&'()*+,-./09:;<=>?@AZ[]^_`az{|}~",
  empty = ""
} : () -> ()
