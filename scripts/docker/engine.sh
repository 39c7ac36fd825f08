#!/usr/bin/env bash
# What `npm run test:docker` needs before its test: a running Docker engine (Debian's docker.io,
# started here when none answers) and the stand-in base image (standin-base.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v dockerd >/dev/null || ! command -v debootstrap >/dev/null; then
  echo "test:docker needs dockerd and debootstrap: apt-get install docker.io debootstrap" >&2
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
