import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './commands.mjs';
import { nodeOptionsOf } from './system.mjs';
import { discoverRunnableWorkspaces } from './workspaces.mjs';

/** The NODE_OPTIONS values a deploy file sets, in order (k8s: the `value:` after `name: NODE_OPTIONS`). */
function nodeOptionsIn(file) {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  return [...text.matchAll(/NODE_OPTIONS(?:"?\s*\n\s*value)?:\s*"([^"]*)"/g)].map((match) => match[1]);
}

describe('Node flags of a workspace server', () => {
  const { services, gateway } = discoverRunnableWorkspaces();

  it('when the gateway runs anywhere, then it runs with its manifest’s nodeOptions', () => {
    expect(gateway.nodeOptions).toBeTruthy();
    expect(nodeOptionsIn('deploy/k8s/base/gateway.yaml')).toEqual([gateway.nodeOptions]);
    expect(nodeOptionsIn('docker-compose.yml')).toEqual([gateway.nodeOptions]);
  });

  it('when npm start runs a server, then its NODE_OPTIONS are the environment’s and then its manifest’s', () => {
    expect(nodeOptionsOf(gateway, {})).toEqual({ NODE_OPTIONS: gateway.nodeOptions });
    expect(nodeOptionsOf(gateway, { NODE_OPTIONS: '--enable-source-maps' })).toEqual({
      NODE_OPTIONS: `--enable-source-maps ${gateway.nodeOptions}`,
    });
    const plain = services.find((service) => !service.nodeOptions);
    expect(nodeOptionsOf(plain, { NODE_OPTIONS: '--enable-source-maps' })).toEqual({});
  });
});
