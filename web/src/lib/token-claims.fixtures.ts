// For tests only: a token as auth signs them, as far as the browser reads one (token-claims.ts reads the payload; the
// signature is the server's to check, so a placeholder stands in for it).

function base64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token carrying `claims`, with a JWT header and a signature nobody checks. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}
