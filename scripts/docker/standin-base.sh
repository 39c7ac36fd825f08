#!/usr/bin/env bash
# Builds a LOCAL STAND-IN for the official Node base image that the Dockerfile names
# (node:24-bookworm-slim), for machines that cannot pull from a registry (ours reach only the npm
# registry and Debian's packages).
#
# It is NOT the official image: it is Debian bookworm from debootstrap (minbase, plus
# ca-certificates) with THIS machine's Node and npm copied in, whatever version they are, this
# machine's CA bundle (so npm trusts the registry as the machine does), and a `node` user with
# uid/gid 1000 as the official image has. It carries the label
# socialpulse.standin=true so nobody mistakes it for the real base, and this script refuses to
# overwrite an image of that tag that does not carry the label (a real one pulled earlier).
set -euo pipefail

tag="${1:-node:24-bookworm-slim}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

if docker image inspect "$tag" >/dev/null 2>&1; then
  label=$(docker image inspect "$tag" --format '{{ index .Config.Labels "socialpulse.standin" }}')
  if [ "$label" = "true" ]; then
    echo "stand-in $tag already built"
  else
    echo "$tag exists and is not our stand-in: using it as it is"
  fi
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"
echo "building the stand-in for $tag with debootstrap (Debian bookworm) and $(node --version)"
debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 \
  || { tail -n 20 "$work/debootstrap.log"; exit 1; }

node_bin=$(command -v node)
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
install -m 0755 "$node_bin" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
# The machine's own trust store: where the npm registry is reached through an inspecting proxy, its
# CA is in there, and `npm ci` inside the build must trust what the machine trusts.
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
chroot "$root" /usr/sbin/groupadd --gid 1000 node
chroot "$root" /usr/sbin/useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# Package lists and caches are not needed at run time, as in the official slim image.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb

tar -C "$root" -c . | docker import \
  --change 'LABEL socialpulse.standin=true' \
  --change "LABEL socialpulse.standin.node=$(node --version)" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' \
  - "$tag" >/dev/null
echo "stand-in $tag built ($(docker image inspect "$tag" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}'))"
