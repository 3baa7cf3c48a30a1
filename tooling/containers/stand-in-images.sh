#!/usr/bin/env bash
# Local stand-ins, under the official names, for the base images the Dockerfiles and docker-compose.yml name: no image
# registry is reachable from these machines. Each is built only when podman does not have it yet.
#   debian:bookworm-slim    debootstrap --variant=minbase, trimmed (about 50 s)
#   node:24-bookworm-slim   that + this machine's Node 24 and npm, its CA bundle and a `node` user (about 10 s)
#   postgres:15             that + Debian's postgresql-15 and an entrypoint like the official one's (about 70 s)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
has() { podman image exists "$1"; }
step() { echo "[stand-in images] $*"; }

if ! has debian:bookworm-slim; then
  step "debian:bookworm-slim from debootstrap"
  root=$(mktemp -d)
  trap 'rm -rf "$root"' EXIT
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* \
    "$root"/usr/share/man/* "$root"/usr/share/locale/* "$root"/usr/share/info/*
  tar -C "$root" -c . | podman import --quiet --change 'CMD ["bash"]' - debian:bookworm-slim >/dev/null
  rm -rf "$root"
  trap - EXIT
fi

if ! has node:24-bookworm-slim; then
  step "node:24-bookworm-slim with $(node -v) and npm $(npm -v)"
  [ "$(node -p 'process.versions.node.split(".")[0]')" = 24 ] || { echo "Node 24 must be first on PATH" >&2; exit 1; }
  context=$(mktemp -d)
  cp "$(node -p process.execPath)" "$context/node"
  # The npm that runs here (npm-cli.js sits in the package's bin/).
  cp -r "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$context/npm"
  cp /etc/ssl/certs/ca-certificates.crt "$context/ca-certificates.crt"
  podman build -q -t node:24-bookworm-slim -f "$here/stand-ins/node.Dockerfile" "$context" >/dev/null
  rm -rf "$context"
fi

if ! has postgres:15; then
  step "postgres:15 from Debian's postgresql-15"
  podman build -q -t postgres:15 -f "$here/stand-ins/postgres.Dockerfile" "$here/stand-ins" >/dev/null
fi
