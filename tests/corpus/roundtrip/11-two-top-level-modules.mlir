module @a {
}
module @b {
}
