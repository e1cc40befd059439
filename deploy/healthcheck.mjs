// Container health check: exits 0 when the workspace in the current folder answers GET /healthz.
// The port is PORT, else the one in the workspace's "quizdrill" manifest (each service has its own).
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')).quizdrill ?? {};
const port = process.env.PORT || manifest.port || 8080;

try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
