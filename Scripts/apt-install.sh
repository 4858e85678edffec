# Sourced by the set-up scripts (not run on its own): one way to install Debian packages.
#
# apt_install WHO PACKAGE...: apt-get update, then a quiet non-interactive install of the
# packages, through sudo unless already root; says "WHO: installing …" on stderr first.
apt_install() {
  local who=$1
  shift
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "$who: installing $*" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}
