import { talentInputSchema } from '@/lib/contract/talent-input';
import { demoServiceSecrets } from '@/lib/contract/published-secrets';

// A draft talent made in the backend at `backendUrl` with a member's staff session, as the editor's Server
// Action makes it (app/staff/talents/new/actions.ts), for a test with no browser script to run the editor.
export async function draftTalentIn(backendUrl: string, session: string, name: string): Promise<number> {
  const login = await fetch(`${backendUrl}/panel/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      salt: demoServiceSecrets.PANEL_SALT,
      api_token: demoServiceSecrets.PANEL_API_TOKEN,
    }),
  });
  if (!login.ok) throw new Error(`panel sign-in: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await fetch(`${backendUrl}/panel/api/staff/talents`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Staff-Session': session,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(talentInputSchema.parse({ category: 'models', name })),
  });
  if (!answer.ok) throw new Error(`a draft talent: ${answer.status}`);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}
