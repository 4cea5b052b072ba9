import { z } from 'zod';
import { withVersion } from '../../lib/contract/record-version';
import { notFound } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { rowIds, type StaffRouter } from './staff-router';

/** What the staff keep as one record under `/${name}s`: a news post or a talent. */
type EditedRecord<S extends z.ZodObject> = {
  name: 'post' | 'talent';
  schema: S;
  /** The record as its editor shows it, or null when there is none. */
  read(id: number): Promise<unknown>;
  /**
   * Creates (`id` null) or replaces a record still at `version` (else 409 `stale`, versions.ts), `by` the
   * staff member's account; answers its id, or null when there is no such record.
   */
  save(id: number | null, input: z.output<S>, by: number, version: number | null): Promise<number | null>;
  /** Moves a record to the trash (trash.ts); answers whether it was live. */
  remove(id: number): Promise<boolean>;
  /** Publishes or unpublishes a record (trash.ts); answers whether it was live. */
  publish(id: number, published: boolean): Promise<boolean>;
  /** What the audit line of an update says besides who changed which record. */
  updateDetail?(input: z.output<S>): string | undefined;
};

/** A record's create, read, replace, publish and removal; 404 for an unknown one, each change audited. */
export function recordRoutes<S extends z.ZodObject>({ app, changed }: StaffRouter, record: EditedRecord<S>) {
  const { name } = record;
  const unknown = () => notFound(`Unknown ${name}.`);

  app.post(`/${name}s`, async (c) => {
    const id = (await record.save(null, await jsonBody(c, record.schema), c.get('staff').id, null))!;
    await changed(c, `${name}.create`, `${name}:${id}`);
    return c.json({ data: { id } }, 201);
  });

  app.get(`/${name}s/:id`, async (c) => {
    const found = await record.read(rowIds(c).id);
    if (!found) throw unknown();
    return c.json({ data: found });
  });

  // A save names the version it was edited from; the answer gives the record's next one, which the editor
  // sends with its next save.
  const saveSchema = withVersion(record.schema);
  app.put(`/${name}s/:id`, async (c) => {
    const { id } = rowIds(c);
    const body = (await jsonBody(c, saveSchema)) as z.output<S> & { version: number };
    const { version, ...fields } = body;
    const input = fields as unknown as z.output<S>;
    if ((await record.save(id, input, c.get('staff').id, version)) === null) throw unknown();
    await changed(c, `${name}.update`, `${name}:${id}`, record.updateDetail?.(input));
    return c.json({ data: { id, version: version + 1 } });
  });

  app.put(`/${name}s/:id/published`, async (c) => {
    const { id } = rowIds(c);
    const { published } = await jsonBody(c, z.object({ published: z.boolean() }));
    if (!(await record.publish(id, published))) throw unknown();
    await changed(c, `${name}.${published ? 'publish' : 'unpublish'}`, `${name}:${id}`);
    return c.json({ data: { id, published } });
  });

  app.delete(`/${name}s/:id`, async (c) => {
    const { id } = rowIds(c);
    if (!(await record.remove(id))) throw unknown();
    await changed(c, `${name}.delete`, `${name}:${id}`);
    return c.body(null, 204);
  });
}
