#!/bin/sh
# Assembles the iCalendar corpus of test/unit/cli/ics-corpus.test.ts: other programs' test-suite files, listed in
# test/fixtures/ics/SOURCES (our path, repository, path there, commit, licence), read from local git mirrors of those
# repositories. The corpus is not part of this repository; it goes into a git-ignored folder.
#   scripts/ics-corpus.sh [DIR]    (DIR: test/fixtures/ics-corpus by default; MIRRORS: /work/.mirror by default)
# Each repository is expected as a git directory at $MIRRORS/<owner>+<name>/repo.
# With python icalendar (Debian's python3-icalendar) it also records expected.json by record-expected.py, and
# test/fixtures/ics/versions.json by record-versions.py; with python-recurring-ical-events as well
# (python3-recurring-ical-events), test/fixtures/ics/occurrences.json by occurrences.py --record.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
sources="$root/test/fixtures/ics/SOURCES"
dir=${1:-"$root/test/fixtures/ics-corpus"}
mirrors=${MIRRORS:-/work/.mirror}

missing=0
for repo in $(grep -v '^#' "$sources" | cut -f2 | sort -u); do
  git_dir="$mirrors/$(printf %s "$repo" | tr / +)/repo"
  if ! git -C "$git_dir" rev-parse --git-dir >/dev/null 2>&1; then
    echo "ics-corpus: no git mirror of $repo at $git_dir: bring it in first, or set MIRRORS to the folder holding <owner>+<name>/repo" >&2
    missing=1
  fi
done
[ "$missing" -eq 0 ] || exit 1

rm -rf "$dir"
mkdir -p "$dir"
grep -v '^#' "$sources" | while IFS="$(printf '\t')" read -r ours repo path commit _licence; do
  git_dir="$mirrors/$(printf %s "$repo" | tr / +)/repo"
  mkdir -p "$(dirname "$dir/$ours")"
  if ! git -C "$git_dir" show "$commit:$path" >"$dir/$ours"; then
    echo "ics-corpus: $repo has no $path at $commit" >&2
    exit 1
  fi
done
count=$(find "$dir" -name '*.ics' | wc -l)
echo "ics-corpus: $count files in $dir" >&2

if /usr/bin/python3 -c 'import icalendar' 2>/dev/null; then
  /usr/bin/python3 "$root/test/fixtures/ics/record-expected.py" "$dir"
  echo "ics-corpus: python icalendar's readings recorded in $dir/expected.json" >&2
  /usr/bin/python3 "$root/test/fixtures/ics/record-versions.py" "$dir"
  echo "ics-corpus: the versions python icalendar keeps recorded in test/fixtures/ics/versions.json" >&2
else
  echo "ics-corpus: no python icalendar (apt-get install python3-icalendar): expected.json not recorded," \
    "the comparison with python icalendar will be skipped" >&2
fi

if /usr/bin/python3 -c 'import recurring_ical_events' 2>/dev/null; then
  /usr/bin/python3 "$root/test/fixtures/ics/occurrences.py" --record "$dir"
  echo "ics-corpus: python-recurring-ical-events' occurrences recorded in test/fixtures/ics/occurrences.json" >&2
else
  echo "ics-corpus: no python-recurring-ical-events (apt-get install python3-recurring-ical-events):" \
    "test/fixtures/ics/occurrences.json left as it is" >&2
fi
