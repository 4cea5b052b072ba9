import { z } from 'zod';
import { orderPostSlides } from '@/lib/api/staff-posts';
import { staffAction } from '@/lib/staff/action';
import { staffAnswer } from '@/lib/staff/route-answers';
import { idsOf } from '@/lib/staff/subject';

const orderSchema = z.object({ order: z.array(z.number().int().min(1)).max(500) });

/** A post's slides in their new order, sent by the editor when one is dropped or moved with the keyboard. */
export const POST = staffAction(
  { body: orderSchema, path: idsOf('id'), unknown: 'No such post.' },
  async ({ session, path: { id }, input }) => {
    await orderPostSlides(session, id, input.order);
    return staffAnswer(null);
  },
);
