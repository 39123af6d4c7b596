#!/usr/bin/env bash
# Brings a Debian machine with only the repository cloned to where `npm start` and `npm test` work:
# the system packages (Java, compilers, the judged languages' runtimes, chromium and CJK fonts for the
# browser tests), the judge runtimes that must live where the sandbox users can run them, and the npm
# dependencies. `npm start`, `npm test` and CI run it first. Safe to run again: each step checks
# before it acts, so with everything present it takes well under a second and changes nothing.
# Without root it installs nothing of the system's and prints what is missing and how to install it.
#
#   bash scripts/setup.sh          install what is missing (system packages only as root)
#   bash scripts/setup.sh --check  only report; exit 1 when something is missing
set -euo pipefail
cd "$(dirname "$0")/.."

check_only=false
[ "${1:-}" = "--check" ] && check_only=true
is_root=false
[ "$(id -u)" = "0" ] && is_root=true

say() { printf 'setup: %s\n' "$*"; }

# --- system packages --------------------------------------------------------------------------
# Each package and why it is needed. A JDK, not only a JRE: Java submissions are compiled with javac
# (the JDK also runs DynamoDB Local). Go is a language of the specification; PyPy 3 is added where
# Debian packages it.
packages=(
  openjdk-17-jdk-headless # javac for Java submissions; java for DynamoDB Local
  gcc g++ make            # the sandbox runner, C and C++ submissions, checkers
  python3                 # Python3 submissions
  golang-go               # Golang submissions
  util-linux              # flock: each judge claims its own block of sandbox uids
  chromium                # the browser tests
  fonts-noto-cjk          # Chinese glyphs in the browser tests' screenshots
  fonts-noto-color-emoji  # the comment box's emoji picker in those screenshots
)
optional_packages=(pypy3) # PyPy3 submissions, where this Debian release has it

installed() { # package → whether dpkg has it installed
  [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null || true)" = "installed" ]
}
has_candidate() { # package → whether apt could install it
  local policy
  policy=$(apt-cache policy "$1" 2>/dev/null || true)
  [[ $policy == *"Candidate: "[0-9]* ]]
}

missing_packages=()
if command -v dpkg-query >/dev/null 2>&1; then
  for package in "${packages[@]}"; do
    installed "$package" || missing_packages+=("$package")
  done
  for package in "${optional_packages[@]}"; do
    installed "$package" || { has_candidate "$package" && missing_packages+=("$package"); } || true
  done
else
  say "not a Debian system (no dpkg-query): install by hand the equivalents of: ${packages[*]} ${optional_packages[*]}"
fi

problems=0
if [ ${#missing_packages[@]} -gt 0 ]; then
  if $is_root && ! $check_only; then
    say "installing ${missing_packages[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # The JDK's post-install links need the man folder, which slim images leave out.
    mkdir -p /usr/share/man/man1
    apt-get install -y -qq "${missing_packages[@]}" >/dev/null
  else
    say "missing system packages: ${missing_packages[*]}"
    say "  install them with: sudo apt-get update && sudo apt-get install -y ${missing_packages[*]}"
    problems=$((problems + 1))
  fi
fi

# --- judge runtimes ---------------------------------------------------------------------------
# Sandboxed programs run as unprivileged slot users, who cannot enter a private home: an interpreter
# pyenv keeps under /root is copied under /opt/oj-runtimes (Python 2, which Debian no longer packages).
# The copy script checks each runtime itself and returns at once when it is in place.
pyenv_root=${PYENV_ROOT:-/root/.pyenv}
if $is_root && ! $check_only; then
  bash judge-fargate/scripts/install-runtimes.sh
elif ls -d "$pyenv_root"/versions/2.7.* >/dev/null 2>&1 && [ ! -x /opt/oj-runtimes/python2.7/bin/python2 ]; then
  say "pyenv's Python 2 is not where the sandbox users can run it"
  say "  copy it with: sudo bash judge-fargate/scripts/install-runtimes.sh"
  problems=$((problems + 1))
fi

# --- npm dependencies -------------------------------------------------------------------------
# npm records what it installed in node_modules/.package-lock.json; a lock file newer than that record
# (a pull, a checkout, an edit) means the installed tree may not match it.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  if $check_only; then
    say "node_modules is missing or older than package-lock.json; run: npm ci"
    problems=$((problems + 1))
  else
    say "installing npm dependencies (npm ci)"
    npm ci --no-audit --no-fund
  fi
fi

if [ $problems -gt 0 ]; then
  say "$problems step(s) left to do; the judge offers only the languages it can prove runnable"
  $check_only && exit 1
fi
exit 0
