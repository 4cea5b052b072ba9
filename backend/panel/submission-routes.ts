import { Hono } from 'hono';
export function submissionRoutes(): Hono { return new Hono(); }
