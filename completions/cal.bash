# bash completion for cal, generated from its command tree by `cal completion bash` (npm run completions).
# Install: cal completion bash > ~/.local/share/bash-completion/completions/cal
#      or: source <(cal completion bash)   (in ~/.bashrc)

# Sets the subcommands, flags (its own, then inherited ones), flags taking a value and arguments of the command at path $1.
_cal_node() {
  _cal_subs= _cal_flags= _cal_takes= _cal_args=
  case $1 in
    '')
      _cal_subs='events venues organizers categories tags export import sync add api config login logout auth users settings store generate seed agenda month week serve completion'
      _cal_flags='--version -V --profile --data --url --timeout --verbose --debug --no-color --help -h'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'events')
      _cal_subs='list get create update delete translate'
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'events list')
      _cal_subs=''
      _cal_flags='--page --per-page --start-date --end-date --starts-before --starts-after --ends-before --ends-after --strict-dates --no-strict-dates --search --categories --tags --venue --organizer --featured --no-featured --hide-from-listings --no-hide-from-listings --status --geoloc --no-geoloc --geoloc-lat --geoloc-lng --geoloc-radius --include --post-parent --ticketed --no-ticketed --password --lang --format --json --fields --tz --all --limit -L --no-pager --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--page --per-page --start-date --end-date --starts-before --starts-after --ends-before --ends-after --search --categories --tags --venue --organizer --status --geoloc-lat --geoloc-lng --geoloc-radius --include --post-parent --password --lang --format --fields --tz --limit -L --profile --data --url --timeout'
      _cal_args='' ;;
    'events get')
      _cal_subs=''
      _cal_flags='--password --lang --format --json --fields --tz --slug --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--password --lang --format --fields --tz --slug --profile --data --url --timeout'
      _cal_args='id' ;;
    'events create')
      _cal_subs=''
      _cal_flags='--author --date --date-utc --title --description --slug --excerpt --status --timezone --all-day --no-all-day --start-date --end-date --image --cost --website --show-map --no-show-map --show-map-link --no-show-map-link --hide-from-listings --no-hide-from-listings --sticky --no-sticky --featured --no-featured --categories --tags --venue --organizer --ical-uid --password --translation-of --lang --format --json --fields --tz --from-file --repeat --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--author --date --date-utc --title --description --slug --excerpt --status --timezone --start-date --end-date --image --cost --website --categories --tags --venue --organizer --ical-uid --password --translation-of --lang --format --fields --tz --from-file --repeat --profile --data --url --timeout'
      _cal_args='' ;;
    'events update')
      _cal_subs=''
      _cal_flags='--author --date --date-utc --title --description --set-slug --excerpt --status --timezone --all-day --no-all-day --start-date --end-date --image --cost --website --show-map --no-show-map --show-map-link --no-show-map-link --hide-from-listings --no-hide-from-listings --sticky --no-sticky --featured --no-featured --categories --tags --venue --organizer --ical-uid --password --lang --format --json --fields --tz --slug --from-file --series --following --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--author --date --date-utc --title --description --set-slug --excerpt --status --timezone --start-date --end-date --image --cost --website --categories --tags --venue --organizer --ical-uid --password --lang --format --fields --tz --slug --from-file --profile --data --url --timeout'
      _cal_args='id...' ;;
    'events delete')
      _cal_subs=''
      _cal_flags='--password --force --no-force --lang --format --json --fields --tz --slug --yes -y --series --following --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--password --lang --format --fields --tz --slug --profile --data --url --timeout'
      _cal_args='id...' ;;
    'events translate')
      _cal_subs=''
      _cal_flags='--lang --author --date --date-utc --title --description --slug --excerpt --status --timezone --all-day --no-all-day --start-date --end-date --image --cost --website --show-map --no-show-map --show-map-link --no-show-map-link --hide-from-listings --no-hide-from-listings --sticky --no-sticky --featured --no-featured --categories --tags --venue --organizer --ical-uid --password --format --json --fields --tz --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--lang --author --date --date-utc --title --description --slug --excerpt --status --timezone --start-date --end-date --image --cost --website --categories --tags --venue --organizer --ical-uid --password --format --fields --tz --profile --data --url --timeout'
      _cal_args='id' ;;
    'venues')
      _cal_subs='list get create update delete export import'
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'venues list')
      _cal_subs=''
      _cal_flags='--page --per-page --search --event --has-events --no-has-events --only-with-upcoming --no-only-with-upcoming --status --lang --format --json --fields --tz --all --limit -L --no-pager --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--page --per-page --search --event --status --lang --format --fields --tz --limit -L --profile --data --url --timeout'
      _cal_args='' ;;
    'venues get')
      _cal_subs=''
      _cal_flags='--lang --format --json --fields --tz --slug --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--lang --format --fields --tz --slug --profile --data --url --timeout'
      _cal_args='id' ;;
    'venues create')
      _cal_subs=''
      _cal_flags='--author --date --date-utc --venue --description --status --show-map --show-map-link --address --city --country --province --state --zip --phone --stateprovince --website --image --geo-lat --geo-lng --translation-of --lang --format --json --fields --tz --from-file --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--author --date --date-utc --venue --description --status --show-map --show-map-link --address --city --country --province --state --zip --phone --stateprovince --website --image --geo-lat --geo-lng --translation-of --lang --format --fields --tz --from-file --profile --data --url --timeout'
      _cal_args='' ;;
    'venues update')
      _cal_subs=''
      _cal_flags='--author --date --date-utc --venue --description --status --show-map --show-map-link --address --city --country --province --state --zip --phone --stateprovince --website --image --geo-lat --geo-lng --lang --format --json --fields --tz --slug --from-file --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--author --date --date-utc --venue --description --status --show-map --show-map-link --address --city --country --province --state --zip --phone --stateprovince --website --image --geo-lat --geo-lng --lang --format --fields --tz --slug --from-file --profile --data --url --timeout'
      _cal_args='id...' ;;
    'venues delete')
      _cal_subs=''
      _cal_flags='--force --no-force --lang --format --json --fields --tz --slug --yes -y --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--lang --format --fields --tz --slug --profile --data --url --timeout'
      _cal_args='id...' ;;
    'venues export')
      _cal_subs=''
      _cal_flags='--format --output --keep-formulas --bom --search --event --has-events --no-has-events --only-with-upcoming --no-only-with-upcoming --status --lang --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--format --output --search --event --status --lang --profile --data --url --timeout'
      _cal_args='' ;;
    'venues import')
      _cal_subs=''
      _cal_flags='--format --update --dry-run --errors --json --concurrency --delimiter --map --strict --sheet --date-order --lang --refetch --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--format --errors --concurrency --delimiter --map --sheet --date-order --lang --profile --data --url --timeout'
      _cal_args='file' ;;
    'organizers')
      _cal_subs='list get create update delete export import'
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'organizers list')
      _cal_subs=''
      _cal_flags='--page --per-page --search --event --has-events --no-has-events --only-with-upcoming --no-only-with-upcoming --status --lang --format --json --fields --tz --all --limit -L --no-pager --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--page --per-page --search --event --status --lang --format --fields --tz --limit -L --profile --data --url --timeout'
      _cal_args='' ;;
    'organizers get')
      _cal_subs=''
      _cal_flags='--lang --format --json --fields --tz --slug --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--lang --format --fields --tz --slug --profile --data --url --timeout'
      _cal_args='id' ;;
    'organizers create')
      _cal_subs=''
      _cal_flags='--author --date --date-utc --organizer --description --status --phone --website --email --image --translation-of --lang --format --json --fields --tz --from-file --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--author --date --date-utc --organizer --description --status --phone --website --email --image --translation-of --lang --format --fields --tz --from-file --profile --data --url --timeout'
      _cal_args='' ;;
    'organizers update')
      _cal_subs=''
      _cal_flags='--author --date --date-utc --organizer --description --status --phone --website --email --image --lang --format --json --fields --tz --slug --from-file --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--author --date --date-utc --organizer --description --status --phone --website --email --image --lang --format --fields --tz --slug --from-file --profile --data --url --timeout'
      _cal_args='id...' ;;
    'organizers delete')
      _cal_subs=''
      _cal_flags='--force --no-force --lang --format --json --fields --tz --slug --yes -y --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--lang --format --fields --tz --slug --profile --data --url --timeout'
      _cal_args='id...' ;;
    'organizers export')
      _cal_subs=''
      _cal_flags='--format --output --keep-formulas --bom --search --event --has-events --no-has-events --only-with-upcoming --no-only-with-upcoming --status --lang --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--format --output --search --event --status --lang --profile --data --url --timeout'
      _cal_args='' ;;
    'organizers import')
      _cal_subs=''
      _cal_flags='--format --update --dry-run --errors --json --concurrency --delimiter --map --strict --sheet --date-order --lang --refetch --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--format --errors --concurrency --delimiter --map --sheet --date-order --lang --profile --data --url --timeout'
      _cal_args='file' ;;
    'categories')
      _cal_subs='list get create update delete export import'
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'categories list')
      _cal_subs=''
      _cal_flags='--page --per-page --search --exclude --include --order --orderby --hide-empty --no-hide-empty --parent --post --event --slug --lang --format --json --fields --tz --all --limit -L --no-pager --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--page --per-page --search --exclude --include --order --orderby --parent --post --event --slug --lang --format --fields --tz --limit -L --profile --data --url --timeout'
      _cal_args='' ;;
    'categories get')
      _cal_subs=''
      _cal_flags='--lang --format --json --fields --tz --slug --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--lang --format --fields --tz --slug --profile --data --url --timeout'
      _cal_args='id' ;;
    'categories create')
      _cal_subs=''
      _cal_flags='--name --description --slug --parent --translation-of --lang --format --json --fields --tz --from-file --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--name --description --slug --parent --translation-of --lang --format --fields --tz --from-file --profile --data --url --timeout'
      _cal_args='' ;;
    'categories update')
      _cal_subs=''
      _cal_flags='--name --description --set-slug --parent --lang --format --json --fields --tz --slug --from-file --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--name --description --set-slug --parent --lang --format --fields --tz --slug --from-file --profile --data --url --timeout'
      _cal_args='id...' ;;
    'categories delete')
      _cal_subs=''
      _cal_flags='--lang --format --json --fields --tz --slug --yes -y --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--lang --format --fields --tz --slug --profile --data --url --timeout'
      _cal_args='id...' ;;
    'categories export')
      _cal_subs=''
      _cal_flags='--format --output --keep-formulas --bom --search --exclude --include --hide-empty --no-hide-empty --parent --post --event --slug --lang --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--format --output --search --exclude --include --parent --post --event --slug --lang --profile --data --url --timeout'
      _cal_args='' ;;
    'categories import')
      _cal_subs=''
      _cal_flags='--format --update --dry-run --errors --json --concurrency --delimiter --map --strict --sheet --date-order --lang --refetch --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--format --errors --concurrency --delimiter --map --sheet --date-order --lang --profile --data --url --timeout'
      _cal_args='file' ;;
    'tags')
      _cal_subs='list get create update delete export import'
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'tags list')
      _cal_subs=''
      _cal_flags='--page --per-page --search --exclude --include --order --orderby --hide-empty --no-hide-empty --post --event --slug --lang --format --json --fields --tz --all --limit -L --no-pager --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--page --per-page --search --exclude --include --order --orderby --post --event --slug --lang --format --fields --tz --limit -L --profile --data --url --timeout'
      _cal_args='' ;;
    'tags get')
      _cal_subs=''
      _cal_flags='--lang --format --json --fields --tz --slug --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--lang --format --fields --tz --slug --profile --data --url --timeout'
      _cal_args='id' ;;
    'tags create')
      _cal_subs=''
      _cal_flags='--name --description --slug --translation-of --lang --format --json --fields --tz --from-file --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--name --description --slug --translation-of --lang --format --fields --tz --from-file --profile --data --url --timeout'
      _cal_args='' ;;
    'tags update')
      _cal_subs=''
      _cal_flags='--name --description --set-slug --lang --format --json --fields --tz --slug --from-file --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--name --description --set-slug --lang --format --fields --tz --slug --from-file --profile --data --url --timeout'
      _cal_args='id...' ;;
    'tags delete')
      _cal_subs=''
      _cal_flags='--lang --format --json --fields --tz --slug --yes -y --dry-run --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--lang --format --fields --tz --slug --profile --data --url --timeout'
      _cal_args='id...' ;;
    'tags export')
      _cal_subs=''
      _cal_flags='--format --output --keep-formulas --bom --search --exclude --include --hide-empty --no-hide-empty --post --event --slug --lang --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--format --output --search --exclude --include --post --event --slug --lang --profile --data --url --timeout'
      _cal_args='' ;;
    'tags import')
      _cal_subs=''
      _cal_flags='--format --update --dry-run --errors --json --concurrency --delimiter --map --strict --sheet --date-order --lang --refetch --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--format --errors --concurrency --delimiter --map --sheet --date-order --lang --profile --data --url --timeout'
      _cal_args='file' ;;
    'export')
      _cal_subs=''
      _cal_flags='--format --output --keep-formulas --bom --columns --start-date --end-date --starts-before --starts-after --ends-before --ends-after --strict-dates --no-strict-dates --search --categories --tags --venue --organizer --featured --no-featured --hide-from-listings --no-hide-from-listings --status --geoloc --no-geoloc --geoloc-lat --geoloc-lng --geoloc-radius --include --post-parent --ticketed --no-ticketed --password --lang --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--format --output --columns --start-date --end-date --starts-before --starts-after --ends-before --ends-after --search --categories --tags --venue --organizer --status --geoloc-lat --geoloc-lng --geoloc-radius --include --post-parent --password --lang --profile --data --url --timeout'
      _cal_args='' ;;
    'import')
      _cal_subs=''
      _cal_flags='--format --update --dry-run --errors --json --concurrency --delimiter --map --strict --sheet --date-order --lang --refetch --from --until --max-occurrences --prune --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--format --errors --concurrency --delimiter --map --sheet --date-order --lang --from --until --max-occurrences --profile --data --url --timeout'
      _cal_args='file' ;;
    'sync')
      _cal_subs=''
      _cal_flags='--from --until --max-occurrences --dry-run --refetch --concurrency --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--from --until --max-occurrences --concurrency --profile --data --url --timeout'
      _cal_args='url' ;;
    'add')
      _cal_subs=''
      _cal_flags='--yes -y --timezone --format --json --fields --tz --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--timezone --format --fields --tz --profile --data --url --timeout'
      _cal_args='words...' ;;
    'api')
      _cal_subs=''
      _cal_flags='--field -F --raw-field -f --input --paginate --include --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--field -F --raw-field -f --input --profile --data --url --timeout'
      _cal_args='method path' ;;
    'config')
      _cal_subs='list get set unset'
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'config list')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'config get')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='key' ;;
    'config set')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='key value' ;;
    'config unset')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='key' ;;
    'login')
      _cal_subs=''
      _cal_flags='--user --password-stdin --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--user --profile --data --url --timeout'
      _cal_args='' ;;
    'logout')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'auth')
      _cal_subs='status'
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'auth status')
      _cal_subs=''
      _cal_flags='--json --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'users')
      _cal_subs='list add remove set-role passwords'
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'users list')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'users add')
      _cal_subs=''
      _cal_flags='--role --name --email --password-stdin --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--role --name --email --profile --data --url --timeout'
      _cal_args='login' ;;
    'users remove')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='login' ;;
    'users set-role')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='login role' ;;
    'users passwords')
      _cal_subs='add revoke'
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'users passwords add')
      _cal_subs=''
      _cal_flags='--name --password-stdin --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--name --profile --data --url --timeout'
      _cal_args='login' ;;
    'users passwords revoke')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='login name' ;;
    'settings')
      _cal_subs='show get set reset'
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'settings show')
      _cal_subs=''
      _cal_flags='--json --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'settings get')
      _cal_subs=''
      _cal_flags='--json --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='key' ;;
    'settings set')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='key value' ;;
    'settings reset')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='key' ;;
    'store')
      _cal_subs='check compact repair backup migrate copy'
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'store check')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='calendars...' ;;
    'store compact')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'store repair')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'store backup')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='destination' ;;
    'store migrate')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='' ;;
    'store copy')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='from to' ;;
    'generate')
      _cal_subs=''
      _cal_flags='--events --venues --organizers --categories --tags --from --days --seed --output --format --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--events --venues --organizers --categories --tags --from --days --seed --output --format --profile --data --url --timeout'
      _cal_args='' ;;
    'seed')
      _cal_subs=''
      _cal_flags='--output --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--output --profile --data --url --timeout'
      _cal_args='file' ;;
    'agenda')
      _cal_subs=''
      _cal_flags='--days --from --json --timezone --width --status --lang --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--days --from --timezone --width --status --lang --profile --data --url --timeout'
      _cal_args='' ;;
    'month')
      _cal_subs=''
      _cal_flags='--timezone --width --status --lang --compact --week-start --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--timezone --width --status --lang --week-start --profile --data --url --timeout'
      _cal_args='month' ;;
    'week')
      _cal_subs=''
      _cal_flags='--timezone --width --status --lang --compact --week-start --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--timezone --width --status --lang --week-start --profile --data --url --timeout'
      _cal_args='date' ;;
    'serve')
      _cal_subs=''
      _cal_flags='--port --host --timezone --site-url --demo --cors --instance-name --trusted-proxy --db-timeout --pid-file --ready-file --detach --log-file --stop --help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--port --host --timezone --site-url --cors --instance-name --trusted-proxy --db-timeout --pid-file --ready-file --log-file --profile --data --url --timeout'
      _cal_args='' ;;
    'completion')
      _cal_subs=''
      _cal_flags='--help -h --version -V --profile --data --url --timeout --verbose --debug --no-color'
      _cal_takes='--profile --data --url --timeout'
      _cal_args='shell' ;;
  esac
}

