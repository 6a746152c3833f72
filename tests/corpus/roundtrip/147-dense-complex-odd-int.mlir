// Complex integers of odd widths: each part takes whole bytes (complex<i3>: two bytes,
// complex<i17>: six), in literals and in hex payloads, splat or not; values wrap to the width.
"x.op"() {a = dense<[(1, 2), (3, -1)]> : tensor<2xcomplex<i3>>, b = dense<(5, 6)> : tensor<3xcomplex<i17>>, c = dense<[(65535, -65536), (3, 4)]> : tensor<2xcomplex<i17>>} : () -> ()
"x.op"() {d = dense<"0x01020307"> : tensor<2xcomplex<i3>>, e = dense<"0x010000020000"> : tensor<2xcomplex<i17>>, f = dense<"0xFFFFFFFFFFFF"> : tensor<2x3xcomplex<i17>>, g = dense<"0x0F07"> : tensor<4xcomplex<i3>>} : () -> ()
"x.op"() {h = dense<[[(1, 2), (3, 4), (5, 6)], [(7, 0), (1, 1), (2, 2)]]> : tensor<2x3xcomplex<ui5>>, i = dense<[(-100, 100), (7, -7)]> : tensor<2xcomplex<si9>>, j = dense<(1, -1)> : tensor<complex<i33>>} : () -> ()
// More than 100 elements print in hex.
"x.op"() {r = dense<"0x00254A6F94B9DE03284D7297BCE1062B50759ABFE4092E53789DC2E70C31567BA0C5EA0F34597EA3C8ED12375C81A6CBF0153A5F84A9CEF3183D6287ACD1F61B40658AAFD4F91E43688DB2D7FC21466B90B5DAFF24496E93B8DD02274C7196BBE0052A4F7499BEE3082D52779CC1E60B30557A9FC4E90E33587DA2C7EC11365B80A5CAEF14395E83A8CDF2173C6186ABD0F51A3F6489AED3F81D42678CB1D6FB20456A8FB4D9FE23486D92B7DC01264B7095BADF04294E7398BDE2072C51769BC0E50A2F54799EC3E80D"> : tensor<101xcomplex<i3>>} : () -> ()
