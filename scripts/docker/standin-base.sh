#!/usr/bin/env bash
# Builds a LOCAL STAND-IN for the official Node base image that the Dockerfile names
# (node:24-bookworm-slim), for machines that cannot pull from a registry (ours reach only the npm
# registry and Debian's packages).
#
# It is NOT the official image: it is Debian bookworm from debootstrap (standin-bookworm.sh) with
# THIS machine's Node and npm copied in, whatever version they are, and a `node` user with
# uid/gid 1000 as the official image has. It carries the label socialpulse.standin=true, and this
# script refuses to overwrite an image of that tag that does not carry the label.
set -euo pipefail
here=$(dirname "$0")
. "$here/standin-lib.sh"

tag="${1:-node:24-bookworm-slim}"
standin_present "$tag" && exit 0

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "building the stand-in for $tag with $(node --version)"
install -m 0755 "$(command -v node)" "$work/node"
cp -a "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$work/npm"
standin_build "$tag" "$here/standin/node/Dockerfile" "$work" \
  --build-arg "NODE_VERSION=$(node --version)"
