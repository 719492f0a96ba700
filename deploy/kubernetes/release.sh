#!/usr/bin/env bash
# Releases an overlay to the cluster of the current kubectl context: the release's migrations
# first, as a Job, and the rollout only once they succeeded (docs/deployment.md "Kubernetes").
#   deploy/kubernetes/release.sh staging|production
set -euo pipefail
overlay=${1:?usage: deploy/kubernetes/release.sh <staging|production>}
manifests=$(kubectl kustomize "$(dirname "$0")/overlays/${overlay}")
namespace=$(sed -n 's/^  namespace: //p' <<<"$manifests" | head -n 1)

# A Job's pod template cannot change: the previous release's run makes way.
kubectl -n "$namespace" delete job product-registration-migrate --ignore-not-found --wait=true
kubectl apply -l app.kubernetes.io/component=migration -f - <<<"$manifests"
if ! kubectl -n "$namespace" wait --for=condition=complete --timeout=30m job/product-registration-migrate; then
  kubectl -n "$namespace" logs job/product-registration-migrate --tail=50 || true
  echo "The migrations failed: nothing was rolled out." >&2
  exit 1
fi
kubectl apply -f - <<<"$manifests"
kubectl -n "$namespace" rollout status deployment/product-registration --timeout=15m
