#!/usr/bin/env bash
# The Debian bookworm root every LOCAL STAND-IN image starts from (standin-base.sh for node,
# standin-postgres.sh, standin-nginx.sh): debootstrap minbase plus ca-certificates and this
# machine's CA bundle (so apt and npm trust what the machine trusts, an inspecting proxy included),
# imported once as socialpulse-standin/bookworm:latest and labelled socialpulse.standin=true.
# debootstrap runs once per Docker engine; each stand-in is a `docker build` on top of this image.
set -euo pipefail

tag=socialpulse-standin/bookworm:latest
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

if docker image inspect "$tag" >/dev/null 2>&1; then
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"
echo "building $tag with debootstrap (Debian bookworm, minbase)"
debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 \
  || { tail -n 20 "$work/debootstrap.log"; exit 1; }
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
# Package lists and caches are not needed at run time, as in the official slim images.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb

tar -C "$root" -c . | docker import \
  --change 'LABEL socialpulse.standin=true' \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["bash"]' \
  - "$tag" >/dev/null
echo "$tag built"
