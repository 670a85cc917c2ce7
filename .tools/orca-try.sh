#!/usr/bin/env bash
# The playground under a real screen reader, Orca, on a Linux machine with no screen
# (docs/accessibility.md, "With a screen reader: Orca"). Not part of npm test: it needs Orca and a display
# server, and what it checks is what a person would hear, read by a person from the transcript.
#
#   apt-get install -y orca xvfb dbus-x11 at-spi2-core xdotool
#     (Debian; Chromium at /usr/bin/chromium)
#   bash .tools/orca-try.sh              # writes $OUT/transcript.txt (what Orca spoke, per key) and $OUT/orca.log
#
# It starts Xvfb, a D-Bus session, the AT-SPI bus, Orca, the sources' server and Chromium with its
# accessibility tree on, then presses real keys with xdotool and copies what Orca presented after each
# one from its debug log. Orca runs with speech off: with no sound server here speech-dispatcher
# never finishes an utterance and Orca stops handling events after its first. Off, Orca still
# generates and logs what it would speak for focus and navigation ("SPEECH OUTPUT"), but it sends its
# messages, live regions among them, to braille only: the transcript takes those from the braille
# line of each "PRESENT LIVE REGION MESSAGE" (marked [live]); they are the same words it would speak.
# Orca falls behind the keys on a busy machine: a key's words may land under the next key's label
# (raise WAIT).
# Everything it started is stopped at the end. PORT (default 8471), DISPLAY_NUM (default :57) and OUT (default
# /tmp/orca-try) choose where.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PORT=${PORT:-8471}
DISPLAY_NUM=${DISPLAY_NUM:-:57}
OUT=${OUT:-/tmp/orca-try}
WAIT=${WAIT:-2} # seconds after a key for Orca to speak: a live region's change arrives after the key's own echo

for tool in orca Xvfb dbus-launch xdotool /usr/libexec/at-spi-bus-launcher /usr/bin/chromium; do
  command -v "$tool" > /dev/null || { echo "orca-try: $tool is missing (see the top of this script)" >&2; exit 1; }
done
rm -rf "$OUT" && mkdir -p "$OUT"
PIDS=()
cleanup() {
  for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do kill "${PIDS[i]}" 2> /dev/null || true; done
  if [[ -n ${DBUS_SESSION_BUS_PID:-} ]]; then kill "$DBUS_SESSION_BUS_PID" 2> /dev/null || true; fi
}
trap cleanup EXIT

Xvfb "$DISPLAY_NUM" -screen 0 1280x900x24 -nolisten tcp > "$OUT/xvfb.log" 2>&1 &
PIDS+=($!)
export DISPLAY=$DISPLAY_NUM
sleep 1
eval "$(dbus-launch --sh-syntax)"
/usr/libexec/at-spi-bus-launcher --launch-immediately > "$OUT/at-spi.log" 2>&1 &
PIDS+=($!)
sleep 1
orca --replace --disable speech --debug-file="$OUT/orca.log" --user-prefs "$OUT/orca-prefs" > "$OUT/orca.out" 2>&1 &
PIDS+=($!)
(cd "$ROOT" && PORT=$PORT exec node web/tools/serve.mjs --src) > "$OUT/serve.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 30); do
  grep -q 'ORCA: Startup complete' "$OUT/orca.log" 2> /dev/null && break
  sleep 1
done
grep -q 'ORCA: Startup complete' "$OUT/orca.log" || { echo "orca-try: Orca did not start (see $OUT/orca.out, $OUT/orca.log)" >&2; exit 1; }
/usr/bin/chromium --no-sandbox --force-renderer-accessibility --user-data-dir="$OUT/chromium" --no-first-run \
  --no-default-browser-check --disable-gpu --window-position=0,0 --window-size=1280,900 \
  "http://127.0.0.1:$PORT/" > "$OUT/chromium.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 30); do
  grep -q 'Pathlab — grid pathfinding' "$OUT/orca.log" && break
  sleep 1
done
sleep 3 # the page's module and the wasm core load
xdotool mousemove 640 20 # no window manager: the keyboard goes to the window under the pointer

TRANSCRIPT=$OUT/transcript.txt
seen=$(wc -l < "$OUT/orca.log")
# heard LABEL [N]: writes what Orca presented since the last call under the label (the last N lines),
# each utterance once (the debug log writes some twice). Not in a pipeline, so that `seen` moves on.
heard() {
  local now
  now=$(wc -l < "$OUT/orca.log")
  echo "## $1" >> "$TRANSCRIPT"
  sed -n "$((seen + 1)),${now}p" "$OUT/orca.log" | awk '
    /PRESENT LIVE REGION MESSAGE vvvvv/ { live = 1; next }
    live && /BRAILLE LINE: / { sub(/.*BRAILLE LINE: +/, ""); print "    [live] " $0; live = 0; next }
    /SPEECH OUTPUT: / { sub(/.*SPEECH OUTPUT: /, ""); sub(/\{.*$/, ""); print "    " $0 }
  ' | uniq | tail -n "${2:-100000}" >> "$TRANSCRIPT" || true
  seen=$now
}
# press LABEL KEY...: presses the keys, then writes what Orca said under the label.
press() {
  local label=$1
  shift
  for key in "$@"; do
    xdotool key --delay 150 "$key"
    sleep "$WAIT"
  done
  heard "$label"
}

echo "# Orca $(orca --version), $(/usr/bin/chromium --version)" > "$TRANSCRIPT"
heard "page load"
# Tab until the map has focus: watched in Orca's log as the canvas's focus event, not in its words (the
# map's own words are what this is here to find out). focused: the control that has focus now, from
# the last focus event in Orca's log.
focused() { grep -o "state-changed:focused for \[[^]]*\] in \[application | Chromium\] (1" "$OUT/orca.log" | tail -n 1; }
n=0
for n in $(seq 45); do
  xdotool key Tab
  sleep 1
  if focused | grep -q "| Map, "; then break; fi
done
sleep "$WAIT"
# Orca's log lags under load: if the focus went on past the map, come back to it.
for _ in 1 2 3; do
  focused | grep -q "| Map, " && break
  xdotool key shift+Tab
  sleep "$WAIT"
done
heard "Tab x$n until the map has focus (the last words only)" 8
press "w (Wall tool)" w
press "Up x3 (cursor)" Up Up Up
press "Enter (draw a wall at the cursor)" Return
press "Enter again (erase it)" Return
press "Down x3, Right x2 (back on S's row)" Down Down Down Right Right
press "s (start at the cursor)" s
press "Right x20, Up x5" Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Up Up Up Up Up
press "g (goal at the cursor)" g
press "End (run to the end)" End
press "Shift+Tab (off the map, to the control before it)" shift+Tab
press "Left (the page's step back, from a button)" Left
press "Home (the page's first step)" Home
press "Right x3 (the page's step forward)" Right Right Right
press "Tab x2 (past the map, to the playback buttons)" Tab Tab
press "Enter" Return
press "Tab x2" Tab Tab
press "Enter x2" Return Return
press "Orca: t (next table, browse mode)" t
press "Orca: Down x4 (read on in the table)" Down Down Down Down
echo "orca-try: wrote $TRANSCRIPT"
cat "$TRANSCRIPT"
