#!/usr/bin/env bash
# Builds a LOCAL STAND-IN for the nginx image compose.scale.yaml names (nginx:1.27-bookworm), for
# machines that cannot pull from a registry.
#
# It is NOT the official image: it is Debian bookworm's nginx-light (1.22), run as
# `nginx -g 'daemon off;'`, reading /etc/nginx/conf.d/*.conf as the official image does (the
# compose file mounts deploy/nginx.conf there). Labelled socialpulse.standin=true; an image of that
# tag without the label is never overwritten.
set -euo pipefail
here=$(dirname "$0")
. "$here/standin-lib.sh"

tag="${1:-nginx:1.27-bookworm}"
standin_present "$tag" && exit 0
echo "building the stand-in for $tag (Debian bookworm's nginx-light)"
standin_build "$tag" "$here/standin/nginx/Dockerfile" "$here/standin/nginx"
