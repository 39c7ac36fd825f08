#!/bin/sh
# The part of the official postgres image's entrypoint that compose.yaml relies on: on the first
# start only (no PG_VERSION in PGDATA), initdb with POSTGRES_USER and POSTGRES_PASSWORD, password
# logins over TCP from anywhere, and the POSTGRES_DB database; then the server on 0.0.0.0:5432.
# Later starts find the data and only start the server, so the data survives restarts.
set -eu
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"

if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "POSTGRES_PASSWORD must be set (this stand-in has no password-less mode)" >&2
    exit 1
  fi
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust \
    --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    # Only over the Unix socket while the database is made, so nothing connects half-way.
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    echo 'CREATE DATABASE :"db";' | psql -q -v ON_ERROR_STOP=1 -v db="$POSTGRES_DB" \
      --username="$POSTGRES_USER" --dbname=postgres
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  echo "initialised $PGDATA (PostgreSQL $(cat "$PGDATA/PG_VERSION"), Debian's stand-in)"
fi
exec "$@"
