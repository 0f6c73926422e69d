#!/usr/bin/env bash
# Builds the two local base images the container test runs on, from Debian packages only (no image
# registry is needed):
#   localhost/platform-node:bookworm      Debian bookworm (minbase) + this machine's Node runtime and npm
#   localhost/platform-services:bookworm  Debian bookworm + PostgreSQL, Redis, Mosquitto, nginx
# Each is made once with mmdebstrap and imported with `podman import`; run again with --rebuild to
# make them anew. Needs root, mmdebstrap and podman (apt-get install -y podman mmdebstrap).
set -euo pipefail

SUITE=bookworm
NODE_IMAGE=localhost/platform-node:$SUITE
SERVICES_IMAGE=localhost/platform-services:$SUITE
REBUILD=${1:-}
WORK=$(mktemp -d /var/tmp/platform-base.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

have() { podman image exists "$1" && [ "$REBUILD" != "--rebuild" ]; }

if ! have "$NODE_IMAGE"; then
  NODE_BIN=$(readlink -f "$(command -v node)")
  NPM_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  # Node needs libstdc++ and libgcc (ldd); ca-certificates for TLS to PostgreSQL/S3/SMTP. The
  # machine's own extra certificate authorities (a TLS-inspecting egress proxy, a company CA in
  # /usr/local/share/ca-certificates) come along, so `npm ci` in the build trusts what the host
  # trusts; Node reads the system store through NODE_EXTRA_CA_CERTS.
  mmdebstrap --variant=minbase --include=ca-certificates,libstdc++6,tini \
    --customize-hook='mkdir -p "$1/usr/local/share/ca-certificates"' \
    --customize-hook='for crt in /usr/local/share/ca-certificates/*.crt; do [ -e "$crt" ] && cp "$crt" "$1/usr/local/share/ca-certificates/"; done; true' \
    --customize-hook='chroot "$1" update-ca-certificates >/dev/null' \
    --customize-hook="copy-in $NODE_BIN /usr/local/bin" \
    --customize-hook="mkdir -p \"\$1/usr/local/lib/node_modules\"" \
    --customize-hook="copy-in $NPM_DIR /usr/local/lib/node_modules" \
    --customize-hook="ln -sf ../lib/node_modules/npm/bin/npm-cli.js \"\$1/usr/local/bin/npm\"" \
    --customize-hook="rm -rf \"\$1/var/cache/apt\"/*.bin \"\$1/var/lib/apt/lists\"/*" \
    "$SUITE" "$WORK/node.tar"
  podman import --change 'CMD ["/usr/local/bin/node"]' --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    "$WORK/node.tar" "$NODE_IMAGE"
fi

if ! have "$SERVICES_IMAGE"; then
  mmdebstrap --variant=minbase \
    --include=ca-certificates,postgresql,redis-server,mosquitto,nginx-light,tini \
    --customize-hook="rm -rf \"\$1/var/cache/apt\"/*.bin \"\$1/var/lib/apt/lists\"/*" \
    "$SUITE" "$WORK/services.tar"
  podman import --change 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    "$WORK/services.tar" "$SERVICES_IMAGE"
fi
podman image ls --filter reference='localhost/platform-*'
