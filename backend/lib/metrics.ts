import { Registry, collectDefaultMetrics } from 'prom-client';

// The backend's Prometheus registry, served on BACKEND_METRICS_PORT (docs/operations.md, "Metrics"): Node's
// own metrics, and those of the parts that register theirs (the scheduled backups).
let registry: Registry | undefined;

/** This process's registry, made on first use. */
export function backendRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
