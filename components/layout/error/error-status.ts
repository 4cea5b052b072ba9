/**
 * The HTTP status an error stands for: its own `status` or `statusCode` (an `ApiError`, a thrown response)
 * when it is a valid error status, 500 otherwise.
 */
export function errorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    for (const key of ['status', 'statusCode'] as const) {
      const value = (error as Record<string, unknown>)[key];
      if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
    }
  }
  return 500;
}
