#!/usr/bin/env bash
# Installs the Debian packages the test suite needs beyond Node and npm; tests never install anything.
# Run it as root (CI's .ci/run does), or through sudo: `sudo scripts/install-system-deps.sh`.
# - chromium: the calendar page test in test/browser/ drives Debian's Chromium headless;
# - zsh, fish: the completion scripts are checked and run in each shell (bash is always there);
# - tmux: the interactive prompts are answered in a real terminal, keys typed into a tmux pane;
# - postgresql: the PostgreSQL suites start a private cluster in a temp folder (initdb and pg_ctl from
#   /usr/lib/postgresql/*/bin), never a system service: no main cluster is created, and the clusters run as the
#   unprivileged user made below (initdb refuses root);
# - haproxy: the README's "More than one machine" recipe balances three cal serve instances with HAProxy, started
#   there in its folder; the system service the package starts is stopped and disabled below;
# - python3-icalendar, python3-recurring-ical-events: the iCalendar tests compare an export's occurrences with what
#   python-recurring-ical-events expands from it (test/fixtures/ics/occurrences.py, run by Debian's /usr/bin/python3);
# - khal, vdirsyncer: a calendar client subscribes to cal serve's feed (test/e2e/feed-clients.test.ts);
# - groff-base: the manual page (man/cal.1) is rendered by groff, and must render without a warning
#   (test/unit/man-page.test.ts; man-db's man, where installed, runs the same groff).
set -euo pipefail

PACKAGES=(chromium zsh fish tmux postgresql haproxy python3-icalendar python3-recurring-ical-events khal vdirsyncer
  groff-base)
# The user the tests' PostgreSQL clusters run as when the tests run as root.
POSTGRES_USER=cal-pg

# runuser USER: made once, without a home or a login shell.
ensure_postgres_user() {
  [ "$(id -u)" -eq 0 ] || return 0
  id -u "$POSTGRES_USER" >/dev/null 2>&1 && return 0
  useradd --system --no-create-home --shell /usr/sbin/nologin "$POSTGRES_USER"
  echo "system user: made $POSTGRES_USER (for the tests' PostgreSQL clusters)"
}

# Installing haproxy starts a system proxy and enables it at boot: nothing here uses it, so it is stopped and
# disabled (run only when this script installed it, never against a proxy someone set up).
disable_system_haproxy() {
  if [ -d /run/systemd/system ]; then
    systemctl --quiet disable --now haproxy.service
  else
    service haproxy stop >/dev/null
    update-rc.d haproxy disable >/dev/null
  fi
  echo "system service: haproxy stopped and disabled (the README's recipe starts its own)"
}

missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages: all present (${PACKAGES[*]})"
  ensure_postgres_user
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "install-system-deps: ${missing[*]} missing; run this script as root (sudo $0)" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
echo "system packages: installing ${missing[*]}"
# Installing postgresql would otherwise make and start a system cluster ("main"): the tests start their own.
mkdir -p /etc/postgresql-common/createcluster.d
echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/cal-no-main-cluster.conf
# A fresh system may have no package lists yet.
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 || {
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
ensure_postgres_user
if [[ " ${missing[*]} " == *" haproxy "* ]]; then disable_system_haproxy; fi
