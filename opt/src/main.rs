//! `rods-opt`: parse, verify and print MLIR textual IR like `mlir-opt`.

fn main() -> std::process::ExitCode {
    rods_opt::main()
}
