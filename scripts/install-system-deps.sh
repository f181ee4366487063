#!/usr/bin/env bash
# Installs the Debian packages the test suite needs beyond Node and npm; tests never install anything.
# Run it as root (CI's .ci/run does), or through sudo: `sudo scripts/install-system-deps.sh`.
# - chromium: the calendar page test in test/browser/ drives Debian's Chromium headless;
# - zsh, fish: the completion scripts are checked and run in each shell (bash is always there);
# - tmux: the interactive prompts are answered in a real terminal, keys typed into a tmux pane.
set -euo pipefail

PACKAGES=(chromium zsh fish tmux)

missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages: all present (${PACKAGES[*]})"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "install-system-deps: ${missing[*]} missing; run this script as root (sudo $0)" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
echo "system packages: installing ${missing[*]}"
# A fresh system may have no package lists yet.
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 || {
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
