// SPDX-License-Identifier: BSD-3-Clause
// Calls the statically linked engine: a load through winport/io.h (a positioned read at an
// offset) and a complex LAPACKE solve; checks the answer, and that errors come back as Err.
#[cxx::bridge]
mod engine {
    unsafe extern "C++" {
        include!("winport-rust-consumer/src/bridge.h");
        fn solve_from_file(path: &str, offset_floats: i64) -> Result<Vec<f32>>;
        fn preamble_mentions(name: &str) -> bool;
    }
}

fn main() {
    let path = std::env::temp_dir().join(format!("winport-rust-consumer-{}.bin", std::process::id()));
    // 4 floats of padding, then A = [[2, 0], [0, 1+1i]] and b = [2+2i, 2i]: x = [1+1i, 1+1i].
    let data: [f32; 16] = [9.0, 9.0, 9.0, 9.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 2.0, 2.0, 0.0, 2.0];
    let bytes: Vec<u8> = data.iter().flat_map(|v| v.to_ne_bytes()).collect();
    std::fs::write(&path, bytes).expect("cannot write the test file");
    let x = engine::solve_from_file(path.to_str().unwrap(), 4).expect("the engine failed");
    std::fs::remove_file(&path).ok();
    assert!(x.iter().all(|v| (v - 1.0).abs() < 1e-5), "wrong solution {x:?}");
    let missing = engine::solve_from_file("no-such-file.bin", 0);
    assert!(missing.is_err(), "a missing file did not come back as an error");
    assert!(engine::preamble_mentions("ta_square"), "the engine's preamble lacks its kernel");
    println!("rust consumer OK: x = {x:?}, missing file: {}", missing.unwrap_err());
}
