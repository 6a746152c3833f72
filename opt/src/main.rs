//! `rods-opt`: parse, verify and print MLIR textual IR like `mlir-opt`.

#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: rods_opt::alloc::HugePageAlloc = rods_opt::alloc::HugePageAlloc;

fn main() -> std::process::ExitCode {
    #[cfg(target_os = "linux")]
    rods_opt::alloc::init();
    rods_opt::main()
}
