// The page's only way to compute anything: GET/POST /api/<words>?<long option>=<value>&…,
// answered with the bytes `springsim` prints for the same command line.

/** Query string from [name, value] pairs, in order (value true: a flag). */
export function query(pairs) {
  const parts = [];
  for (const [name, value] of pairs) {
    if (value === undefined || value === null || value === false) continue;
    parts.push(value === true ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}

/** The command line a request runs, for display: springsim words --name value … */
export function commandLine(words, pairs) {
  const quote = (s) => (/^[\w.,:@%+=\/-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`);
  const out = ['springsim', ...words];
  for (const [name, value] of pairs) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'arg') { out.push(quote(String(value))); continue; }
    out.push(`--${name}`);
    if (value !== true) out.push(quote(String(value)));
  }
  return out.join(' ');
}

export class APIError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

/** The response text of /api/<words>?<pairs>; an APIError with the CLI's message otherwise. */
export async function call(words, pairs, body) {
  const url = `/api/${words.join('/')}${pairs.length ? '?' + query(pairs) : ''}`;
  const response = await fetch(url, body === undefined ? {} : { method: 'POST', body });
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try { message = JSON.parse(text).error; } catch { /* not JSON: keep the text */ }
    throw new APIError(response.status, message);
  }
  return text;
}

/** A CSV table with a header row: { header, rows (arrays of strings), column(name) → numbers }. */
export function parseCSV(text) {
  const lines = text.split('\n').filter((line) => line.length > 0);
  const header = lines[0].split(',');
  const rows = lines.slice(1).map((line) => line.split(','));
  return {
    header,
    rows,
    column(name) {
      const index = header.indexOf(name);
      if (index < 0) return null;
      return rows.map((row) => Number(row[index]));
    },
  };
}
