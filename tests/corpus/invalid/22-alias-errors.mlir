// expected-error @+1 {{undefined symbol alias id 'undefined_alias'}}
"x.op"() {a = #undefined_alias} : () -> ()

// -----

#a = 1
// expected-error @+1 {{redefinition of attribute alias id 'a'}}
#a = 2

// -----

!t = i32
// expected-error @+1 {{redefinition of type alias id 't'}}
!t = i64
