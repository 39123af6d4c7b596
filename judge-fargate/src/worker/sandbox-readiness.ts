import { checkSandboxLayers, missingRequiredLayers } from '../sandbox/check-sandbox-layers';
import type { WorkerLog } from './worker-log';

/**
 * Asks the runner which sandbox layers work when it drops to `uid` (a slot identity of this worker's
 * block). As root, a missing required layer means programs would run less confined than docs/judge.md
 * promises, so the worker refuses to start. Without root no uid can be switched anyway: a developer's
 * worker judges as the current user with the layers that work unprivileged, and says so loudly.
 */
export async function requireSandboxLayers(uid: number, log: WorkerLog): Promise<void> {
  const layers = await checkSandboxLayers({ uid, gid: uid });
  const missing = missingRequiredLayers(layers);
  if (missing.length === 0) return;
  if (layers.root)
    throw new Error(`sandbox layers do not work on this host: ${missing.join(', ')}; refusing to judge`);
  log('warn', `NOT ROOT: judging without ${missing.join(', ')}; programs run as this user`, {
    layers: layers.layers,
  });
}
