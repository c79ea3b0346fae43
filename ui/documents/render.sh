#!/usr/bin/env bash
# Re-renders the downloadable PDFs (ui/public/documents) from these HTML sources with headless Chromium.
set -euo pipefail
cd "$(dirname "$0")"
for doc in privacy-policy return-policy; do
  chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --no-pdf-header-footer \
    --print-to-pdf="../public/documents/dance-fabrics-$doc.pdf" "file://$PWD/$doc.html"
done
