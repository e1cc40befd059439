// Google sign-in's two browser redirects (DESIGN.md "Identity"); every outcome is a 302, never an error page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  CALLBACK_PATH,
  type GoogleSignIn,
  SignInError,
  type SignInRedirect,
  signInRefused,
} from '../oauth/google-sign-in.js';
import type { RouteDependencies } from './dependencies.js';

export interface OAuthRouteDependencies extends RouteDependencies {
  /** Absent when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
  google: GoogleSignIn | undefined;
}

const redirect = (reply: FastifyReply, { location, setCookie }: SignInRedirect) =>
  reply.header('set-cookie', setCookie).header('cache-control', 'no-store').redirect(location, 302);

const schema = { tags: ['auth'], response: { 302: { description: 'To Google, or back to the web app' } } };

export const oauthRoutes: FastifyPluginAsyncTypebox<OAuthRouteDependencies> = async (
  app,
  { config, google },
) => {
  const notConfigured = signInRefused(config, SignInError.notConfigured);

  app.get(
    '/oauth2/authorization/google',
    { schema: { ...schema, summary: 'Sign in with Google: go to Google' } },
    async (request, reply) => redirect(reply, google ? await google.start(request.log) : notConfigured),
  );

  app.get(
    CALLBACK_PATH,
    { schema: { ...schema, summary: "Sign in with Google: Google's answer comes back here" } },
    async (request, reply) => {
      const query = new URL(request.url, 'http://callback').search;
      return redirect(
        reply,
        google ? await google.finish(query, request.headers.cookie, request.log) : notConfigured,
      );
    },
  );
};
