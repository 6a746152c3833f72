module @m attributes {sym_visibility = "private"} {
}
