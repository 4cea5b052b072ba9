import type { IncomingHttpHeaders } from 'node:http';
import { isSiteOrigin } from '../lib/contract/hosts';
import type { Refusal } from './request-guard';

// A Server Action is a POST with a `Next-Action` header. Next runs one only when its Origin names the host
// the request was addressed to, and answers any other with a 500 and a stack in the log; an unknown action
// outside the staff area is a 500 as well. These are refused here first, each with its 4xx: only the staff
// area has actions (docs/staff.md), and only from a page of this site (the staff's actions check the Origin
// again, lib/staff/form-action.ts).

type Site = { SITE_URL: string; ALLOWED_HOSTS: readonly string[] };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The host Next holds an action's Origin to: the first forwarded one (from a trusted proxy), or Host. */
function addressedHost(headers: IncomingHttpHeaders): string | undefined {
  const forwarded = first(headers['x-forwarded-host'])?.split(',')[0]?.trim();
  return forwarded || headers.host;
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Why a request carrying `Next-Action` is refused before Next sees it, or null (none, or one to run). */
export function refuseAction(headers: IncomingHttpHeaders, url: string, site: Site): Refusal | null {
  if (headers['next-action'] === undefined) return null;
  if (!/^\/staff(?:[/?]|$)/.test(url))
    return { status: 400, message: 'Only the staff area takes server actions', field: 'next-action' };
  const origin = first(headers.origin) ?? null;
  if (
    !isSiteOrigin(origin, site.SITE_URL, site.ALLOWED_HOSTS) ||
    originHost(origin!) !== addressedHost(headers)
  ) {
    return {
      status: 403,
      message: 'Changes can only be sent from the staff area of this site',
      field: 'origin',
    };
  }
  return null;
}
