#!/bin/sh
# First start: a cluster owned by POSTGRES_USER with POSTGRES_PASSWORD and the database POSTGRES_DB, reached
# over the network with a password (scram). Then Postgres in the foreground.
set -eu
user="${POSTGRES_USER:-postgres}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" > /tmp/pwfile
  initdb -D "$PGDATA" -U "$user" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
  rm -f /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ -n "${POSTGRES_DB:-}" ] && [ "$POSTGRES_DB" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    psql -v ON_ERROR_STOP=1 -U "$user" -d postgres -qc "CREATE DATABASE \"$POSTGRES_DB\""
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
fi
exec "$@" -c listen_addresses='*' -c unix_socket_directories=/run/postgresql
