import { z } from 'zod';
import { orderPictures } from '@/lib/api/staff-talents';
import { talentGalleries } from '@/lib/contract/talent-input';
import { staffAction } from '@/lib/staff/action';
import { staffAnswer } from '@/lib/staff/route-answers';
import { idsOf } from '@/lib/staff/subject';

const orderSchema = z.object({
  gallery: z.enum(talentGalleries),
  order: z.array(z.number().int().min(1)).max(500),
});

/** A gallery's new order, sent by the editor when a picture is dropped or moved with the keyboard. */
export const POST = staffAction(
  { body: orderSchema, path: idsOf('id'), unknown: 'No such talent.' },
  async ({ session, path: { id }, input }) => {
    await orderPictures(session, id, input.gallery, input.order);
    return staffAnswer(null);
  },
);