# Sets how to complete the value of flag or argument $1 (a command path and `--flag` or `<arg>`); fails when free.
_cal_value() {
  _cal_kind= _cal_words=
  case $1 in
    '--data') _cal_kind=file _cal_words='' ;;
    'events list --categories') _cal_kind=ask _cal_words='' ;;
    'events list --tags') _cal_kind=ask _cal_words='' ;;
    'events list --venue') _cal_kind=ask _cal_words='' ;;
    'events list --organizer') _cal_kind=ask _cal_words='' ;;
    'events list --status') _cal_kind=list _cal_words='publish future draft pending private trash' ;;
    'events list --include') _cal_kind=ask _cal_words='' ;;
    'events list --post-parent') _cal_kind=ask _cal_words='' ;;
    'events list --lang') _cal_kind=words _cal_words='ca en es' ;;
    'events list --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'events list --tz') _cal_kind=ask _cal_words='' ;;
    'events get --lang') _cal_kind=words _cal_words='ca en es' ;;
    'events get --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'events get --tz') _cal_kind=ask _cal_words='' ;;
    'events get --slug') _cal_kind=ask _cal_words='' ;;
    'events get <id>') _cal_kind=ask _cal_words='' ;;
    'events create --status') _cal_kind=words _cal_words='publish future draft pending private trash' ;;
    'events create --timezone') _cal_kind=ask _cal_words='' ;;
    'events create --categories') _cal_kind=ask _cal_words='' ;;
    'events create --tags') _cal_kind=ask _cal_words='' ;;
    'events create --venue') _cal_kind=ask _cal_words='' ;;
    'events create --organizer') _cal_kind=ask _cal_words='' ;;
    'events create --translation-of') _cal_kind=ask _cal_words='' ;;
    'events create --lang') _cal_kind=words _cal_words='ca en es' ;;
    'events create --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'events create --tz') _cal_kind=ask _cal_words='' ;;
    'events create --from-file') _cal_kind=file _cal_words='' ;;
    'events update --status') _cal_kind=words _cal_words='publish future draft pending private trash' ;;
    'events update --timezone') _cal_kind=ask _cal_words='' ;;
    'events update --categories') _cal_kind=ask _cal_words='' ;;
    'events update --tags') _cal_kind=ask _cal_words='' ;;
    'events update --venue') _cal_kind=ask _cal_words='' ;;
    'events update --organizer') _cal_kind=ask _cal_words='' ;;
    'events update --lang') _cal_kind=words _cal_words='ca en es' ;;
    'events update --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'events update --tz') _cal_kind=ask _cal_words='' ;;
    'events update --slug') _cal_kind=ask _cal_words='' ;;
    'events update --from-file') _cal_kind=file _cal_words='' ;;
    'events update <id>') _cal_kind=ask _cal_words='' ;;
    'events delete --lang') _cal_kind=words _cal_words='ca en es' ;;
    'events delete --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'events delete --tz') _cal_kind=ask _cal_words='' ;;
    'events delete --slug') _cal_kind=ask _cal_words='' ;;
    'events delete <id>') _cal_kind=ask _cal_words='' ;;
    'events translate --lang') _cal_kind=words _cal_words='ca en es' ;;
    'events translate --status') _cal_kind=words _cal_words='publish future draft pending private trash' ;;
    'events translate --timezone') _cal_kind=ask _cal_words='' ;;
    'events translate --categories') _cal_kind=ask _cal_words='' ;;
    'events translate --tags') _cal_kind=ask _cal_words='' ;;
    'events translate --venue') _cal_kind=ask _cal_words='' ;;
    'events translate --organizer') _cal_kind=ask _cal_words='' ;;
    'events translate --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'events translate --tz') _cal_kind=ask _cal_words='' ;;
    'events translate <id>') _cal_kind=ask _cal_words='' ;;
    'venues list --event') _cal_kind=ask _cal_words='' ;;
    'venues list --status') _cal_kind=list _cal_words='publish future draft pending private trash' ;;
    'venues list --lang') _cal_kind=words _cal_words='ca en es' ;;
    'venues list --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'venues list --tz') _cal_kind=ask _cal_words='' ;;
    'venues get --lang') _cal_kind=words _cal_words='ca en es' ;;
    'venues get --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'venues get --tz') _cal_kind=ask _cal_words='' ;;
    'venues get --slug') _cal_kind=ask _cal_words='' ;;
    'venues get <id>') _cal_kind=ask _cal_words='' ;;
    'venues create --status') _cal_kind=words _cal_words='publish future draft pending private trash' ;;
    'venues create --translation-of') _cal_kind=ask _cal_words='' ;;
    'venues create --lang') _cal_kind=words _cal_words='ca en es' ;;
    'venues create --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'venues create --tz') _cal_kind=ask _cal_words='' ;;
    'venues create --from-file') _cal_kind=file _cal_words='' ;;
    'venues update --status') _cal_kind=words _cal_words='publish future draft pending private trash' ;;
    'venues update --lang') _cal_kind=words _cal_words='ca en es' ;;
    'venues update --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'venues update --tz') _cal_kind=ask _cal_words='' ;;
    'venues update --slug') _cal_kind=ask _cal_words='' ;;
    'venues update --from-file') _cal_kind=file _cal_words='' ;;
    'venues update <id>') _cal_kind=ask _cal_words='' ;;
    'venues delete --lang') _cal_kind=words _cal_words='ca en es' ;;
    'venues delete --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'venues delete --tz') _cal_kind=ask _cal_words='' ;;
    'venues delete --slug') _cal_kind=ask _cal_words='' ;;
    'venues delete <id>') _cal_kind=ask _cal_words='' ;;
    'venues export --format') _cal_kind=words _cal_words='json ndjson csv xlsx' ;;
    'venues export --output') _cal_kind=file _cal_words='' ;;
    'venues export --event') _cal_kind=ask _cal_words='' ;;
    'venues export --status') _cal_kind=list _cal_words='publish future draft pending private trash' ;;
    'venues export --lang') _cal_kind=words _cal_words='ca en es' ;;
    'venues import --format') _cal_kind=words _cal_words='json ndjson csv xlsx' ;;
    'venues import --errors') _cal_kind=file _cal_words='' ;;
    'venues import --date-order') _cal_kind=words _cal_words='dmy mdy ymd' ;;
    'venues import --lang') _cal_kind=words _cal_words='ca en es' ;;
    'venues import <file>') _cal_kind=file _cal_words='' ;;
    'organizers list --event') _cal_kind=ask _cal_words='' ;;
    'organizers list --status') _cal_kind=list _cal_words='publish future draft pending private trash' ;;
    'organizers list --lang') _cal_kind=words _cal_words='ca en es' ;;
    'organizers list --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'organizers list --tz') _cal_kind=ask _cal_words='' ;;
    'organizers get --lang') _cal_kind=words _cal_words='ca en es' ;;
    'organizers get --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'organizers get --tz') _cal_kind=ask _cal_words='' ;;
    'organizers get --slug') _cal_kind=ask _cal_words='' ;;
    'organizers get <id>') _cal_kind=ask _cal_words='' ;;
    'organizers create --status') _cal_kind=words _cal_words='publish future draft pending private trash' ;;
    'organizers create --translation-of') _cal_kind=ask _cal_words='' ;;
    'organizers create --lang') _cal_kind=words _cal_words='ca en es' ;;
    'organizers create --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'organizers create --tz') _cal_kind=ask _cal_words='' ;;
    'organizers create --from-file') _cal_kind=file _cal_words='' ;;
    'organizers update --status') _cal_kind=words _cal_words='publish future draft pending private trash' ;;
    'organizers update --lang') _cal_kind=words _cal_words='ca en es' ;;
    'organizers update --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'organizers update --tz') _cal_kind=ask _cal_words='' ;;
    'organizers update --slug') _cal_kind=ask _cal_words='' ;;
    'organizers update --from-file') _cal_kind=file _cal_words='' ;;
    'organizers update <id>') _cal_kind=ask _cal_words='' ;;
    'organizers delete --lang') _cal_kind=words _cal_words='ca en es' ;;
    'organizers delete --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'organizers delete --tz') _cal_kind=ask _cal_words='' ;;
    'organizers delete --slug') _cal_kind=ask _cal_words='' ;;
    'organizers delete <id>') _cal_kind=ask _cal_words='' ;;
    'organizers export --format') _cal_kind=words _cal_words='json ndjson csv xlsx' ;;
    'organizers export --output') _cal_kind=file _cal_words='' ;;
    'organizers export --event') _cal_kind=ask _cal_words='' ;;
    'organizers export --status') _cal_kind=list _cal_words='publish future draft pending private trash' ;;
    'organizers export --lang') _cal_kind=words _cal_words='ca en es' ;;
    'organizers import --format') _cal_kind=words _cal_words='json ndjson csv xlsx' ;;
    'organizers import --errors') _cal_kind=file _cal_words='' ;;
    'organizers import --date-order') _cal_kind=words _cal_words='dmy mdy ymd' ;;
    'organizers import --lang') _cal_kind=words _cal_words='ca en es' ;;
    'organizers import <file>') _cal_kind=file _cal_words='' ;;
    'categories list --exclude') _cal_kind=ask _cal_words='' ;;
    'categories list --include') _cal_kind=ask _cal_words='' ;;
    'categories list --order') _cal_kind=words _cal_words='asc desc' ;;
    'categories list --orderby') _cal_kind=words _cal_words='id name slug count description term_group include slug_in include_slugs none' ;;
    'categories list --parent') _cal_kind=ask _cal_words='' ;;
    'categories list --post') _cal_kind=ask _cal_words='' ;;
    'categories list --event') _cal_kind=ask _cal_words='' ;;
    'categories list --slug') _cal_kind=ask _cal_words='' ;;
    'categories list --lang') _cal_kind=words _cal_words='ca en es' ;;
    'categories list --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'categories list --tz') _cal_kind=ask _cal_words='' ;;
    'categories get --lang') _cal_kind=words _cal_words='ca en es' ;;
    'categories get --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'categories get --tz') _cal_kind=ask _cal_words='' ;;
    'categories get --slug') _cal_kind=ask _cal_words='' ;;
    'categories get <id>') _cal_kind=ask _cal_words='' ;;
    'categories create --parent') _cal_kind=ask _cal_words='' ;;
    'categories create --translation-of') _cal_kind=ask _cal_words='' ;;
    'categories create --lang') _cal_kind=words _cal_words='ca en es' ;;
    'categories create --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'categories create --tz') _cal_kind=ask _cal_words='' ;;
    'categories create --from-file') _cal_kind=file _cal_words='' ;;
    'categories update --parent') _cal_kind=ask _cal_words='' ;;
    'categories update --lang') _cal_kind=words _cal_words='ca en es' ;;
    'categories update --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'categories update --tz') _cal_kind=ask _cal_words='' ;;
    'categories update --slug') _cal_kind=ask _cal_words='' ;;
    'categories update --from-file') _cal_kind=file _cal_words='' ;;
    'categories update <id>') _cal_kind=ask _cal_words='' ;;
    'categories delete --lang') _cal_kind=words _cal_words='ca en es' ;;
    'categories delete --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'categories delete --tz') _cal_kind=ask _cal_words='' ;;
    'categories delete --slug') _cal_kind=ask _cal_words='' ;;
    'categories delete <id>') _cal_kind=ask _cal_words='' ;;
    'categories export --format') _cal_kind=words _cal_words='json ndjson csv xlsx' ;;
    'categories export --output') _cal_kind=file _cal_words='' ;;
    'categories export --exclude') _cal_kind=ask _cal_words='' ;;
    'categories export --include') _cal_kind=ask _cal_words='' ;;
    'categories export --parent') _cal_kind=ask _cal_words='' ;;
    'categories export --post') _cal_kind=ask _cal_words='' ;;
    'categories export --event') _cal_kind=ask _cal_words='' ;;
    'categories export --lang') _cal_kind=words _cal_words='ca en es' ;;
    'categories import --format') _cal_kind=words _cal_words='json ndjson csv xlsx' ;;
    'categories import --errors') _cal_kind=file _cal_words='' ;;
    'categories import --date-order') _cal_kind=words _cal_words='dmy mdy ymd' ;;
    'categories import --lang') _cal_kind=words _cal_words='ca en es' ;;
    'categories import <file>') _cal_kind=file _cal_words='' ;;
    'tags list --exclude') _cal_kind=ask _cal_words='' ;;
    'tags list --include') _cal_kind=ask _cal_words='' ;;
    'tags list --order') _cal_kind=words _cal_words='asc desc' ;;
    'tags list --orderby') _cal_kind=words _cal_words='id name slug count description term_group include slug_in include_slugs none' ;;
    'tags list --post') _cal_kind=ask _cal_words='' ;;
    'tags list --event') _cal_kind=ask _cal_words='' ;;
    'tags list --slug') _cal_kind=ask _cal_words='' ;;
    'tags list --lang') _cal_kind=words _cal_words='ca en es' ;;
    'tags list --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'tags list --tz') _cal_kind=ask _cal_words='' ;;
    'tags get --lang') _cal_kind=words _cal_words='ca en es' ;;
    'tags get --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'tags get --tz') _cal_kind=ask _cal_words='' ;;
    'tags get --slug') _cal_kind=ask _cal_words='' ;;
    'tags get <id>') _cal_kind=ask _cal_words='' ;;
    'tags create --translation-of') _cal_kind=ask _cal_words='' ;;
    'tags create --lang') _cal_kind=words _cal_words='ca en es' ;;
    'tags create --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'tags create --tz') _cal_kind=ask _cal_words='' ;;
    'tags create --from-file') _cal_kind=file _cal_words='' ;;
    'tags update --lang') _cal_kind=words _cal_words='ca en es' ;;
    'tags update --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'tags update --tz') _cal_kind=ask _cal_words='' ;;
    'tags update --slug') _cal_kind=ask _cal_words='' ;;
    'tags update --from-file') _cal_kind=file _cal_words='' ;;
    'tags update <id>') _cal_kind=ask _cal_words='' ;;
    'tags delete --lang') _cal_kind=words _cal_words='ca en es' ;;
    'tags delete --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'tags delete --tz') _cal_kind=ask _cal_words='' ;;
    'tags delete --slug') _cal_kind=ask _cal_words='' ;;
    'tags delete <id>') _cal_kind=ask _cal_words='' ;;
    'tags export --format') _cal_kind=words _cal_words='json ndjson csv xlsx' ;;
    'tags export --output') _cal_kind=file _cal_words='' ;;
    'tags export --exclude') _cal_kind=ask _cal_words='' ;;
    'tags export --include') _cal_kind=ask _cal_words='' ;;
    'tags export --post') _cal_kind=ask _cal_words='' ;;
    'tags export --event') _cal_kind=ask _cal_words='' ;;
    'tags export --lang') _cal_kind=words _cal_words='ca en es' ;;
    'tags import --format') _cal_kind=words _cal_words='json ndjson csv xlsx' ;;
    'tags import --errors') _cal_kind=file _cal_words='' ;;
    'tags import --date-order') _cal_kind=words _cal_words='dmy mdy ymd' ;;
    'tags import --lang') _cal_kind=words _cal_words='ca en es' ;;
    'tags import <file>') _cal_kind=file _cal_words='' ;;
    'export --format') _cal_kind=words _cal_words='json ndjson csv xlsx ics' ;;
    'export --output') _cal_kind=file _cal_words='' ;;
    'export --columns') _cal_kind=words _cal_words='cal tec' ;;
    'export --categories') _cal_kind=ask _cal_words='' ;;
    'export --tags') _cal_kind=ask _cal_words='' ;;
    'export --venue') _cal_kind=ask _cal_words='' ;;
    'export --organizer') _cal_kind=ask _cal_words='' ;;
    'export --status') _cal_kind=list _cal_words='publish future draft pending private trash' ;;
    'export --include') _cal_kind=ask _cal_words='' ;;
    'export --post-parent') _cal_kind=ask _cal_words='' ;;
    'export --lang') _cal_kind=words _cal_words='ca en es' ;;
    'import --format') _cal_kind=words _cal_words='json ndjson csv xlsx ics' ;;
    'import --errors') _cal_kind=file _cal_words='' ;;
    'import --date-order') _cal_kind=words _cal_words='dmy mdy ymd' ;;
    'import --lang') _cal_kind=words _cal_words='ca en es' ;;
    'import <file>') _cal_kind=file _cal_words='' ;;
    'add --timezone') _cal_kind=ask _cal_words='' ;;
    'add --format') _cal_kind=words _cal_words='table json ndjson csv tsv ids count' ;;
    'add --tz') _cal_kind=ask _cal_words='' ;;
    'api --input') _cal_kind=file _cal_words='' ;;
    'api <method>') _cal_kind=words _cal_words='GET POST PUT PATCH DELETE' ;;
    'config get <key>') _cal_kind=words _cal_words='url rest_prefix namespace lang timezone format date_order data user' ;;
    'config set <key>') _cal_kind=words _cal_words='url rest_prefix namespace lang timezone format date_order data user' ;;
    'config unset <key>') _cal_kind=words _cal_words='url rest_prefix namespace lang timezone format date_order data user' ;;
    'users add --role') _cal_kind=words _cal_words='administrator editor author contributor subscriber' ;;
    'users set-role <role>') _cal_kind=words _cal_words='administrator editor author contributor subscriber' ;;
    'settings get <key>') _cal_kind=words _cal_words='timezone site_url default_language languages posts_per_page max_per_page multi_day_cutoff currency_symbol currency_position' ;;
    'settings set <key>') _cal_kind=words _cal_words='timezone site_url default_language languages posts_per_page max_per_page multi_day_cutoff currency_symbol currency_position' ;;
    'settings reset <key>') _cal_kind=words _cal_words='timezone site_url default_language languages posts_per_page max_per_page multi_day_cutoff currency_symbol currency_position' ;;
    'store backup <destination>') _cal_kind=file _cal_words='' ;;
    'generate --output') _cal_kind=file _cal_words='' ;;
    'generate --format') _cal_kind=words _cal_words='json ndjson csv xlsx ics' ;;
    'seed --output') _cal_kind=file _cal_words='' ;;
    'seed <file>') _cal_kind=file _cal_words='' ;;
    'agenda --timezone') _cal_kind=ask _cal_words='' ;;
    'agenda --lang') _cal_kind=words _cal_words='ca en es' ;;
    'month --timezone') _cal_kind=ask _cal_words='' ;;
    'month --lang') _cal_kind=words _cal_words='ca en es' ;;
    'week --timezone') _cal_kind=ask _cal_words='' ;;
    'week --lang') _cal_kind=words _cal_words='ca en es' ;;
    'serve --timezone') _cal_kind=ask _cal_words='' ;;
    'serve --pid-file') _cal_kind=file _cal_words='' ;;
    'serve --ready-file') _cal_kind=file _cal_words='' ;;
    'serve --log-file') _cal_kind=file _cal_words='' ;;
    'completion <shell>') _cal_kind=words _cal_words='bash zsh fish' ;;
    *) return 1 ;;
  esac
}

