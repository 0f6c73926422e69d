#!/bin/sh
# PostgreSQL 15 from Debian's packages, for compose.yaml: creates the cluster and the `platform`
# role and database on first start, then runs the server in the foreground.
set -eu
DATA=/var/lib/postgresql/data
BIN=/usr/lib/postgresql/15/bin
mkdir -p "$DATA" /run/postgresql
chown postgres:postgres "$DATA" /run/postgresql
chmod 700 "$DATA"
if [ ! -s "$DATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pwfile
  chown postgres /tmp/pwfile
  runuser -u postgres -- "$BIN/initdb" -D "$DATA" -U postgres --pwfile=/tmp/pwfile \
    --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f /tmp/pwfile
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$DATA/pg_hba.conf"
  runuser -u postgres -- "$BIN/pg_ctl" -D "$DATA" -o "-c listen_addresses=''" -w start >/dev/null
  runuser -u postgres -- psql -v ON_ERROR_STOP=1 -q -c \
    "CREATE ROLE platform LOGIN PASSWORD '$(printf '%s' "$POSTGRES_PASSWORD" | sed "s/'/''/g")'" \
    -c "CREATE DATABASE platform OWNER platform"
  runuser -u postgres -- "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null
fi
exec runuser -u postgres -- "$BIN/postgres" -D "$DATA" -c listen_addresses='*'
