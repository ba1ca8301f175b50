#!/usr/bin/env bash
# Prints the bin folder of a Node.js release taken from the npm registry, fetching it once into a cache
# outside the tree (default ~/.cache/threadline). For a machine whose own Node is older than the
# project supports (package.json engines):
#
#   export PATH="$(bash scripts/fetch-node.sh):$PATH"      # Node 24 in this shell
#   bash scripts/fetch-node.sh 22.23.3                      # another release
#
# It takes the package node-<os>-<arch> (the release's files, no install script) with `npm pack`,
# which checks it against the registry's integrity hash, and unpacks it; nothing is installed into a
# project. (`npm install node@24` brings the same binary as a dependency of a package.json, and a
# preinstall script that npm 11 skips and warns about unless allowScripts decides it.)
set -euo pipefail

version="${1:-24.21.0}"
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "fetch-node: the npm registry has no Node.js package for $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "fetch-node: the npm registry has no Node.js package for $(uname -m)" >&2; exit 1 ;;
esac

package="node-$os-$arch"
cache="${THREADLINE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/threadline}"
home="$cache/$package-$version"

if [ ! -x "$home/bin/node" ]; then
  mkdir -p "$cache"
  work="$(mktemp -d "$cache/.fetch-XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  echo "fetch-node: fetching $package@$version from the npm registry into $home" >&2
  (cd "$work" && npm pack "$package@$version" --silent >/dev/null)
  tar -xzf "$work/$package-$version.tgz" -C "$work"
  "$work/package/bin/node" --version >/dev/null
  rm -rf "$home"
  mv "$work/package" "$home"
fi

echo "$home/bin"
