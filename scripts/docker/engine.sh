#!/usr/bin/env bash
# What `npm run test:docker` needs before its tests: a running Docker engine (Debian's docker.io,
# started here when none answers), Debian's docker-compose (1.29), and the local stand-ins for the
# images the Dockerfile and the compose files name (standin-*.sh; none can be pulled here).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v dockerd >/dev/null || ! command -v debootstrap >/dev/null \
  || ! command -v docker-compose >/dev/null; then
  echo "test:docker needs dockerd, debootstrap and docker-compose:" \
    "apt-get install docker.io debootstrap docker-compose" >&2
  exit 1
fi
if ! docker info >/dev/null 2>&1; then
  echo "starting dockerd (log: /tmp/socialpulse-dockerd.log)"
  nohup dockerd >/tmp/socialpulse-dockerd.log 2>&1 &
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { tail -n 20 /tmp/socialpulse-dockerd.log >&2; exit 1; }
fi
base=$(sed -n 's/^ARG NODE_IMAGE=//p' Dockerfile)
bash scripts/docker/standin-base.sh "$base"
bash scripts/docker/standin-postgres.sh "$(sed -n 's/^ *image: *\(postgres:.*\)$/\1/p' compose.yaml)"
bash scripts/docker/standin-nginx.sh "$(sed -n 's/^ *image: *\(nginx:.*\)$/\1/p' compose.scale.yaml)"
