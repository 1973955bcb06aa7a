#!/bin/sh
# Publishes the remote build this container carries to the API server, so that
# `docker compose up` brings every module up with no admin step and a new image of
# one remote is a new version on the module screen (issue 13). Run at container
# start by /docker-entrypoint.d/ (in the background: nginx starts at once).
#   MODULE_NAME        federation name, e.g. remote_house (set by the image)
#   SERVER_URL         the API server (default http://server:8080)
#   DEPLOY_TOKEN_FILE  the module's deploy token, written by the server into the volume it
#                      shares with the remotes (DEPLOY_TOKEN_DIR; default /deploy-tokens/<name>.token)
#   BUILD_ROOT         where the versioned build folders are (default nginx's html folder)
#   PUBLISH_TRIES      attempts, 2 s apart, while the server or the token is not there yet
# The server answers "version exists" for a version it already has: that is fine.
set -u
: "${MODULE_NAME:?MODULE_NAME is required}"
SERVER_URL="${SERVER_URL:-http://server:8080}"
TOKEN_FILE="${DEPLOY_TOKEN_FILE:-/deploy-tokens/$MODULE_NAME.token}"
BUILD_ROOT="${BUILD_ROOT:-/usr/share/nginx/html}"
TRIES="${PUBLISH_TRIES:-90}"

log() { echo "publish-on-start: $MODULE_NAME: $*"; }

tries=0
while [ ! -s "$TOKEN_FILE" ]; do
  tries=$((tries + 1))
  if [ "$tries" -ge "$TRIES" ]; then log "no deploy token at $TOKEN_FILE; not published"; exit 1; fi
  sleep 2
done
token="$(cat "$TOKEN_FILE")"

status=0
for dir in "$BUILD_ROOT"/*/; do
  [ -f "${dir}remoteEntry.js" ] || continue
  version="$(basename "$dir")"
  archive="$(mktemp)"
  # The folder's content, remoteEntry.js at the top: what the publish command sends.
  tar -czf "$archive" -C "$dir" .
  tries=0
  while :; do
    if answer="$(curl -sS --max-time 120 -H "Authorization: Bearer $token" -H 'Accept-Language: en' \
      -F "name=$MODULE_NAME" -F "version=$version" -F "archive=@$archive;type=application/gzip" \
      "$SERVER_URL/web-api/system/module/publish")"; then
      break
    fi
    tries=$((tries + 1))
    if [ "$tries" -ge "$TRIES" ]; then answer="the server did not answer"; status=1; break; fi
    sleep 2
  done
  rm -f "$archive"
  log "$version: $answer"
done
exit "$status"
