#!/usr/bin/env bash
# Makes language runtimes that live in a private home usable by the judge. Sandboxed programs run as
# unprivileged slot users, who cannot enter /root, so an interpreter installed there by pyenv is copied
# under /opt/oj-runtimes, where the judge looks for it. Run as root; safe to run again.
set -euo pipefail

dest=/opt/oj-runtimes
pyenv_root=${PYENV_ROOT:-/root/.pyenv}
mkdir -p "$dest"
chmod 755 "$dest"

copy_latest() { # name, glob under pyenv's versions
  local name=$1 pattern=$2 source
  [ -e "$dest/$name" ] && return 0
  source=$(ls -d "$pyenv_root"/versions/$pattern 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$source" ] || return 0
  cp -a "$source" "$dest/$name.partial"
  chmod -R a+rX "$dest/$name.partial"
  mv "$dest/$name.partial" "$dest/$name"
  echo "judge runtime: $name from $source"
}

copy_latest python2.7 '2.7.*'
# Python 3 comes from Debian (/usr/bin/python3); only a machine without it borrows pyenv's newest.
[ -x /usr/bin/python3 ] || copy_latest python3 '3.*'
