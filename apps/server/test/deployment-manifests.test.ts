import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../src/config';

const root = path.resolve(import.meta.dirname, '../../..');

/** The Kubernetes API schema (kubernetes-models, offline) of every kind the manifests may hold. */
const MODELS = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
} as const;
type Kind = keyof typeof MODELS;

type Resource = InstanceType<(typeof MODELS)[Kind]>;

/** The overlay as `kubectl kustomize` renders it, each document checked against its schema. */
function render(overlay: string): Resource[] {
  const rendered = spawnSync('kubectl', ['kustomize', `deploy/kubernetes/overlays/${overlay}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (rendered.error)
    throw new Error(`kubectl is needed to render the manifests: ${rendered.error.message}`);
  expect(rendered.status, rendered.stderr).toBe(0);
  return parseAllDocuments(rendered.stdout).map((document) => {
    const object: unknown = document.toJS();
    const { apiVersion, kind } = object as { apiVersion: string; kind: string };
    const key = `${apiVersion}/${kind}`;
    if (!(key in MODELS)) throw new Error(`${key} is not a kind the manifests may hold`);
    // The model's constructor takes the document as it is; validate() checks it.
    const resource = new MODELS[key as Kind](object as never);
    resource.validate();
    return resource;
  });
}

function only<T extends Resource>(
  resources: Resource[],
  type: abstract new (...args: never[]) => T,
): T {
  const found = resources.filter((resource): resource is T => resource instanceof type);
  expect(found).toHaveLength(1);
  return found[0] as T;
}

const matches = (
  selector: Record<string, string> | undefined,
  labels: Record<string, string> | undefined,
) => Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);

describe.each(['staging', 'production'])('the %s overlay', (overlay) => {
  const resources = render(overlay);
  const deployment = only(resources, Deployment);
  const podLabels = deployment.spec?.template.metadata?.labels;
  const [server] = deployment.spec?.template.spec?.containers ?? [];

  it('renders valid resources, all in the overlay namespace, and no Secret', () => {
    const namespaces = new Set(resources.map((resource) => resource.metadata?.namespace));
    expect(namespaces).toEqual(
      new Set([overlay === 'production' ? 'product-registration' : 'product-registration-staging']),
    );
    expect(resources.map((resource) => resource.kind)).not.toContain('Secret');
  });

  it('probes readiness on the database and migrations, liveness on the process only', () => {
    expect(server?.readinessProbe?.httpGet).toMatchObject({
      path: '/api/health/ready',
      port: 'http',
    });
    expect(server?.livenessProbe?.httpGet).toMatchObject({
      path: '/api/health/live',
      port: 'http',
    });
    expect(server?.startupProbe?.httpGet?.path).toBe('/api/health/live');
    expect(server?.ports).toEqual([
      { name: 'http', containerPort: 8080 },
      { name: 'metrics', containerPort: 9464 },
    ]);
    expect(Object.keys(server?.resources?.requests ?? {})).toEqual(['cpu', 'memory']);
    expect(server?.resources?.limits?.memory).toBeDefined();
    expect(deployment.spec?.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
    expect(server?.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    });
  });

  it('takes its settings from a ConfigMap the server accepts and secrets from the Secret', () => {
    const configMap = only(resources, ConfigMap);
    const data = configMap.data ?? {};
    expect(Object.keys(data).filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
    const config = loadConfig({
      ...data,
      DATABASE_URL: 'postgres://user:secret@postgres:5432/registration',
    });
    expect(config.metricsPort).toBe(9464);
    expect(config.trustProxy).not.toBe(false);
    expect(config.seedDemo).toBe(overlay === 'staging');
    expect(server?.envFrom).toEqual([
      { configMapRef: { name: configMap.metadata?.name } },
      { secretRef: { name: 'product-registration' } },
    ]);
  });

  it('routes the ingress to the Service, and the Service, budget and autoscaler to these pods', () => {
    const service = only(resources, Service);
    expect(matches(service.spec?.selector, podLabels)).toBe(true);
    expect(service.spec?.ports).toEqual([{ name: 'http', port: 80, targetPort: 'http' }]);
    const ingress = only(resources, Ingress);
    const backend = ingress.spec?.rules?.[0]?.http?.paths[0]?.backend.service;
    expect(backend).toEqual({ name: service.metadata?.name, port: { name: 'http' } });
    expect(ingress.spec?.tls?.[0]?.hosts).toEqual([ingress.spec?.rules?.[0]?.host]);
    expect(new URL(loadConfig(only(resources, ConfigMap).data ?? {}).publicBaseUrl).host).toBe(
      ingress.spec?.rules?.[0]?.host,
    );
    expect(
      matches(only(resources, PodDisruptionBudget).spec?.selector?.matchLabels, podLabels),
    ).toBe(true);
    const autoscaler = only(resources, HorizontalPodAutoscaler);
    expect(autoscaler.spec?.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata?.name,
    });
    expect(autoscaler.spec?.minReplicas).toBeGreaterThanOrEqual(2);
  });

  it('runs the migrations as a Job of the same image, with the database URL only', () => {
    const job = only(resources, Job);
    const [migrate] = job.spec?.template.spec?.containers ?? [];
    expect(migrate?.image).toBe(server?.image);
    expect(migrate?.command).toEqual(['node', 'apps/server/dist/migrate.js']);
    expect(
      migrate?.env?.find((variable) => variable.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef,
    ).toEqual({
      name: 'product-registration',
      key: 'DATABASE_URL',
    });
    expect(job.metadata?.labels?.['app.kubernetes.io/component']).toBe('migration');
    // The Service never sends traffic to the migration's pod.
    expect(
      matches(only(resources, Service).spec?.selector, job.spec?.template.metadata?.labels),
    ).toBe(false);
  });
});
