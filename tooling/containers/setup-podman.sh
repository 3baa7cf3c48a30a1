#!/usr/bin/env bash
# Makes this machine able to run the container stack when no Docker engine answers: rootful podman with the settings
# of ../shared/ARCHITECTURE.md ("Containers on these machines"), the podman service docker-compose talks to, and
# local stand-ins for the base images the Dockerfiles name (no image registry is reachable here). Idempotent: each
# step runs only when its result is missing, so a second run takes a second or two. Run as root.
# Prints the DOCKER_HOST to use on its last line.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
SOCKET=/run/podman/podman.sock
# podman and its network helper (netavark, which runs iptables) need the system binaries; a minimal PATH lacks them,
# and the service started below keeps the PATH it starts with.
for directory in /usr/local/sbin /usr/sbin /sbin; do
  case ":$PATH:" in *":$directory:"*) ;; *) PATH="$PATH:$directory" ;; esac
done
export PATH

if docker info >/dev/null 2>&1; then
  echo "A Docker engine answers; nothing to set up."
  exit 0
fi

step() { echo "[containers setup] $*"; }

# 1. Packages (Debian's), about 40 s the first time.
PACKAGES=(podman runc conmon catatonit slirp4netns netavark aardvark-dns fuse-overlayfs uidmap
  containernetworking-plugins iptables debootstrap docker-compose)
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  step "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# 2. The engine's settings: containers may not raise the open-files limit above the machine's; crun refuses this
# machine's hybrid cgroups; no systemd, so cgroupfs and a file for events.
mkdir -p /etc/containers
conf=$(cat <<CONF
[containers]
default_ulimits = ["nofile=$(ulimit -Hn):$(ulimit -Hn)", "nproc=32768:32768"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
CONF
)
if [ "$(cat /etc/containers/containers.conf 2>/dev/null)" != "$conf" ]; then
  step "writing /etc/containers/containers.conf"
  printf '%s\n' "$conf" >/etc/containers/containers.conf
fi

# 3. The API service docker-compose talks to, left running (it holds no port).
if ! curl -sf --unix-socket "$SOCKET" http://d/_ping >/dev/null 2>&1; then
  step "starting podman system service on $SOCKET"
  mkdir -p "$(dirname "$SOCKET")"
  setsid nohup podman system service --time=0 "unix://$SOCKET" >/var/log/podman-service.log 2>&1 </dev/null &
  for _ in $(seq 1 120); do
    curl -sf --unix-socket "$SOCKET" http://d/_ping >/dev/null 2>&1 && break
    sleep 0.5
  done
  curl -sf --unix-socket "$SOCKET" http://d/_ping >/dev/null || { echo "podman service did not answer" >&2; exit 1; }
fi

# 4. Stand-ins for the official base images, each built only when missing.
"$here/stand-in-images.sh"
echo "DOCKER_HOST=unix://$SOCKET"
