type Item = Record<string, unknown> & { id: number; created_at: string };
type File = { field: string; path: string; mime: string; bytes: number };

const label = (key: string) => key.replace(/_/g, ' ');

function value(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string') return v;
  // Numbers, booleans, lists and objects as JSON writes them: an inbox item is JSON.
  return JSON.stringify(v);
}

/** Human-readable listing of the inbox: one block per submission, every field, files with absolute paths. */
export function formatInbox(contacts: Item[], applications: Item[]): string {
  const lines: string[] = [];
  const section = (title: string, items: Item[]) => {
    lines.push(`${title} (${items.length}), newest first`, '');
    if (items.length === 0) lines.push('  (none)', '');
    for (const item of items) {
      lines.push(`  #${item.id}  ${item.created_at}`);
      for (const [key, v] of Object.entries(item)) {
        if (key === 'id' || key === 'created_at' || key === 'files') continue;
        lines.push(`    ${label(key)}: ${value(v)}`);
      }
      const files = (item.files ?? []) as File[];
      if (files.length > 0) lines.push('    files:');
      for (const f of files) lines.push(`      ${f.field}  ${f.mime}  ${f.bytes} bytes  ${f.path}`);
      lines.push('');
    }
  };
  section('Contact messages', contacts);
  section('Applications', applications);
  return lines.join('\n');
}

export type { Item as InboxItem };
