// The auth service as one function: infrastructure, key ring, consumers, routes.
import { Domain } from '@quizdrill/contracts';
import { buildService, type ServiceDefinition } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import { type AuthConfig, googleConfigured } from './config.js';
import { startSubscriptionsConsumer } from './consumers/subscriptions.consumer.js';
import { DATABASE } from './db/schema.js';
import type { AuthTables } from './db/tables.js';
import { startGroupSnapshotResponder } from './groups/group-snapshot.responder.js';
import { createGoogleSignIn, loginCookieSecret } from './oauth/google-sign-in.js';
import { startErasureConfirmResponder } from './privacy/erasure-confirm.responder.js';
import { authRetentionRules } from './retention/retention.js';
import { authRoutes } from './routes/auth.routes.js';
import { groupsRoutes } from './routes/groups.routes.js';
import { oauthRoutes } from './routes/oauth.routes.js';
import { privacyRoutes } from './routes/privacy.routes.js';
import { usersRoutes } from './routes/users.routes.js';
import { loadKeyRing, secretFromSigningKey } from './tokens/signing-keys.js';
import { createTokenService } from './tokens/token-service.js';
import { createBrowserIds } from './users/browser-cookie.js';
import { createDeviceCookies } from './users/device-cookie.js';
import { startPeopleResponders } from './users/people.responder.js';

export function buildAuthApp(config: AuthConfig, deps: { logger?: Logger } = {}) {
  const service: ServiceDefinition<AuthTables> = {
    name: 'auth',
    moduleUrl: import.meta.url,
    config,
    logger: deps.logger,
    ...DATABASE,
    streams: [Domain.users, Domain.billing],
    outbox: true,
    // Its X-Forwarded-For carries the client address the lockout counts.
    behindGateway: true,
    retention: ({ db }) => authRetentionRules(db, config),
  };
  return buildService(service, async ({ app, infrastructure, scope }) => {
    const keyRing = await loadKeyRing(config, infrastructure.db);
    const tokens = createTokenService(
      keyRing,
      config.JWT_TTL_SECONDS,
      await infrastructure.followTokenVersions(),
    );
    await startSubscriptionsConsumer(infrastructure);
    startGroupSnapshotResponder(infrastructure, scope);
    startPeopleResponders(infrastructure, scope);
    startErasureConfirmResponder(infrastructure, scope);

    const dependencies = { config, db: infrastructure.db, tokens };
    const deviceSecret =
      config.DEVICE_COOKIE_SECRET ?? (await secretFromSigningKey(keyRing, 'quizdrill device cookie secret'));
    await app.register(authRoutes, {
      ...dependencies,
      devices: createDeviceCookies(deviceSecret),
      browsers: createBrowserIds(deviceSecret),
    });
    await app.register(usersRoutes, dependencies);
    await app.register(groupsRoutes, dependencies);
    await app.register(privacyRoutes, {
      ...dependencies,
      nats: infrastructure.nats,
      namespace: config.EVENT_NAMESPACE,
    });
    const google = googleConfigured(config)
      ? createGoogleSignIn({ ...dependencies, cookieSecret: await loginCookieSecret(config, keyRing) })
      : undefined;
    await app.register(oauthRoutes, { ...dependencies, google });
  });
}
