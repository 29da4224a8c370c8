// SPDX-License-Identifier: BSD-3-Clause
// Links the engine from winport's link manifest (winport_write_link_manifest): the JSON names
// the headers and definitions the bridge compiles with; the .cargo file beside it holds the
// link lines, in order, which are printed as they are.
use std::{env, fs, path::PathBuf};

fn main() {
    let manifest = PathBuf::from(env::var("WINPORT_LINK_MANIFEST").expect(
        "WINPORT_LINK_MANIFEST: the path of the engine's <target>-link.json (winport_write_link_manifest)",
    ));
    println!("cargo:rerun-if-env-changed=WINPORT_LINK_MANIFEST");
    println!("cargo:rerun-if-changed={}", manifest.display());
    let text = fs::read_to_string(&manifest)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", manifest.display()));
    let json: serde_json::Value = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is not a link manifest: {e}", manifest.display()));
    assert_eq!(json["schema"], "winport-link-manifest/1", "{}: unknown schema", manifest.display());

    let mut bridge = cxx_build::bridge("src/main.rs");
    bridge.file("src/bridge.cc").flag_if_supported("-std=c++17");
    for dir in json["compile"]["include_dirs"].as_array().into_iter().flatten() {
        bridge.include(dir.as_str().unwrap());
    }
    for definition in json["compile"]["definitions"].as_array().into_iter().flatten() {
        let definition = definition.as_str().unwrap();
        match definition.split_once('=') {
            Some((name, value)) => bridge.define(name, Some(value)),
            None => bridge.define(definition, None),
        };
    }
    bridge.compile("winport_rust_consumer_bridge");

    let cargo = manifest.with_extension("cargo");
    println!("cargo:rerun-if-changed={}", cargo.display());
    let lines = fs::read_to_string(&cargo)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", cargo.display()));
    for line in lines.lines() {
        println!("{line}");
    }
}
