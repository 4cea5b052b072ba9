'use client';

import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styles from './staff.module.css';
import { useStaffT } from './use-staff-t';

type Props = {
  /** The id of the label that names the text, for the editable area. */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
};

/**
 * A post's text in Tiptap: paragraphs, sub-headings, bold, italic and lists, the formatting the site's
 * sanitizer keeps. What it writes is HTML, cleaned again by the site before it is stored.
 */
export function RichText({ labelledBy, value, onChange }: Props) {
  const t = useStaffT();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false })],
    content: value,
    // Rendered on the server too: Tiptap must wait for the browser to create its view.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
        class: styles.richText ?? '',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });
  const tools = [
    ['bold', () => editor?.chain().focus().toggleBold().run()],
    ['italic', () => editor?.chain().focus().toggleItalic().run()],
    ['heading', () => editor?.chain().focus().toggleHeading({ level: 2 }).run()],
    ['bulletList', () => editor?.chain().focus().toggleBulletList().run()],
    ['orderedList', () => editor?.chain().focus().toggleOrderedList().run()],
  ] as const;
  return (
    <div className={styles.richTextFrame}>
      <div role="toolbar" aria-label={t('post.toolbar')} className={styles.inline}>
        {tools.map(([name, run]) => (
          <button
            key={name}
            type="button"
            className={styles.button}
            aria-pressed={active?.[name] ?? false}
            onClick={run}
            disabled={!editor}
          >
            {t(`post.${name}`)}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
