# Shared by the stand-in scripts (sourced, not run). A stand-in is a LOCAL image answering to the tag
# of an official base image (node, postgres, nginx) on machines that cannot pull from a registry.
# Each is built on socialpulse-standin/bookworm (standin-bookworm.sh: debootstrap, once) and carries
# the label socialpulse.standin=true so nobody mistakes it for the real image.

# True (and says why) when TAG needs no build: our stand-in is there already, or an image of that
# tag without our label is, which we never overwrite (a real one pulled earlier wins).
standin_present() {
  local tag=$1 label
  docker image inspect "$tag" >/dev/null 2>&1 || return 1
  label=$(docker image inspect "$tag" --format '{{ index .Config.Labels "socialpulse.standin" }}')
  if [ "$label" = "true" ]; then
    echo "stand-in $tag already built"
  else
    echo "$tag exists and is not our stand-in: using it as it is"
  fi
}

# standin_build TAG DOCKERFILE CONTEXT [docker build options...]
standin_build() {
  local tag=$1 dockerfile=$2 context=$3
  shift 3
  bash "$(dirname "${BASH_SOURCE[0]}")/standin-bookworm.sh"
  # The legacy builder (Debian's docker.io has no buildx) on the host network, as apt needs it.
  DOCKER_BUILDKIT=0 docker build --quiet --network host --label socialpulse.standin=true \
    -f "$dockerfile" -t "$tag" "$@" "$context" >/dev/null
  echo "stand-in $tag built ($(docker image inspect "$tag" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}'))"
}
