import { orderSlides } from '@/lib/api/staff-slides';
import { slideOrderSchema } from '@/lib/contract/slide-input';
import { staffAction } from '@/lib/staff/action';
import { staffAnswer } from '@/lib/staff/route-answers';

/** A slider's new order, sent by the slides page when a slide is dropped or moved with the keyboard. */
export const POST = staffAction({ body: slideOrderSchema }, async ({ session, input }) => {
  await orderSlides(session, input.type, input.order);
  return staffAnswer(null);
});
