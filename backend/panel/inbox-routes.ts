import { Hono } from 'hono';
export function inboxRoutes(): Hono { return new Hono(); }
