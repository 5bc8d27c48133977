#!/usr/bin/env bash
# Install the Debian packages the companion needs, if any is missing.
#   scripts/system-packages.sh app    - what the app needs (PDF rendering, Japanese fonts, liblouis for braille,
#                                       gLabels' label-sheet templates)
#   scripts/system-packages.sh test   - that, plus Chromium (and its headless shell, for the browser tests), poppler, PostgreSQL, Java and npm for the tests
set -euo pipefail
wanted=(libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 fonts-noto-cjk liblouis20 liblouis-data glabels-data)
if [ "${1:-app}" = "test" ]; then
  wanted+=(chromium chromium-headless-shell poppler-utils postgresql)
  # Java and npm for the W3C Nu HTML checker (vnu.jar), only where none is installed already.
  command -v java >/dev/null || wanted+=(default-jre-headless)
  command -v npm >/dev/null || wanted+=(npm)
fi
missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null; then
  echo "Please install these packages: ${missing[*]}" >&2
  exit 1
fi
sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
echo "Installing Debian packages: ${missing[*]}"
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
