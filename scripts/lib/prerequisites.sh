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

# winport_fetch_source_package NAME DEST: unpack Debian's source package NAME into DEST
# (once; an existing DEST is kept).
winport_fetch_source_package() {
    local name=$1 dest=$2 scratch
    [ -f "$dest/CMakeLists.txt" ] && return 0
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
    (cd "$scratch" && apt-get source -qq "$name" >/dev/null) \
        || { rm -rf "$scratch"; winport_die "apt-get source $name failed"; }
    # The unpacked tree is the only directory apt-get source leaves.
    local tree
    tree=$(find "$scratch" -mindepth 1 -maxdepth 1 -type d | head -n 1)
    [ -n "$tree" ] || { rm -rf "$scratch"; winport_die "apt-get source $name unpacked nothing"; }
    rm -rf "$dest"
    mv "$tree" "$dest"
    rm -rf "$scratch"
}
