import { describe, expect, it } from 'vitest';
import { noticeBlocks, notices } from '@/lib/legal/privacy-notice';

describe("the privacy notice's text, one block a line", () => {
  it('reads the title, headings and bullet points by their marks, any other line as a paragraph', () => {
    const text = `
# Notice
Updated today.
## 1. Who
- a point, with - inside
#not a heading
`;
    expect(noticeBlocks(text)).toEqual([
      { kind: 'title', text: 'Notice' },
      { kind: 'paragraph', text: 'Updated today.' },
      { kind: 'heading', text: '1. Who' },
      { kind: 'bullet', text: 'a point, with - inside' },
      { kind: 'paragraph', text: '#not a heading' },
    ]);
  });

  it('gives every language the same blocks in the same order', () => {
    const kinds = Object.values(notices).map((notice) => notice.blocks.map((block) => block.kind).join());
    expect(new Set(kinds).size).toBe(1);
    expect(notices.es.blocks[0]?.kind).toBe('title');
  });
});
