"builtin.module"() <{sym_name = ""}> ({
^bb0:
}) : () -> ()
