//! Runs a command and writes what it cost to a file: `WALL_NS PEAK_RSS_KB CPU_NS`, the wall
//! time from its start to its exit, its peak resident set and its user plus system time, all
//! from the kernel's accounting of the child (`wait4`), to the microsecond. `benches/compare.sh`
//! measures each run with it: `/usr/bin/time` gives CPU time in steps of 10 ms, a fifth of what
//! `rods-opt` takes on `blob`.
//!
//!   run-timed RESULT_FILE COMMAND [ARGS...]
//!
//! The command inherits standard input, output and error; `run-timed` exits with its status
//! (128 + the signal that ended it, as a shell reports it).
#![allow(unsafe_code)] // `wait4`: std's `Child::wait` does not give the child's resource usage.

use std::process::{Command, ExitCode};
use std::time::Instant;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let (Some(result), Some(program)) = (args.next(), args.next()) else {
        eprintln!("usage: run-timed RESULT_FILE COMMAND [ARGS...]");
        return ExitCode::from(2);
    };
    let start = Instant::now();
    let child = match Command::new(&program).args(args).spawn() {
        Ok(child) => child,
        Err(e) => {
            eprintln!("run-timed: cannot run {}: {e}", program.to_string_lossy());
            return ExitCode::from(127);
        }
    };
    let Ok(pid) = libc::pid_t::try_from(child.id()) else {
        eprintln!("run-timed: process id out of range");
        return ExitCode::from(1);
    };
    let mut status: libc::c_int = 0;
    // SAFETY: `rusage` is plain data, for which all zero bytes are a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `status` and `usage` are valid for writes for the duration of the call; `pid` is
    // our own child, not yet waited for (`child` is never waited on through std).
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    if waited != pid {
        eprintln!("run-timed: wait4: {}", std::io::Error::last_os_error());
        return ExitCode::from(1);
    }
    let micros = |t: libc::timeval| i128::from(t.tv_sec) * 1_000_000 + i128::from(t.tv_usec);
    let cpu_ns = (micros(usage.ru_utime) + micros(usage.ru_stime)) * 1000;
    let line = format!("{} {} {cpu_ns}\n", wall.as_nanos(), usage.ru_maxrss);
    if let Err(e) = std::fs::write(&result, line) {
        eprintln!("run-timed: cannot write {}: {e}", result.to_string_lossy());
        return ExitCode::from(1);
    }
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        128 + libc::WTERMSIG(status)
    };
    ExitCode::from(u8::try_from(code).unwrap_or(1))
}
