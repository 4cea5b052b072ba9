import 'server-only';
import type { z } from 'zod';
import { ApiError } from '@/lib/api';
import { log } from '@/lib/log/log';
import type { FormErrorKey } from './fields';
import { jsonError } from './route-guard';

/** Field errors of a failed schema check, as `{field: [message key]}`. */
export function schemaErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function validationFailed(errors: Record<string, string[]>): Response {
  return jsonError(400, 'Some fields are missing or not valid.', { errors });
}

// The backend's field names and short codes (docs/backend-contract.md) in the form's own terms.
const fieldNames: Record<string, string> = {
  id_nationality: 'nationality',
  id_country: 'country',
  id_city: 'city',
};
const invalidByField: Record<string, FormErrorKey> = {
  email: 'invalidEmail',
  phone: 'invalidPhone',
  birthdate: 'invalidDate',
  video_1: 'invalidUrl',
  accept: 'mustAccept',
};
const codeKeys: Record<string, FormErrorKey> = {
  required: 'required',
  too_long: 'tooLong',
  unknown: 'invalidOption',
  too_many: 'tooMany',
  type: 'fileType',
  too_large: 'fileTooLarge',
};

function formErrors(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, codes] of Object.entries(fieldErrors)) {
    const name = fieldNames[field] ?? field;
    errors[name] = codes.map((code) => codeKeys[code] ?? invalidByField[name] ?? 'invalidOption');
  }
  return errors;
}

/**
 * Turns whatever the API layer threw into a clear answer for the browser: the backend's own 4xx verdicts
 * pass through in the form's terms; an unreachable or failing backend becomes 503 or 502.
 */
export function answerForSendError(error: unknown): Response {
  if (!(error instanceof ApiError)) {
    log.error(
      { err: error instanceof Error ? error.message : String(error) },
      'forms: unexpected error while forwarding a submission',
    );
    return jsonError(502, 'The submission could not be delivered. Please try again.');
  }
  if (error.kind === 'network' || error.kind === 'timeout') {
    return jsonError(503, 'The agency cannot be reached right now. Please try again in a moment.', {
      headers: { 'Retry-After': '30' },
    });
  }
  switch (error.status) {
    case 400:
      return validationFailed(formErrors(error.fieldErrors));
    case 413:
      return jsonError(413, 'A photo or the whole submission is too large.');
    case 415:
      return jsonError(415, 'Photos must be png, gif or jpeg images.');
    case 429:
      return jsonError(
        429,
        'The agency is receiving too many submissions. Please try again in a few minutes.',
        { headers: { 'Retry-After': '60' } },
      );
    default:
      log.error(
        { kind: error.kind, status: error.status, err: error.message },
        'forms: the back end refused a submission',
      );
      return jsonError(502, 'The agency could not store the submission. Please try again.');
  }
}
