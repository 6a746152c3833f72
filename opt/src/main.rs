//! `rods-opt`: parse, verify and print MLIR textual IR like `mlir-opt`.

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let code = rods_opt::run_and_exit(
        std::env::args_os(),
        &mut stdin.lock(),
        &mut stdout.lock(),
        &mut stderr.lock(),
    );
    let _ = std::io::stdout().flush();
    ExitCode::from(u8::try_from(code).unwrap_or(1))
}
