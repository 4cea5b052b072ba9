/** Why a send failed, each with its own localized message (`Forms.failure.*`). */
export type Failure = 'unavailable' | 'rateLimited' | 'rejected' | 'tooLarge' | 'fileType' | 'generic';

export type SendResult =
  { ok: true } | { ok: false; failure: Failure; fieldErrors: Record<string, string[]> };

function failureFor(status: number): Failure {
  if (status === 400) return 'rejected';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'fileType';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'unavailable';
  return 'generic';
}

/** Posts a form to one of the site's own routes and reads its `{message, errors?}` answer. */
export async function postForm(url: string, body: FormData, idempotencyKey: string): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
  } catch {
    return { ok: false, failure: 'unavailable', fieldErrors: {} };
  }
  if (response.ok) return { ok: true };
  let fieldErrors: Record<string, string[]> = {};
  try {
    const answer = (await response.json()) as { errors?: Record<string, string[]> };
    if (answer.errors && typeof answer.errors === 'object') fieldErrors = answer.errors;
  } catch {
    // A proxy's HTML error page: the status alone decides.
  }
  return { ok: false, failure: failureFor(response.status), fieldErrors };
}
