// The panel's inbox is read with a token the embedded backend gives for its demo credentials.

/** A panel token from the backend at `backendUrl`. */
export async function panelToken(backendUrl: string): Promise<string> {
  const login = await fetch(`${backendUrl}/panel/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'demo-panel-salt', api_token: 'demo-panel-api-token' }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}
