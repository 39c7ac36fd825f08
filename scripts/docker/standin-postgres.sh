#!/usr/bin/env bash
# Builds a LOCAL STAND-IN for the PostgreSQL image compose.yaml names (postgres:17-bookworm), for
# machines that cannot pull from a registry.
#
# It is NOT the official image and NOT PostgreSQL 17: it is Debian bookworm's own PostgreSQL, which
# is 15, with a small entrypoint (standin/postgres/entrypoint.sh) honouring what compose.yaml uses:
# POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB, data in /var/lib/postgresql/data (initdb on the
# first start only), listening on 0.0.0.0:5432, and pg_isready for the health check. Labelled
# socialpulse.standin=true; an image of that tag without the label is never overwritten.
set -euo pipefail
here=$(dirname "$0")
. "$here/standin-lib.sh"

tag="${1:-postgres:17-bookworm}"
standin_present "$tag" && exit 0
echo "building the stand-in for $tag (Debian bookworm's PostgreSQL 15)"
standin_build "$tag" "$here/standin/postgres/Dockerfile" "$here/standin/postgres"
