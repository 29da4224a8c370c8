# SPDX-License-Identifier: BSD-3-Clause
# scripts/lib/prerequisites.sh: installing what winport's scripts need on Debian/Ubuntu.
# Sourced by the bash launchers in scripts/. As root, missing packages are installed with
# apt-get; otherwise the exact command is printed and the script stops (exit 2).

winport_die() { echo "winport: $*" >&2; exit 2; }

_winport_apt_updated=
_winport_apt_update() {
    [ -n "$_winport_apt_updated" ] && return 0
    apt-get update -qq || winport_die "apt-get update failed"
    _winport_apt_updated=1
}

# winport_require_packages PKG...: install the Debian packages that are missing.
winport_require_packages() {
    if ! command -v dpkg-query >/dev/null 2>&1; then
        echo "winport: not a Debian/Ubuntu host; make sure these (or their equivalents) are installed: $*" >&2
        return 0
    fi
    local missing=() pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -ne 0 ]; then
        winport_die "missing packages: ${missing[*]}
Install them, then run this command again:
    sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}"
    fi
    echo "winport: installing ${missing[*]}"
    _winport_apt_update
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" \
        || winport_die "apt-get install ${missing[*]} failed"
}

# _winport_have_deb_src: whether apt has any source-package entries.
_winport_have_deb_src() {
    grep -Eqs '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' \
        /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources
}

# _winport_add_deb_src: add deb-src entries mirroring the existing binary ones (root only).
_winport_add_deb_src() {
    local f out=/etc/apt/sources.list.d/winport-deb-src
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        case "$f" in "$out".sources) continue ;; esac
        sed -n '/^Types:/{s/^Types:.*/Types: deb-src/};p' "$f"
        echo
    done > "$out.sources.tmp"
    if [ -f /etc/apt/sources.list ]; then
        sed -n 's/^[[:space:]]*deb[[:space:]]/deb-src /p' /etc/apt/sources.list > "$out.list.tmp"
        mv "$out.list.tmp" "$out.list"
    fi
    mv "$out.sources.tmp" "$out.sources"
    _winport_apt_updated=
}

# winport_fetch_source_package NAME DEST [VERSION DSC_SHA256]: unpack Debian's source package
# NAME into DEST (once; an existing DEST is kept). With VERSION and DSC_SHA256 (a lock), exactly
# that version is fetched and its .dsc must have that SHA-256 (the .dsc holds the hashes of the
# tarballs, which dpkg-source checks); DEST/.winport-source records it, and a DEST unpacked from
# anything else is fetched again.
winport_fetch_source_package() {
    local name=$1 dest=$2 version=${3:-} sha=${4:-} scratch stamp
    stamp="$name $version $sha"
    if [ -n "$version" ]; then
        [ -f "$dest/.winport-source" ] && [ "$(cat "$dest/.winport-source")" = "$stamp" ] && return 0
    else
        [ -f "$dest/CMakeLists.txt" ] && return 0
    fi
    winport_require_packages dpkg-dev
    if ! _winport_have_deb_src; then
        [ "$(id -u)" -eq 0 ] || winport_die "apt has no deb-src entries, needed for Debian's '$name' sources.
Add a deb-src line for your distribution (see README.md, 'Windows lane'), then run: sudo apt-get update"
        echo "winport: adding deb-src entries to apt's sources (for 'apt-get source $name')"
        _winport_add_deb_src
    fi
    [ "$(id -u)" -eq 0 ] && _winport_apt_update
    # A scratch folder beside DEST (never the current folder: apt-get source unpacks where it runs).
    mkdir -p "${dest%/*}" || winport_die "cannot create ${dest%/*}"
    scratch=$(mktemp -d "${dest%/*}/.${name}-XXXXXX") || winport_die "cannot create a scratch folder in ${dest%/*}"
    if [ -n "$version" ]; then
        # The index's hash of the .dsc first (no download when it is not the locked one), then
        # the downloaded file's.
        local indexed
        indexed=$(cd "$scratch" && apt-get source --print-uris -qq "$name=$version" 2>/dev/null \
                  | sed -n "s/^'[^']*\.dsc' .* SHA256:\([0-9a-f]*\)$/\1/p")
        [ -n "$indexed" ] || { rm -rf "$scratch"; winport_die "source package $name $version is not in apt's sources (the lock names it; run apt-get update, or update the lock)"; }
        [ "$indexed" = "$sha" ] || { rm -rf "$scratch"; winport_die "source package $name $version: apt's .dsc SHA-256 is $indexed, the lock says $sha"; }
        (cd "$scratch" && apt-get source -qq --download-only "$name=$version" >/dev/null 2>&1) \
            || { rm -rf "$scratch"; winport_die "apt-get source $name=$version failed (is that version still in apt's sources?)"; }
        local dsc got
        dsc=$(find "$scratch" -maxdepth 1 -name '*.dsc' | head -n 1)
        got=$(sha256sum "$dsc" | cut -d' ' -f1)
        [ "$got" = "$sha" ] || { rm -rf "$scratch"; winport_die "source package $name $version: .dsc SHA-256 is $got, the lock says $sha"; }
        (cd "$scratch" && dpkg-source -q -x "${dsc##*/}" >/dev/null 2>&1) \
            || { rm -rf "$scratch"; winport_die "dpkg-source -x of $name $version failed"; }
    else
        (cd "$scratch" && apt-get source -qq "$name" >/dev/null) \
            || { rm -rf "$scratch"; winport_die "apt-get source $name failed"; }
    fi
    # The unpacked tree is the only directory apt-get source leaves.
    local tree
    tree=$(find "$scratch" -mindepth 1 -maxdepth 1 -type d | head -n 1)
    [ -n "$tree" ] || { rm -rf "$scratch"; winport_die "apt-get source $name unpacked nothing"; }
    rm -rf "$dest"
    mv "$tree" "$dest"
    rm -rf "$scratch"
    [ -z "$version" ] || echo "$stamp" > "$dest/.winport-source"
}

