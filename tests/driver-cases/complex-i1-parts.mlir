// complex<i1>: stored a byte per part, but read as packed bits, as upstream does: bit 2k of
// the payload is element k's real part and bit 2k+1 its imaginary part (so the print does not
// always read back to itself).
"x.op"() {k = dense<[(1, 0), (0, 1)]> : tensor<2xcomplex<i1>>, l = dense<(1, 1)> : tensor<2xcomplex<i1>>, m = dense<(0, 1)> : tensor<complex<i1>>, n = dense<[[(1, 1), (1, 0), (1, 1), (1, 1), (1, 0)]]> : tensor<1x5xcomplex<i1>>} : () -> ()
"x.op"() {o = dense<"0x0103"> : tensor<complex<i1>>, p = dense<"0x02010301"> : tensor<2xcomplex<i1>>, q = dense<[(1, 1), (1, 1)]> : tensor<2xcomplex<i1>>} : () -> ()
"x.op"() {s = dense<"0x00254A6F94B9DE03284D7297BCE1062B50759ABFE4092E53789DC2E70C31567BA0C5EA0F34597EA3C8ED12375C81A6CBF0153A5F84A9CEF3183D6287ACD1F61B40658AAFD4F91E43688DB2D7FC21466B90B5DAFF24496E93B8DD02274C7196BBE0052A4F7499BEE3082D52779CC1E60B30557A9FC4E90E33587DA2C7EC11365B80A5CAEF14395E83A8CDF2173C6186ABD0F51A3F6489AED3F81D42678CB1D6FB20456A8FB4D9FE23486D92B7DC01264B7095BADF04294E7398BDE2072C51769BC0E50A2F54799EC3E80D"> : tensor<101xcomplex<i1>>} : () -> ()
