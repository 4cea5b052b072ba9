import type { ReactNode } from 'react';
import button from '@/components/ui/button.module.css';
import type { NoticeDocument } from '@/lib/legal/privacy-notice';
import styles from './legal.module.css';

/** The privacy notice as a readable page: the same text as the PDF, headings and lists as HTML. */
export function PrivacyNotice({
  notice,
  pdfHref,
  pdfLabel,
  back,
}: {
  notice: NoticeDocument;
  pdfHref: string;
  pdfLabel: string;
  back: ReactNode;
}) {
  const [title, ...blocks] = notice.blocks;
  const groups: (NoticeDocument['blocks'][number] | NoticeDocument['blocks'])[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.kind === 'bullet' && Array.isArray(last)) last.push(block);
    else groups.push(block.kind === 'bullet' ? [block] : block);
  }
  return (
    <article className={styles.notice}>
      {back}
      <h1>{title?.text}</h1>
      <p>
        <a href={pdfHref} download className={button.button} type="application/pdf">
          {pdfLabel}
        </a>
      </p>
      {groups.map((group, index) =>
        Array.isArray(group) ? (
          <ul key={index}>
            {group.map((item) => (
              <li key={item.text}>{item.text}</li>
            ))}
          </ul>
        ) : group.kind === 'heading' ? (
          <h2 key={index}>{group.text}</h2>
        ) : (
          <p key={index}>{group.text}</p>
        ),
      )}
    </article>
  );
}
