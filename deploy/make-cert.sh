#!/bin/sh
# A self-signed certificate for local runs of compose.yaml (docs/DEPLOY.md): writes cert.pem and
# key.pem to deploy/certs (or $CERT_DIR), valid for localhost, 127.0.0.1, ::1 and the names given.
# Browsers warn about it: fine for trying the deployment, never for real users (put a real
# certificate and key in deploy/certs under the same names instead).
#
#   deploy/make-cert.sh [name-or-address ...]
set -eu
dir="${CERT_DIR:-$(dirname "$0")/certs}"
names="DNS:localhost,IP:127.0.0.1,IP:::1"
for name in "$@"; do
  case "$name" in
    *:*) names="$names,IP:$name" ;;
    *[!0-9.]*) names="$names,DNS:$name" ;;
    *) names="$names,IP:$name" ;;
  esac
done
mkdir -p "$dir"
umask 077
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -sha256 -days 90 \
  -subj "/CN=${1:-localhost}" -addext "subjectAltName=$names" \
  -keyout "$dir/key.pem" -out "$dir/cert.pem" 2>/dev/null
chmod 644 "$dir/cert.pem"
echo "Self-signed certificate for $names in $dir (90 days)."
