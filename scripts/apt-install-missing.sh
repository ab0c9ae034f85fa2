# Sourced by the scripts that install dependencies: apt_install_missing PACKAGE...
# installs those of the Debian packages that are not installed yet (as root, or through sudo).
apt_install_missing() {
    local missing=() p sudo=""
    for p in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$p")
        fi
    done
    [ "${#missing[@]}" -gt 0 ] || return 0
    echo "Installing Debian packages: ${missing[*]}"
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null; then sudo="sudo"; else
            echo "error: missing packages (${missing[*]}) and neither root nor sudo to install them" >&2
            return 1
        fi
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}