# winport_stage_msvc_stl ROOT: stages and verifies the msvc-wine lane's Microsoft STL
# (cmake/msvc-abi/deps.lock, entry microsoft-stl) in ROOT/build/deps/msvc-abi, from the snapshot
# folder WINPORT_MSVC_STL_SNAPSHOT (default: ../shared/third_party/microsoft-stl-vs-2022-17.14
# beside the checkout), else from the network. A staging that does not verify stops the script.
winport_stage_msvc_stl() {
    local root=$1 lock="$1/cmake/msvc-abi/deps.lock" into="$1/build/deps/msvc-abi"
    local snapshot=${WINPORT_MSVC_STL_SNAPSHOT:-$root/../shared/third_party/microsoft-stl-vs-2022-17.14}
    if [ -d "$into/microsoft-stl" ]; then
        "$root/scripts/winport-deps" verify "$into" --lock "$lock" >/dev/null \
            || winport_die "build/deps/msvc-abi/microsoft-stl does not match cmake/msvc-abi/deps.lock (entry microsoft-stl): $("$root/scripts/winport-deps" verify "$into" --lock "$lock" 2>&1 | grep MISMATCH | head -n 1); remove the folder to stage it again"
        return 0
    fi
    mkdir -p "$into"
    if [ -d "$snapshot/stl/inc" ]; then
        local archive="$root/build/deps/microsoft-stl-snapshot.tar"
        tar -C "$(dirname "$snapshot")" -cf "$archive" "$(basename "$snapshot")" \
            || winport_die "cannot pack the STL snapshot $snapshot"
        "$root/scripts/winport-deps" stage --lock "$lock" --archive "microsoft-stl=$archive" --into "$into" \
            || { rm -f "$archive"; winport_die "the STL snapshot $snapshot does not match cmake/msvc-abi/deps.lock (entry microsoft-stl)"; }
        rm -f "$archive"
    else
        echo "winport: no STL snapshot at $snapshot (WINPORT_MSVC_STL_SNAPSHOT); fetching microsoft-stl"
        "$root/scripts/winport-deps" fetch --lock "$lock" --into "$into" \
            || winport_die "cannot stage microsoft-stl (cmake/msvc-abi/deps.lock): no snapshot at $snapshot and the fetch failed"
    fi
}
