"builtin.module"() ({
^bb0:
}) : () -> ()
