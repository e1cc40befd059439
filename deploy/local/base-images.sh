#!/usr/bin/env bash
# Makes the base images the stack builds on when no image registry answers, from Debian's own packages:
#   quizdrill-local/debian:bookworm   debootstrap's minimal Debian 12
#   quizdrill-local/node:20           that Debian with this machine's Node 20 (or NODE_BINARY) and a `node` user
#   quizdrill-local/node:20-build     the same with this machine's npm, for the Dockerfile's install stage only
#   quizdrill-local/postgres:15       stand-ins for the postgres, redis and nats images, speaking the same
#   quizdrill-local/redis:7           environment variables, ports and volumes as docker-compose.yml expects
#   quizdrill-local/nats:2
# An image whose tag exists is kept (REBUILD=1 makes all again), so a second run takes a second.
# Needs root, docker, debootstrap; reaches only the Debian mirror in /etc/apt/sources.list*.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mirror="${DEBIAN_MIRROR:-$(grep -h -m1 -oE '^(URIs:|deb) +https?://[^ ]+/debian\b' /etc/apt/sources.list /etc/apt/sources.list.d/* 2>/dev/null | head -1 | awk '{print $2}' || true)}"
mirror="${mirror:-http://deb.debian.org/debian}"
node_binary="${NODE_BINARY:-$(command -v node)}"

have() { [ "${REBUILD:-0}" != 1 ] && docker image inspect "$1" >/dev/null 2>&1; }
say() { echo "base-images: $*"; }

if ! have quizdrill-local/debian:bookworm; then
  rootfs="$(mktemp -d /tmp/quizdrill-rootfs.XXXXXX)"
  trap 'rm -rf "$rootfs"' EXIT
  say "debootstrap bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >/tmp/quizdrill-debootstrap.log 2>&1 \
    || { tail -20 /tmp/quizdrill-debootstrap.log >&2; exit 1; }
  # What a container never needs: apt's downloaded lists and packages, documentation, other languages.
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb \
    "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* \
    "$rootfs"/var/log/*.log
  printf 'path-exclude /usr/share/doc/*\npath-exclude /usr/share/man/*\npath-exclude /usr/share/locale/*\n' \
    > "$rootfs"/etc/dpkg/dpkg.cfg.d/01-container
  printf 'deb %s bookworm main\ndeb %s bookworm-updates main\n' "$mirror" "$mirror" > "$rootfs"/etc/apt/sources.list
  tar -C "$rootfs" -c . | docker import --change 'CMD ["bash"]' - quizdrill-local/debian:bookworm >/dev/null
  rm -rf "$rootfs"; trap - EXIT
fi
say "quizdrill-local/debian:bookworm $(docker image inspect -f '{{.Size}}' quizdrill-local/debian:bookworm | awk '{printf "%.0f MB", $1/1e6}')"

if ! have quizdrill-local/node:20; then
  context="$(mktemp -d /tmp/quizdrill-node.XXXXXX)"
  cp "$node_binary" "$context/node"
  cp "$here/node.Dockerfile" "$context/Dockerfile"
  docker build -q -t quizdrill-local/node:20 "$context" >/dev/null
  rm -rf "$context"
fi
say "quizdrill-local/node:20 $(docker run --rm quizdrill-local/node:20 node --version)"

if ! have quizdrill-local/node:20-build; then
  context="$(mktemp -d /tmp/quizdrill-npm.XXXXXX)"
  npm_root="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
  cp -r "$npm_root" "$context/npm"
  printf 'FROM quizdrill-local/node:20\nCOPY npm /usr/local/lib/node_modules/npm\nRUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx\n' > "$context/Dockerfile"
  docker build -q -t quizdrill-local/node:20-build "$context" >/dev/null
  rm -rf "$context"
fi
say "quizdrill-local/node:20-build npm $(docker run --rm quizdrill-local/node:20-build npm --version)"

for store in postgres:15 redis:7 nats:2; do
  name="${store%%:*}"
  # Made again when its recipe (Dockerfile and entry script) changed since.
  recipe="$(cat "$here/$name.Dockerfile" $(ls "$here/$name"-entry.sh 2>/dev/null) | sha256sum | cut -c1-16)"
  made="$(docker image inspect -f '{{index .Config.Labels "quizdrill.recipe"}}' "quizdrill-local/$store" 2>/dev/null || true)"
  if ! have "quizdrill-local/$store" || [ "$made" != "$recipe" ]; then
    say "building quizdrill-local/$store from Debian's packages"
    # The host's network only to fetch Debian's packages, as debootstrap did.
    docker build -q --network host --label "quizdrill.recipe=$recipe" -t "quizdrill-local/$store" \
      -f "$here/$name.Dockerfile" "$here" >/dev/null
  fi
done
say "ready"
