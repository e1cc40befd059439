#!/bin/sh
# As the official image does: a redis-server started without a config file listens to the network it is on
# (protected mode off); its network is the only way in.
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  exec redis-server --protected-mode no "$@"
fi
exec "$@"
