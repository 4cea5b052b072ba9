import { FORM_STARTED_FIELD, FORM_TOKEN_FIELD, type PlainPost } from '@/lib/forms/plain-post';

/**
 * The hidden fields of a form the browser sends itself (before or without JavaScript): the page's language,
 * the form's token and when the server rendered it. The page's script builds its own sends without them.
 */
export function PlainPostFields({ plain }: { plain: PlainPost }) {
  return (
    <>
      <input type="hidden" name="locale" value={plain.locale} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={plain.token} />
      <input type="hidden" name={FORM_STARTED_FIELD} value={plain.started} />
    </>
  );
}
