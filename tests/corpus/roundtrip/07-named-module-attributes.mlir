module @named attributes {x.flag} {
}
