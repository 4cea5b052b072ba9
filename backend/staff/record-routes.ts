import { z } from 'zod';
import { notFound } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { rowIds, type StaffRouter } from './staff-router';

/** What the staff keep as one record under `/${name}s`: a news post or a talent. */
type EditedRecord<S extends z.ZodType> = {
  name: 'post' | 'talent';
  schema: S;
  /** The record as its editor shows it, or null when there is none. */
  read(id: number): Promise<unknown>;
  /** Creates (`id` null) or replaces a record; answers its id, or null when there is no such record. */
  save(id: number | null, input: z.output<S>): Promise<number | null>;
  /** Moves a record to the trash (trash.ts); answers whether it was live. */
  remove(id: number): Promise<boolean>;
  /** Publishes or unpublishes a record (visibility.ts); answers whether it was live. */
  publish(id: number, published: boolean): Promise<boolean>;
  /** What the audit line of an update says besides who changed which record. */
  updateDetail?(input: z.output<S>): string | undefined;
};

/** A record's create, read, replace, publish and removal; 404 for an unknown one, each change audited. */
export function recordRoutes<S extends z.ZodType>({ app, changed }: StaffRouter, record: EditedRecord<S>) {
  const { name } = record;
  const unknown = () => notFound(`Unknown ${name}.`);

  app.post(`/${name}s`, async (c) => {
    const id = (await record.save(null, await jsonBody(c, record.schema)))!;
    await changed(c, `${name}.create`, `${name}:${id}`);
    return c.json({ data: { id } }, 201);
  });

  app.get(`/${name}s/:id`, async (c) => {
    const found = await record.read(rowIds(c).id);
    if (!found) throw unknown();
    return c.json({ data: found });
  });

  app.put(`/${name}s/:id`, async (c) => {
    const { id } = rowIds(c);
    const input = await jsonBody(c, record.schema);
    if ((await record.save(id, input)) === null) throw unknown();
    await changed(c, `${name}.update`, `${name}:${id}`, record.updateDetail?.(input));
    return c.json({ data: { id } });
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