# Completes the word under the cursor: finds the command path, then offers what may follow there.
_cal() {
  local cur=${COMP_WORDS[COMP_CWORD]} path= word expect= dashes= n=0 i
  local _cal_subs _cal_flags _cal_takes _cal_args _cal_kind _cal_words
  COMPREPLY=()
  _cal_node ''
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=${COMP_WORDS[i]}
    if [[ -n $expect ]]; then
      # bash splits --flag=value around the '=': the value is the word after it.
      [[ $word == = ]] || expect=
    elif [[ -z $dashes && $word == -- ]]; then
      dashes=1
    elif [[ -z $dashes && $word == -?* ]]; then
      [[ $word != *=* && " $_cal_takes " == *" $word "* ]] && expect=$word
    elif ((n == 0)) && [[ " $_cal_subs " == *" $word "* ]]; then
      path=${path:+$path }$word
      _cal_node "$path"
    else
      n=$((n + 1))
    fi
  done
  if [[ -n $expect ]]; then
    [[ $cur == = ]] && cur=
    _cal_value "${path:+$path }$expect" || _cal_value "$expect"
  elif [[ -z $dashes && $cur == -* ]]; then
    _cal_kind=words _cal_words=$_cal_flags
  elif [[ -n $_cal_subs ]]; then
    # After a word that is not one of the subcommands, nothing can follow.
    ((n == 0)) && _cal_kind=words _cal_words=$_cal_subs
  else
    local -a args=($_cal_args)
    local arg=${args[n]:-} last=${args[*]: -1}
    [[ -z $arg && $last == *... ]] && arg=$last
    if [[ -n $arg ]]; then
      _cal_value "${path:+$path }<${arg%...}>"
    elif [[ -z $dashes && -z $cur ]]; then
      _cal_kind=words _cal_words=$_cal_flags
    fi
  fi
  _cal_reply
}

# Fills COMPREPLY from _cal_kind and _cal_words; calendar items and time zones come from cal __complete.
_cal_reply() {
  local pre= line
  case $_cal_kind in
    words) mapfile -t COMPREPLY < <(compgen -W "$_cal_words" -- "$cur") ;;
    list)
      [[ $cur == *,* ]] && pre=${cur%,*},
      mapfile -t COMPREPLY < <(compgen -P "$pre" -W "$_cal_words" -- "${cur##*,}")
      ;;
    file)
      compopt -o filenames 2>/dev/null
      mapfile -t COMPREPLY < <(compgen -f -- "$cur")
      ;;
    ask)
      while IFS= read -r line; do
        COMPREPLY+=("${line%%$'\t'*}")
      done < <("${COMP_WORDS[0]}" __complete -- "${COMP_WORDS[@]:1:COMP_CWORD-1}" "$cur" 2>/dev/null </dev/null)
      ;;
  esac
}

complete -F _cal cal
